// Capacity at full contention, as writeBooking runs it: 50 requests for one
// start time at once, 20 rounds. The Functions emulator runs only a few
// requests at a time, so this calls the function's transaction directly.
//
// On a Firestore database of its own (same emulator, same project): the
// rounds' transactions meet no other file's, and theirs none of these.
import { describe, expect, it } from 'vitest';
import { createBookingInput } from '@/domain/booking/booking-schema';
import { SCHEDULE } from '@/config/business';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDatabase } from './support/functions-db';

// Twenty rounds take about 16 s on a quiet machine. They took 170-800 s while
// every request also read the half hours it creates inside its transaction: the
// emulator then ended each pair of such transactions only when both timed out
// (2 s), and the SDK's growing back-off stretched a round to minutes
// (functions/src/schedule/crew-locks.ts). The budget is for a machine at a load
// average of 20.
const LOADED_MACHINE_TIMEOUT_MS = 600_000;

describe('capacity at full contention', () => {
  it(`stores exactly ${SCHEDULE.crews} of 50 simultaneous requests for one start time, every round of 20, with no stray locks`, async () => {
    const db = await functionsDatabase('booking-contention');
    const now = new Date();
    for (let round = 0; round < 20; round++) {
      const date = testDay('booking-contention', 90 + Math.floor(round / 2));
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
