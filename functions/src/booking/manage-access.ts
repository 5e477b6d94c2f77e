// What the customer's self-service callables share: the manage-token check
// (an unknown id and a wrong token get the same answer, so ids cannot be
// probed), the customer's view of a booking, the refusals the page turns into
// a next step, and sending a change's e-mail at once.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import type { Firestore } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking-schema';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/change-window';
import { NOT_FOUND_MESSAGE, type ChangeRefusal, type MyBooking } from '@/domain/self-service-schema';
import { validManageToken } from '../lib/manage-token';
import { deliverMail } from '../mail/deliver-mail';
import { BOOKING_RULE_MESSAGES } from './booking-rules';

export function notFound(): HttpsError {
  return new HttpsError('not-found', NOT_FOUND_MESSAGE);
}

export function requireManageToken(id: string, token: string): void {
  if (!validManageToken(id, token)) throw notFound();
}

/** The customer's view: no history (it names staff). */
export function myBookingView(b: Booking): MyBooking {
  const { history: _h, ...rest } = b;
  return rest;
}

const REFUSAL_MESSAGES: Record<ChangeRefusal, string> = {
  'slot-taken': BOOKING_RULE_MESSAGES.taken,
  'too-late': CHANGE_WINDOW_MESSAGES.tooLate,
  'read-only': CHANGE_WINDOW_MESSAGES.readOnly,
};

/** failed-precondition with `details.reason` and, for a change the server refused, the booking as it stands. */
export function refused(reason: ChangeRefusal, booking?: Booking): HttpsError {
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
