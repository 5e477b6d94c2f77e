// What the service worker does when Background Sync fires for the outbox: it
// wakes the open pages, whose sync engine drains the outbox.
// A drain inside the worker itself (src/lib/sync/sw-sync.ts) needs a build that
// bundles the engine and the firebase client without import(): dynamic import
// is not allowed in service workers, so it is not wired yet.
/// <reference lib="webworker" />
import { SW_MESSAGE } from './sw-protocol';

export async function drainOutboxInBackground(sw: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: SW_MESSAGE.outboxSync });
}
