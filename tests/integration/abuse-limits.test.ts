// The abuse limits of the public booking API (src/config/limits.ts). The
// per-e-mail limit and the honeypot go through the real callable; the window
// counters (per IP, per e-mail) are driven through their plain functions with
// a moved clock, since every request on the local stack comes from 127.0.0.1
// and a day cannot pass inside a test; the upcoming-bookings limit and the
// per-recipient mail cap run against the stack's Firestore and SMTP catcher.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS, SCHEDULE } from '@/config/business';
import { ABUSE_LIMITS } from '@/config/limits';
import { createBookingInput, type Booking } from '@/domain/booking/booking-schema';
import { bookingFields, writeBooking } from '../../functions/src/booking/write-booking';
import { bookingLimitKeys, clientIp } from '../../functions/src/abuse/booking-limits';
import { LIMIT_MESSAGE, enforceRateLimits, rateLimitKey, releaseRateLimits } from '../../functions/src/abuse/rate-limits';
import { deliverMail } from '../../functions/src/mail/deliver-mail';
import { newMailDoc } from '../../functions/src/mail/mail-doc';
import { testClient } from './support/client';
import { adminDb, bookingInput, callError, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';
import { inbox, waitForMail } from './support/inbox';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);

const HOUR_MS = 3_600_000;

async function refusedWith(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code === 'resource-exhausted' ? (error as Error).message : `other: ${String(error)}`;
  }
  return 'not refused';
}

