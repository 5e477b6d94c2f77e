// Names shared by the service worker, the page and the build: one place, no typos.

/**
 * Background Sync tag the sync engine registers: equal to SYNC_TAG in
 * src/lib/sync/sync-engine.ts (a test keeps them equal). A literal here, so page
 * modules that import this file do not pull the engine into a first load.
 */
export const OUTBOX_SYNC_TAG = 'outbox-sync';

/** Messages between the page and the service worker. */
export const SW_MESSAGE = {
  /** Page -> waiting worker: take over now (sent only when the visitor chose Reload). */
  skipWaiting: 'SKIP_WAITING',
  /** Worker -> pages: a Background Sync fired; the worker drains the outbox and open pages' engines kick too. */
  outboxSync: 'outbox-sync',
} as const;

/** Precache keys of the two fallback documents (scripts/build-web.ts writes and precaches them). */
export const NOT_FOUND_URL = '/404';
export const APP_SHELL_URL = '/app-shell';
