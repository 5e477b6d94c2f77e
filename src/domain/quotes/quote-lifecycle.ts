// A quote's states and the rules between them, shared by the customer's quote
// page, the owner's Quotes view and the functions, so that what a page offers
// is what the server accepts. Time is business time: a quote sent on a date is
// open until the end of its last day (midnight after it), never its start.
import { QUOTE_RULES } from './quote-rules';
import { addDaysToDate, businessInstant, businessToday } from '../schedule/schedule';

/**
 * requested: the customer asked; priced: the owner saved options, not sent yet;
 * sent: the customer can accept until it expires; accepted: an option became a
 * booking; declined: the customer said no; expired: its last day ended unanswered;
 * withdrawn: the owner took it back.
 */
export const QUOTE_STATES = ['requested', 'priced', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** A state as the customer and staff read it (the quote page, the Quotes view). */
export const QUOTE_STATE_LABELS: Readonly<Record<QuoteState, string>> = {
  requested: 'Requested',
  priced: 'Priced',
  sent: 'Sent',
  accepted: 'Accepted (booked)',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** What the rules read of a quote. */
export interface QuoteTerms {
  state: QuoteState;
  /** Its last day (yyyy-MM-dd, business time), once sent. */
  last_day?: string | null;
}

/** The last day of a quote sent at `sentAt`: QUOTE_RULES.validDays after that day. */
export function defaultLastDay(sentAt: Date): string {
  return addDaysToDate(businessToday(sentAt), QUOTE_RULES.validDays);
}

/** The instant a quote with this last day expires: the end of that day, business time. */
export function expiresAt(lastDay: string): Date {
  return businessInstant(addDaysToDate(lastDay, 1), 0);
}

/** When the reminder before expiry is due: QUOTE_RULES.reminderDaysBefore days before it expires. */
export function reminderDueAt(lastDay: string): Date {
  return businessInstant(addDaysToDate(lastDay, 1 - QUOTE_RULES.reminderDaysBefore), 0);
}

/** The state a person sees now: a sent quote past its last day is expired, whether or not a schedule has written that yet. */
export function stateAt(quote: QuoteTerms, now: Date): QuoteState {
  if (quote.state === 'sent' && quote.last_day && now.getTime() >= expiresAt(quote.last_day).getTime()) return 'expired';
  return quote.state;
}

/** Why a quote cannot be accepted now, or null when it can. */
export type AcceptRefusal = 'not-sent' | 'expired' | 'declined' | 'withdrawn' | 'accepted';

export function acceptRefusal(quote: QuoteTerms, now: Date): AcceptRefusal | null {
  const state = stateAt(quote, now);
  switch (state) {
    case 'sent':
      return null;
    case 'requested':
    case 'priced':
      return 'not-sent';
    default:
      return state;
  }
}

/** The states the owner can move a quote to from `from` (accepting is the customer's). */
export function ownerMoves(from: QuoteState): readonly QuoteState[] {
  switch (from) {
    case 'requested':
      return ['priced', 'sent', 'withdrawn'];
    case 'priced':
      return ['priced', 'sent', 'withdrawn'];
    // Sending again carries new options or a later last day; an expired quote is extended the same way.
    case 'sent':
    case 'expired':
      return ['sent', 'withdrawn'];
    default:
      return [];
  }
}

/** Whether a last day is one the owner can give a quote sent (or extended) at `now`: today or later, within the booking horizon's reach. */
export function lastDayProblem(lastDay: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastDay) || Number.isNaN(Date.parse(`${lastDay}T00:00:00Z`))) return 'Choose the quote’s last day.';
  if (expiresAt(lastDay).getTime() <= now.getTime()) return 'The last day cannot be in the past.';
  if (lastDay > addDaysToDate(businessToday(now), 90)) return 'A quote stays open at most 90 days.';
  return null;
}
