// requestQuote (anyone): a customer asks for a price, with up to six photos.
// The photos go to Storage (quote-photos/{id}/), then the quote, its two
// messages ("request received" to the customer, the owner's alert) and the
// abuse counters are written in one transaction, and the messages sent. The id
// is the device's: a resend of the same request answers as the first did and
// stores and mails nothing more. The bot trap answers like a request received
// and stores nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { HONEYPOT_FIELD } from '@/domain/booking/booking-schema';
import { customerKeys } from '@/domain/booking/customer-card';
import type { RequestQuoteData, RequestQuoteOutput } from '@/domain/quotes/quote-schema';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL } from '../lib/firestore-docs';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { newQuoteMailDoc, quoteAlertMailId, quoteReceivedMailId } from '../mail/mail-doc';
import { addressLimitKeys, clientIp } from '../abuse/booking-limits';
import { checkRateLimits, rateLimitKey, rateLimitRefs, type RateLimitKey } from '../abuse/rate-limits';
import { QUOTES, quoteDocOf, type NewQuoteDoc, type QuoteDoc } from './quote-doc';
import { quoteHistoryEntry, quoteMailData, sendQuoteMail } from './quote-access';
import { deleteQuotePhotoObjects, quotePhotoBytes, saveQuotePhotos } from './quote-photos';

export const SAME_QUOTE_ID_MESSAGE = 'A different quote request with this id already exists';

/** The per-e-mail and per-address counters of a quote request (src/config/limits.ts). */
export function quoteLimitKeys(email: string, ip: string | undefined): RateLimitKey[] {
  return [rateLimitKey('quote-email', email, ABUSE_LIMITS.quotesPerEmail), ...addressLimitKeys('quote-ip', ip, ABUSE_LIMITS.quotesPerIp)];
}

/** Whether a stored request is this one (a resend repeats what the customer typed). */
function sameRequest(data: RequestQuoteData, doc: QuoteDoc): boolean {
  return (
    data.customer_email === doc.customer_email &&
    data.customer_name === doc.customer_name &&
    data.service === doc.service &&
    data.description === doc.description &&
    data.photos.length === (doc.photos ?? []).length
  );
}

function answer(data: RequestQuoteData): RequestQuoteOutput {
  return { id: data.id, state: 'requested', photos: data.photos.length };
}

export type RequestQuoteResult = { kind: 'created' | 'existing'; mailIds: string[] };

/** The request stored: photos, then the quote and its messages in one transaction with the limits. A plain function, for the callable and the tests. */
export async function storeQuoteRequest(db: Firestore, data: RequestQuoteData, now: Date, limits: readonly RateLimitKey[]): Promise<RequestQuoteResult> {
  const ref = db.collection(QUOTES).doc(data.id);
  const before = quoteDocOf(await ref.get());
  if (before) {
    if (!sameRequest(data, before)) throw new HttpsError('already-exists', SAME_QUOTE_ID_MESSAGE);
    return { kind: 'existing', mailIds: [] };
  }
  const bytes = quotePhotoBytes(data.photos);
  const photos = await saveQuotePhotos(data.id, data.photos, bytes);
  const receivedRef = db.collection(MAIL).doc(quoteReceivedMailId(data.id));
  const alertRef = db.collection(MAIL).doc(quoteAlertMailId(data.id));
  let outcome: 'created' | 'existing';
  try {
    outcome = await db.runTransaction(async (tx) => {
      const [snap, ...counters] = await tx.getAll(ref, ...rateLimitRefs(db, limits));
      if (snap.exists) return 'existing';
      const check = checkRateLimits(tx, limits, counters, now, data.id);
      if (check.refused) {
        throw new HttpsError('resource-exhausted', QUOTE_MESSAGES.tooManyRequests, { reason: 'quote-limit', phone: BUSINESS.phoneDisplay });
      }
      check.count();
      const doc: NewQuoteDoc = {
        state: 'requested',
        service: data.service,
        vehicle_type: data.vehicle_type,
        vehicle_make: data.vehicle_make,
        vehicle_model: data.vehicle_model,
        vehicle_year: data.vehicle_year,
        service_city: data.service_city,
        description: data.description,
        when_suits: data.when_suits,
        customer_name: data.customer_name,
        customer_email: data.customer_email,
        customer_phone: data.customer_phone,
        customer_keys: customerKeys(data),
        photos,
        options: [],
        last_day: null,
        note: null,
        link_key: null,
        accepted_option: null,
        booking_id: null,
        reminder_for: null,
        history: [quoteHistoryEntry(now, 'customer', null, 'requested', null, 'requested')],
        applied_mutations: [],
        anonymized_at: null,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      };
      tx.create(ref, doc);
      const mail = quoteMailData(data.id, { ...doc, photos } as unknown as QuoteDoc);
      tx.create(receivedRef, newQuoteMailDoc(data.customer_email, 'quote-received', { quote: mail }, now));
      tx.create(alertRef, newQuoteMailDoc(BUSINESS.ownerEmail, 'quote-request-alert', { quote: mail }, now));
      return 'created';
    });
  } catch (error) {
    // Refused (the limits) or failed: the photos of a request that is not stored go again, unless a copy of it stored them.
    if (!(await ref.get()).exists) await deleteQuotePhotoObjects([data.id]);
    throw error;
  }
  return { kind: outcome, mailIds: outcome === 'created' ? [receivedRef.id, alertRef.id] : [] };
}

export const requestQuote = defineCallable('requestQuote', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (data, request) => {
  const now = new Date();
  // The bot trap: the answer a request gets, nothing stored or mailed, whatever the id.
  if (data[HONEYPOT_FIELD]) {
    logger.warn('honeypot filled: quote request refused', { quoteId: data.id, ip: clientIp(request.rawRequest) });
    return answer(data);
  }
  const result = await storeQuoteRequest(defaultDb, data, now, quoteLimitKeys(data.customer_email, clientIp(request.rawRequest)));
  if (result.mailIds.length > 0) await sendQuoteMail(defaultDb, result.mailIds, now);
  logger.info('quote requested', { quoteId: data.id, outcome: result.kind });
  return answer(data);
});
