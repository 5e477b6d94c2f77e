// createStaffBooking (staff and admin): a phone booking taken on the dashboard.
// Every rule of createBooking holds (capacity through the slot locks, end by
// 7 PM, horizon) except the minimum notice; the e-mail is optional (the
// confirmation goes only when there is one), the crew may be chosen, and the
// booking records source 'staff' and who made it. Stored by the same
// writeBooking as the public callable; the owner's alert goes as for any new booking.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { StaffCreateBookingData, StaffCreateBookingOutput } from '@/domain/callables/operations-schema';
import type { StaffRole } from '@/domain/callables/staff-schema';
import { findPackage } from '@/domain/catalog';
import { db as adminDb } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { sendAllClaimed } from '../mail/deliver-mail';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { BOOKING_RULE_MESSAGES, bookingRuleViolation } from '../booking/booking-rules';
import { SAME_ID_OTHER_CONTENT_MESSAGE, sameRequest, writeBooking } from '../booking/write-booking';

export const CREW_BUSY_MESSAGE = 'That crew is busy at that time; choose another crew or time.';

export interface StaffActor {
  email: string | null;
  role: StaffRole;
}

/** The callable's work over a Firestore handle and a clock (the integration tests move the clock). */
export async function placeStaffBooking(db: Firestore, data: StaffCreateBookingData, actor: StaffActor, now: Date): Promise<StaffCreateBookingOutput> {
  const createdBy = actor.email;
  const role = actor.role;

  const durationMin = findPackage(data.service_name)!.durationMin;
  const violation = bookingRuleViolation(data.booking_date, data.booking_time, durationMin, now, { minNoticeMin: 0 });
  if (violation) {
    // An outbox retry of a stored booking answers with it, even once its time has passed
    // (every other retry is answered by writeBooking's transaction).
    const stored = await db.collection(BOOKINGS).doc(data.id).get();
    if (stored.exists) {
      if (!sameRequest(data, stored.data() as BookingDoc)) throw new HttpsError('already-exists', SAME_ID_OTHER_CONTENT_MESSAGE);
      return { booking: bookingFromDoc(stored) };
    }
    throw new HttpsError('invalid-argument', violation.message, { fields: { [violation.field]: violation.message } });
  }

  const result = await writeBooking(db, data, now, { crew: data.crew, source: 'staff', created_by: createdBy, created_by_role: role, ownerAlert: true, sendNow: true });
  switch (result.kind) {
    case 'full': {
      const message = data.crew ? CREW_BUSY_MESSAGE : BOOKING_RULE_MESSAGES.taken;
      throw new HttpsError('failed-precondition', message, { reason: 'slot-taken', fields: { booking_time: message } });
    }
    case 'conflict':
      throw new HttpsError('already-exists', SAME_ID_OTHER_CONTENT_MESSAGE);
    case 'refused': // staff bookings are not held to the public abuse limits: writeBooking checks none
      throw result.error;
    case 'existing':
      return { booking: result.booking };
    case 'created': {
      const mail = await sendAllClaimed(db, result.claimed, now);
      logger.info('staff booking created', { bookingId: result.booking.id, by: createdBy, mail });
      return { booking: result.booking };
    }
  }
}

export const createStaffBooking = defineCallable('createStaffBooking', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (data, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? request.auth?.uid ?? null;
  return placeStaffBooking(adminDb, data, { email, role }, new Date());
});
