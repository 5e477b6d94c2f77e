// rescheduleMyBooking: the customer moves their booking from the manage link,
// until 24 hours before it starts, under the rules of a new booking. The
// shared transaction (reschedule-booking.ts) makes a replay harmless. Limited
// per booking and per client IP (manage-access.ts), a replay counted once;
// a booking the business asked to move is free of those limits and of the
// 24-hour window (src/domain/change-window.ts).
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { needsNewTime } from '@/domain/customer-card';
import { BOOKINGS, type BookingDoc } from '../lib/booking-doc';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { releaseRateLimits } from '../abuse/rate-limits';
import { enforceChangeLimits, myBookingView, notFound, refused, requireManageToken, sendNow } from './manage-access';
import { afterAskedBookingChanged } from '../blocks/reschedule-summary';
import { rescheduleBooking } from './reschedule-booking';
import { refusedError } from './booking-change';

export const rescheduleMyBooking = defineCallable('rescheduleMyBooking', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  requireManageToken(input.id, input.token);
  const now = new Date();
  // The business asked for a new time (a rain day): the move is not counted against the customer.
  const asked = needsNewTime(((await db.collection(BOOKINGS).doc(input.id).get()).data() as BookingDoc | undefined) ?? { status: 'cancelled' });
  const counted = asked ? [] : await enforceChangeLimits(db, input.id, request.rawRequest, now, input.mutation_id);
  const result = await rescheduleBooking(
    db,
    input,
    { by: 'customer', email: null, enforceWindow: true, minNotice: true },
    now,
  );
  switch (result.kind) {
    case 'not-found':
      throw notFound();
    case 'full':
      // Nothing changed and the customer picks another time: not counted.
      await releaseRateLimits(db, counted, input.mutation_id);
      throw refused('slot-taken');
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
      return { booking: myBookingView(result.booking) };
    case 'rescheduled':
      for (const mailId of result.mailIds) await sendNow(db, mailId, now);
      await afterAskedBookingChanged(db, result.answeredRequest, now);
      return { booking: myBookingView(result.booking) };
  }
});
