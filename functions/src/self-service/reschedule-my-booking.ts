// rescheduleMyBooking: the customer moves their booking from the manage link,
// until 24 hours before it starts, under the rules of a new booking. The
// shared transaction (reschedule-booking.ts) makes a replay harmless. Limited
// per booking and per client IP (abuse/change-limits.ts), checked and counted in
// that transaction, a replay counted once; a booking the business asked to
// move (as the transaction reads it) is free of those limits and of the
// 24-hour window (src/domain/booking/change-window.ts). A move may bring a
// new address (a new city that did not fit at the old time): the new time is
// then checked for the new city, and both are stored together.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import type { RescheduleMyBookingInput } from '@/domain/booking/self-service-schema';
import { db } from '../lib/admin';
import { needsNewTime } from '@/domain/booking/customer-card';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import type { RequestLike } from '../abuse/booking-limits';
import { myBookingView, notFound, refused, requireManageToken } from './manage-access';
import { customerChangeLimits } from '../abuse/change-limits';
import { sendNow } from '../mail/send-now';
import { afterAskedBookingChanged } from '../blocks/reschedule-summary';
import { rescheduleBooking, type RescheduleResult } from '../booking/reschedule-booking';
import { refusedError } from '../booking/booking-change';

/** A customer's move as it applies (the token already checked), at `now`, with its limits; throws the refusals. */
export async function rescheduleMine(
  db: Firestore,
  input: RescheduleMyBookingInput,
  raw: RequestLike | undefined,
  now: Date,
): Promise<Extract<RescheduleResult, { kind: 'rescheduled' | 'unchanged' }>> {
  // The business asked for a new time (a rain day): the move is not counted against the customer.
  const limits = customerChangeLimits(input.id, raw, needsNewTime);
  const result = await rescheduleBooking(db, input, { by: 'customer', email: null, enforceWindow: true, minNotice: true }, now, limits);
  switch (result.kind) {
    case 'not-found':
      throw notFound();
    case 'full':
      // Nothing changed and the customer picks another time (not counted).
      throw refused('slot-taken');
    case 'limited':
      throw result.error;
    case 'too-late':
    case 'read-only':
      throw refused(result.kind, result.booking);
    case 'invalid':
      throw new HttpsError('invalid-argument', result.violation.message, {
        fields: { [result.violation.field]: result.violation.message },
      });
    case 'refused':
      throw refusedError(result.refusal, myBookingView(result.booking));
    case 'unchanged':
    case 'rescheduled':
      return result;
  }
}

export const rescheduleMyBooking = defineCallable('rescheduleMyBooking', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const result = await rescheduleMine(db, input, request.rawRequest, now);
  if (result.kind === 'rescheduled') {
    for (const mailId of result.mailIds) await sendNow(db, mailId, now);
    await afterAskedBookingChanged(db, result.answeredRequest, now);
  }
  return { booking: myBookingView(result.booking) };
});
