// The mail queue: delivers one mail record, and retries the due ones with
// exponential backoff until the last try marks them dead.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { MAIL } from '../lib/booking-doc';
import { RATE_LIMITS, rateLimitKey, type RateLimitDoc } from '../abuse/rate-limits';
import { renderMail } from './booking-email';
import type { MailDoc } from './mail-doc';
import { sendMail, type OutgoingMail } from './transport';

export const MAIL_RETRY = {
  /** Tries in all, the first included; after the last failure the record is dead. */
  maxAttempts: 6,
  /** Wait after the first failure; doubles after each further one (2, 4, 8, 16, 32 min). */
  baseDelayMs: 2 * 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  /** A claimed record is not picked up again for this long (a sender that died mid-send). */
  leaseMs: 5 * 60_000,
  /** Records handled per scheduled run. */
  batchSize: 50,
} as const;

export type SendFn = (mail: OutgoingMail) => Promise<string>;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.baseDelayMs * 2 ** (attempts - 1), MAIL_RETRY.maxDelayMs);
}

export type DeliveryOutcome = 'sent' | 'failed' | 'dead' | 'skipped' | 'suppressed';

/**
 * The per-recipient daily cap applies to customer-facing mail only: mail to
 * the business's own address (new-booking alerts and the like) is never
 * capped, or a busy day would silence the owner.
 */
export function isCapped(to: string): boolean {
  const address = to.trim().toLowerCase();
  return address !== BUSINESS.email.toLowerCase() && address !== BUSINESS.ownerEmail.toLowerCase();
}

/**
 * Claims the record (moves next_attempt_at past a lease, so the scheduled
 * retry does not send it at the same time), sends it, and records the result.
 */
export async function deliverMail(db: Firestore, mailId: string, now: Date, send: SendFn = sendMail): Promise<DeliveryOutcome> {
  const ref = db.collection(MAIL).doc(mailId);
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const mail = snap.data() as MailDoc | undefined;
    if (!mail || mail.state === 'sent' || mail.state === 'dead' || mail.state === 'suppressed') return undefined;
    if (!mail.next_attempt_at || mail.next_attempt_at.toMillis() > now.getTime()) return undefined;
    // A message counts against its recipient's daily cap once, at its first try.
    if (mail.attempts === 0 && isCapped(mail.to)) {
      const key = rateLimitKey('mail-to', mail.to, ABUSE_LIMITS.mailsPerRecipient);
      const counterRef = db.collection(RATE_LIMITS).doc(key.id);
      const counter = (await tx.get(counterRef)).data() as RateLimitDoc | undefined;
      const live = counter && counter.expire_at.toMillis() > now.getTime() ? counter.count : 0;
      if (live >= key.limit.max) {
        tx.update(ref, {
          state: 'suppressed',
          next_attempt_at: null,
          last_error: `over ${key.limit.max} e-mails to this recipient per day`,
          updated_at: FieldValue.serverTimestamp(),
        });
        return 'suppressed' as const;
      }
      tx.set(
        counterRef,
        live === 0
          ? { count: 1, window_start: Timestamp.fromDate(now), expire_at: Timestamp.fromMillis(now.getTime() + key.limit.windowMs) }
          : { ...counter, count: live + 1 },
      );
    }
    tx.update(ref, { next_attempt_at: new Date(now.getTime() + MAIL_RETRY.leaseMs) });
    return mail;
  });
  if (!claimed) return 'skipped';
  if (claimed === 'suppressed') return 'suppressed';

  const attempts = claimed.attempts + 1;
  try {
    // The record's recipient is the one that counts (a staff booking's customer may have no e-mail of their own).
    const messageId = await send({ ...renderMail(claimed), to: claimed.to });
    await ref.update({
      state: 'sent',
      attempts,
      message_id: messageId,
      last_error: null,
      next_attempt_at: null,
      sent_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    return 'sent';
  } catch (error) {
    const dead = attempts >= MAIL_RETRY.maxAttempts;
    await ref.update({
      state: dead ? 'dead' : 'failed',
      attempts,
      last_error: error instanceof Error ? error.message : String(error),
      next_attempt_at: dead ? null : new Date(now.getTime() + retryDelayMs(attempts)),
      updated_at: FieldValue.serverTimestamp(),
    });
    return dead ? 'dead' : 'failed';
  }
}

/** The scheduled retry: every pending or failed record that is due, oldest first. */
export async function retryDueMail(
  db: Firestore,
  now: Date,
  send: SendFn = sendMail,
): Promise<Record<DeliveryOutcome, number>> {
  // Due times are the caller's clock (tests move it), written as plain Dates; stamps are server time.
  // One range on one field (no composite index); sent and dead records have no next_attempt_at.
  const due = await db
    .collection(MAIL)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(MAIL_RETRY.batchSize)
    .get();
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, dead: 0, skipped: 0, suppressed: 0 };
  for (const doc of due.docs) counts[await deliverMail(db, doc.id, now, send)]++;
  return counts;
}
