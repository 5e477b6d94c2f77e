// Background Sync: the service worker's `sync` event drains the outbox with no
// page open (sw-sync.ts), and a page asks for one when it queues a change, in
// case it closes before sending.
import type { SyncEngine } from '../sync-engine';

export const SYNC_TAG = 'outbox-sync';

/** The service worker's `sync` listener calls this with event.tag inside event.waitUntil. */
export async function handleBackgroundSync(tag: string, engine: SyncEngine): Promise<void> {
  if (tag !== SYNC_TAG) return;
  const summary = await engine.drain();
  // Rejecting tells the browser to retry the sync event later.
  if (summary.retried > 0) throw new Error('outbox not drained; the browser will retry');
}

/** Asks for a Background Sync event once connectivity returns, where the browser has it. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 1_000, undefined)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is an optimisation; the page's own triggers still run.
  }
}
