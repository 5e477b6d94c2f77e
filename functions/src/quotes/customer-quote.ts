// The customer's quote callables, from the quote's link (`/quote?id=…&token=…`):
// getMyQuote (the quote as the page shows it, its state at the server's clock,
// the request's photos as short-lived links), getQuoteTimes (the start times
// an option's length can take in the quote's city), acceptQuote (the option
// and start become a booking: accept-quote.ts) and declineQuote. A wrong,
// renewed or unknown link opens nothing: one "not valid" answer for all.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PHOTOS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { customerBooking } from '@/domain/booking/booking-schema';
import { acceptRefusal, stateAt } from '@/domain/quotes/quote-lifecycle';
import { QUOTE_MESSAGES, acceptRefusalMessage } from '@/domain/quotes/quote-messages';
import type { PublicQuote } from '@/domain/quotes/quote-schema';
import { cityIdOf } from '@/domain/schedule/cities';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { MANAGE_SECRETS, manageToken } from '../lib/manage-token';
import { PHOTO_SECRETS, photoLink } from '../lib/photo-link';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { addressLimitKeys, clientIp } from '../abuse/booking-limits';
import { enforceRateLimits } from '../abuse/rate-limits';
import { AVAILABILITY_LIMIT_MESSAGE } from '../booking/get-availability';
import { BUSINESS } from '@/config/business';
import { QUOTES, QUOTE_MUTATIONS_KEPT, publicQuoteOf, type QuoteDoc } from './quote-doc';
import { openQuote, quoteHistoryEntry, quoteNotFound, sendQuoteMail } from './quote-access';
import { quoteTimes } from './quote-times';
import { acceptQuoteAt } from './accept-quote';

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

/** The decline at `now`: one transaction with its history line; a resend (its mutation_id) changes nothing. */
export async function declineQuoteAt(db: Firestore, id: string, token: string, mutationId: string, now: Date): Promise<QuoteDoc> {
  const ref = db.collection(QUOTES).doc(id);
  await db.runTransaction(async (tx) => {
    const doc = await openQuote(db, id, token, tx);
    if ((doc.applied_mutations ?? []).includes(mutationId)) return;
    const refusal = acceptRefusal(doc, now);
    // Declining is answering the quote: only an open one (an accepted one is cancelled from its booking's page).
    if (refusal) throw new HttpsError('failed-precondition', acceptRefusalMessage(refusal, doc.last_day), { reason: refusal });
    tx.update(ref, {
      state: 'declined',
      history: [...(doc.history ?? []), quoteHistoryEntry(now, 'customer', null, 'declined', stateAt(doc, now), 'declined')],
      applied_mutations: [...(doc.applied_mutations ?? []), mutationId].slice(-QUOTE_MUTATIONS_KEPT),
      updated_at: FieldValue.serverTimestamp(),
    });
  });
  return (await ref.get()).data() as QuoteDoc;
}

export const declineQuote = defineCallable(
  'declineQuote',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MANAGE_SECRETS, ...PHOTO_SECRETS] },
  async (input) => {
    const now = new Date();
    const doc = await declineQuoteAt(defaultDb, input.id, input.token, input.mutation_id, now);
    return { quote: await publicView(defaultDb, input.id, doc, now) };
  },
);

export const getQuoteTimes = defineCallable(
  'getQuoteTimes',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS },
  async (input, request) => {
    const now = new Date();
    const doc = await openQuote(defaultDb, input.id, input.token);
    // Every answer reads the calendar of the days asked for: counted with getAvailability's per-address limit.
    await enforceRateLimits(defaultDb, addressLimitKeys('availability-ip', clientIp(request.rawRequest), ABUSE_LIMITS.availabilityPerIp), now).catch((error: unknown) => {
      if (error instanceof HttpsError && error.code === 'resource-exhausted') {
        throw new HttpsError('resource-exhausted', AVAILABILITY_LIMIT_MESSAGE, { reason: 'availability-ip', phone: BUSINESS.phoneDisplay });
      }
      throw error;
    });
    const refusal = acceptRefusal(doc, now);
    if (refusal) throw new HttpsError('failed-precondition', acceptRefusalMessage(refusal, doc.last_day), { reason: refusal });
    const option = doc.options?.[input.option];
    if (!option) throw new HttpsError('invalid-argument', QUOTE_MESSAGES.noOption, { fields: { option: QUOTE_MESSAGES.noOption } });
    return quoteTimes(defaultDb, { option: input.option, length: option.length, city: cityIdOf(doc.service_city) }, input.from, input.days, now);
  },
);

export const acceptQuote = defineCallable(
  'acceptQuote',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MAIL_SECRETS, ...PHOTO_SECRETS] },
  async (input) => {
    const now = new Date();
    const outcome = await acceptQuoteAt(defaultDb, input, now);
    if (outcome.kind === 'accepted') {
      await sendQuoteMail(defaultDb, outcome.mailIds, now);
      logger.info('quote accepted', { quoteId: input.id, bookingId: outcome.bookingId });
    }
    const doc = (await defaultDb.collection(QUOTES).doc(input.id).get()).data() as QuoteDoc;
    const snap = await defaultDb.collection(BOOKINGS).doc(outcome.bookingId).get();
    if (!snap.exists) throw quoteNotFound();
    const booking = bookingFromDoc(snap);
    return {
      quote: await publicView(defaultDb, input.id, doc, now),
      booking: customerBooking.parse(booking),
      manage_token: manageToken(snap.id, snap.get('manage_key') as string | undefined),
    };
  },
);
