// How long a page waits before asking the server again after a request failed
// while the device said it was online (a dead spot, a captive portal, a
// server's cold start): soon at first, then less often, so a page left open
// recovers by itself without hammering a server that is down.
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/** The wait before retry number `failures` (0 after the first failure): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures));
}
