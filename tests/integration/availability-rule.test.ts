// The times offered are the times the booking transaction accepts. Both crews
// busy at different hours (crew 1 8:00-10:00, crew 2 10:00-12:00): at every half
// hour one crew is free, but a job needs one crew for its whole length. For every
// package: each time getAvailability offers is stored by createBooking, and each
// time it calls full is refused as taken.
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Booking, GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import { PACKAGES } from '@/domain/catalog';
import { occupiedHalfHours, slotLockId } from '@/domain/schedule/schedule';
import { testClient } from './support/client';
import { adminDb, bookingInput, callError, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';

const client = testClient();
afterAll(() => client.close());

// Each package books every time offered and tries every time refused, one call after
// another (about twenty): 1-38 s on a quiet machine, past the default minute at a load
// average of 20.
const DAY_TIMEOUT_MS = 300_000;

const TAKEN = 'Sorry, that time was just booked by someone else. Please choose another time.';

/** Locks of a stand-in block on one crew for a stretch of the day (a block's locks count as taken, as a booking's do). */
async function holdCrew(date: string, crew: number, startMin: number, durationMin: number, blockId: string) {
  const db = adminDb();
  const batch = db.batch();
  for (const minute of occupiedHalfHours(startMin, durationMin)) {
    batch.set(db.collection('slotLocks').doc(slotLockId(date, minute, crew)), { block_id: blockId, date, minute, crew });
  }
  await batch.commit();
}

/** Deletes in one batch the slot locks whose `holder` field is `id`, and the booking `alsoBooking` names. */
async function deleteLocksOf(holder: 'block_id' | 'booking_id', id: string, alsoBooking?: string) {
  const db = adminDb();
  const locks = await db.collection('slotLocks').where(holder, '==', id).get();
  const batch = db.batch();
  for (const l of locks.docs) batch.delete(l.ref);
  if (alsoBooking) batch.delete(db.collection('bookings').doc(alsoBooking));
  await batch.commit();
}

const releaseCrews = (blockId: string) => deleteLocksOf('block_id', blockId);

/** Removes a booking stored by the test and its locks, so the next time is tried on the same staggered day. */
const removeBooking = (id: string) => deleteLocksOf('booking_id', id, id);

describe('one availability rule (staggered crews)', () => {
  for (const pkg of PACKAGES) {
    it(`${pkg.id} (${pkg.durationMin / 60} h): every time offered is accepted, every time refused as full was not offered`, async () => {
      // Day 113: only the browser tests book it, and they run after this tier
      // (tests/integration/support/booking-input.ts). The packages take turns on
      // it: each removes its bookings and releases the crews when it ends.
      const date = testDay('availability-rule', 113);
      await holdCrew(date, 1, 8 * 60, 120, `stagger-${date}`);
      await holdCrew(date, 2, 10 * 60, 120, `stagger-${date}`);
      onTestFinished(() => releaseCrews(`stagger-${date}`));
      const answer = await client.call<unknown, GetAvailabilityOutput>('getAvailability', { service_name: pkg.id, from: date, days: 1 });
      const slots = answer.dates[0].slots;
      const offered = slots.filter((s) => s.available).map((s) => s.time);
      const full = slots.filter((s) => s.reason === 'full').map((s) => s.time);
      // The staggered morning refuses some starts for every package (those that would need both crews).
      expect(full.length, 'some times are full').toBeGreaterThan(0);
      for (const time of offered) {
        const booking = await client.call<unknown, Booking>(
          'createBooking',
          bookingInput({ service_name: pkg.id, booking_date: date, booking_time: time, customer_email: uniqueEmail('rule') }),
        );
        expect(booking.booking_time, `${time} was offered`).toBe(time);
        await removeBooking(booking.id);
      }
      for (const time of full) {
        const error = await callError(
          client.call('createBooking', bookingInput({ service_name: pkg.id, booking_date: date, booking_time: time, customer_email: uniqueEmail('rule') })),
        );
        expect(error, `${time} was not offered`).toMatchObject({ code: 'functions/failed-precondition', message: TAKEN });
      }
      if (pkg.durationMin === 120) {
        // The case a customer met: 9:00 looks free half hour by half hour, and is not.
        expect(full).toContain('9:00 AM');
        expect(offered).toEqual(expect.arrayContaining(['8:00 AM', '10:00 AM']));
      }
    }, DAY_TIMEOUT_MS);
  }
});
