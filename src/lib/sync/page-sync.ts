// The page's one sync engine: loaded on demand (never in a public page's first
// load), it sends every outbox kind (outbox-kinds.ts) and starts the triggers.
// The booking wizard, the manage page and the staff dashboard share it; the
// service worker builds its own engine.
import { appDb } from '@/lib/db/db';
import { kindsFor } from './outbox-kinds';
import { createSyncEngine, requestBackgroundSync, type CallFn, type SyncEngine } from './sync-engine';
import { SW_MESSAGE } from '@/lib/pwa/sw-protocol';

/** The firebase client, loaded on the first send (never in a public page's first load). */
const pageCall: CallFn = async (name, input, timeoutMs) => (await import('@/lib/firebase/client')).callQueued(name, input, timeoutMs);

let engine: SyncEngine | undefined;

export function pageSyncEngine(): SyncEngine {
  if (!engine) {
    const started = createSyncEngine({ db: appDb(), call: pageCall, kinds: kindsFor('page') });
    engine = started;
    started.start();
    // The service worker wakes open pages when Background Sync fires (src/lib/pwa/sw-background-sync.ts).
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === SW_MESSAGE.outboxSync) started.kick();
      });
    }
  }
  return engine;
}

/** After enqueueing: send now if we can, and ask for a Background Sync if the page closes first. */
export function afterEnqueue(): void {
  pageSyncEngine().kick();
  void requestBackgroundSync();
}
