// getMyQuote (anyone holding the quote's link, `/quote?id=…&token=…`): the
// quote as the customer's page shows it, its state at the server's clock
// (expired once its last day ended), the request's photos as short-lived links,
// and once accepted its booking's date and time. A wrong, renewed or unknown
// link opens nothing: one "not valid" answer for all.
import type { Firestore } from 'firebase-admin/firestore';
import { PHOTOS } from '@/config/business';
import { customerBooking } from '@/domain/booking/booking-schema';
import type { PublicQuote } from '@/domain/quotes/quote-schema';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { PHOTO_SECRETS, photoLink } from '../lib/photo-link';
import { publicQuoteOf, type QuoteDoc } from './quote-doc';
import { openQuote, quoteNotFound } from './quote-access';

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

export const getMyQuote = defineCallable(
  'getMyQuote',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MANAGE_SECRETS, ...PHOTO_SECRETS] },
  async (input) => {
    const now = new Date();
    const doc = await openQuote(defaultDb, input.id, input.token);
    return { quote: await publicView(defaultDb, input.id, doc, now) };
  },
  quoteNotFound,
);

