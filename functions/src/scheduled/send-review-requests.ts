// The review request: the morning after a booking is marked completed (from
// REVIEW_REQUEST.sendFromMin business time on the next business day or later,
// within REVIEW_REQUEST.maxAgeDays), a customer with an e-mail gets one short
// thank-you with the business's review link. Never twice: the claim is the
// `create` of mail/{id}_review with review_requested_at, in one transaction.
// Never for a cancelled or deleted booking: the status must still be completed.
// It shows the photos the crew shared (src/domain/photos/job-photos.ts sharedPhotos), each
// an absolute link that expires after PHOTOS.linkTtlMin.email; never the others.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PHOTOS } from '@/config/business';
import { businessMinutesNow, businessToday, daysBetween } from '@/domain/schedule/schedule';
import { sharedPhotos, type SharedPhoto } from '@/domain/photos/job-photos';
import { photoLink } from '../lib/photo-link';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import type { SendFn } from '../mail/deliver-mail';
import { claimAndSendBookingMail } from '../mail/claim-booking-mail';
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
    const expires = new Date(now.getTime() + PHOTOS.linkTtlMin.email * 60_000);
    const photos: SharedPhoto[] = sharedPhotos(doc.photos).map((p) => ({ tag: p.tag, caption: p.caption, ...photoLink('customer', snap.id, p.id, expires, true) }));
    const data = { booking, ...(photos.length > 0 ? { photos } : {}) };
    const claimed = await claimAndSendBookingMail(db, snap.ref, reviewMailId(snap.id), newMailDoc(to, 'review-request', data, now), {
      stamp: 'review_requested_at',
      stillWanted: (current) => current.status === 'completed',
      now,
      send,
    });
    if (!claimed) continue;
    sent.push(snap.id);
  }
  return sent;
}
