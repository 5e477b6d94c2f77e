// The abuse limits of a new booking (src/config/limits.ts): per customer
// e-mail per day, per client IP per hour, and upcoming active bookings per
// e-mail. createBooking has writeBooking check them: the upcoming bookings from
// the customer's bookings it reads anyway, the window counters inside the
// booking's own transaction (counted once per booking id, so a client's
// retries never use up the allowance, and not at all when nothing is stored,
// as for a full time).
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { defineInt } from 'firebase-functions/params';
import { ABUSE_LIMITS } from '@/config/limits';
import { BUSINESS } from '@/config/business';
import type { WindowLimit } from '@/config/limits';
import { businessToday } from '@/domain/schedule/schedule';
import { isActiveStatus } from '@/domain/booking/status';
import type { BookingDoc } from '../lib/firestore-docs';
import { enforceRateLimits, rateLimitKey, refusal, type RateLimitKey } from './rate-limits';
import { HttpsError } from 'firebase-functions/v2/https';

/** Something with the shape of the callable's rawRequest (an Express request). */
export interface RequestLike {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * Proxies of ours in front of Google's front end (a CDN, a load balancer), each
 * appending the address it was called from: 0 when browsers call the functions'
 * own URLs, as this app does. A deploy-time parameter (functions/.env).
 */
export const OWN_PROXY_HOPS = defineInt('OWN_PROXY_HOPS', {
  default: 0,
  description: 'Proxies of ours in front of Google\'s front end, each appending an X-Forwarded-For entry',
});

/**
 * The client's address, from the hop we trust. Google's front end appends the
 * address that connected to it to X-Forwarded-For; everything before that
 * entry is whatever the client wrote, so the first entry proves nothing (a
 * script would write a new one each time, or 127.0.0.1). The entry we trust is
 * the last one, or OWN_PROXY_HOPS before it when proxies of ours stand in
 * front (each appended one more). A request with no such entry (nothing in
 * front of the function) is the socket's peer. Undefined when unknown.
 */
export function clientIp(raw: RequestLike | undefined): string | undefined {
  const header = raw?.headers?.['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const trusted = entries[entries.length - 1 - OWN_PROXY_HOPS.value()];
  return trusted || raw?.ip || undefined;
}

/**
 * The per-address key of a limit; none when the address is unknown (no front
 * end and no socket address: the Functions emulator hands requests to its
 * workers over a local socket, so browsers on the local stack are not counted
 * by address, while a test that writes the front end's entry is).
 */
export function addressLimitKeys(kind: string, ip: string | undefined, limit: WindowLimit): RateLimitKey[] {
  return ip ? [rateLimitKey(kind, ip, limit)] : [];
}

export function bookingLimitKeys(email: string, ip: string | undefined): RateLimitKey[] {
  return [rateLimitKey('booking-email', email, ABUSE_LIMITS.bookingsPerEmail), ...addressLimitKeys('booking-ip', ip, ABUSE_LIMITS.bookingsPerIp)];
}

/**
 * The refusal when this e-mail already holds the maximum of active (pending or
 * confirmed) bookings from today (business time) on, counted among the
 * customer's bookings (customerBookingDocs with the e-mail) by the exact
 * e-mail. The booking being made is left out: a replay of a stored booking is
 * not a new one.
 */
export function upcomingLimitRefusal(
  customerDocs: readonly QueryDocumentSnapshot[],
  email: string,
  bookingId: string,
  now: Date,
): HttpsError | null {
  const today = businessToday(now);
  const upcoming = customerDocs.filter((d) => {
    const b = d.data() as BookingDoc;
    return d.id !== bookingId && b.customer_email === email && !b.deleted_at && isActiveStatus(b.status) && b.booking_date >= today;
  }).length;
  return upcoming >= ABUSE_LIMITS.upcomingBookingsPerEmail.max ? refusal('booking-upcoming') : null;
}

/** What an anonymous caller over ABUSE_LIMITS.availabilityPerIp is told: a package's times and a quote's alike read the calendar. */
export const AVAILABILITY_LIMIT_MESSAGE = `We can't show more times right now. Please try again in a few minutes, or call us at ${BUSINESS.phoneDisplay}.`;

/** Counts one anonymous look at the calendar against the caller's address; over the limit, the refusal says so in AVAILABILITY_LIMIT_MESSAGE. */
export async function countAvailabilityAsk(db: Firestore, rawRequest: RequestLike | undefined, now: Date): Promise<void> {
  await enforceRateLimits(db, addressLimitKeys('availability-ip', clientIp(rawRequest), ABUSE_LIMITS.availabilityPerIp), now).catch((error: unknown) => {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') {
      throw new HttpsError('resource-exhausted', AVAILABILITY_LIMIT_MESSAGE, { reason: 'availability-ip', phone: BUSINESS.phoneDisplay });
    }
    throw error;
  });
}
