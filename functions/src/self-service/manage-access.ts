// What the customer's self-service callables share: the manage-token check
// (an unknown id and a wrong token get the same answer, so ids cannot be
// probed), the customer's view of a booking, the refusals the page turns into
// a next step. A change's limits are abuse/change-limits.ts; sending its
// e-mail at once is mail/send-now.ts.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking/booking-schema';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/booking/change-window';
import { NOT_FOUND_MESSAGE, myBooking, type ChangeRefusal, type MyBooking } from '@/domain/booking/self-service-schema';
import { tokenOpens } from '../lib/manage-token';
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
