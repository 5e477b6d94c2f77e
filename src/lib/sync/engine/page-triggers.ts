// A page's triggers for its engine beside the timer: back online (whatever is
// in back-off is due now) and the page shown again.
import type { AppDb } from '@/lib/db/db';

/** Listens for `online` and visibility on a page; returns the stop. Nothing to listen to in a worker. */
export function listenForTriggers(db: AppDb, kick: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOnline = () => {
    // Back online: whatever is in backoff is due now.
    void db.outbox
      .where('state')
      .equals('pending')
      .modify({ next_attempt_at: 0 })
      .then(kick, kick);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
