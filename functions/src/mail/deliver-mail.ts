// The mail queue: delivers one mail record, and retries the due ones with
// exponential backoff until the last try marks them dead.
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { BUSINESS } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { BOOKINGS, MAIL, QUOTES } from '../lib/firestore-docs';
import { RATE_LIMITS, rateLimitKey, type RateLimitDoc } from '../abuse/rate-limits';
import { renderMail } from './render-mail';
import type { MailContent, MailDoc, NewMailDoc } from './mail-doc';
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

/** The end of a claim's lease: until then the scheduled retry leaves the record to its sender. */
export function leaseEnd(now: Date): Date {
  return new Date(now.getTime() + MAIL_RETRY.leaseMs);
}

/** A message's place under its recipient's daily cap, as read in a transaction. */
export interface MailCap {
  /** The reason recorded on the message when it is over the cap, else null. */
  over: string | null;
  /** Counts the message against the cap: a write, so after all of the transaction's reads. */
  count(): void;
}

/** The recipient's daily counter document; none for mail that is never capped (the business's own address). */
export function mailCapRef(db: Firestore, to: string): DocumentReference | undefined {
  if (!isCapped(to)) return undefined;
  return db.collection(RATE_LIMITS).doc(rateLimitKey('mail-to', to, ABUSE_LIMITS.mailsPerRecipient).id);
}

/** The cap from mailCapRef's document as read in `tx` (nothing to read for an uncapped recipient). */
export function mailCapFrom(tx: Transaction, counter: DocumentSnapshot | undefined, now: Date): MailCap {
  if (!counter) return { over: null, count: () => {} };
  const { max, windowMs } = ABUSE_LIMITS.mailsPerRecipient;
  const doc = counter.data() as RateLimitDoc | undefined;
  const live = doc && doc.expire_at.toMillis() > now.getTime() ? doc.count : 0;
  if (live >= max) return { over: `over ${max} e-mails to this recipient per day`, count: () => {} };
  return {
    over: null,
    count: () =>
      tx.set(
        counter.ref,
        live === 0 ? { count: 1, window_start: Timestamp.fromDate(now), expire_at: Timestamp.fromMillis(now.getTime() + windowMs) } : { ...doc, count: live + 1 },
      ),
  };
}

/**
 * Reads the recipient's daily counter in `tx` (a read: call it before the
 * transaction writes anything). Mail to the business itself is never capped.
 */
export async function readMailCap(db: Firestore, tx: Transaction, to: string, now: Date): Promise<MailCap> {
  const ref = mailCapRef(db, to);
  return mailCapFrom(tx, ref && (await tx.get(ref)), now);
}

/** The fields of a record over its recipient's cap: recorded, never sent. */
function suppressedFields(reason: string) {
  return { state: 'suppressed' as const, next_attempt_at: null, last_error: reason };
}

/**
 * A new record written already claimed by the transaction that creates it, for
 * a caller that sends it right after the commit (sendAllClaimed): counted
 * against its recipient's cap there (or suppressed), leased, and marked counted
 * so a retry after a sender that died does not count it again. `cap` was read
 * in the same transaction (mailCapFrom, or readMailCap).
 */
export function claimedNewMail(mail: NewMailDoc, cap: MailCap, now: Date): NewMailDoc {
  if (cap.over) return { ...mail, ...suppressedFields(cap.over) };
  cap.count();
  return { ...mail, next_attempt_at: leaseEnd(now), cap_counted: true };
}

/** A record this sender holds the claim of: its id and what it needs to render and count the try. */
export interface ClaimedMail {
  id: string;
  mail: Pick<MailDoc, 'to' | 'attempts' | 'state'> & MailContent;
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
    if (!mail || mail.state === 'sent' || mail.state === 'dead' || mail.state === 'suppressed' || mail.state === 'cancelled') return undefined;
    if (!mail.next_attempt_at || mail.next_attempt_at.toMillis() > now.getTime()) return undefined;
    // A message counts against its recipient's daily cap once, at its first claim.
    if (mail.attempts === 0 && !mail.cap_counted) {
      const cap = await readMailCap(db, tx, mail.to, now);
      if (cap.over) {
        tx.update(ref, { ...suppressedFields(cap.over), updated_at: FieldValue.serverTimestamp() });
        return 'suppressed' as const;
      }
      cap.count();
    }
    tx.update(ref, { next_attempt_at: leaseEnd(now) });
    return mail;
  });
  if (!claimed) return 'skipped';
  if (claimed === 'suppressed') return 'suppressed';
  const { outcome, update } = await trySend(db, claimed, now, send);
  await ref.update(update);
  return outcome;
}

