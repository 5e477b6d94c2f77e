// What the customer's self-service callables share: the manage-token check
// (an unknown id and a wrong token get the same answer, so ids cannot be
// probed), the customer's view of a booking, the refusals the page turns into
// a next step, the abuse limits on changes, and sending a change's e-mail at once.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking/booking-schema';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/booking/change-window';
import { NOT_FOUND_MESSAGE, myBooking, type ChangeRefusal, type MyBooking } from '@/domain/booking/self-service-schema';
import { tokenOpens } from '../lib/manage-token';
import { deliverMail } from '../mail/deliver-mail';
import { BUSINESS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { addressLimitKeys, clientIp, type RequestLike } from '../abuse/booking-limits';
import { checkRateLimits, rateLimitKey, type RateLimitCheck, type RateLimitKey } from '../abuse/rate-limits';
import type { BookingDoc } from '../lib/firestore-docs';
import { BOOKING_RULE_MESSAGES } from '../booking/booking-rules';

export function notFound(): HttpsError {
  return new HttpsError('not-found', NOT_FOUND_MESSAGE);
}

/** The link's check: an unknown id and a wrong token are the same "not found". */
export async function requireManageToken(db: Firestore, id: string, token: string): Promise<void> {
  if (!(await tokenOpens(db, id, token))) throw notFound();
}

/**
 * The customer's view (customerBooking in src/domain/booking/booking-schema.ts): only
 * the fields it lists, so nothing staff-only (note, history, On my way, crew)
 * reaches an answer or a refusal's details.
 */
export function myBookingView(b: Booking): MyBooking {
  // The staff's photo records are not the customer's photos (links to the shared ones: getMyBooking).
  const { photos: _staffRecords, ...fields } = b;
  return myBooking.parse(fields);
}

/** The refusals with a fixed message (a conflict's words name what changed: booking-change.ts; a drive's the city: set-my-booking-address.ts). */
type FixedRefusal = Exclude<ChangeRefusal, 'conflict' | 'drive'>;

const REFUSAL_MESSAGES: Record<FixedRefusal, string> = {
  'slot-taken': BOOKING_RULE_MESSAGES.taken,
  'too-late': CHANGE_WINDOW_MESSAGES.tooLate,
  'read-only': CHANGE_WINDOW_MESSAGES.readOnly,
};

/** failed-precondition with `details.reason` and, for a change the server refused, the booking as it stands. */
export function refused(reason: FixedRefusal, booking?: Booking): HttpsError {
  return new HttpsError('failed-precondition', REFUSAL_MESSAGES[reason], {
    reason,
    ...(reason === 'slot-taken' ? { fields: { booking_time: REFUSAL_MESSAGES[reason] } } : {}),
    ...(booking ? { booking: myBookingView(booking) } : {}),
  });
}

/** Best effort: a failure stays on the mail record and the scheduled retry sends it. */
export async function sendNow(db: Firestore, mailId: string, now: Date): Promise<void> {
  const outcome = await deliverMail(db, mailId, now).catch((error: unknown) => {
    logger.error('mail could not be sent now', { mailId, error: String(error) });
    return 'failed' as const;
  });
  logger.info('change mail', { mailId, outcome });
}

export const CHANGE_LIMIT_MESSAGE =
  `We can't take more online changes to this booking right now. ` +
  `Please call us at ${BUSINESS.phoneDisplay} and we'll gladly help.`;

/** Per booking per day and per client address per hour (booking-limits.ts: which address, and which are left out). */
export function changeLimitKeys(bookingId: string, ip: string | undefined): RateLimitKey[] {
  return [rateLimitKey('change-booking', bookingId, ABUSE_LIMITS.changesPerBooking), ...addressLimitKeys('change-ip', ip, ABUSE_LIMITS.changesPerIp)];
}

/**
 * A customer's change's limits (changeLimitKeys), checked and counted inside
 * the change's own transaction (reschedule-booking.ts, cancel-booking.ts,
 * setMyBookingAddress), so parallel changes of one booking can never all pass
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
