// The kinds the owner queues from the Quotes view: sending a quote (a first
// answer, new options or a later last day, an expired quote extended),
// withdrawing it, and a new link for the customer. Admins only; sent by the
// page with the signed-in session. Nothing shows on bookings or blocks: the
// Quotes view reads its own queued changes (pending on the quote) and the
// server's quote arrives with the answer.
import type { AppDb } from '@/lib/db/db';
import type { StaffQuoteOutput } from '@/domain/quotes/quote-schema';
import { declareKind } from '../outbox-kind';
import { applyServerQuotes } from '../server-data';
import { BY_MUTATION, STAFF, goneIsRefused } from './kind-shapes';

/** The server's quote as it stands after the change. */
function storeQuote(db: AppDb, _row: unknown, result: StaffQuoteOutput): Promise<void> {
  return applyServerQuotes(db, { quotes: [result.quote] });
}

/** A change of one quote; a quote gone on the server (erased) is a final refusal. */
const QUOTE_CHANGE = { ...STAFF, ...BY_MUTATION, target: (p: { id: string }) => p.id, interpret: goneIsRefused } as const;

export const QUOTE_KINDS = {
  /**
   * The owner's answer (or a new one, or a later last day). The draft it was
   * sent from stays on the device until the server takes it, so a refusal
   * leaves what was typed to correct.
   */
  sendQuote: declareKind({
    callable: 'sendQuote',
    ...QUOTE_CHANGE,
    async answered(db, row, result) {
      await storeQuote(db, row, result);
      await db.quoteDrafts.delete(row.target_id);
    },
    // The pricing form shows the reason above what was typed.
    refusal: { on: 'dashboard', title: 'Quote not sent', withReason: true, inForm: true },
  }),

  /** The owner takes a quote back: the customer's link then shows it withdrawn. */
  withdrawQuote: declareKind({ callable: 'withdrawQuote', ...QUOTE_CHANGE, answered: storeQuote, refusal: { on: 'dashboard', title: 'Quote not withdrawn', withReason: true } }),

  /** A new link for the customer, e-mailed to them: the one before opens nothing. */
  renewQuoteLink: declareKind({ callable: 'renewQuoteLink', ...QUOTE_CHANGE, answered: storeQuote, refusal: { on: 'dashboard', title: 'New quote link not sent', withReason: true } }),
} as const;