/** What a send of a claimed record writes on it: sent, or failed and due again after a backoff (dead after the last try). */
interface SendResult {
  outcome: 'sent' | 'failed' | 'dead';
  update: Record<string, unknown>;
}

/**
 * The record with its booking's manage-link key as the booking holds it now:
 * records never store the key, so a message sent after the link was renewed
 * carries the new link, and one about a booking gone carries the old form.
 */
async function withManageKey<M extends MailContent>(db: Firestore, mail: M): Promise<M> {
  // A quote's link is made the same way, from the key the quote holds now.
  if ('quote' in mail.data) {
    const quote = mail.data.quote;
    const [snap] = await db.getAll(db.collection(QUOTES).doc(quote.id), { fieldMask: ['link_key'] });
    return { ...mail, data: { ...mail.data, quote: { ...quote, link_key: (snap.get('link_key') as string | null | undefined) ?? null } } };
  }
  if (!('booking' in mail.data)) return mail;
  const booking = mail.data.booking;
  const [snap] = await db.getAll(db.collection(BOOKINGS).doc(booking.id), { fieldMask: ['manage_key'] });
  const key = snap.get('manage_key') as string | undefined;
  return key ? { ...mail, data: { ...mail.data, booking: { ...booking, manage_key: key } } } : mail;
}

async function trySend(db: Firestore, mail: ClaimedMail['mail'], now: Date, send: SendFn): Promise<SendResult> {
  const attempts = mail.attempts + 1;
  try {
    // The record's recipient is the one that counts (a staff booking's customer may have no e-mail of their own).
    const messageId = await send({ ...renderMail(await withManageKey(db, mail)), to: mail.to });
    return {
      outcome: 'sent',
      update: {
        state: 'sent',
        attempts,
        message_id: messageId,
        last_error: null,
        next_attempt_at: null,
        sent_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      },
    };
  } catch (error) {
    const dead = attempts >= MAIL_RETRY.maxAttempts;
    return {
      outcome: dead ? 'dead' : 'failed',
      update: {
        state: dead ? 'dead' : 'failed',
        attempts,
        last_error: error instanceof Error ? error.message : String(error),
        next_attempt_at: dead ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        updated_at: FieldValue.serverTimestamp(),
      },
    };
  }
}

/**
 * Sends the records a transaction claimed for this caller, together, and
 * records every result in one write: the answer waits for the slowest send,
 * not for each in turn. A failure stays on its record for the retry schedule;
 * so does a record whose result could not be written (its lease runs out and
 * the retry sends it again). Outcomes by mail id, for the log.
 */
export async function sendAllClaimed(
  db: Firestore,
  claimed: readonly ClaimedMail[],
  now: Date,
  send: SendFn = sendMail,
): Promise<Record<string, DeliveryOutcome>> {
  const toSend = claimed.filter((c) => c.mail.state !== 'suppressed');
  const results = await Promise.all(toSend.map((c) => trySend(db, c.mail, now, send)));
  const outcomes: Record<string, DeliveryOutcome> = Object.fromEntries(claimed.map((c) => [c.id, 'suppressed' as const]));
  if (toSend.length === 0) return outcomes;
  const batch = db.batch();
  toSend.forEach((c, i) => batch.update(db.collection(MAIL).doc(c.id), results[i].update));
  try {
    await batch.commit();
    toSend.forEach((c, i) => (outcomes[c.id] = results[i].outcome));
  } catch (error) {
    logger.error('mail results could not be recorded', { mailIds: toSend.map((c) => c.id), error: String(error) });
    for (const c of toSend) outcomes[c.id] = 'failed';
  }
  return outcomes;
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
