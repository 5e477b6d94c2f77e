// The page's one sync engine: loaded on demand (never in a public page's first
// load), it registers the kinds this build sends and starts the triggers.
// The staff dashboard registers its own kinds with registerOutboxHandler and
// calls pageSyncEngine() too; the service worker builds its own engine.
import { appDb } from '@/lib/db/db';
import { registerCreateBooking } from './create-booking';
import { createSyncEngine, requestBackgroundSync, type SyncEngine } from './sync-engine';

let engine: SyncEngine | undefined;

export function pageSyncEngine(): SyncEngine {
  if (!engine) {
    registerCreateBooking();
    engine = createSyncEngine({ db: appDb() });
    engine.start();
  }
  return engine;
}

/** After enqueueing: send now if we can, and ask for a Background Sync if the page closes first. */
export function afterEnqueue(): void {
  pageSyncEngine().kick();
  void requestBackgroundSync();
}
