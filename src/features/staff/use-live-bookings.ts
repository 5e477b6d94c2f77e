// Keeps the device's bookings cache live while someone with a role is signed
// in: Firestore listeners over the bookings from a week back to the booking
// horizon and over the blocked time from yesterday on, each snapshot merged into
// Dexie (so every view updates by itself and the cache stays the offline
// store), and a listener on the member's
// access record, so a role changed or revoked elsewhere is known within seconds.
// The callable pull stays for what the window does not hold and for catching up.
import { useEffect } from 'react';
import { appDb } from '@/lib/db/db';
import { businessMinutesNow } from '@/domain/schedule';
import type { StaffSession } from '@/domain/staff-schema';
import { blocksFrom, liveWindow, type LiveBookingsChange, type LiveError } from '@/domain/booking-doc';
import { META_SYNCED_AT, mergeDelta, pullBookings } from './staff-service';
import { storeServerBlocks } from './blocks-service';

/** Backoff before re-subscribing after the n-th failure in a row (0-based): 1 s doubling, at most 30 s. */
export function liveRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** Milliseconds until the business day after `now` begins, when the window moves on by a day. */
export function msUntilBusinessMidnight(now: Date): number {
  return (24 * 60 - businessMinutesNow(now)) * 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds()) + 1000;
}

const loadLive = () => import('@/lib/firebase/live-bookings');
const loadAuth = () => import('@/lib/firebase/auth');

/** Errors after which the token may be out of date (a role just granted, or ended). */
const ACCESS_ERRORS = new Set(['permission-denied', 'unauthenticated']);

async function applyLiveChange(change: LiveBookingsChange): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.bookings, db.meta, async () => {
    await mergeDelta(db, { bookings: change.bookings, deleted_ids: change.deletedIds });
    await db.meta.put({ key: META_SYNCED_AT, value: new Date().toISOString() });
  });
  // A booking moved out of the window: the pull brings where it went.
  if (change.leftIds.length) await pullBookings().catch(() => undefined);
}

/** `listsShown`: the cached bookings are on screen (the listeners start after that). */
export function useLiveBookings(session: StaffSession | null, listsShown: boolean): void {
  const uid = session?.uid ?? null;
  const role = session?.role ?? null;

  useEffect(() => {
    if (!uid || !role || !listsShown) return;
    let ended = false;
    /** Stops the bookings and blocks listeners; undefined while none runs. */
    let stopListeners: (() => void) | undefined;
    let stopAccess: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let rollover: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const scheduleRetry = () => {
      clearTimeout(retry);
      retry = setTimeout(() => {
        retry = undefined;
        void subscribe();
      }, liveRetryDelayMs(failures++));
    };

    const onError = async (error: LiveError) => {
      if (ended) return;
      if (ACCESS_ERRORS.has(error.code)) {
        // A fresh token decides: a role still held retries; a role gone is handled by the
        // auth context (session without a role), which ends this effect.
        const session = await (await loadAuth()).refreshSession();
        if (ended || !session?.role) return;
      }
      scheduleRetry();
    };

    const subscribe = async () => {
      const { listenToBlocks, listenToBookings } = await loadLive();
      if (ended || stopListeners) return;
      const now = new Date();
      let failed = false;
      // Either listener ending ends both: they come back together.
      const fail = (error: LiveError) => {
        if (failed) return;
        failed = true;
        stop();
        void onError(error);
      };
      const stops = [
        listenToBookings(liveWindow(now), {
          next: (change) => {
            failures = 0;
            void applyLiveChange(change).catch((error: unknown) => console.warn('Could not store live bookings', error));
          },
          error: fail,
        }),
        listenToBlocks(blocksFrom(now), {
          next: (blocks) => void storeServerBlocks(blocks).catch((error: unknown) => console.warn('Could not store live blocks', error)),
          error: fail,
        }),
      ];
      const stop = () => {
        for (const s of stops) s();
        if (stopListeners === stop) stopListeners = undefined;
      };
      stopListeners = stop;
      // The window moves on at the start of each business day.
      clearTimeout(rollover);
      rollover = setTimeout(() => {
        stopListeners?.();
        void subscribe();
      }, msUntilBusinessMidnight(now));
    };

    const onOnline = () => {
      // The SDK resumes a live listener by itself; one that ended on an error starts again now.
      if (!stopListeners && !ended) {
        clearTimeout(retry);
        retry = undefined;
        void subscribe();
      }
    };

    const start = () => {
      void subscribe();
      void loadLive().then(({ listenToAccess }) => {
        if (ended) return;
        stopAccess = listenToAccess(
          uid,
          (recorded) => {
            // Another role than the token's (granted, changed or revoked elsewhere): a fresh token settles it.
            if (recorded !== role) void loadAuth().then((a) => a.refreshSession());
          },
          (error) => console.warn('Access record listener ended', error.code),
        );
      });
      window.addEventListener('online', onOnline);
    };
    // Started once the cached bookings are drawn and the page is idle: Firestore's SDK
    // is large, and evaluating it then does not compete with reading and drawing the
    // cached list. The open's pull (use-staff-bookings.ts) brings what changed meanwhile.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2_000 }) : window.setTimeout(start, 0);
    return () => {
      ended = true;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      clearTimeout(retry);
      clearTimeout(rollover);
      stopListeners?.();
      stopAccess?.();
      window.removeEventListener('online', onOnline);
    };
  }, [uid, role, listsShown]);
}
