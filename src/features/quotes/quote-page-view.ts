// What the customer's quote page shows, as plain functions over the public view
// (getMyQuote's answer): the link's id and token, each option's standing, the
// words for a start time of a job of hours or of whole days, the pages of dates
// the start picker asks for, and the customer's choice kept in sessionStorage so
// that a failed call or a reload loses neither it nor its mutation id (a resend
// under the same id is answered as the first send was, so retrying is safe).
// No schema library here: the page loads it at once.
import type { PublicQuote } from '@/domain/quotes/quote-schema';
import { quoteDayLabel } from '@/domain/quotes/quote-messages';
import { SCHEDULE } from '@/config/business';
import { addDaysToDate, daysBetween, utcMidnight } from '@/domain/schedule/schedule';
import { jobDates, jobLengthLabel, type JobLength } from '@/domain/schedule/job-length';

/** `?id=…&token=…` -> { id, token }; null when either is missing. */
export function parseQuoteSearch(search: string): { id: string; token: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const token = params.get('token');
  return id && token ? { id, token } : null;
}


/**
 * One option's standing: open to accept, the one booked, declined (the customer
 * took another, or said no to the quote), or closed with the quote (expired,
 * withdrawn, not sent yet).
 */
export type OptionStanding = 'open' | 'booked' | 'declined' | 'closed';

export function optionStanding(quote: Pick<PublicQuote, 'state' | 'accepted_option' | 'closed_message'>, index: number): OptionStanding {
  if (quote.state === 'accepted') return quote.accepted_option === index ? 'booked' : 'declined';
  if (quote.state === 'declined') return 'declined';
  return quote.state === 'sent' && quote.closed_message === null ? 'open' : 'closed';
}

export const OPTION_STANDING_LABELS: Readonly<Record<Exclude<OptionStanding, 'open'>, string>> = {
  booked: 'Booked',
  declined: 'Declined',
  closed: 'Not available',
};

/** "Open until the end of Friday, December 4": a quote is open to the end of its last day, business time. */
export function openUntilText(lastDay: string): string {
  return `Open until the end of ${quoteDayLabel(lastDay)}`;
}

export function lengthText(length: JobLength): string {
  return length.unit === 'days' ? `${jobLengthLabel(length)} (8:00 AM to 7:00 PM each day)` : jobLengthLabel(length);
}

/**
 * A start as the customer chooses it: "Friday, December 4 at 1:00 PM" for a job
 * within a day; for whole days, the consecutive days it runs on
 * ("Friday, December 4 to Sunday, December 6, from 8:00 AM").
 */
export function startText(date: string, time: string, length: JobLength): string {
  const dates = jobDates(date, length);
  if (dates.length === 1) return `${quoteDayLabel(date)} at ${time}`;
  return `${quoteDayLabel(dates[0]!)} to ${quoteDayLabel(dates.at(-1)!)}, from ${time}`;
}

/** How many days one answer of getQuoteTimes covers (its most). */
export const TIMES_PAGE_DAYS = 14;

/**
 * The dates the picker's page `page` asks for: TIMES_PAGE_DAYS from today on,
 * never past the booking horizon; null once a page would start beyond it.
 */
export function timesPage(today: string, page: number): { from: string; days: number } | null {
  const offset = page * TIMES_PAGE_DAYS;
  if (page < 0 || offset > SCHEDULE.horizonDays) return null;
  return { from: addDaysToDate(today, offset), days: Math.min(TIMES_PAGE_DAYS, SCHEDULE.horizonDays - offset + 1) };
}

/** Which page of dates holds `date` (a restored choice opens on it). */
export function pageOf(today: string, date: string): number {
  return Math.max(0, Math.floor(daysBetween(today, date) / TIMES_PAGE_DAYS));
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "Fri, Dec 4", or for whole days the days the job runs on: "Fri, Dec 4 – Sun, Dec 6". */
export function dayButtonText(date: string, length: JobLength): string {
  const dates = jobDates(date, length);
  const short = (d: string) => SHORT_DAY.format(utcMidnight(d));
  return dates.length === 1 ? short(date) : `${short(dates[0]!)} – ${short(dates.at(-1)!)}`;
}

/** The customer's choice on this quote, kept for the tab's life (no personal data: an option, a start and the send's id). */
export interface QuoteChoice {
  option: number;
  date: string | null;
  time: string | null;
  /** The acceptance's id: the same while the choice is the same, so a retry is the first send again. */
  mutation_id: string;
}

const choiceKey = (quoteId: string) => `quote-choice:${quoteId}`;

export function readChoice(storage: Pick<Storage, 'getItem'>, quoteId: string): QuoteChoice | null {
  try {
    const raw = JSON.parse(storage.getItem(choiceKey(quoteId)) ?? 'null') as Partial<QuoteChoice> | null;
    if (!raw || !Number.isInteger(raw.option) || typeof raw.mutation_id !== 'string') return null;
    const date = typeof raw.date === 'string' ? raw.date : null;
    const time = date && typeof raw.time === 'string' ? raw.time : null;
    return { option: raw.option!, date, time, mutation_id: raw.mutation_id };
  } catch {
    return null;
  }
}

export function writeChoice(storage: Pick<Storage, 'setItem'>, quoteId: string, choice: QuoteChoice): void {
  try {
    storage.setItem(choiceKey(quoteId), JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice then lasts as long as the page.
  }
}

export function clearChoice(storage: Pick<Storage, 'removeItem'>, quoteId: string): void {
  try {
    storage.removeItem(choiceKey(quoteId));
  } catch {
    // As above.
  }
}

/**
 * The choice after the customer picks `option`, `date` and `time` (null for
 * none yet): the same mutation id while nothing changed, a new one otherwise.
 */
export function nextChoice(previous: QuoteChoice | null, option: number, date: string | null, time: string | null, newId: () => string): QuoteChoice {
  const same = previous && previous.option === option && previous.date === date && previous.time === time;
  return { option, date, time: date ? time : null, mutation_id: same ? previous.mutation_id : newId() };
}
