// For the service worker (wired by the PWA task): its own engine over the same
// Dexie outbox, sending on Background Sync. Web Locks exist in workers too, so
// the worker and any open page never send at the same time.
//
//   import { onBackgroundSync } from '@/lib/sync/sw-sync';
//   self.addEventListener('sync', (event) => onBackgroundSync(event as SyncEvent));
import { appDb } from '@/lib/db/db';
import { registerCreateBooking } from './create-booking';
import { createSyncEngine, handleBackgroundSync, type SyncEngine } from './sync-engine';

let engine: SyncEngine | undefined;

export function serviceWorkerSyncEngine(): SyncEngine {
  if (!engine) {
    registerCreateBooking();
    engine = createSyncEngine({ db: appDb() });
  }
  return engine;
}

interface SyncEventLike {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export function onBackgroundSync(event: SyncEventLike): void {
  event.waitUntil(handleBackgroundSync(event.tag, serviceWorkerSyncEngine()));
}
