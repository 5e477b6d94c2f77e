// The bookings as the dashboard shows them (the server's rows with our queued
// changes on top, src/lib/sync/shown.ts), live from Dexie, and the triggers that
// pull what changed: opening the page, Refresh, the window regaining focus,
// reconnecting. Queued changes are sent by the shared sync engine (started
// here); the staff refusal watcher tells of those the server refused.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { appDb } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import { readShownBookings, type ShownBooking } from '@/lib/sync/shown';
import { bookingsSyncedAt } from '@/lib/sync/server-pull';
import { watchStaffRefusals } from '@/lib/sync/refusal-watch';
import { makeStaffChangesDue, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { pullBookings, staffSyncEngine } from '../staff-service';

/** A read started for a dashboard that has not mounted yet is dropped after this long without one (signed out: the login page). */
const UNCLAIMED_READ_MS = 10_000;

/**
 * One live read of the shown bookings, shared by the dashboard and started
 * ahead of it: the page asks for it as its module loads (preloadStaffBookings),
 * so reading and decoding the cached rows from IndexedDB overlaps the app's
 * hydration and the stored session's read instead of following them. While
 * nothing subscribes it is kept for UNCLAIMED_READ_MS; once the last subscriber
 * leaves it stops and forgets its rows, as useLiveQuery does on unmount.
 */
const shownBookings = (() => {
  let rows: readonly ShownBooking[] | undefined;
  let failure: { error: unknown } | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const stop = () => {
    subscription?.unsubscribe();
    subscription = undefined;
    rows = undefined;
    failure = undefined;
  };
  const start = () => {
    clearTimeout(stopTimer);
    subscription ??= liveQuery(() => readShownBookings(appDb())).subscribe({
      next: (next) => {
        rows = next;
        failure = undefined;
        notify();
      },
      error: (error: unknown) => {
        failure = { error };
        notify();
      },
    });
  };
  // Stopped a task later: a subscriber that leaves and comes back at once (StrictMode's second mount) keeps the read.
  const stopWhenUnclaimed = (afterMs: number) => {
    clearTimeout(stopTimer);
    stopTimer = setTimeout(() => {
      if (listeners.size === 0) stop();
    }, afterMs);
  };
  return {
    preload() {
      if (subscription) return;
      start();
      stopWhenUnclaimed(UNCLAIMED_READ_MS);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWhenUnclaimed(0);
      };
    },
    rows: () => {
      // As useLiveQuery: a failed read is thrown to the nearest error boundary.
      if (failure) throw failure.error;
      return rows;
    },
  };
})();

/** Starts reading the cached bookings before the dashboard mounts (it waits on the stored session first). */
export function preloadStaffBookings(): void {
  if (typeof indexedDB !== 'undefined') shownBookings.preload();
}

const noRowsOnServer = () => undefined;

export function useStaffBookings(enabled: boolean) {
  const rows = useSyncExternalStore(shownBookings.subscribe, shownBookings.rows, noRowsOnServer);
  const syncedAt = useLiveQuery(bookingsSyncedAt, []);
  const pendingCount = useLiveQuery(() => unsentStaffChanges(appDb()), []);
  const [syncing, setSyncing] = useState(false);

  useEffect(
    () =>
      watchStaffRefusals(appDb(), (notice) => {
        // The kind's title, with the server's reason (e.g. the time was taken meanwhile) where it declares one.
        toaster.create({ type: 'error', duration: 10_000, ...notice });
        // The server said no because the booking changed there: show what it holds now.
        void pullBookings().catch(() => undefined);
      }),
    [],
  );

  const refresh = useCallback(async (quiet: boolean) => {
    setSyncing(true);
    try {
      if (!quiet) await makeStaffChangesDue(appDb());
      staffSyncEngine().kick();
      await pullBookings();
    } catch {
      // Offline opens show the cache; only an asked-for refresh complains.
      if (!quiet || navigator.onLine) toaster.create({ type: 'error', title: 'Failed to load bookings' });
    } finally {
      setSyncing(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // Pull once the cached rows are on screen.
    const first = setTimeout(() => void refresh(true), 0);
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refresh(true);
    };
    const onOnline = () => void refresh(true);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [enabled, refresh]);

  const refreshAsked = useCallback(() => refresh(false), [refresh]);
  return { rows, syncedAt, pendingCount: pendingCount ?? 0, syncing, refresh: refreshAsked };
}
