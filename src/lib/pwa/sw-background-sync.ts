// What the service worker does when Background Sync fires for the outbox: it
// drains the outbox itself (its own sync engine over the same Dexie tables, see
// src/lib/sync/sw-sync.ts), so a booking queued in a tab that was then closed is
// sent with no page open; and it wakes any open page, whose engine then finds the
// outbox drained (Web Locks keep the two from sending at once) or sends what the
// worker does not handle (staff mutations).
/// <reference lib="webworker" />
import { onBackgroundSync } from '@/lib/sync/sw-sync';
import { SW_MESSAGE } from './sw-protocol';

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

async function wakePages(sw: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: SW_MESSAGE.outboxSync });
}

export function drainOutboxInBackground(sw: ServiceWorkerGlobalScope, event: SyncEventLike): void {
  event.waitUntil(wakePages(sw));
  // Rejects while the server stays unreachable: the browser then fires the sync event again later.
  onBackgroundSync(event);
}
