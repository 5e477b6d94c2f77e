// What the quote callables share: the link's check (an unknown id, a quote
// never sent, a wrong or renewed token: the same "not valid" answer), the
// quote's mail data, a history line, and sending a queued message at once.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { HistoryActor } from '@/domain/booking/booking-history';
import type { QuoteHistoryEntry } from '@/domain/quotes/quote-schema';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import { validLinkToken } from '../lib/link-token';
import { deliverMail } from '../mail/deliver-mail';
import type { QuoteMailData } from '../mail/quote-email';
import { QUOTES, quoteDocOf, requestOf, type QuoteDoc } from './quote-doc';

/** Staff asked about a quote that is gone (or erased). */
export const QUOTE_GONE_MESSAGE = 'This quote no longer exists';

export function quoteNotFound(): HttpsError {
  return new HttpsError('not-found', QUOTE_MESSAGES.notFound);
}

/** The quote the token opens, read in `tx` when given; throws "not valid" for anything else, whatever it was. */
export async function openQuote(db: Firestore, id: string, token: string, tx?: Transaction): Promise<QuoteDoc> {
  const ref = db.collection(QUOTES).doc(id);
  const doc = quoteDocOf(tx ? await tx.get(ref) : await ref.get());
  if (!doc || doc.anonymized_at || !validLinkToken('quote', id, doc.link_key, token)) throw quoteNotFound();
  return doc;
}

export function quoteHistoryEntry(now: Date, by: HistoryActor, byEmail: string | null, change: QuoteHistoryEntry['change'], from: string | null = null, to: string | null = null): QuoteHistoryEntry {
  return { at: now.toISOString(), by, by_email: byEmail, change, from, to };
}

export function quoteMailData(id: string, d: QuoteDoc): QuoteMailData {
  return {
    id,
    ...requestOf(d),
    customer_email: d.customer_email,
    customer_phone: d.customer_phone,
    photo_count: (d.photos ?? []).length,
    options: d.options ?? [],
    last_day: d.last_day,
    note: d.note,
  };
}

/** Sends queued messages now, best effort: a failure stays on its record for the retry schedule. */
export async function sendQuoteMail(db: Firestore, mailIds: readonly string[], now: Date): Promise<void> {
  await Promise.all(
    mailIds.map(async (mailId) => {
      const outcome = await deliverMail(db, mailId, now).catch((error: unknown) => {
        logger.error('quote mail could not be sent now', { mailId, error: String(error) });
        return 'failed' as const;
      });
      logger.info('quote mail', { mailId, outcome });
    }),
  );
}
