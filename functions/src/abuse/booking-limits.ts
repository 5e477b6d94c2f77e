// The abuse limits of a new booking (src/config/limits.ts): per customer
// e-mail per day, per client IP per hour, and upcoming active bookings per
// e-mail. createBooking has writeBooking check them: the upcoming bookings from
// the customer's bookings it reads anyway, the window counters inside the
// booking's own transaction (counted once per booking id, so a client's
// retries never use up the allowance, and not at all when nothing is stored,
// as for a full time).
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ABUSE_LIMITS } from '@/config/limits';
import { businessToday } from '@/domain/schedule/schedule';
import { isActiveStatus } from '@/domain/booking/status';
import type { BookingDoc } from '../lib/booking-doc';
import { rateLimitKey, refusal, type RateLimitKey } from './rate-limits';
import type { HttpsError } from 'firebase-functions/v2/https';

/** Something with the shape of the callable's rawRequest (an Express request). */
export interface RequestLike {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * The client's address: the first entry of x-forwarded-for (Cloud Functions
 * documents it as "clientIp, proxy1Ip, proxy2Ip": later entries can be Google's
 * own proxies, and counting by one of those would put every customer on one
 * counter and refuse real bookings), else the socket's. A client can put any
 * address first, so the per-IP limit only slows a careless abuser; the
 * per-e-mail, upcoming-bookings and per-booking limits do not depend on it.
 * Undefined when unknown.
 */
export function clientIp(raw: RequestLike | undefined): string | undefined {
  const forwarded = raw?.headers?.['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || raw?.ip || undefined;
}

/**
 * Loopback callers are not counted per IP: in production every request comes
 * through Google's front end with the client's address, so loopback only
 * occurs on the local stack, where every test and device is 127.0.0.1.
 */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

export function bookingLimitKeys(email: string, ip: string | undefined): RateLimitKey[] {
  const keys = [rateLimitKey('booking-email', email, ABUSE_LIMITS.bookingsPerEmail)];
  if (ip && !isLoopback(ip)) keys.push(rateLimitKey('booking-ip', ip, ABUSE_LIMITS.bookingsPerIp));
  return keys;
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
