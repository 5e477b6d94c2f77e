// Every message about a quote that a customer reads (the quote page, the
// answers of the public quote callables): plain and short, with the way to ask
// again. No schema library here, so the quote page can import it as values.
import { BUSINESS } from '../../config/business';
import type { AcceptRefusal } from './quote-lifecycle';

/** "Friday, December 4" for a yyyy-MM-dd business date (the date itself, never shifted by a time zone). */
export function quoteDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const askAgain = `Ask us for a new one: call ${BUSINESS.phoneDisplay}.`;

export const QUOTE_MESSAGES = {
  /** A wrong, renewed or unknown link: the same words whichever it was. */
  notFound: 'This quote link is not valid any more. Use the link in our latest e-mail, or call us.',
  expired: (lastDay: string) => `This quote expired on ${quoteDayLabel(lastDay)}. ${askAgain}`,
  declined: `You declined this quote. ${askAgain}`,
  withdrawn: `We withdrew this quote. ${askAgain}`,
  accepted: 'You accepted this quote already: your booking is in your e-mail.',
  notSent: `This quote is not ready yet. We will e-mail you when it is, or call ${BUSINESS.phoneDisplay}.`,
  /** The chosen start was taken meanwhile, or no crew can take the job then. */
  taken: 'That start time was just taken. Please choose another.',
  noOption: 'Choose one of the options.',
  /** A start the times offered never had (past, too soon, too far ahead, or not a start for this job's length). */
  notAStart: 'That start time is not available for this job. Please choose one from the list.',
  tooManyRequests: `You have sent many quote requests today. Please call us at ${BUSINESS.phoneDisplay}.`,
} as const;

/** Why an acceptance is refused, in the customer's words. */
export function acceptRefusalMessage(refusal: AcceptRefusal, lastDay: string | null | undefined): string {
  switch (refusal) {
    case 'expired':
      return QUOTE_MESSAGES.expired(lastDay ?? '');
    case 'declined':
      return QUOTE_MESSAGES.declined;
    case 'withdrawn':
      return QUOTE_MESSAGES.withdrawn;
    case 'accepted':
      return QUOTE_MESSAGES.accepted;
    case 'not-sent':
      return QUOTE_MESSAGES.notSent;
  }
}
