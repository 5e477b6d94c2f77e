// The one exponential back-off of the app: how long to wait before trying
// again after `failures` failures in a row, doubling from a first wait up to a
// ceiling. Its users differ only in those two figures (and the outbox adds
// jitter): a page asking the server again after a failed request, the live
// listener subscribing again, the outbox engine sending a change again.

/** The first wait and the ceiling of one back-off. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** The wait before retry number `failures` (0 after the first failure): `firstMs`, doubling, at most `maxMs`. */
export function backoffMs(failures: number, { firstMs, maxMs }: Backoff): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, failures));
}

// How long a page waits before asking the server again after a request failed
// while the device said it was online (a dead spot, a captive portal, a
// server's cold start): soon at first, then less often, so a page left open
// recovers by itself without hammering a server that is down.
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/** A page's wait before retry number `failures` (0 after the first failure): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function retryDelayMs(failures: number): number {
  return backoffMs(failures, { firstMs: RETRY_FIRST_MS, maxMs: RETRY_MAX_MS });
}
