// Abuse limits of the public booking API (product.md section 9), for a small
// business with 2 crews: generous for a real customer (a family booking two
// cars, someone fixing a typo with a new booking), tight enough that a script
// cannot fill 120 days of calendar or mail thousands of strangers from the
// business's domain. Read by functions/src/abuse (and the mail queue).
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const ABUSE_LIMITS = {
  /** New bookings one customer e-mail may make per rolling window. */
  bookingsPerEmail: { max: 3, windowMs: DAY_MS },
  /** New bookings from one client IP per window (a household, an office). */
  bookingsPerIp: { max: 10, windowMs: HOUR_MS },
  /** Active (pending or confirmed, not deleted) bookings from today on, per customer e-mail. */
  upcomingBookingsPerEmail: { max: 4 },
  /**
   * Customer-facing e-mails (confirmation, reminder, reschedule, cancel) one
   * recipient may get per window; the excess is recorded `suppressed`, never
   * sent. Mail to the business's own address (BUSINESS.email) is not capped.
   */
  mailsPerRecipient: { max: 6, windowMs: DAY_MS },
  /**
   * A customer's reschedules and cancels from the manage link, per booking per
   * window (a real customer changes their mind a few times, not dozens), and
   * per client IP (a household managing several bookings; a script probing
   * times is stopped). A replay of one change (same mutation_id) counts once.
   */
  changesPerBooking: { max: 10, windowMs: DAY_MS },
  changesPerIp: { max: 30, windowMs: HOUR_MS },
  /**
   * Anonymous availability answers per client address per window: a customer
   * comparing weeks, packages and cities asks a few dozen times; a loop of
   * calls (each reads a week of the calendar) is stopped. Staff are not counted.
   */
  availabilityPerIp: { max: 60, windowMs: 10 * 60_000 },
  /**
   * Quote requests per customer e-mail and per client IP per window: a
   * customer asks for one or two prices (a car and a boat), a script that
   * mails strangers "we received your request" from the business is stopped.
   */
  quotesPerEmail: { max: 3, windowMs: DAY_MS },
  quotesPerIp: { max: 10, windowMs: HOUR_MS },
} as const;

export type WindowLimit = { max: number; windowMs: number };
