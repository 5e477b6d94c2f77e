// declineQuote (anyone holding the quote's link): the customer says no to an
// open quote, with its history line; a resend (its mutation_id) changes nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { acceptRefusal, stateAt } from '@/domain/quotes/quote-lifecycle';
import { acceptRefusalMessage } from '@/domain/quotes/quote-messages';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { PHOTO_SECRETS } from '../lib/photo-link';
import { QUOTES, QUOTE_MUTATIONS_KEPT, type QuoteDoc } from './quote-doc';
import { openQuote, quoteHistoryEntry } from './quote-access';
import { publicView } from './public-quote';

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

