// The quote page's calls: direct, not through the outbox. A quote is read and
// answered while the customer looks at it, and its times mean nothing offline;
// an acceptance that got no answer is sent again under the same mutation id
// (the page keeps it, quote-page-view.ts), which the server answers as the
// first send. Nothing of the quote is kept on the device: only the customer's
// choice (an option, a start, the send's id) lives in sessionStorage.
import type { AcceptQuoteOutput, GetQuoteTimesOutput, PublicQuote } from '@/domain/quotes/quote-schema';
import { callFailure } from '@/domain/callables/failure-words';

/** As long as the outbox's send timeout: a cold function must not look like "offline". */
const CALL_TIMEOUT_MS = 20_000;

/**
 * A call's failure as the page tells it: the link opens nothing (wrong,
 * renewed or unknown: the same words), the server refused in the customer's
 * words (expired, declined, taken, …, with its reason), or no answer came.
 */
export type QuoteCallFailure =
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string; reason: string | null }
  | { kind: 'unreachable'; offline: boolean };

export type QuoteCall<T> = { ok: true; value: T } | { ok: false; failure: QuoteCallFailure };

async function call<T>(run: () => Promise<T>): Promise<QuoteCall<T>> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline) return { ok: false, failure: { kind: 'unreachable', offline: true } };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const failure = callFailure(error);
    if (failure.code === 'not-found') return { ok: false, failure: { kind: 'not-found' } };
    if (failure.code === 'failed-precondition' || failure.code === 'invalid-argument' || failure.code === 'resource-exhausted' || failure.code === 'aborted') {
      const reason = (failure.details as { reason?: unknown } | undefined)?.reason;
      return { ok: false, failure: { kind: 'refused', message: failure.message, reason: typeof reason === 'string' ? reason : null } };
    }
    return { ok: false, failure: { kind: 'unreachable', offline: typeof navigator !== 'undefined' && navigator.onLine === false } };
  }
}

/** The firebase module, loaded with the first call (the page's own chunk stays small). */
const client = () => import('@/lib/firebase/client');

export function loadQuote(id: string, token: string): Promise<QuoteCall<PublicQuote>> {
  return call(async () => (await (await client()).callFunction('getMyQuote', { id, token }, CALL_TIMEOUT_MS)).quote);
}

export function loadQuoteTimes(id: string, token: string, option: number, from: string, days: number): Promise<QuoteCall<GetQuoteTimesOutput>> {
  return call(async () => (await client()).callFunction('getQuoteTimes', { id, token, option, from, days }, CALL_TIMEOUT_MS));
}

export function acceptQuote(
  id: string,
  token: string,
  choice: { option: number; booking_date: string; booking_time: string; mutation_id: string },
): Promise<QuoteCall<AcceptQuoteOutput>> {
  return call(async () => (await client()).callFunction('acceptQuote', { id, token, ...choice }, CALL_TIMEOUT_MS));
}

export function declineQuote(id: string, token: string, mutationId: string): Promise<QuoteCall<PublicQuote>> {
  return call(async () => (await (await client()).callFunction('declineQuote', { id, token, mutation_id: mutationId }, CALL_TIMEOUT_MS)).quote);
}
