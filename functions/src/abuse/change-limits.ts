// The abuse limits on a customer's changes from the manage link (a reschedule,
// a cancel, a new address, a new link): per booking per day and per client
// address per hour, checked and counted in the change's own transaction.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import type { BookingDoc } from '../lib/firestore-docs';
import { addressLimitKeys, clientIp, type RequestLike } from './booking-limits';
import { checkRateLimits, rateLimitKey, type RateLimitCheck, type RateLimitKey } from './rate-limits';

export const CHANGE_LIMIT_MESSAGE =
  `We can't take more online changes to this booking right now. ` +
  `Please call us at ${BUSINESS.phoneDisplay} and we'll gladly help.`;

/** Per booking per day and per client address per hour (booking-limits.ts: which address, and which are left out). */
export function changeLimitKeys(bookingId: string, ip: string | undefined): RateLimitKey[] {
  return [rateLimitKey('change-booking', bookingId, ABUSE_LIMITS.changesPerBooking), ...addressLimitKeys('change-ip', ip, ABUSE_LIMITS.changesPerIp)];
}

/**
 * A customer's change's limits (changeLimitKeys), checked and counted inside
 * the change's own transaction (booking/reschedule-booking.ts,
 * booking/cancel-booking.ts, setMyBookingAddress), so parallel changes of one booking can never all pass
 * them: the transaction reads the counters with the booking (rateLimitRefs)
 * and hands both to checkChangeLimits. Counted under the change's
 * mutation_id, so replays of one change count once, and only when the change
 * writes something (a full time, a change too late, is not counted).
 */
export interface ChangeLimits {
  keys: readonly RateLimitKey[];
  /** A booking free of the limits, as read in the transaction (one the business asked to move). */
  exempt?: (doc: BookingDoc) => boolean;
}

/** The limits of a change from the manage link (after the token check, so only the link's holder uses up a booking's allowance). */
export function customerChangeLimits(bookingId: string, raw: RequestLike | undefined, exempt?: ChangeLimits['exempt']): ChangeLimits {
  return { keys: changeLimitKeys(bookingId, clientIp(raw)), ...(exempt ? { exempt } : {}) };
}

/**
 * In the change's transaction, from the counters read there (rateLimitRefs of
 * `limits.keys`, in order): undefined when nothing limits this change, else
 * the check; over a limit its `refused` is the customer's resource-exhausted
 * (the phone number), and nothing may be written; otherwise call count() with
 * the change's writes.
 */
export function checkChangeLimits(
  tx: Transaction,
  limits: ChangeLimits | undefined,
  bookingId: string,
  doc: BookingDoc,
  counters: readonly DocumentSnapshot[],
  now: Date,
  mutationId: string | null | undefined,
): RateLimitCheck | undefined {
  if (!limits || limits.keys.length === 0 || limits.exempt?.(doc)) return undefined;
  const check = checkRateLimits(tx, limits.keys, counters, now, mutationId ?? undefined);
  if (!check.refused) return check;
  logger.warn('customer change refused: limit', { bookingId, details: check.refused.details });
  return { ...check, refused: new HttpsError('resource-exhausted', CHANGE_LIMIT_MESSAGE, { ...(check.refused.details as object), phone: BUSINESS.phoneDisplay }) };
}
