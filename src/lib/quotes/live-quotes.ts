// Keeps the device's quotes live while an admin has the Quotes view open: a
// Firestore listener over the quotes collection (only admins may read it),
// each snapshot stored through the one door for server data (server-data.ts),
// so the view updates by itself and works offline from what was stored. A
// listener that ends on an error starts again with backoff (a fresh token
// first when the error may be the token's), and at once on `online`.
import { appDb } from '@/lib/db/db';
import { applyServerQuotes, serverDataEra } from '@/lib/sync/server-data';
import { liveRetryDelayMs } from '@/lib/sync/live-sync';

const ACCESS_ERRORS = new Set(['permission-denied', 'unauthenticated']);

/** Starts the quotes listener; returns the stop. */
export function startLiveQuotes(): () => void {
  const era = serverDataEra();
  let ended = false;
  let stopListener: (() => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const auth = import('@/lib/firebase/auth');
  const ready = auth.then((a) => a.sessionReady());

  const subscribe = async () => {
    const [{ listenToQuotes }] = await Promise.all([import('@/lib/firebase/live-bookings'), ready]);
    if (ended || stopListener) return;
    const stop = listenToQuotes({
      next: (quotes) => {
        failures = 0;
        void applyServerQuotes(appDb(), { quotes, all: true, era }).catch((error: unknown) => console.warn('Could not store live quotes', error));
      },
      error: (error) => {
        if (stopListener === stop) stopListener = undefined;
        if (ended) return;
        void (async () => {
          // A role still held retries; a role gone is the session's to handle (it stops this).
          if (ACCESS_ERRORS.has(error.code) && !(await (await auth).refreshSession())?.role) return;
          clearTimeout(retry);
          retry = setTimeout(() => void subscribe(), liveRetryDelayMs(failures++));
        })();
      },
    });
    stopListener = stop;
  };

  const onOnline = () => {
    if (stopListener || ended) return;
    clearTimeout(retry);
    void subscribe();
  };

  void subscribe();
  window.addEventListener('online', onOnline);
  return () => {
    ended = true;
    clearTimeout(retry);
    stopListener?.();
    stopListener = undefined;
    window.removeEventListener('online', onOnline);
  };
}
