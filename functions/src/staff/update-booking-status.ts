// updateBookingStatus: staff and admin move a booking along the allowed
// transitions (src/domain/status.ts). Asking for the status it already has
// succeeds without a change, so an outbox retry is harmless. Every change is
// recorded in the booking's history (who, when, from, to). Cancelling frees
// the booking's slot locks in the same transaction; confirming and cancelling
// each queue their e-mail to the customer ("Your booking is confirmed" / "Your
// booking was cancelled"), sent once: the mail record's id is per booking.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking-history';
import { canTransition } from '@/domain/status';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { cancelledMailId, confirmedMailId, mailData, newMailDoc } from '../mail/mail-doc';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../booking/manage-access';
import { ALREADY_EXISTS, errorCode } from '../booking/crew-locks';
import { requireRole } from './require-role';
import { readSlotLocks } from './free-slot-locks';

export const updateBookingStatus = defineCallable('updateBookingStatus', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async ({ id, status }, request) => {
  const role = requireRole(request);
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const ref = db.collection(BOOKINGS).doc(id);
  const now = new Date();
  const run = () =>
    db.runTransaction(async (tx): Promise<string | null> => {
      const snap = await tx.get(ref);
      const current = snap.data() as BookingDoc | undefined;
      if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
      if (current.status === status) return null;
      if (!canTransition(current.status, status)) {
        throw new HttpsError('failed-precondition', `A ${current.status} booking cannot become ${status}`, {
          current_status: current.status,
        });
      }
      const freeLocks = status === 'cancelled' ? await readSlotLocks(tx, id) : () => {};
      // A cancellation is a new calendar revision (its .ics CANCEL outranks the last REQUEST).
      const sequence = (current.sequence ?? 0) + (status === 'cancelled' ? 1 : 0);
      const changed: BookingDoc = { ...current, status, sequence };
      let mailId: string | null = null;
      // A phone booking without an e-mail gets no mail.
      if (current.customer_email && (status === 'confirmed' || status === 'cancelled')) {
        const booking = mailData(bookingFromData(id, changed));
        mailId = status === 'confirmed' ? confirmedMailId(id) : cancelledMailId(id);
        // First write: a concurrent change (fallback server, no isolation) stops here.
        tx.create(
          db.collection(MAIL).doc(mailId),
          status === 'confirmed'
            ? newMailDoc(current.customer_email, 'booking-confirmed', booking, now)
            : newMailDoc(current.customer_email, 'booking-cancelled', { booking, by: 'staff' }, now),
        );
      }
      freeLocks();
      tx.update(ref, {
        status,
        sequence,
        history: [...(current.history ?? []), newHistoryEntry(now, role, email, status === 'cancelled' ? 'cancelled' : 'status', current.status, status)],
        updated_at: FieldValue.serverTimestamp(),
        // completed_at: the review request goes the morning after (schedules/send-review-requests.ts).
        ...(status === 'completed' ? { completed_at: Timestamp.now() } : {}),
      });
      return mailId;
    });
  let mailId: string | null;
  try {
    mailId = await run();
  } catch (error) {
    // A concurrent identical change made the mail record first: run again, which finds the status in place.
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    mailId = await run();
  }
  if (mailId) await sendNow(db, mailId, now);
  return { booking: bookingFromDoc(await ref.get()) };
});
