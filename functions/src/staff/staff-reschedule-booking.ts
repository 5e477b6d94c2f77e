// staffRescheduleBooking (staff and admin): moves a booking from the dashboard
// through the same transaction as the customer's reschedule
// (booking/reschedule-booking.ts): new locks on a free crew, old ones freed,
// `sequence` + 1, a history entry with who did it, and the "Booking
// Rescheduled" e-mail when the customer has an address. Staff are not held to
// the 24-hour window or the minimum notice; every other rule of a new booking
// holds. Idempotent by `mutation_id` (the outbox row's id).
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { BOOKING_RULE_MESSAGES } from '../booking/booking-rules';
import { sendNow } from '../mail/send-now';
import { afterAskedBookingChanged } from '../blocks/reschedule-summary';
import { rescheduleBooking } from '../booking/reschedule-booking';
import { refusedError } from '../booking/booking-change';

export const STAFF_RESCHEDULE_READ_ONLY = 'Only pending or confirmed bookings can be rescheduled';

export const staffRescheduleBooking = defineCallable('staffRescheduleBooking', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const now = new Date();
  const result = await rescheduleBooking(db, input, { by: role, email, enforceWindow: false, minNotice: false }, now);
  switch (result.kind) {
    case 'not-found':
      throw new HttpsError('not-found', 'Booking not found');
    case 'full':
      throw new HttpsError('failed-precondition', BOOKING_RULE_MESSAGES.taken, { reason: 'slot-taken', fields: { booking_time: BOOKING_RULE_MESSAGES.taken } });
    case 'read-only':
    case 'too-late':
      throw new HttpsError('failed-precondition', STAFF_RESCHEDULE_READ_ONLY, { reason: 'read-only', current_status: result.booking.status });
    case 'invalid':
      throw new HttpsError('invalid-argument', result.violation.message, { fields: { [result.violation.field]: result.violation.message } });
    case 'refused':
      throw refusedError(result.refusal, result.booking);
    case 'limited':
      // Staff changes are given no limits: this cannot come, but would be the refusal it carries.
      throw result.error;
    case 'unchanged':
      return { booking: result.booking };
    case 'rescheduled':
      for (const mailId of result.mailIds) await sendNow(db, mailId, now);
      await afterAskedBookingChanged(db, result.answeredRequest, now);
      return { booking: result.booking };
  }
});
