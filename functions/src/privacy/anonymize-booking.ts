// anonymizeBooking (admin only): erases a customer's personal details on
// request (a customer asking for deletion under BC's PIPA): this booking and
// every other booking of the same customer (same e-mail or phone, as the
// customer card and the staff's note go by), with every copy personal-data.ts
// lists (mail records, the owner's summaries, the e-mail's counters, their quote
// requests and those photos); mail not
// sent yet is cancelled; the job photos (records and objects) and condition
// checks of those bookings go too. The same erase as the retention job's. Refused while
// any of those bookings is upcoming and pending or confirmed: the detailer
// still needs the customer's details; cancel it first. Erasing again succeeds
// without a change (retries are harmless).
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { customerKeys } from '@/domain/booking/customer-card';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { bookingStart } from '../mail/booking-calendar';
import { eraseWrite } from './anonymize';
import { readPersonalCopies, writeErasure, type ErasedBooking } from './personal-data';
import { deleteJobPhotoObjects, hasPhotos } from '../lib/job-photo-storage';
import { deleteQuotePhotoObjects } from '../quotes/quote-photos';

export const UPCOMING_REFUSAL = 'Cancel this booking first: an upcoming booking keeps the customer’s details';

/** Another booking of the customer is still to come: its date and time say which. */
export function upcomingOtherRefusal(doc: Pick<BookingDoc, 'booking_date' | 'booking_time'>): string {
  return `Cancel this customer’s upcoming booking on ${doc.booking_date} at ${doc.booking_time} first: an upcoming booking keeps the customer’s details`;
}

/** Every booking of the customer, tombstones included (an older tombstone may still hold their details). */
async function customerRefs(doc: BookingDoc): Promise<string[]> {
  const keys = [...new Set([...customerKeys(doc), ...(doc.customer_keys ?? [])])];
  const queries = keys.length > 0 ? [db.collection(BOOKINGS).where('customer_keys', 'array-contains-any', keys).get()] : [];
  // Bookings stored before customer keys existed.
  if (doc.customer_email) queries.push(db.collection(BOOKINGS).where('customer_email', '==', doc.customer_email).get());
  return (await Promise.all(queries)).flatMap((page) => page.docs.map((d) => d.id));
}

export const anonymizeBooking = defineCallable('anonymizeBooking', CALLABLE_OPTIONS, async ({ id }, request) => {
  const byEmail = typeof request.auth?.token.email === 'string' ? request.auth.token.email : null;
  const ref = db.collection(BOOKINGS).doc(id);
  const first = (await ref.get()).data() as BookingDoc | undefined;
  if (!first || first.deleted_at) throw new HttpsError('not-found', 'Booking not found');
  const ids = [...new Set([id, ...(await customerRefs(first))])];
  const now = new Date();
  let quotePhotos: string[] = [];
  const withPhotos = await db.runTransaction(async (tx) => {
    const snaps: DocumentSnapshot[] = await tx.getAll(...ids.map((b) => db.collection(BOOKINGS).doc(b)));
    const current = snaps[0]!.data() as BookingDoc | undefined;
    if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
    const found = snaps.filter((s) => s.exists);
    for (const snap of found) {
      const doc = snap.data() as BookingDoc;
      const active = !doc.deleted_at && (doc.status === 'pending' || doc.status === 'confirmed');
      if (active && bookingStart(doc).getTime() > now.getTime()) {
        throw new HttpsError('failed-precondition', snap.id === id ? UPCOMING_REFUSAL : upcomingOtherRefusal(doc));
      }
    }
    const bookings: ErasedBooking[] = [];
    for (const snap of found) {
      const write = eraseWrite(snap.data()!, now, 'admin', byEmail);
      if (write) bookings.push({ snap, write });
    }
    const emails = found.map((s) => (s.data() as BookingDoc).customer_email).filter((e): e is string => !!e);
    const copies = await readPersonalCopies(db, tx, found.map((s) => s.id), emails, now, { by: 'admin', email: byEmail });
    quotePhotos = copies.quotePhotoIds;
    writeErasure(tx, bookings, copies);
    return found.filter((s) => hasPhotos(s.data() as BookingDoc)).map((s) => s.id);
  });
  // The photos' records went with the erase; their objects go now (what a failure here leaves, the retention sweep deletes).
  await Promise.all([deleteJobPhotoObjects(withPhotos), deleteQuotePhotoObjects(quotePhotos)]);
  return { booking: bookingFromDoc(await ref.get()) };
});
