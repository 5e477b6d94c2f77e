// rescheduleMyBooking: the customer moves their booking from the manage link,
// until 24 hours before it starts, under the rules of a new booking. The
// shared transaction (reschedule-booking.ts) makes a replay harmless.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { rescheduleMyBookingInput, type MyBookingOutput } from '@/domain/self-service-schema';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, parseOrThrow } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { myBookingView, notFound, refused, requireManageToken, sendNow } from './manage-access';
import { rescheduleBooking } from './reschedule-booking';

export const rescheduleMyBooking = onCall({ ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (request): Promise<MyBookingOutput> => {
  const input = parseOrThrow(rescheduleMyBookingInput, request.data);
  requireManageToken(input.id, input.token);
  const now = new Date();
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
      throw refused('slot-taken');
    case 'too-late':
    case 'read-only':
      throw refused(result.kind, result.booking);
    case 'invalid':
      throw new HttpsError('invalid-argument', result.violation.message, {
        fields: { [result.violation.field]: result.violation.message },
      });
    case 'unchanged':
      return { booking: myBookingView(result.booking) };
    case 'rescheduled':
      for (const mailId of result.mailIds) await sendNow(db, mailId, now);
      return { booking: myBookingView(result.booking) };
  }
});
