// cancelMyBooking: the customer cancels from the manage link, until 24 hours
// before the start; the time is freed at once. Replays change nothing. Limited
// per booking and per client IP with the reschedules (abuse/change-limits.ts),
// checked and counted in the cancel's own transaction.
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { afterAskedBookingChanged } from '../blocks/reschedule-summary';
import { cancelBooking } from '../booking/cancel-booking';
import { myBookingView, notFound, refused, requireManageToken } from './manage-access';
import { customerChangeLimits } from '../abuse/change-limits';
import { sendNow } from '../mail/send-now';
import { refusedError } from '../booking/booking-change';

export const cancelMyBooking = defineCallable('cancelMyBooking', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const result = await cancelBooking(db, input, { by: 'customer', email: null, enforceWindow: true, minNotice: true }, now, customerChangeLimits(input.id, request.rawRequest));
  switch (result.kind) {
    case 'not-found':
      throw notFound();
    case 'limited':
      throw result.error;
    case 'too-late':
    case 'read-only':
      throw refused(result.kind, result.booking);
    case 'refused':
      throw refusedError(result.refusal, myBookingView(result.booking));
    case 'unchanged':
      return { booking: myBookingView(result.booking) };
    case 'cancelled':
      for (const mailId of result.mailIds) await sendNow(db, mailId, now);
      await afterAskedBookingChanged(db, result.booking.reschedule_request?.request_id, now);
      return { booking: myBookingView(result.booking) };
  }
});
