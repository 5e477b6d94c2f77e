// The abuse limits of a new booking (src/config/limits.ts): per customer
// e-mail per day, per client IP per hour, and upcoming active bookings per
// e-mail. createBooking calls enforceBookingLimits before writing (counted
// once per booking id, so a client's retries never use up the allowance) and
// releases the count when nothing was stored (a full time).
import type { Firestore } from 'firebase-admin/firestore';
import { ABUSE_LIMITS } from '@/config/limits';
import { businessToday } from '@/domain/schedule';
import { BOOKINGS, type BookingDoc } from '../lib/booking-doc';
import { enforceRateLimits, rateLimitKey, refusal, type RateLimitKey } from './rate-limits';

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

/** Active bookings of this e-mail from today (business time) on. */
export async function upcomingBookingCount(db: Firestore, email: string, now: Date): Promise<number> {
  const today = businessToday(now);
  // One equality on one field: no composite index; a customer has few bookings.
  const snap = await db.collection(BOOKINGS).where('customer_email', '==', email).get();
  return snap.docs
    .map((d) => d.data() as BookingDoc)
    .filter((b) => !b.deleted_at && b.status !== 'cancelled' && b.status !== 'completed' && b.booking_date >= today).length;
}

/**
 * Refuses with resource-exhausted when the e-mail already holds the maximum of
 * upcoming bookings or a window limit is reached; else counts the request.
 * Returns the counted keys (give them back with releaseRateLimits if nothing was stored).
 */
export async function enforceBookingLimits(
  db: Firestore,
  email: string,
  ip: string | undefined,
  now: Date,
  bookingId?: string,
): Promise<RateLimitKey[]> {
  if ((await upcomingBookingCount(db, email, now)) >= ABUSE_LIMITS.upcomingBookingsPerEmail.max) throw refusal('booking-upcoming');
  return enforceRateLimits(db, bookingLimitKeys(email, ip), now, bookingId);
}
