// Names shared by the service worker, the page and the build: one place, no typos.

/**
 * Background Sync tag the sync engine registers: equal to SYNC_TAG in
 * src/lib/sync/sync-engine.ts (a literal here, so the worker bundle does not
 * pull in the engine and its import() of the firebase client).
 */
export const OUTBOX_SYNC_TAG = 'outbox-sync';

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
