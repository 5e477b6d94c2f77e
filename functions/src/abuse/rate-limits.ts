// Fixed-window counters for the abuse limits (src/config/limits.ts), usable by
// any public callable: build keys with rateLimitKey(), then
//   const taken = await enforceRateLimits(db, keys, now, requestId);   // throws resource-exhausted
//   ... and if the request did not do what it counted (e.g. the time was full):
//   await releaseRateLimits(db, taken, requestId);
// or, to count inside a transaction of the caller's that writes what is counted
// (a new booking), read rateLimitRefs() there and use checkRateLimits().
// requestId (a client id, e.g. the booking id or a mutation_id) makes retries
// of one request count once.
// Counters live in rateLimits/{key} with an `expire_at` TTL field (policy in
// firestore.indexes.json), so old windows delete themselves. Keys hash the
// e-mail or IP: the collection holds no personal data.
//
// On real Firestore the check and increment is one serializable transaction.
// The local fallback server does not isolate transactions, so there truly
// simultaneous requests can under-count by a few; sequential ones are exact.
import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import type { WindowLimit } from '@/config/limits';

export const RATE_LIMITS = 'rateLimits';

export const LIMIT_MESSAGE =
  `We can't take more online bookings from you right now. ` +
  `Please call us at ${BUSINESS.phoneDisplay} and we'll gladly book you in.`;

export interface RateLimitKey {
  /** Document id in rateLimits: kind + hashed subject, e.g. `booking-email_3f2a…`. */
  id: string;
  limit: WindowLimit;
}

export interface RateLimitDoc {
  count: number;
  /**
   * Ids of the requests counted in this window (at most `max`): a retry of a
   * counted request (same booking id) passes without counting again, so a
   * client's copies of one request never use up the allowance.
   */
  ids?: string[];
  window_start: Timestamp;
  /** End of the window: the TTL policy deletes the document some time after it. */
  expire_at: Timestamp;
}

function hash(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

export function rateLimitKey(kind: string, subject: string, limit: WindowLimit): RateLimitKey {
  return { id: `${kind}_${hash(subject)}`, limit };
}

export function refusal(reason: string): HttpsError {
  return new HttpsError('resource-exhausted', LIMIT_MESSAGE, { reason, phone: BUSINESS.phoneDisplay });
}

/** The key's document in its current window at `now` (undefined once the window is over). */
function live(doc: RateLimitDoc | undefined, now: Date): RateLimitDoc | undefined {
  return doc && doc.expire_at.toMillis() > now.getTime() ? doc : undefined;
}

export function rateLimitRefs(db: Firestore, keys: readonly RateLimitKey[]): DocumentReference[] {
  return keys.map((k) => db.collection(RATE_LIMITS).doc(k.id));
}

/** The keys' counters as read in a transaction. */
export interface RateLimitCheck {
  /** resource-exhausted (the message gives the phone number) when a key is at its max: nothing is to be counted. */
  refused: HttpsError | null;
  /** Counts the request against every key not counting it yet: writes, so after all of the transaction's reads. */
  count(): void;
}

/**
 * Checks one request against every key, from the counters `snaps` read in
 * `tx` (rateLimitRefs' documents, in order). With a requestId (the booking's
 * client id), a request already counted under that id passes and is not
 * counted again.
 */
export function checkRateLimits(
  tx: Transaction,
  keys: readonly RateLimitKey[],
  snaps: readonly DocumentSnapshot[],
  now: Date,
  requestId?: string,
): RateLimitCheck {
  const docs = snaps.map((s) => live(s.data() as RateLimitDoc | undefined, now));
  const counted = docs.map((d) => !!requestId && !!d?.ids?.includes(requestId));
  const full = keys.findIndex((k, i) => !counted[i] && (docs[i]?.count ?? 0) >= k.limit.max);
  if (full >= 0) return { refused: refusal(keys[full].id.split('_')[0]), count: () => {} };
  return {
    refused: null,
    count: () =>
      keys.forEach((k, i) => {
        if (counted[i]) return;
        const doc = docs[i];
        const ids = [...(doc?.ids ?? []), ...(requestId ? [requestId] : [])];
        const next: RateLimitDoc = doc
          ? { ...doc, count: doc.count + 1, ids }
          : { count: 1, ids, window_start: Timestamp.fromDate(now), expire_at: Timestamp.fromMillis(now.getTime() + k.limit.windowMs) };
        tx.set(snaps[i].ref, next);
      }),
  };
}

/**
 * Counts one request against every key, or none: if any key is at its max in
 * its current window, throws resource-exhausted and counts nothing (see
 * checkRateLimits; a booking checks its limits inside its own transaction).
 * Returns the keys, for releaseRateLimits.
 */
export async function enforceRateLimits(
  db: Firestore,
  keys: readonly RateLimitKey[],
  now: Date,
  requestId?: string,
): Promise<RateLimitKey[]> {
  if (keys.length === 0) return [];
  await db.runTransaction(async (tx) => {
    const check = checkRateLimits(tx, keys, await tx.getAll(...rateLimitRefs(db, keys)), now, requestId);
    if (check.refused) throw check.refused;
    check.count();
  });
  return [...keys];
}

/**
 * Gives back a counted request (one that stored nothing, e.g. a full time):
 * with a requestId only if that id was counted; without, one count.
 */
export async function releaseRateLimits(db: Firestore, keys: readonly RateLimitKey[], requestId?: string): Promise<void> {
  if (keys.length === 0) return;
  const refs = rateLimitRefs(db, keys);
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    snaps.forEach((s, i) => {
      const doc = s.data() as RateLimitDoc | undefined;
      if (!doc || doc.count <= 0) return;
      if (requestId && !doc.ids?.includes(requestId)) return;
      tx.update(refs[i], { count: doc.count - 1, ids: (doc.ids ?? []).filter((id) => id !== requestId) });
    });
  });
}
