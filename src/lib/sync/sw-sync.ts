// The service worker's own sync engine over the same Dexie outbox, sending on
// Background Sync: a booking queued in a tab that was then closed is sent as soon
// as the connection is back, with no page open. Web Locks exist in workers too, so
// the worker and any open page never send at the same time.
//
//   import { onBackgroundSync } from '@/lib/sync/sw-sync';
//   self.addEventListener('sync', (event) => onBackgroundSync(event as SyncEvent));
//
// Its `call` is the statically imported Functions client: the engine's default
// loads the page client with import(), which service workers do not allow.
import { APP_CHECK_ON } from '@/config/env';
import { appDb } from '@/lib/db/db';
// Pages reach firebase only through import() (the lint rule keeps it out of their first load);
// the worker cannot use import() and loads this Auth-free module when it starts.
// eslint-disable-next-line no-restricted-imports
import { callQueued } from '@/lib/firebase/functions-client';
import { kindsFor } from './outbox-kinds';
import { createSyncEngine, handleBackgroundSync, SYNC_TAG, type CallFn, type SyncEngine } from './sync-engine';

const workerCall: CallFn = callQueued;

let engine: SyncEngine | undefined;

export function serviceWorkerSyncEngine(): SyncEngine {
  if (!engine) {
    // The kinds declared for the worker (senders: 'page-and-worker'): bookings and the
    // customer's own changes, which carry their manage token. Staff kinds need a
    // signed-in member, which the worker does not have: their rows stay for a page.
    engine = createSyncEngine({ db: appDb(), call: workerCall, kinds: kindsFor('worker') });
  }
  return engine;
}

interface SyncEventLike {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The browser fires the sync event when the connection is back: whatever waits in
 * backoff (set by a page that failed to send before it closed) is due now, as the
 * page engine does on `online`. Rejects if something is still not sent, so the
 * browser fires the event again later.
 */
export async function drainOnBackgroundSync(tag: string): Promise<void> {
  // With App Check on, the worker has no token (reCAPTCHA needs a page): a page sends instead.
  if (tag !== SYNC_TAG || APP_CHECK_ON) return;
  const engine = serviceWorkerSyncEngine();
  await appDb().outbox.where('state').equals('pending').modify({ next_attempt_at: 0 });
  await handleBackgroundSync(tag, engine);
}

export function onBackgroundSync(event: SyncEventLike): void {
  event.waitUntil(drainOnBackgroundSync(event.tag));
}
