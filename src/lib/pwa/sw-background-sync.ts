// What the service worker does when Background Sync fires for the outbox: it
// drains the outbox itself (its own sync engine over the same Dexie tables;
// Web Locks keep it and any open page from sending at the same time), and
// wakes open pages so their views refresh.
/// <reference lib="webworker" />
import { SW_MESSAGE } from './sw-protocol';

export async function drainOutboxInBackground(sw: ServiceWorkerGlobalScope, tag: string): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: SW_MESSAGE.outboxSync });
  const [{ handleBackgroundSync }, { serviceWorkerSyncEngine }] = await Promise.all([
    import('@/lib/sync/sync-engine'),
    import('@/lib/sync/sw-sync'),
  ]);
  await handleBackgroundSync(tag, serviceWorkerSyncEngine());
}
