// The sync engine's timings, in a module of their own: the booking wizard's
// first load reads the send timeout (how long it says "Sending…") without
// bringing the engine with it.
export const SYNC_TIMING = {
  SEND_TIMEOUT_MS: 20_000,
  RETRY_BASE_MS: 1_000,
  RETRY_MAX_MS: 5 * 60_000,
  /** A fallback lease not renewed for this long belongs to a closed tab. */
  LEASE_MS: 45_000,
  /** How often a tab that lost the lease race looks again. */
  LEASE_RETRY_MS: 1_500,
  /** Entries (about different bookings) in flight at once. */
  SEND_CONCURRENCY: 6,
} as const;
