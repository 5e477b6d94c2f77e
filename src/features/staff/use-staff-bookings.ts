// The cached bookings, live from Dexie, and the triggers that pull what
// changed: opening the page, Refresh, the window regaining focus, reconnecting.
import { useCallback, useEffect, useState } from 'react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/components/ui/toaster';
import { META_SYNCED_AT, flushStaffOutbox, pullBookings, shownBookings } from './staff-service';

export function useStaffBookings(enabled: boolean) {
  const rows = useLiveQuery(async () => shownBookings(await appDb().bookings.toArray()), []);
  const syncedAt = useLiveQuery(async () => ((await appDb().meta.get(META_SYNCED_AT))?.value as string | undefined) ?? null, []);
  const pendingCount = useLiveQuery(() => appDb().outbox.where('kind').anyOf('updateBookingStatus', 'deleteBooking').count(), []);
  const [syncing, setSyncing] = useState(false);

  const refresh = useCallback(async (quiet: boolean) => {
    setSyncing(true);
    try {
      await flushStaffOutbox(() => toaster.create({ type: 'error', title: 'Failed to update booking status' }));
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

  return { rows, syncedAt, pendingCount: pendingCount ?? 0, syncing, refresh: () => refresh(false) };
}
