// The page side of Background Sync, for the sync engine: ask the browser to wake the
// service worker for the outbox when the connection is back, and hear the worker's
// wake-up message. Where Background Sync is missing, requestOutboxSync() says so and
// the engine relies on its other triggers (online, visibility, timer).
import { OUTBOX_SYNC_TAG, SW_MESSAGE } from './sw-protocol';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export async function requestOutboxSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined;
  if (!registration?.sync) return false;
  try {
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

export function onOutboxSyncMessage(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const handler = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SW_MESSAGE.outboxSync) listener();
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
