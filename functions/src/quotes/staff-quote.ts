// The owner's changes to a quote (admin): sendQuote (the options, the last day
// and a note; the first send makes the quote's link key, a later one carries
// new options or extends the last day, an expired quote included), withdrawQuote,
// and renewQuoteLink (a new key: the link before opens nothing; the new one is
// e-mailed). Each is one transaction with its history line and its message,
// which is sent after the commit; a resend of one change (its mutation_id)
// changes and mails nothing more and answers with the quote as it stands.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { HistoryActor } from '@/domain/booking/booking-history';
import { defaultLastDay, lastDayProblem, ownerMoves, stateAt } from '@/domain/quotes/quote-lifecycle';
import { optionPriceCents, type Quote, type QuoteOption, type SendQuoteInput } from '@/domain/quotes/quote-schema';
import type { QuoteState } from '@/domain/quotes/quote-lifecycle';
import { db as defaultDb } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL } from '../lib/firestore-docs';
import { newLinkKey } from '../lib/link-token';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { newQuoteMailDoc, quoteMailId } from '../mail/mail-doc';
import { QUOTES, QUOTE_MUTATIONS_KEPT, quoteDocOf, staffQuote, type QuoteDoc } from './quote-doc';
import { QUOTE_GONE_MESSAGE, quoteHistoryEntry, quoteMailData, sendQuoteMail } from './quote-access';

const STATE_WORDS: Record<QuoteState, string> = {
  requested: 'requested',
  priced: 'priced',
  sent: 'sent',
  accepted: 'accepted and booked',
  declined: 'declined by the customer',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

export interface StaffActor {
  role: HistoryActor;
  email: string | null;
}

type Change =
  | { kind: 'send'; options: QuoteOption[]; lastDay: string | null | undefined; note: string | null }
  | { kind: 'withdraw' }
  | { kind: 'link' };

/** One staff change in one transaction; the quote after it, and the message to send (null: none, or a resend). */
export async function changeQuote(db: Firestore, id: string, mutationId: string, change: Change, by: StaffActor, now: Date): Promise<{ quote: Quote; emailed: boolean; mailId: string | null }> {
  const ref = db.collection(QUOTES).doc(id);
  const mailRef = db.collection(MAIL).doc(quoteMailId(id, mutationId));
  const result = await db.runTransaction(async (tx) => {
    const doc = quoteDocOf(await tx.get(ref));
    if (!doc || doc.anonymized_at) throw new HttpsError('not-found', QUOTE_GONE_MESSAGE);
    const emailed = !!doc.customer_email && change.kind !== 'withdraw';
    if ((doc.applied_mutations ?? []).includes(mutationId)) return { emailed, mailId: null };
    const state = stateAt(doc, now);
    const history = [...(doc.history ?? [])];
    let update: Partial<QuoteDoc>;
    let reason: 'sent' | 'link' | null = null;
    if (change.kind === 'send' || change.kind === 'withdraw') {
      const to: QuoteState = change.kind === 'send' ? 'sent' : 'withdrawn';
      if (!ownerMoves(state).includes(to)) {
        throw new HttpsError('failed-precondition', `This quote was ${STATE_WORDS[state]}: it cannot be ${change.kind === 'send' ? 'sent' : 'withdrawn'} now.`, { reason: 'quote-state', state });
      }
      if (change.kind === 'send') {
        const lastDay = change.lastDay ?? defaultLastDay(now);
        const problem = lastDayProblem(lastDay, now);
        if (problem) throw new HttpsError('invalid-argument', problem, { fields: { last_day: problem } });
        update = { state: 'sent', options: change.options, last_day: lastDay, note: change.note, link_key: doc.link_key ?? newLinkKey() };
        history.push(quoteHistoryEntry(now, by.role, by.email, 'sent', state, lastDay));
        reason = 'sent';
      } else {
        update = { state: 'withdrawn' };
        history.push(quoteHistoryEntry(now, by.role, by.email, 'withdrawn', state, 'withdrawn'));
      }
    } else {
      if (!doc.link_key) throw new HttpsError('failed-precondition', 'This quote has not been sent yet: it has no link to renew.', { reason: 'quote-state', state });
      update = { link_key: newLinkKey() };
      history.push(quoteHistoryEntry(now, by.role, by.email, 'link'));
      reason = 'link';
    }
    tx.update(ref, {
      ...update,
      history,
      applied_mutations: [...(doc.applied_mutations ?? []), mutationId].slice(-QUOTE_MUTATIONS_KEPT),
      updated_at: FieldValue.serverTimestamp(),
    });
    if (!reason || !emailed) return { emailed, mailId: null };
    const next = { ...doc, ...update } as QuoteDoc;
    tx.create(mailRef, newQuoteMailDoc(doc.customer_email, 'quote', { quote: quoteMailData(id, next), reason }, now));
    return { emailed, mailId: mailRef.id };
  });
  const snap = await ref.get();
  return { quote: staffQuote(id, snap.data() as QuoteDoc), ...result };
}

async function staffChange(id: string, mutationId: string, change: Change, role: HistoryActor, email: string | null) {
  const now = new Date();
  const result = await changeQuote(defaultDb, id, mutationId, change, { role, email }, now);
  if (result.mailId) await sendQuoteMail(defaultDb, [result.mailId], now);
  return { quote: result.quote, emailed: result.emailed };
}

/** The options as stored: each with its price, the sum of its lines. */
export function pricedOptions(options: SendQuoteInput['options']): QuoteOption[] {
  return options.map((o) => ({ title: o.title, lines: o.lines, length: o.length, note: o.note ?? null, price_cents: optionPriceCents(o.lines) }));
}

export const sendQuote = defineCallable('sendQuote', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) =>
  staffChange(input.id, input.mutation_id, { kind: 'send', options: pricedOptions(input.options), lastDay: input.last_day, note: input.note }, caller.role, request.auth?.token.email ?? null),
);

export const withdrawQuote = defineCallable('withdrawQuote', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) =>
  staffChange(input.id, input.mutation_id, { kind: 'withdraw' }, caller.role, request.auth?.token.email ?? null),
);

export const renewQuoteLink = defineCallable('renewQuoteLink', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) =>
  staffChange(input.id, input.mutation_id, { kind: 'link' }, caller.role, request.auth?.token.email ?? null),
);

