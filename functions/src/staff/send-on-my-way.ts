// sendOnMyWay (staff and admin): the crew tells the customer it is on the way,
// with an arrival window (the tap plus the drive time they picked, in business
// time). Tapped offline, it waits in the outbox; the rules of when it still
// goes are onMyWayRefusal's (src/domain/schedule/crew-schema.ts), on the server's clock:
// reaching us more than ON_MY_WAY.lateAfterMin after the tap it would mislead,
// at most one per booking per ON_MY_WAY.repeatMin since the last one went out,
// and never a window earlier than the one the customer has (a tap older than
// the last one sent is not sent); each refused with the reason, which the crew
// is shown. Only for a pending or confirmed booking of today with an e-mail.
// Recorded on the booking (on_my_way, with when it went out) and in its
// history; idempotent by mutation_id.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { ON_MY_WAY_MESSAGES, arrivalWindow, onMyWayRefusal, onMyWayUnavailable, arrivalWindowLabel, type OnMyWayRefusal, type SendOnMyWayInput } from '@/domain/schedule/crew-schema';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { mailData, newMailDoc, onMyWayMailId } from '../mail/mail-doc';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { changeFields } from '../booking/booking-change';
import type { StaffRole } from '@/domain/callables/staff-schema';

function refused(reason: OnMyWayRefusal): HttpsError {
  return new HttpsError('failed-precondition', ON_MY_WAY_MESSAGES[reason], { reason });
}

/** Who taps: the staff member's role and e-mail (the history's by and by_email). */
export interface OnMyWayActor {
  role: StaffRole;
  email: string | null;
}

/**
 * Records the tap on the booking and queues its e-mail in one transaction, at
 * the server's `now`; returns the mail record to send now, or null for a
 * replay (already sent). Throws the refusals (failed-precondition with the
 * reason) and not-found.
 */
export async function placeOnMyWay(db: Firestore, input: SendOnMyWayInput, actor: OnMyWayActor, now: Date): Promise<{ mailId: string | null }> {
  const { role, email } = actor;
  // A device clock ahead of ours does not make a tap from the future.
  const tapped = new Date(Math.min(Date.parse(input.tapped_at), now.getTime()));
  const ref = db.collection(BOOKINGS).doc(input.id);
  const mailId = onMyWayMailId(input.id, input.mutation_id);
  const run = () =>
    db.runTransaction(async (tx): Promise<boolean> => {
      const doc = (await tx.get(ref)).data() as BookingDoc | undefined;
      if (!doc || doc.deleted_at) throw new HttpsError('not-found', 'Booking not found');
      // A replay of a message already sent: the answer it had.
      if (doc.applied_mutations?.includes(input.mutation_id)) return false;
      // The dashboard's rule for offering the button, at the tap's time.
      const unavailable = onMyWayUnavailable(doc, tapped);
      if (unavailable || !doc.customer_email) throw refused(unavailable ?? 'noEmail');
      const refusal = onMyWayRefusal(doc.on_my_way, tapped, input.drive_min, now);
      if (refusal) throw refused(refusal);
      const window = arrivalWindow(tapped, input.drive_min);
      const onMyWay = { at: tapped.toISOString(), drive_min: input.drive_min, eta_from: window.from.toISOString(), eta_to: window.to.toISOString(), sent_at: now.toISOString() };
      const booking = mailData(bookingFromData(input.id, { ...doc, on_my_way: onMyWay }));
      // The mail record first: a concurrent copy of this tap stops here.
      tx.create(db.collection(MAIL).doc(mailId), newMailDoc(doc.customer_email, 'on-my-way', { booking, eta_from: onMyWay.eta_from, eta_to: onMyWay.eta_to }, now));
      tx.update(ref, {
        on_my_way: onMyWay,
        ...changeFields(doc, newHistoryEntry(now, role, email, 'on-my-way', null, `${input.drive_min} min drive, arriving ${arrivalWindowLabel(window)}`), input.mutation_id),
      });
      return true;
    });
  try {
    return { mailId: (await run()) ? mailId : null };
  } catch (error) {
    // The same tap raced itself (the outbox retried while the first was in flight): the winner sent it.
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    return { mailId: null };
  }
}

export const sendOnMyWay = defineCallable('sendOnMyWay', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const now = new Date();
  const { mailId } = await placeOnMyWay(db, input, { role, email }, now);
  if (mailId) await sendNow(db, mailId, now);
  return { booking: bookingFromDoc(await db.collection(BOOKINGS).doc(input.id).get()) };
});
