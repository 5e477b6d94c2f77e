import { describe, expect, it } from 'vitest';
import { countPageThisVisit, countVisit, installDeclined, rememberInstallDeclined, shouldOfferInstall } from './install-offer';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const base = { visits: 1, bookingsCompleted: 0, navigatedThisVisit: false, declined: false, installed: false };

describe('when to offer installing the app', () => {
  it('never on arrival, even on a second visit, until the visitor moves around', () => {
    expect(shouldOfferInstall(base)).toBe(false);
    expect(shouldOfferInstall({ ...base, navigatedThisVisit: true })).toBe(false);
    expect(shouldOfferInstall({ ...base, visits: 2 })).toBe(false);
    expect(shouldOfferInstall({ ...base, visits: 2, navigatedThisVisit: true })).toBe(true);
  });

  it('after a booking on the first visit', () => {
    expect(shouldOfferInstall({ ...base, bookingsCompleted: 1 })).toBe(true);
  });

  it('never after the visitor declined or once installed', () => {
    expect(shouldOfferInstall({ ...base, bookingsCompleted: 1, declined: true })).toBe(false);
    expect(shouldOfferInstall({ ...base, visits: 3, navigatedThisVisit: true, installed: true })).toBe(false);
  });

  it('counts a visit once per browsing session', () => {
    const local = new MemoryStorage();
    let session = new MemoryStorage();
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, session)).toBe(1);
    session = new MemoryStorage();
    expect(countVisit(local, session)).toBe(2);
  });

  it('remembers a refusal', () => {
    const local = new MemoryStorage();
    expect(installDeclined(local)).toBe(false);
    rememberInstallDeclined(local);
    expect(installDeclined(local)).toBe(true);
  });
});

describe('pages opened during this visit', () => {
  it('counts each page once, a reload of the same page not again', () => {
    const session = new MemoryStorage();
    expect(countPageThisVisit(session, 'https://x.test/')).toBe(1);
    expect(countPageThisVisit(session, 'https://x.test/')).toBe(1);
    expect(countPageThisVisit(session, 'https://x.test/services')).toBe(2);
    expect(countPageThisVisit(session, 'https://x.test/burnaby')).toBe(3);
    expect(countPageThisVisit(new MemoryStorage(), 'https://x.test/burnaby')).toBe(1);
  });
});
