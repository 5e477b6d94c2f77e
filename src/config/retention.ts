// How long personal information is kept (BC's PIPA: only as long as needed).
// The retention job (functions/src/privacy/) applies it; /privacy states it.
export const RETENTION = {
  /** A booking's personal details are anonymized this many months after its appointment. */
  bookingMonths: 24,
  /** Mail records (they hold a copy of the booking) are deleted this many days after they were queued. */
  mailDays: 90,
  /** Documents written per batch. */
  batchSize: 200,
} as const;
