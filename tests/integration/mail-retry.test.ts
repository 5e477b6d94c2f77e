import { afterEach, describe, expect, it } from 'vitest';
import { createBookingInput } from '@/domain/booking/booking-schema';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { MAIL_RETRY, deliverMail, retryDueMail, sendAllClaimed } from '../../functions/src/mail/deliver-mail';
import { RATE_LIMITS, rateLimitKey } from '../../functions/src/abuse/rate-limits';
import { ownerAlertMailId } from '../../functions/src/mail/mail-doc';
import { ABUSE_LIMITS } from '@/config/limits';
import { inbox, mailsTo, waitForMail } from './support/inbox';
import { bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';

const catcher = process.env.SMTP_URL;
afterEach(() => {
  process.env.SMTP_URL = catcher;
});
// Nothing listens on port 9 here: every send fails with a connection error.
const UNREACHABLE_SMTP = 'smtp://127.0.0.1:9';

/** A booking written on the file's day `day` (its confirmation queued, not sent), then SMTP made unreachable. */
async function bookedWithSmtpDown(day: number, emailTag: string) {
  const db = await functionsDb();
  const input = createBookingInput.parse(bookingInput({ booking_date: testDay('mail-retry', day), customer_email: uniqueEmail(emailTag) }));
  const t0 = new Date();
  expect((await writeBooking(db, input, t0)).kind).toBe('created');
  process.env.SMTP_URL = UNREACHABLE_SMTP;
  return { db, input, t0 };
}

describe('mail retry', () => {
  it('retries a failing send with growing delays and marks it dead after the last try', async () => {
    const { db, input, t0 } = await bookedWithSmtpDown(70, 'dead');
    const ref = db.collection('mail').doc(input.id);

    let now = t0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_RETRY.maxAttempts; attempt++) {
      expect(await deliverMail(db, input.id, now)).toBe(attempt < MAIL_RETRY.maxAttempts ? 'failed' : 'dead');
      const mail = (await ref.get()).data()!;
      expect(mail.attempts).toBe(attempt);
      expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < MAIL_RETRY.maxAttempts) {
        expect(mail.state).toBe('failed');
        // Not due before its next attempt time.
        expect(await deliverMail(db, input.id, new Date(now.getTime() + 1_000))).toBe('skipped');
        const next = mail.next_attempt_at.toDate() as Date;
        delays.push(next.getTime() - now.getTime());
        now = next;
      } else {
        expect(mail.state).toBe('dead');
        expect(mail.next_attempt_at).toBeNull();
      }
    }
    expect(delays).toEqual([2, 4, 8, 16, 32].map((m) => m * 60_000));
    // A dead record is never tried again.
    expect(await deliverMail(db, input.id, new Date(now.getTime() + 86_400_000))).toBe('skipped');
  });

  it('delivers a failed confirmation on the next due retry once SMTP works again', async () => {
    const { db, input, t0 } = await bookedWithSmtpDown(71, 'retry');
    expect(await deliverMail(db, input.id, t0)).toBe('failed');
    process.env.SMTP_URL = catcher;
    // Scheduled runs take the due records oldest first, a batch each; other files leave
    // records due too (bookings written without sending), so this one may wait a few runs.
    const ref = db.collection('mail').doc(input.id);
    for (let run = 0; run < 20 && (await ref.get()).get('state') !== 'sent'; run++) {
      const counts = await retryDueMail(db, new Date(t0.getTime() + 3 * 60_000));
      expect(counts.sent + counts.failed + counts.suppressed, `run ${run} did work`).toBeGreaterThanOrEqual(1);
    }
    expect((await ref.get()).get('state')).toBe('sent');
    expect(await waitForMail(input.customer_email, /^Booking Confirmed/)).toHaveLength(1);
  });

  it("writes a booking's e-mails claimed and counted by its own transaction: a sender that dies leaves them to the retry after the lease, counted once", async () => {
    const db = await functionsDb();
    const email = uniqueEmail('claimed');
    const input = createBookingInput.parse(bookingInput({ booking_date: testDay('mail-retry', 56), booking_time: '8:00 AM', customer_email: email }));
    const t0 = new Date();
    const result = await writeBooking(db, input, t0, { ownerAlert: true, sendNow: true });
    if (result.kind !== 'created') throw new Error(`not created: ${result.kind}`);
    expect(result.claimed.map((c) => c.id).sort()).toEqual([input.id, ownerAlertMailId(input.id, 'new')].sort());
    const counter = db.collection(RATE_LIMITS).doc(rateLimitKey('mail-to', email, ABUSE_LIMITS.mailsPerRecipient).id);
    expect((await counter.get()).get('count'), 'counted by the booking transaction').toBe(1);

    // The writer died before sending: inside the lease nobody else sends it...
    const ref = db.collection('mail').doc(input.id);
    expect(await ref.get().then((d) => d.get('state'))).toBe('pending');
    expect(await deliverMail(db, input.id, new Date(t0.getTime() + MAIL_RETRY.leaseMs - 1_000))).toBe('skipped');
    // ...after it the retry sends it once, without counting it again.
    expect(await deliverMail(db, input.id, new Date(t0.getTime() + MAIL_RETRY.leaseMs + 1_000))).toBe('sent');
    expect((await counter.get()).get('count')).toBe(1);
    expect(await waitForMail(email, /^Booking Confirmed/)).toHaveLength(1);
    expect(await deliverMail(db, input.id, new Date(t0.getTime() + 2 * MAIL_RETRY.leaseMs))).toBe('skipped');
    expect(await mailsTo(email, /^Booking Confirmed/)).toHaveLength(1);
  });

  it("records a booking's confirmation as suppressed when its recipient is over the daily cap, and still alerts the owner", async () => {
    const db = await functionsDb();
    const email = uniqueEmail('capped');
    const key = rateLimitKey('mail-to', email, ABUSE_LIMITS.mailsPerRecipient);
    const t0 = new Date();
    await db.collection(RATE_LIMITS).doc(key.id).set({ count: key.limit.max, window_start: t0, expire_at: new Date(t0.getTime() + key.limit.windowMs) });
    const input = createBookingInput.parse(bookingInput({ booking_date: testDay('mail-retry', 56), booking_time: '12:00 PM', customer_email: email }));
    const result = await writeBooking(db, input, t0, { ownerAlert: true, sendNow: true });
    if (result.kind !== 'created') throw new Error(`not created: ${result.kind}`);
    const confirmation = (await db.collection('mail').doc(input.id).get()).data()!;
    expect(confirmation).toMatchObject({ state: 'suppressed', next_attempt_at: null, last_error: `over ${key.limit.max} e-mails to this recipient per day` });
    expect(await sendAllClaimed(db, result.claimed, t0)).toEqual({ [input.id]: 'suppressed', [ownerAlertMailId(input.id, 'new')]: 'sent' });
    expect(await deliverMail(db, input.id, new Date(t0.getTime() + 2 * MAIL_RETRY.leaseMs))).toBe('skipped');
    await new Promise((r) => setTimeout(r, 500));
    expect(await inbox(email)).toHaveLength(0);
  });
});
