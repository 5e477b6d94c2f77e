// The quote as the customer's page shows it, shared by the callables that
// answer with it (getMyQuote, acceptQuote, declineQuote).
import type { Firestore } from 'firebase-admin/firestore';
import { PHOTOS } from '@/config/business';
import { customerBooking } from '@/domain/booking/booking-schema';
import type { PublicQuote } from '@/domain/quotes/quote-schema';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { photoLink } from '../lib/photo-link';
import { publicQuoteOf, type QuoteDoc } from './quote-doc';

/** The customer's view at `now`, with the photos as links that last as long as the manage page's. */
export async function publicView(db: Firestore, id: string, doc: QuoteDoc, now: Date): Promise<PublicQuote> {
  const expires = new Date(now.getTime() + PHOTOS.linkTtlMin.manage * 60_000);
  const photos = (doc.photos ?? []).map((p) => ({ id: p.id, ...photoLink('quote', id, p.id, expires) }));
  let booking = null;
  if (doc.booking_id) {
    const snap = await db.collection(BOOKINGS).doc(doc.booking_id).get();
    const stored = snap.data() as BookingDoc | undefined;
    if (stored && !stored.deleted_at) booking = customerBooking.parse(bookingFromDoc(snap));
  }
  return publicQuoteOf(id, doc, now, photos, booking);
}
