import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingInput, type Booking } from '@/domain/booking-schema';
import { SCHEDULE } from '@/config/business';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { testClient } from './support/client';
import { adminDb, bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';
import { inbox, waitForMail } from './support/inbox';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);

const TRIALS = 10;
const COPIES = 5;
// A round of fifty takes about 4 s on a quiet machine, and now and then one
// stalls for 75-115 s: every request waits out a lock held by a transaction
// the Firestore emulator keeps until its 60 s idle expiry (the emulator gives up
// a lock wait after 2 s, and the SDK retries with a growing back-off). Since the
// drive rule reads every half hour a drive can reach, one to four rounds in
// twenty stalled: 234 s alone, 416-582 s beside the browser tests. Production
// Firestore has no such expiry wait; the budget allows about a dozen stalls.
const LOADED_MACHINE_TIMEOUT_MS = 1_500_000;

// The Functions emulator cold-starts one worker per concurrent request; on a
// loaded machine that can outlast the client's 70 s deadline. Start COPIES
// createBooking workers first (an empty request is refused at validation).
beforeAll(async () => {
  await Promise.allSettled(Array.from({ length: COPIES }, () => create({})));
}, LOADED_MACHINE_TIMEOUT_MS);

describe('retries of one booking request', () => {
  /**
   * A client retry racing its own first try (page and service worker both
   * sending, or a timeout on a slow connection): every copy goes through the
   * real callable, as the browser sends it. The losing copies must neither keep
   * locks on the other crew nor be told the time is taken.
   */
  it(`answers ${COPIES} simultaneous copies with the one stored booking, mails once, and leaves the second crew free (${TRIALS} trials)`, async () => {
    const db = adminDb();
    for (let trial = 0; trial < TRIALS; trial++) {
      const date = testDay('booking-retries', 80 + trial);
      const input = bookingInput({ booking_date: date, booking_time: '9:00 AM', customer_email: uniqueEmail(`copies${trial}`) });
      const answers = await Promise.allSettled(Array.from({ length: COPIES }, () => create(input)));
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
      expect(refused, `trial ${trial}`).toEqual([]);
      const booked = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      expect(new Set(booked.map((b) => b.id)), `trial ${trial}`).toEqual(new Set([input.id]));

      // One booking, holding only its own crew's 6 half hours.
      const stored = await db.collection('bookings').where('booking_date', '==', date).get();
      expect(stored.docs.map((d) => d.id), `trial ${trial}`).toEqual([input.id]);
      const crew = stored.docs[0].get('crew') as number;
      const locks = await db.collection('slotLocks').where('date', '==', date).get();
      expect(locks.docs.map((l) => [l.get('booking_id'), l.get('crew')]), `trial ${trial}`).toEqual(
        Array.from({ length: 6 }, () => [input.id, crew]),
      );

      // Another customer still gets the same start time, on the other crew.
      const other = await create(bookingInput({ booking_date: date, booking_time: '9:00 AM', customer_email: uniqueEmail(`other${trial}`) }));
      expect(other.booking_time).toBe('9:00 AM');
      const otherDoc = await db.collection('bookings').doc(other.id).get();
      expect(otherDoc.get('crew'), `trial ${trial}`).not.toBe(crew);

      expect(await waitForMail(input.customer_email, /^Booking Confirmed/)).toHaveLength(1);
    }
    // Every confirmation has been caught by now; none of the copies sent a second one.
    const caught = (await inbox()).filter((m) => m.to.some((t) => t.address.startsWith('copies')));
    const perRecipient = new Map<string, number>();
    for (const m of caught) perRecipient.set(m.to[0].address, (perRecipient.get(m.to[0].address) ?? 0) + 1);
    expect([...perRecipient.values()].filter((n) => n !== 1)).toEqual([]);
  }, LOADED_MACHINE_TIMEOUT_MS);

  /**
   * Capacity at full contention, as writeBooking runs it: 50 requests for one
   * start time at once, 20 rounds (the Functions emulator runs only a few
   * requests at a time, so this calls the function's transaction directly).
   */
  it(`stores exactly ${SCHEDULE.crews} of 50 simultaneous requests for one start time, every round of 20, with no stray locks`, async () => {
    const db = await functionsDb();
    const now = new Date();
    for (let round = 0; round < 20; round++) {
      const date = testDay('booking-retries', 90 + Math.floor(round / 2));
      const time = round % 2 === 0 ? '8:00 AM' : '12:00 PM';
      const inputs = Array.from({ length: 50 }, (_, i) =>
        createBookingInput.parse(bookingInput({ booking_date: date, booking_time: time, customer_email: uniqueEmail(`c${round}-${i}`) })),
      );
      const results = await Promise.all(inputs.map((input) => writeBooking(db, input, now)));
      expect(results.filter((r) => r.kind === 'created'), `round ${round}`).toHaveLength(SCHEDULE.crews);
      expect(results.filter((r) => r.kind === 'full'), `round ${round}`).toHaveLength(50 - SCHEDULE.crews);
      const ids = new Set(results.flatMap((r) => (r.kind === 'created' ? [r.booking.id] : [])));
      const stored = await db.collection('bookings').where('booking_date', '==', date).where('booking_time', '==', time).get();
      expect(new Set(stored.docs.map((d) => d.id)), `round ${round}`).toEqual(ids);
      const locks = await db.collection('slotLocks').where('date', '==', date).get();
      const ours = locks.docs.filter((l) => inputs.some((i) => i.id === l.get('booking_id')));
      expect(ours.length, `round ${round}`).toBe(6 * SCHEDULE.crews);
      expect(ours.every((l) => ids.has(l.get('booking_id') as string)), `round ${round}`).toBe(true);
    }
  }, LOADED_MACHINE_TIMEOUT_MS);
});
