// sendOnMyWay (staff and admin): the crew tells the customer it is on the way,
// with an arrival window (the tap plus the drive time they picked, in business
// time). Tapped offline, it waits in the outbox; sent more than
// ON_MY_WAY.lateAfterMin after the tap it would mislead, so it is refused and
// the crew told. At most one per booking per ON_MY_WAY.repeatMin. Only for a
// pending or confirmed booking of today with an e-mail. Recorded on the
// booking (on_my_way) and in its history; idempotent by mutation_id.
import { HttpsError } from 'firebase-functions/v2/https';
import { newHistoryEntry } from '@/domain/booking-history';
import { ON_MY_WAY, ON_MY_WAY_MESSAGES, arrivalWindow, arrivalWindowLabel, type OnMyWayRefusal } from '@/domain/crew-schema';
import { businessToday } from '@/domain/schedule';
import { isActiveStatus } from '@/domain/status';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { mailData, newMailDoc, onMyWayMailId } from '../mail/mail-doc';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../booking/manage-access';
import { ALREADY_EXISTS, errorCode } from '../booking/crew-locks';
import { changeFields } from '../booking/booking-change';
import { requireRole } from './require-role';

function refused(reason: OnMyWayRefusal): HttpsError {
  return new HttpsError('failed-precondition', ON_MY_WAY_MESSAGES[reason], { reason });
}

export const sendOnMyWay = defineCallable('sendOnMyWay', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  const role = requireRole(request);
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const now = new Date();
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
      if (!isActiveStatus(doc.status)) throw refused('notActive');
      if (!doc.customer_email) throw refused('noEmail');
      if (doc.booking_date !== businessToday(tapped)) throw refused('notToday');
      if (now.getTime() - tapped.getTime() > ON_MY_WAY.lateAfterMin * 60_000) throw refused('late');
      const last = doc.on_my_way ? Date.parse(doc.on_my_way.at) : null;
      if (last !== null && Math.abs(tapped.getTime() - last) < ON_MY_WAY.repeatMin * 60_000) throw refused('repeat');
      const window = arrivalWindow(tapped, input.drive_min);
      const onMyWay = { at: tapped.toISOString(), drive_min: input.drive_min, eta_from: window.from.toISOString(), eta_to: window.to.toISOString() };
      const booking = mailData(bookingFromData(input.id, { ...doc, on_my_way: onMyWay }));
      // The mail record first: a concurrent copy of this tap stops here.
      tx.create(db.collection(MAIL).doc(mailId), newMailDoc(doc.customer_email, 'on-my-way', { booking, eta_from: onMyWay.eta_from, eta_to: onMyWay.eta_to }, now));
      tx.update(ref, {
        on_my_way: onMyWay,
        ...changeFields(doc, newHistoryEntry(now, role, email, 'on-my-way', null, `${input.drive_min} min drive, arriving ${arrivalWindowLabel(window)}`), input.mutation_id),
      });
      return true;
    });
  let sent: boolean;
  try {
    sent = await run();
  } catch (error) {
    // The same tap raced itself (the outbox retried while the first was in flight): the winner sent it.
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    sent = false;
  }
  if (sent) await sendNow(db, mailId, now);
  return { booking: bookingFromDoc(await ref.get()) };
});
