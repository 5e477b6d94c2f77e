// Fixed-window counters for the abuse limits (src/config/limits.ts), usable by
// any public callable: build keys with rateLimitKey(), then
//   const taken = await enforceRateLimits(db, keys, now);   // throws resource-exhausted
//   ... and if the request did not do what it counted (e.g. the time was full):
//   await releaseRateLimits(db, taken);
// Counters live in rateLimits/{key} with an `expire_at` TTL field (policy in
// firestore.indexes.json), so old windows delete themselves. Keys hash the
// e-mail or IP: the collection holds no personal data.
//
// On real Firestore the check and increment is one serializable transaction.
// The local fallback server does not isolate transactions, so there truly
// simultaneous requests can under-count by a few; sequential ones are exact.
import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
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

/** The count a key has in its current window at `now` (0 once the window is over). */
function currentCount(doc: RateLimitDoc | undefined, now: Date): number {
  return doc && doc.expire_at.toMillis() > now.getTime() ? doc.count : 0;
}

/**
 * Counts one request against every key, or none: if any key is at its max in
 * its current window, throws resource-exhausted (the message gives the phone
 * number) and counts nothing. Returns the keys counted, for releaseRateLimits.
 */
export async function enforceRateLimits(db: Firestore, keys: readonly RateLimitKey[], now: Date): Promise<RateLimitKey[]> {
  if (keys.length === 0) return [];
  const refs = keys.map((k) => db.collection(RATE_LIMITS).doc(k.id));
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const docs = snaps.map((s) => s.data() as RateLimitDoc | undefined);
    const full = keys.findIndex((k, i) => currentCount(docs[i], now) >= k.limit.max);
    if (full >= 0) throw refusal(keys[full].id.split('_')[0]);
    keys.forEach((k, i) => {
      const doc = docs[i];
      if (currentCount(doc, now) === 0) {
        const next: RateLimitDoc = {
          count: 1,
          window_start: Timestamp.fromDate(now),
          expire_at: Timestamp.fromMillis(now.getTime() + k.limit.windowMs),
        };
        tx.set(refs[i], next);
      } else {
        tx.update(refs[i], { count: doc!.count + 1 });
      }
    });
  });
  return [...keys];
}

/** Gives back one count per key (a counted request that stored nothing, e.g. a full time). */
export async function releaseRateLimits(db: Firestore, keys: readonly RateLimitKey[]): Promise<void> {
  if (keys.length === 0) return;
  const refs = keys.map((k) => db.collection(RATE_LIMITS).doc(k.id));
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    snaps.forEach((s, i) => {
      const count = (s.data() as RateLimitDoc | undefined)?.count ?? 0;
      if (count > 0) tx.update(refs[i], { count: count - 1 });
    });
  });
}
