// The cached bookings, live from Dexie, and the triggers that pull what
// changed: opening the page, Refresh, the window regaining focus, reconnecting.
// Queued status changes and deletes are sent by the shared sync engine (started
// here); a change it finds refused is rolled back there and announced here.
import { useCallback, useEffect, useState } from 'react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import { META_SYNCED_AT, pullBookings, shownBookings, staffSyncEngine } from './staff-service';
import { STAFF_KINDS, claimRefusal, makeStaffChangesDue, refusalToast, refusedChanges } from './staff-outbox';

export function useStaffBookings(enabled: boolean) {
  const rows = useLiveQuery(async () => shownBookings(await appDb().bookings.toArray()), []);
  const syncedAt = useLiveQuery(async () => ((await appDb().meta.get(META_SYNCED_AT))?.value as string | undefined) ?? null, []);
  const pendingCount = useLiveQuery(
    () =>
      appDb()
        .outbox.where('kind')
        .anyOf([...STAFF_KINDS])
        .count(),
    [],
  );
  const refused = useLiveQuery(() => refusedChanges(appDb()), []);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    for (const row of refused ?? []) {
      void claimRefusal(appDb(), row.id).then((mine) => {
        if (!mine) return;
        // The kind's title, with the server's reason (e.g. the time was taken meanwhile) where it declares one.
        toaster.create({ type: 'error', duration: 10_000, ...refusalToast(row) });
        // The server said no because the booking changed there: show what it holds now.
        void pullBookings().catch(() => undefined);
      });
    }
  }, [refused]);

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
