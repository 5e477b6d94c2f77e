// Keeps the device's staff data live while someone with a role is signed in:
// Firestore listeners over the bookings from a week back to the booking
// horizon and over the blocked time from yesterday on, each snapshot stored
// through the one door for server data (server-data.ts), so every view updates
// by itself and the cache stays the offline store; and a listener on the
// member's access record, so a role changed or revoked elsewhere is known
// within seconds. Its whole lifecycle is here: subscribe, resubscribe with
// backoff after an error (a fresh token first when the error may be the
// token's), again at the business midnight (the window moves) and on `online`.
// The callable pull (server-pull.ts) stays for what the window does not hold.
import { appDb } from '@/lib/db/db';
import { backoffMs } from '@/lib/retry-backoff';
import { businessMinutesNow } from '@/domain/schedule/schedule';
import { blocksFrom, liveWindow, type LiveBookingsChange, type LiveError } from '@/domain/booking/booking-doc';
import { applyServerBlocks, applyServerBookings, serverDataEra } from './server-data';
import { META_SYNCED_AT, pullBookings } from './server-pull';

/** Backoff before re-subscribing after the n-th failure in a row (0-based): 1 s doubling, at most 30 s. */
export function liveRetryDelayMs(attempt: number): number {
  return backoffMs(attempt, { firstMs: 1000, maxMs: 30_000 });
}

/** Milliseconds until the business day after `now` begins, when the window moves on by a day. */
export function msUntilBusinessMidnight(now: Date): number {
  return (24 * 60 - businessMinutesNow(now)) * 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds()) + 1000;
}

const loadLive = () => import('@/lib/firebase/live-bookings');
const loadAuth = () => import('@/lib/firebase/auth');

/** Errors after which the token may be out of date (a role just granted, or ended). */
const ACCESS_ERRORS = new Set(['permission-denied', 'unauthenticated']);

/** Stores a snapshot's changes, unless the data was cleared since the listener started in `era` (serverDataEra). */
async function storeLiveChange(change: LiveBookingsChange, era: number): Promise<void> {
  const db = appDb();
  const stored = await db.transaction('rw', [db.bookings, db.meta, db.photoFiles], async () => {
    if (serverDataEra() !== era) return false;
    await applyServerBookings(db, { bookings: change.bookings, deletedIds: change.deletedIds });
    await db.meta.put({ key: META_SYNCED_AT, value: new Date().toISOString() });
    return true;
  });
  // A booking moved out of the window: the pull brings where it went.
  if (stored && change.leftIds.length) await pullBookings().catch(() => undefined);
}

/**
 * Starts the listeners for a signed-in member with `role`; returns the stop.
 * A role changed elsewhere refreshes the session (the caller's auth state then
 * stops this and starts another for the new role, or none).
 */
export function startLiveSync(session: { uid: string; role: string }): () => void {
  const { uid, role } = session;
  // The access this runs for: its listeners store nothing once the data has been cleared,
  // even before the page has stopped them (the role ended elsewhere, the clear came first).
  const era = serverDataEra();
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
      // auth state (a session without a role), which stops this.
      const fresh = await (await loadAuth()).refreshSession();
      if (ended || !fresh?.role) return;
    }
    scheduleRetry();
  };

  // Firebase's stored session read first: a listener started before it listens without a
  // token, is refused, and a refresh then finds no one signed in to retry for.
  const ready = loadAuth().then((auth) => auth.sessionReady());

  const subscribe = async () => {
    const [{ listenToBlocks, listenToBookings }] = await Promise.all([loadLive(), ready]);
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
          void storeLiveChange(change, era).catch((error: unknown) => console.warn('Could not store live bookings', error));
        },
        error: fail,
      }),
      listenToBlocks(blocksFrom(now), {
        next: (blocks) => void applyServerBlocks(appDb(), { blocks, from: blocksFrom(now), era }).catch((error: unknown) => console.warn('Could not store live blocks', error)),
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

  void subscribe();
  void Promise.all([loadLive(), ready]).then(([{ listenToAccess }]) => {
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

  return () => {
    ended = true;
    clearTimeout(retry);
    clearTimeout(rollover);
    stopListeners?.();
    stopAccess?.();
    window.removeEventListener('online', onOnline);
  };
}
