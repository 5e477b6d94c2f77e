// What a failed call says to a person. The Firebase SDK ends every callable
// error's message with the HTTP status ("This booking was deleted… [400]"),
// and an error the server gave no words for (a crash, a timeout, no answer at
// all) is only its code ("internal [500]"). A refusal is shown in the server's
// words; a failure the outbox will try again is shown by what it means.

/** A failed call as the app reads it, whatever threw it. */
export interface CallFailure {
  /** The callable's code without the SDK's `functions/` prefix; `network` when no answer reached the page. */
  code: string;
  /** The server's words without the SDK's HTTP status (the code when it gave none). */
  message: string;
  /** The server's structured details (field messages, a reason, a conflict). */
  details?: unknown;
}

/**
 * The one reading of a failed call (`functions/unavailable`, a fetch
 * TypeError, a timeout of ours): the outbox's engine and the direct calls
 * (reads, erasing a customer's details) all read errors here.
 */
export function callFailure(error: unknown): CallFailure {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | undefined;
  const text = typeof raw?.message === 'string' ? raw.message : String(error);
  // No answer reached the page (the SDK's "internal [0]": no connection, or no answer it could read).
  const code = typeof raw?.code !== 'string' || / \[0\]$/.test(text) ? 'network' : raw.code.replace(/^functions\//, '');
  return { code, message: withoutStatus(text) || code, details: raw?.details };
}

/** The message without the SDK's " [400]" (a code alone, or nothing, when the server gave no words). */
export function withoutStatus(message: string): string {
  return message.replace(/\s*\[\d{1,3}\]$/, '').trim();
}

/** Words for a failure the engine tries again, by its code (the server's own words where it gave some). */
const RETRY_WORDS: Readonly<Record<string, string>> = {
  internal: 'the server had a problem',
  unknown: 'the server had a problem',
  'data-loss': 'the server had a problem',
  unavailable: 'the server could not be reached',
  network: 'the server could not be reached',
  'deadline-exceeded': 'the server took too long to answer',
  aborted: 'the server was busy with another change',
  'resource-exhausted': 'the server is busy',
  'session-ended': 'waiting for a staff member to sign in again',
};

/**
 * Why an outbox row waits to be tried again, from its `last_error`
 * ("internal: internal"): what its code means, or the server's own words when
 * it gave some for a code with no meaning of its own. Null when it never failed.
 */
export function retryReason(lastError: string | null | undefined): string | null {
  if (!lastError) return null;
  const at = lastError.indexOf(': ');
  const code = at < 0 ? lastError : lastError.slice(0, at);
  const message = at < 0 ? '' : withoutStatus(lastError.slice(at + 2));
  return RETRY_WORDS[code] ?? (message && message !== code ? message : 'the server had a problem');
}
