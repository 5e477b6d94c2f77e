// The "send once" claim of a scheduled booking e-mail (the reminder, the review
// request): in one transaction, the booking is read again and still wants it,
// the mail record is created (a second `create` fails: ALREADY_EXISTS on both
// servers, so two runs at once send one) and the booking is stamped. Then the
// message goes; a failure stays on the record for the mail retry schedule.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { BookingDoc } from '../lib/firestore-docs';
import { MAIL } from '../lib/firestore-docs';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { deliverMail, type SendFn } from './deliver-mail';
import type { NewMailDoc } from './mail-doc';

export async function claimAndSendBookingMail(
  db: Firestore,
  booking: DocumentReference,
  mailId: string,
  mail: NewMailDoc,
  options: { stamp: 'reminder_sent_at' | 'review_requested_at'; stillWanted: (current: BookingDoc) => boolean; now: Date; send: SendFn },
): Promise<boolean> {
  const mailRef = db.collection(MAIL).doc(mailId);
  try {
    const claimed = await db.runTransaction(async (tx) => {
      const current = (await tx.get(booking)).data() as BookingDoc | undefined;
      if (!current || current.deleted_at || current[options.stamp] || !options.stillWanted(current)) return false;
      tx.create(mailRef, mail);
      tx.update(booking, { [options.stamp]: FieldValue.serverTimestamp() });
      return true;
    });
    if (!claimed) return false;
  } catch (error) {
    if (errorCode(error) === ALREADY_EXISTS) return false;
    throw error;
  }
  await deliverMail(db, mailId, options.now, options.send);
  return true;
}