describe('abuse limits', () => {
  it(`refuses a customer e-mail's booking number ${ABUSE_LIMITS.bookingsPerEmail.max + 1} of the day with the phone number, storing and mailing nothing`, async () => {
    const email = uniqueEmail('limit');
    const times = ['8:00 AM', '12:00 PM', '3:00 PM', '8:00 AM'];
    const inputs = times.map((time, i) => bookingInput({ customer_email: email, booking_date: testDay('abuse-limits', 50 + Math.floor(i / 3)), booking_time: time }));
    for (const input of inputs.slice(0, ABUSE_LIMITS.bookingsPerEmail.max)) expect((await create(input)).id).toBe(input.id);

    const refused = await callError(create(inputs[ABUSE_LIMITS.bookingsPerEmail.max]));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toBe(LIMIT_MESSAGE);
    expect(refused.message).toContain(BUSINESS.phoneDisplay);

    const db = adminDb();
    expect((await db.collection('bookings').doc(inputs[3].id).get()).exists).toBe(false);
    expect((await db.collection('mail').doc(inputs[3].id).get()).exists).toBe(false);
    expect(await waitForMail(email, /^Booking Confirmed/)).toHaveLength(ABUSE_LIMITS.bookingsPerEmail.max);
    // A replay of a stored booking is not a new booking: still answered.
    expect((await create(inputs[0])).id).toBe(inputs[0].id);
  });

  it('counts per window and resets when the window is over (clock moved)', async () => {
    const db = await functionsDb();
    const key = rateLimitKey('test', uniqueEmail('window'), { max: 2, windowMs: HOUR_MS });
    const t0 = new Date();
    await enforceRateLimits(db, [key], t0);
    await enforceRateLimits(db, [key], new Date(t0.getTime() + 10 * 60_000));
    expect(await refusedWith(enforceRateLimits(db, [key], new Date(t0.getTime() + HOUR_MS - 1)))).toBe(LIMIT_MESSAGE);
    await enforceRateLimits(db, [key], new Date(t0.getTime() + HOUR_MS));
    const doc = (await db.collection('rateLimits').doc(key.id).get()).data()!;
    expect(doc.count).toBe(1);
    // The TTL field: the end of the current window.
    expect(doc.expire_at.toMillis()).toBe(t0.getTime() + 2 * HOUR_MS);
    expect(key.id).not.toContain('@');
  });

  it('counts the copies of one request (same booking id, a client retry) once', async () => {
    const db = await functionsDb();
    const key = rateLimitKey('test', uniqueEmail('copies'), { max: 2, windowMs: HOUR_MS });
    const now = new Date();
    await Promise.all(Array.from({ length: 5 }, () => enforceRateLimits(db, [key], now, 'booking-a')));
    await enforceRateLimits(db, [key], now, 'booking-a');
    await enforceRateLimits(db, [key], now, 'booking-b');
    expect(await refusedWith(enforceRateLimits(db, [key], now, 'booking-c'))).toBe(LIMIT_MESSAGE);
    // A request that stored nothing gives its count back.
    await releaseRateLimits(db, [key], 'booking-b');
    await enforceRateLimits(db, [key], now, 'booking-c');
  });

  it('counts a booking sent five times at once (a client retrying) once, in its own transaction', async () => {
    const db = await functionsDb();
    const email = uniqueEmail('copies');
    const limits = bookingLimitKeys(email, undefined);
    const input = createBookingInput.parse(bookingInput({ customer_email: email, booking_date: testDay('abuse-limits', 57), booking_time: '1:00 PM' }));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => writeBooking(db, input, new Date(), { limits })));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['created', 'existing', 'existing', 'existing', 'existing']);
    const counter = (await db.collection('rateLimits').doc(limits[0].id).get()).data()!;
    expect(counter).toMatchObject({ count: 1, ids: [input.id] });
  });

  it(`refuses a client IP's booking number ${ABUSE_LIMITS.bookingsPerIp.max + 1} within the hour, from any e-mail, until the hour is over`, async () => {
    const db = await functionsDb();
    // The client's address is the entry Google's front end appended (the last); what the client wrote before it is not.
    const ip = clientIp({ ip: '10.0.0.1', headers: { 'x-forwarded-for': `198.51.100.9, 203.0.113.${Math.floor(Math.random() * 250)}` } })!;
    expect(ip).toMatch(/^203\.0\.113\.\d+$/);
    const t0 = new Date();
    const ipKey = (email: string) => bookingLimitKeys(email, ip).filter((k) => k.id.startsWith('booking-ip_'));
    for (let i = 0; i < ABUSE_LIMITS.bookingsPerIp.max; i++) await enforceRateLimits(db, ipKey(uniqueEmail('ip')), t0);
    expect(await refusedWith(enforceRateLimits(db, ipKey(uniqueEmail('ip')), new Date(t0.getTime() + 30 * 60_000)))).toBe(LIMIT_MESSAGE);
    await enforceRateLimits(db, ipKey(uniqueEmail('ip')), new Date(t0.getTime() + ABUSE_LIMITS.bookingsPerIp.windowMs));
    // No address is exempt by what it says: a caller claiming loopback is counted like any other.
    expect(bookingLimitKeys('a@example.com', clientIp({ headers: { 'x-forwarded-for': '127.0.0.1' } })).map((k) => k.id.split('_')[0])).toEqual(['booking-email', 'booking-ip']);
  });

  it(`refuses an e-mail holding ${ABUSE_LIMITS.upcomingBookingsPerEmail.max} upcoming active bookings, still answers their replays, and accepts again once one is cancelled`, async () => {
    const db = await functionsDb();
    const email = uniqueEmail('upcoming');
    const now = new Date();
    const max = ABUSE_LIMITS.upcomingBookingsPerEmail.max;
    const limits = bookingLimitKeys(email, undefined);
    const inputs = Array.from({ length: max }, (_, i) =>
      createBookingInput.parse(bookingInput({ customer_email: email, booking_date: testDay('abuse-limits', 52 + i), booking_time: '4:00 PM' })),
    );
    // Stored without the window counters (one e-mail's allowance a day is smaller than this limit).
    for (const input of inputs) expect((await writeBooking(db, input, now)).kind).toBe('created');
    const next = createBookingInput.parse(bookingInput({ customer_email: email, booking_date: testDay('abuse-limits', 52), booking_time: '8:00 AM' }));

    const refused = await writeBooking(db, next, now, { limits });
    expect(refused.kind === 'refused' && refused.error.message).toBe(LIMIT_MESSAGE);
    expect((await db.collection('bookings').doc(next.id).get()).exists).toBe(false);
    // A replay of a stored booking is not a new booking: answered with it.
    expect(await writeBooking(db, inputs[0], now, { limits })).toMatchObject({ kind: 'existing', booking: { id: inputs[0].id } });

    await db.collection('bookings').doc(inputs[0].id).update({ status: 'cancelled' });
    expect((await writeBooking(db, next, now, { limits })).kind).toBe('created');
  });

  it(`counts nothing for a time that is full: the customer who picked it keeps the whole day's allowance of ${ABUSE_LIMITS.bookingsPerEmail.max} bookings`, async () => {
    const db = await functionsDb();
    const email = uniqueEmail('full');
    const now = new Date();
    const limits = bookingLimitKeys(email, undefined);
    const at = (date: string, time: string) => createBookingInput.parse(bookingInput({ customer_email: email, booking_date: date, booking_time: time }));
    // Every crew takes 10:00 AM on day 58 first.
    for (let crew = 1; crew <= SCHEDULE.crews; crew++) {
      expect((await writeBooking(db, createBookingInput.parse(bookingInput({ booking_date: testDay('abuse-limits', 58), booking_time: '10:00 AM' })), now)).kind).toBe('created');
    }
    for (let i = 0; i <= ABUSE_LIMITS.bookingsPerEmail.max; i++) expect((await writeBooking(db, at(testDay('abuse-limits', 58), '10:00 AM'), now, { limits })).kind).toBe('full');

    const days = [53, 54, 55].slice(0, ABUSE_LIMITS.bookingsPerEmail.max);
    for (const day of days) expect((await writeBooking(db, at(testDay('abuse-limits', day), '8:00 AM'), now, { limits })).kind).toBe('created');
    const over = await writeBooking(db, at(testDay('abuse-limits', 58), '3:00 PM'), now, { limits });
    expect(over.kind === 'refused' && over.error.message).toBe(LIMIT_MESSAGE);
  });

  it('answers a request with the honeypot filled like a booking, but stores, locks and mails nothing', async () => {
    const input = { ...bookingInput({ booking_date: testDay('abuse-limits', 57), booking_time: '8:00 AM' }), website: 'http://spam.example' };
    const answer = await create(input);
    expect(answer).toMatchObject({ id: input.id, status: 'pending', booking_date: input.booking_date });
    const db = adminDb();
    expect((await db.collection('bookings').doc(input.id).get()).exists).toBe(false);
    expect((await db.collection('mail').doc(input.id).get()).exists).toBe(false);
    expect((await db.collection('slotLocks').where('booking_id', '==', input.id).get()).size).toBe(0);
    // The same request without the trap is booked normally, the time was never held.
    const real = bookingInput({ booking_date: testDay('abuse-limits', 57), booking_time: '8:00 AM', customer_email: input.customer_email });
    expect((await create(real)).id).toBe(real.id);
    expect(await waitForMail(input.customer_email, /^Booking Confirmed/)).toHaveLength(1);
  });

  it(`sends a recipient at most ${ABUSE_LIMITS.mailsPerRecipient.max} e-mails a day, records the rest as suppressed, and does not cap the business's own address`, async () => {
    const db = await functionsDb();
    const booking = bookingFields(createBookingInput.parse(bookingInput({ booking_date: testDay('abuse-limits', 58) })));
    const to = uniqueEmail('cap');
    const t0 = new Date();
    const queue = async (recipient: string, at: Date) => {
      const id = randomUUID();
      await db.collection('mail').doc(id).create(newMailDoc(recipient, 'booking-confirmation', { ...booking, customer_email: recipient }, at));
      return { id, outcome: await deliverMail(db, id, at) };
    };
    const outcomes = [];
    for (let i = 0; i < ABUSE_LIMITS.mailsPerRecipient.max + 2; i++) outcomes.push(await queue(to, t0));
    expect(outcomes.map((o) => o.outcome)).toEqual([
      ...Array.from({ length: ABUSE_LIMITS.mailsPerRecipient.max }, () => 'sent'),
      'suppressed',
      'suppressed',
    ]);
    const suppressed = (await db.collection('mail').doc(outcomes.at(-1)!.id).get()).data()!;
    expect(suppressed.state).toBe('suppressed');
    expect(suppressed.next_attempt_at).toBeNull();
    // Never sent later either.
    expect(await deliverMail(db, outcomes.at(-1)!.id, new Date(t0.getTime() + 48 * HOUR_MS))).toBe('skipped');
    expect(await inbox(to)).toHaveLength(ABUSE_LIMITS.mailsPerRecipient.max);
    // A day later the recipient can be mailed again.
    expect((await queue(to, new Date(t0.getTime() + 24 * HOUR_MS))).outcome).toBe('sent');

    // Mail to the business itself (owner alerts) is never capped.
    const own = [];
    for (let i = 0; i < ABUSE_LIMITS.mailsPerRecipient.max + 1; i++) own.push((await queue(BUSINESS.email, t0)).outcome);
    expect(own.every((o) => o === 'sent')).toBe(true);
  });
});
