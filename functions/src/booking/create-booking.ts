// createBooking: validate, check the date and time rules, price from the
// catalog, store booking + slot locks + its two mail records (claimed for this
// request) in one transaction, then send the confirmation and the owner's alert
// right away (the scheduled retry covers failures).
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { HONEYPOT_FIELD, createdBooking, type Booking, type CreatedBooking } from '@/domain/booking/booking-schema';
import { findPackage } from '@/domain/catalog';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { sendAllClaimed } from '../mail/deliver-mail';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { decoyToken, manageToken } from '../lib/manage-token';
import { BOOKING_RULE_MESSAGES, bookingRuleViolation } from './booking-rules';
import { SAME_ID_OTHER_CONTENT_MESSAGE, bookingFields, sameRequest, writeBooking } from './write-booking';
import { bookingLimitKeys, clientIp } from '../abuse/booking-limits';

/**
 * The answer: the customer's view of the booking (nothing staff-only, such as a
 * note staff wrote about the customer that the new booking carries), with the
 * manage token so the confirmation screen can link to the manage page (a
 * replay gets the same: it repeats every detail the customer typed, so it is
 * the customer). The token is computed from the key the stored booking holds,
 * never from the id the caller sent.
 */
function withManageToken(b: Booking, key: string | undefined): CreatedBooking {
  return createdBooking.parse({ ...b, manage_token: manageToken(b.id, key) });
}

export const createBooking = defineCallable('createBooking', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (data, request) => {
  const now = new Date();

  const durationMin = findPackage(data.service_name)!.durationMin;
  const violation = bookingRuleViolation(data.booking_date, data.booking_time, durationMin, now);
  if (violation) {
    // A replay of a stored booking answers with it even once its date has passed
    // (every other replay is answered by writeBooking's transaction).
    const stored = await db.collection(BOOKINGS).doc(data.id).get();
    if (stored.exists) {
      const doc = stored.data() as BookingDoc;
      if (!sameRequest(data, doc)) throw new HttpsError('already-exists', SAME_ID_OTHER_CONTENT_MESSAGE);
      return withManageToken(bookingFromDoc(stored), doc.manage_key);
    }
    throw new HttpsError('invalid-argument', violation.message, { fields: { [violation.field]: violation.message } });
  }

  // Honeypot filled: only a bot does that. It gets the answer a booking gets
  // (nothing stored, no e-mail), so it cannot learn which field gave it away:
  // what it sent back, and a token that opens nothing. Nothing of it depends on
  // whether a booking with that id exists.
  if (data[HONEYPOT_FIELD]) {
    logger.warn('honeypot filled: booking refused', { bookingId: data.id, ip: clientIp(request.rawRequest) });
    const at = now.toISOString();
    return createdBooking.parse({ ...bookingFields(data), created_at: at, updated_at: at, manage_token: decoyToken() });
  }

  // Abuse limits (src/config/limits.ts), checked and counted by the booking's own
  // transaction: resource-exhausted with the phone number. Counted once per booking
  // id (copies of this request, a client's retries, pass as one), and not for a full time.
  const limits = bookingLimitKeys(data.customer_email, clientIp(request.rawRequest));
  const result = await writeBooking(db, data, now, { ownerAlert: true, sendNow: true, limits });
  switch (result.kind) {
    case 'refused':
      throw result.error;
    case 'full':
      throw new HttpsError('failed-precondition', BOOKING_RULE_MESSAGES.taken, {
        reason: 'slot-taken',
        fields: { booking_time: BOOKING_RULE_MESSAGES.taken },
      });
    case 'conflict':
      throw new HttpsError('already-exists', SAME_ID_OTHER_CONTENT_MESSAGE);
    case 'existing':
      return withManageToken(result.booking, result.manageKey);
    case 'created': {
      // Best effort: the confirmation and the owner's alert, claimed by the booking's
      // transaction; a failure is recorded on its mail record and retried on schedule.
      const mail = await sendAllClaimed(db, result.claimed, now);
      logger.info('booking created', { bookingId: result.booking.id, mail });
      return withManageToken(result.booking, result.manageKey);
    }
  }
});
