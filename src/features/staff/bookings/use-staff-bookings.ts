// The bookings as the dashboard shows them (the server's rows with our queued
// changes on top, src/lib/sync/shown.ts), live from Dexie, and the triggers that
// pull what changed: opening the page, Refresh, the window regaining focus,
// reconnecting. Queued changes are sent by the shared sync engine (started
// here); the staff refusal watcher tells of those the server refused.
import { useCallback, useEffect, useState } from 'react';
import { appDb } from '@/lib/db/db';
import { sharedLiveQuery, useSharedLiveQuery } from '@/lib/db/shared-live-query';
import { toaster } from '@/lib/toaster';
import { readShownBookings } from '@/lib/sync/shown';
import { bookingsSyncedAt } from '@/lib/sync/server-pull';
import { watchStaffRefusals } from '@/lib/sync/refusal-watch';
import { makeStaffChangesDue, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { pullBookings, staffSyncEngine } from '../staff-service';

// The cached rows, the last sync and the count of unsent changes, read as the
// page's module loads (preloadStaffBookings): the dashboard mounts only once the
// stored session is known, and its first render then has them all.
const shownRows = sharedLiveQuery(() => readShownBookings(appDb()));
const syncTime = sharedLiveQuery(bookingsSyncedAt);
const unsentCount = sharedLiveQuery(() => unsentStaffChanges(appDb()));

/** Starts reading what the dashboard shows first before it mounts (it waits on the stored session first). */
export function preloadStaffBookings(): void {
  shownRows.preload();
  syncTime.preload();
  unsentCount.preload();
}

export function useStaffBookings(enabled: boolean) {
  const rows = useSharedLiveQuery(shownRows);
  return { rows, ...useStaffBookingsSync(enabled) };
}

/**
 * What keeps the cached bookings current (the pulls on open, focus and
 * reconnect, the refusals told) without reading them on the page: for a view
 * whose bookings are read elsewhere (the Reports' worker reads them itself).
 */
export function useStaffBookingsSync(enabled: boolean) {
  const syncedAt = useSharedLiveQuery(syncTime);
  const pendingCount = useSharedLiveQuery(unsentCount);
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
  return { syncedAt, pendingCount: pendingCount ?? 0, syncing, refresh: refreshAsked };
}
