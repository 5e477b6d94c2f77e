import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking/booking-schema';
import { testClient } from './support/client';
import { adminDb, bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { inbox, waitForMail } from './support/inbox';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);

const TRIALS = 10;
const COPIES = 5;
// Each trial's copies wait on each other (each reads, then creates, the same
// booking and counts the same customer's limits: the emulator gives up a lock
// wait after 2 s and the SDK retries with a growing back-off): about 2 s a trial
// on a quiet machine, far more beside the browser tests.
const LOADED_MACHINE_TIMEOUT_MS = 600_000;

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
});
