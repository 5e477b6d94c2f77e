// What the service worker does when Background Sync fires for the outbox.
// For now it wakes the open pages (their sync engine listens for the message and
// drains); once src/lib/sync exports a worker-safe drain, call it here instead.
/// <reference lib="webworker" />
import { SW_MESSAGE } from './sw-protocol';

export async function drainOutboxInBackground(sw: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: SW_MESSAGE.outboxSync });
}
