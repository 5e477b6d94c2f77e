// Names shared by the service worker, the page and the build: one place, no typos.

/** Background Sync tag the sync engine registers (`registration.sync.register(OUTBOX_SYNC_TAG)`). */
export { SYNC_TAG as OUTBOX_SYNC_TAG } from '@/lib/sync/sync-engine';

/** Messages between the page and the service worker. */
export const SW_MESSAGE = {
  /** Page -> waiting worker: take over now (sent only when the visitor chose Reload). */
  skipWaiting: 'SKIP_WAITING',
  /** Worker -> pages: a Background Sync fired; the page's sync engine drains the outbox. */
  outboxSync: 'outbox-sync',
} as const;

/** Precache keys of the two fallback documents (scripts/build-web.ts writes and precaches them). */
export const NOT_FOUND_URL = '/404';
export const APP_SHELL_URL = '/app-shell';
