// The review request: the morning after a booking is marked completed (from
// REVIEW_REQUEST.sendFromMin business time on the next business day or later,
// within REVIEW_REQUEST.maxAgeDays), a customer with an e-mail gets one short
// thank-you with the business's review link. Never twice: the claim is the
// `create` of mail/{id}_review with review_requested_at, in one transaction.
// Never for a cancelled or deleted booking: the status must still be completed.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { businessMinutesNow, businessToday, daysBetween } from '@/domain/schedule';
import { BOOKINGS, MAIL, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { deliverMail, type SendFn } from '../mail/deliver-mail';
import { mailData, newMailDoc, reviewMailId } from '../mail/mail-doc';
import { sendMail } from '../mail/transport';

export const REVIEW_REQUEST = {
  /** 9:00 AM business time, the morning after. */
  sendFromMin: 9 * 60,
  /** A completion older than this gets none (a late run, or the feature's first run). */
  maxAgeDays: 3,
} as const;

export async function sendDueReviewRequests(db: Firestore, now: Date, send: SendFn = sendMail): Promise<string[]> {
  if (businessMinutesNow(now) < REVIEW_REQUEST.sendFromMin) return [];
  const today = businessToday(now);
  // One range on one field: completions of the last few days.
  const since = Timestamp.fromMillis(now.getTime() - (REVIEW_REQUEST.maxAgeDays + 1) * 86_400_000);
  const candidates = await db.collection(BOOKINGS).where('completed_at', '>=', since).get();
  const sent: string[] = [];
  for (const snap of candidates.docs) {
    const doc = snap.data() as BookingDoc;
    if (!doc.completed_at || doc.status !== 'completed' || doc.deleted_at || doc.review_requested_at || !doc.customer_email) continue;
    const age = daysBetween(businessToday(doc.completed_at.toDate()), today);
    if (age < 1 || age > REVIEW_REQUEST.maxAgeDays) continue;
    const to = doc.customer_email;
    const booking = mailData(bookingFromDoc(snap));
    const mailRef = db.collection(MAIL).doc(reviewMailId(snap.id));
    let claimed = false;
    try {
      claimed = await db.runTransaction(async (tx) => {
        const current = (await tx.get(snap.ref)).data() as BookingDoc | undefined;
        if (!current || current.review_requested_at || current.deleted_at || current.status !== 'completed') return false;
        // create fails if another run made it first (ALREADY_EXISTS on both servers).
        tx.create(mailRef, newMailDoc(to, 'review-request', booking, now));
        tx.update(snap.ref, { review_requested_at: FieldValue.serverTimestamp() });
        return true;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 6) continue;
      throw error;
    }
    if (!claimed) continue;
    // Failures stay on the mail record and go through the mail retry schedule.
    await deliverMail(db, mailRef.id, now, send);
    sent.push(snap.id);
  }
  return sent;
}
