import { describe, expect, it } from 'vitest';
import { startUpdateFlow, type UpdatableWorker } from './update-flow';
import { OUTBOX_SYNC_TAG } from './sw-protocol';
import { SYNC_TAG } from '@/lib/sync/sync-engine';

function setup(initiallyBooking = false) {
  const listeners: Record<string, (() => void)[]> = {};
  const worker: UpdatableWorker & { skipped: number } = {
    skipped: 0,
    addEventListener: (type, fn) => void (listeners[type] ??= []).push(fn),
    messageSkipWaiting() {
      this.skipped += 1;
    },
  };
  let booking = initiallyBooking;
  const activityListeners = new Set<() => void>();
  const offers: (() => void)[] = [];
  let reloads = 0;
  startUpdateFlow({
    worker,
    isBookingInProgress: () => booking,
    onBookingActivityChange: (fn) => {
      activityListeners.add(fn);
      return () => activityListeners.delete(fn);
    },
    offerUpdate: (accept) => offers.push(accept),
    reload: () => void (reloads += 1),
  });
  return {
    worker,
    offers,
    reloads: () => reloads,
    emit: (type: string) => listeners[type]?.forEach((fn) => fn()),
    setBooking(value: boolean) {
      booking = value;
      [...activityListeners].forEach((fn) => fn());
    },
    watchers: () => activityListeners.size,
  };
}

describe('update flow (prompt mode)', () => {
  it('offers a waiting version once, and Reload activates it and reloads when it controls the page', () => {
    const t = setup();
    t.emit('waiting');
    t.emit('waiting');
    expect(t.offers).toHaveLength(1);
    expect(t.worker.skipped).toBe(0);
    t.offers[0]!();
    expect(t.worker.skipped).toBe(1);
    expect(t.reloads()).toBe(0);
    t.emit('controlling');
    expect(t.reloads()).toBe(1);
  });

  it('holds the offer back during a booking and shows it when the booking is over', () => {
    const t = setup(true);
    t.emit('waiting');
    expect(t.offers).toHaveLength(0);
    t.setBooking(true);
    expect(t.offers).toHaveLength(0);
    t.setBooking(false);
    expect(t.offers).toHaveLength(1);
    expect(t.watchers()).toBe(0);
  });

  it('does not take over if a booking started after the offer was shown; offers again afterwards', () => {
    const t = setup();
    t.emit('waiting');
    t.setBooking(true);
    t.offers[0]!();
    expect(t.worker.skipped).toBe(0);
    t.setBooking(false);
    expect(t.offers).toHaveLength(2);
    t.offers[1]!();
    expect(t.worker.skipped).toBe(1);
  });
});

describe('service worker protocol', () => {
  it('listens for the Background Sync tag the sync engine registers', () => {
    expect(OUTBOX_SYNC_TAG).toBe(SYNC_TAG);
  });
});
