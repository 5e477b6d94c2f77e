// The Firestore shape of quotes/{id} as the functions see it, and its two
// views: staff's (the Quotes view) and the customer's (the quote page, through
// the public schema). Every quote function reads and writes quotes through these.
import type { DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PublicQuote, Quote, QuoteHistoryEntry, QuoteOption, QuotePhotoRecord } from '@/domain/quotes/quote-schema';
import type { QuoteState } from '@/domain/quotes/quote-lifecycle';
import { acceptRefusal, expiresAt, stateAt } from '@/domain/quotes/quote-lifecycle';
import { acceptRefusalMessage } from '@/domain/quotes/quote-messages';
import { quoteServiceName } from '@/domain/quotes/quote-services';

export { QUOTES } from '../lib/firestore-docs';

/** How many applied mutation ids a quote remembers (the outbox retries one change, not dozens). */
export const QUOTE_MUTATIONS_KEPT = 20;

/** quotes/{id}: the request, the owner's answer, the link key, and what became of it. */
export interface QuoteDoc {
  state: QuoteState;
  service: string;
  vehicle_type: string;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  service_city: string | null;
  description: string;
  when_suits: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  /** Who the customer is ('e:…', 'p:…': src/domain/booking/customer-card.ts), for a customer's erase; empty once erased. */
  customer_keys: string[];
  photos: QuotePhotoRecord[];
  options: QuoteOption[];
  last_day: string | null;
  note: string | null;
  /**
   * The key of the quote's link (lib/link-token.ts): random, never sent to a
   * client, made on the first send and replaced when staff renew the link;
   * null before the first send (no link opens the quote then).
   */
  link_key: string | null;
  accepted_option: number | null;
  booking_id: string | null;
  /** The last day the expiry reminder went out for (an extended quote gets one for its new last day). */
  reminder_for: string | null;
  history: QuoteHistoryEntry[];
  applied_mutations: string[];
  /** Set when the personal fields were erased. */
  anonymized_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewQuoteDoc extends Omit<QuoteDoc, 'created_at' | 'updated_at'> {
  created_at: FieldValue;
  updated_at: FieldValue;
}

export function quoteDocOf(snap: DocumentSnapshot): QuoteDoc | undefined {
  return snap.exists ? (snap.data() as QuoteDoc) : undefined;
}

/** What the customer asked, as every view of a quote shows it (their contact details apart: the quote page shows none). */
export function requestOf(d: QuoteDoc): Pick<Quote, 'service' | 'vehicle_type' | 'vehicle_make' | 'vehicle_model' | 'vehicle_year' | 'service_city' | 'description' | 'when_suits' | 'customer_name'> {
  return {
    service: d.service,
    vehicle_type: d.vehicle_type,
    vehicle_make: d.vehicle_make,
    vehicle_model: d.vehicle_model,
    vehicle_year: d.vehicle_year,
    service_city: d.service_city,
    description: d.description,
    when_suits: d.when_suits,
    customer_name: d.customer_name,
  };
}

/** Staff's view of a stored quote (its state as stored: the Quotes view shows expired from `stateAt` itself). */
export function staffQuote(id: string, d: QuoteDoc): Quote {
  return {
    id,
    state: d.state,
    ...requestOf(d),
    customer_email: d.customer_email,
    customer_phone: d.customer_phone,
    photos: d.photos ?? [],
    options: d.options ?? [],
    last_day: d.last_day,
    note: d.note,
    accepted_option: d.accepted_option,
    booking_id: d.booking_id,
    history: d.history ?? [],
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

/** The customer's view at `now`: the state they see (expired past its last day), and why it cannot be accepted when it cannot. */
export function publicQuoteOf(id: string, d: QuoteDoc, now: Date, photos: PublicQuote['photos'], booking: PublicQuote['booking']): PublicQuote {
  const refusal = acceptRefusal(d, now);
  return {
    id,
    state: stateAt(d, now),
    ...requestOf(d),
    service_name: quoteServiceName(d.service),
    options: d.options ?? [],
    last_day: d.last_day,
    expires_at: d.last_day ? expiresAt(d.last_day).toISOString() : null,
    note: d.note,
    accepted_option: d.accepted_option,
    photos,
    closed_message: refusal ? acceptRefusalMessage(refusal, d.last_day) : null,
    booking,
  };
}
