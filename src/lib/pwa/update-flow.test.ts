import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpdateFlow, TAKEOVER_NUDGE_MS, TAKEOVER_NUDGES, type UpdatableWorker } from './update-flow';
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
  let nudges = 0;
  startUpdateFlow({
    worker,
    isBookingInProgress: () => booking,
    onBookingActivityChange: (fn) => {
      activityListeners.add(fn);
      return () => activityListeners.delete(fn);
    },
    offerUpdate: (accept) => offers.push(accept),
    reload: () => void (reloads += 1),
    nudgeTakeover: () => void (nudges += 1),
  });
  return {
    nudges: () => nudges,
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
  afterEach(() => void vi.useRealTimers());

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

  it('after Reload, asks the browser again every couple of seconds until the new version takes over', () => {
    vi.useFakeTimers();
    const t = setup();
    t.emit('waiting');
    vi.advanceTimersByTime(TAKEOVER_NUDGE_MS * 3);
    expect(t.nudges()).toBe(0);
    t.offers[0]!();
    vi.advanceTimersByTime(TAKEOVER_NUDGE_MS - 1);
    expect(t.nudges()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(t.nudges()).toBe(1);
    vi.advanceTimersByTime(TAKEOVER_NUDGE_MS);
    expect(t.nudges()).toBe(2);
    t.emit('controlling');
    expect(t.reloads()).toBe(1);
    vi.advanceTimersByTime(TAKEOVER_NUDGE_MS * 5);
    expect(t.nudges()).toBe(2);
  });

  it('stops asking after a bounded number of tries if the new version never takes over', () => {
    vi.useFakeTimers();
    const t = setup();
    t.emit('waiting');
    t.offers[0]!();
    vi.advanceTimersByTime(TAKEOVER_NUDGE_MS * (TAKEOVER_NUDGES + 5));
    expect(t.nudges()).toBe(TAKEOVER_NUDGES);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('service worker protocol', () => {
  it('listens for the Background Sync tag the sync engine registers', () => {
    expect(OUTBOX_SYNC_TAG).toBe(SYNC_TAG);
  });
});
