// The dashboard's live data: the listeners (src/lib/sync/live-sync.ts) run
// while someone with a role is signed in and the cached lists are on screen.
import { useEffect } from 'react';
import type { StaffSession } from '@/domain/callables/staff-schema';
import { startLiveSync } from '@/lib/sync/live-sync';

/** `listsShown`: the cached bookings are on screen (the listeners start after that). */
export function useLiveBookings(session: StaffSession | null, listsShown: boolean): void {
  const uid = session?.uid ?? null;
  const role = session?.role ?? null;

  useEffect(() => {
    if (!uid || !role || !listsShown) return;
    let stop: (() => void) | undefined;
    // Started once the cached bookings are drawn and the page is idle: Firestore's SDK
    // is large, and evaluating it then does not compete with reading and drawing the
    // cached list. The open's pull (use-staff-bookings.ts) brings what changed meanwhile.
    const start = () => {
      stop = startLiveSync({ uid, role });
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2_000 }) : window.setTimeout(start, 0);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
    };
  }, [uid, role, listsShown]);
}
