import { afterAll, describe, expect, it } from 'vitest';
import { createBookingInput, getAvailabilityOutput, type Booking, type GetAvailabilityOutput } from '@/domain/booking-schema';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { testClient } from './support/client';
import { adminDb, bookingInput, callError, daysAhead, uniqueEmail } from './support/booking-input';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);
const availability = (input: unknown) => client.call<unknown, GetAvailabilityOutput>('getAvailability', input);

function slot(answer: GetAvailabilityOutput, date: string, time: string) {
  return answer.dates.find((d) => d.date === date)?.slots.find((s) => s.time === time);
}

/**
 * The race runs writeBooking (the code createBooking runs after validation)
 * straight against the stack's Firestore: the Functions emulator starts one
 * worker process per concurrent request and gives each 30 s to load, which 20
 * cold starts at once on this shared 2-core machine miss. The contention in
 * Firestore, which is what the capacity rule rests on, is the same.
 */
describe('capacity (2 crews)', () => {
  const date = daysAhead(40);

  it('stores exactly 2 of 20 concurrent requests for the same start time and refuses the rest as taken', async () => {
    const inputs = Array.from({ length: 20 }, (_, i) =>
      bookingInput({ booking_date: date, booking_time: '11:00 AM', customer_email: uniqueEmail(`race${i}`), customer_name: `Racer ${i}` }),
    );
    const db = adminDb();
    const now = new Date();
    const results = await Promise.all(inputs.map((input) => writeBooking(db, createBookingInput.parse(input), now)));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(2);
    expect(results.filter((r) => r.kind === 'full')).toHaveLength(18);

    // Through the callable, the next request for that time is refused as taken.
    const late = await callError(create(bookingInput({ booking_date: date, booking_time: '11:00 AM' })));
    expect(late.code).toBe('functions/failed-precondition');
    expect(late.message).toBe('Sorry, that time was just booked by someone else. Please choose another time.');
    expect(late.details).toMatchObject({ reason: 'slot-taken' });

    const bookings = await db.collection('bookings').where('booking_date', '==', date).get();
    expect(bookings.size).toBe(2);
    expect(bookings.docs.map((d) => d.get('crew')).sort()).toEqual([1, 2]);
    const locks = await db.collection('slotLocks').where('date', '==', date).get();
    expect(locks.size).toBe(12); // 6 half hours x 2 crews
    // Every lock belongs to a stored booking: the losers left nothing behind.
    const ids = new Set(bookings.docs.map((d) => d.id));
    expect(locks.docs.every((l) => ids.has(l.get('booking_id')))).toBe(true);
    const mail = await db.getAll(...inputs.map((i) => db.collection('mail').doc(i.id)));
    expect(mail.filter((m) => m.exists).map((m) => m.id).sort()).toEqual([...ids].sort());
  });

  it('shows the full time and every start overlapping it disabled, and other times open, without personal data', async () => {
    const answer = getAvailabilityOutput.parse(
      await availability({ service_name: 'Interior & Exterior Package', from: daysAhead(39), days: 3 }),
    );
    expect(answer.dates.map((d) => d.date)).toEqual([daysAhead(39), date, daysAhead(41)]);
    expect(answer.dates.every((d) => d.slots.length === 18)).toBe(true);
    // Both crews hold 11:00 AM to 1:30 PM; a 3-hour job starting 8:30 AM to 1:30 PM overlaps it.
    for (const time of ['8:30 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:30 PM']) {
      expect(slot(answer, date, time)).toEqual({ time, available: false, reason: 'full' });
    }
    for (const time of ['8:00 AM', '2:00 PM', '4:00 PM']) expect(slot(answer, date, time)).toEqual({ time, available: true });
    // A 3-hour job must end by 7:00 PM.
    expect(slot(answer, date, '4:30 PM')).toEqual({ time: '4:30 PM', available: false, reason: 'too-late' });
    expect(slot(answer, daysAhead(39), '11:00 AM')).toEqual({ time: '11:00 AM', available: true });
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/Racer|@example\.com|Toyota|Main St/);

    // A 2-hour package fits before the full window.
    const short = await availability({ service_name: 'Interior Detailing', from: date, days: 1 });
    expect(slot(short, date, '9:00 AM')).toEqual({ time: '9:00 AM', available: true });
    expect(slot(short, date, '9:30 AM')).toEqual({ time: '9:30 AM', available: false, reason: 'full' });
  });

  it('books a free time on a partly full day and refuses one that overlaps the full window', async () => {
    const stored = await create(bookingInput({ booking_date: date, booking_time: '8:00 AM', service_name: 'Interior Detailing' }));
    expect(stored.booking_date).toBe(date);
    const refused = await callError(
      create(bookingInput({ booking_date: date, booking_time: '1:30 PM', service_name: 'Interior Detailing' })),
    );
    expect(refused.code).toBe('functions/failed-precondition');
  });

  it('refuses a range over 14 days and an unknown package', async () => {
    const tooLong = await callError(availability({ service_name: 'Interior Detailing', from: daysAhead(30), days: 15 }));
    expect(tooLong.code).toBe('functions/invalid-argument');
    const unknown = await callError(availability({ service_name: 'Gold Wash', from: daysAhead(30), days: 1 }));
    expect(unknown.code).toBe('functions/invalid-argument');
    expect(unknown.message).toBe('Choose a service package');
  });

  it('marks past days and days past the horizon unavailable', async () => {
    const answer = await availability({ service_name: 'Interior Detailing', from: daysAhead(115), days: 10 });
    expect(slot(answer, daysAhead(120), '8:00 AM')).toEqual({ time: '8:00 AM', available: true });
    expect(slot(answer, daysAhead(121), '8:00 AM')).toEqual({ time: '8:00 AM', available: false, reason: 'out-of-range' });
    const past = await availability({ service_name: 'Interior Detailing', from: daysAhead(-8), days: 2 });
    expect(past.dates[0].slots.every((s) => s.reason === 'past')).toBe(true);
  });
});
