import { afterAll, describe, expect, it } from 'vitest';
import { createBookingInput, getAvailabilityOutput, type Booking, type GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import { slotLockId } from '@/domain/schedule/schedule';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { reconcileBookingLocks } from '../../functions/src/schedule/reconcile-locks';
import { testClient } from './support/client';
import { adminDb, bookingInput, callError, daysAhead, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';
import { inbox, waitForMail } from './support/inbox';
import { createTestBooking } from './support/staff-fixtures';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);
const availability = (input: unknown) => client.call<unknown, GetAvailabilityOutput>('getAvailability', input);

const TAKEN = 'Sorry, that time was just booked by someone else. Please choose another time.';

function tally(answers: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
}

function slot(answer: GetAvailabilityOutput, date: string, time: string) {
  return answer.dates.find((d) => d.date === date)?.slots.find((s) => s.time === time);
}

describe('capacity (2 crews)', () => {
  const date = testDay('booking-capacity', 40);

  it('stores exactly 2 of 20 concurrent createBooking requests for the same start time, refuses 18 as taken and mails the 2', async () => {
    const inputs = Array.from({ length: 20 }, (_, i) =>
      bookingInput({ booking_date: date, booking_time: '11:00 AM', customer_email: uniqueEmail(`race${i}`), customer_name: `Racer ${i}` }),
    );
    // 20 callable requests through the web SDK, all sent before any answer.
    const settled = await Promise.allSettled(inputs.map((input) => create(input)));
    const stored = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = await Promise.all(
      settled.flatMap((r) => (r.status === 'rejected' ? [callError(Promise.reject(r.reason as Error))] : [])),
    );
    // Counted by answer, and said in the failure's first line: a run's summary keeps only that line.
    const answers = tally([
      ...stored.map(() => 'stored'),
      ...refused.map((e) => `${e.code} ${(e.details as { reason?: string } | undefined)?.reason ?? '(no reason)'}: ${e.message}`),
    ]);
    expect(answers, `the 20 answers: ${JSON.stringify(answers)}`).toEqual({
      stored: 2,
      [`functions/failed-precondition slot-taken: ${TAKEN}`]: 18,
    });
    const winnerIds = stored.map((b) => b.id).sort();
    expect(stored.every((b) => b.booking_date === date && b.booking_time === '11:00 AM' && b.status === 'pending')).toBe(true);

    // In Firestore: the 2 bookings, one per crew, their 12 locks and nothing of the 18.
    const db = adminDb();
    const bookings = await db.collection('bookings').where('booking_date', '==', date).get();
    expect(bookings.docs.map((d) => d.id).sort()).toEqual(winnerIds);
    expect(bookings.docs.map((d) => d.get('crew')).sort()).toEqual([1, 2]);
    const locks = await db.collection('slotLocks').where('date', '==', date).get();
    expect(locks.size).toBe(12); // 6 half hours x 2 crews
    expect(locks.docs.every((l) => winnerIds.includes(l.get('booking_id') as string))).toBe(true);
    const mailRecords = await db.getAll(...inputs.map((i) => db.collection('mail').doc(i.id)));
    expect(mailRecords.filter((m) => m.exists).map((m) => m.id).sort()).toEqual(winnerIds);

    // Exactly 2 confirmations at the SMTP catcher, one to each winner.
    for (const booking of stored) {
      expect(await waitForMail(booking.customer_email!, /^Booking Confirmed/)).toHaveLength(1);
    }
    const racers = new Set(inputs.map((i) => i.customer_email));
    const caught = (await inbox()).filter((m) => m.to.some((t) => racers.has(t.address)));
    expect(caught.map((m) => m.to[0].address).sort()).toEqual(stored.map((b) => b.customer_email).sort());

    // The next request for that time is refused as taken too.
    const late = await callError(create(bookingInput({ booking_date: date, booking_time: '11:00 AM' })));
    expect(late, `the late answer: ${JSON.stringify(late)}`).toEqual({ code: 'functions/failed-precondition', message: TAKEN, details: expect.objectContaining({ reason: 'slot-taken' }) });
  });

  /**
   * The emulator runs at most a few requests at once (scripts/stack/emulators.ts),
   * so the callable race above has a handful of truly simultaneous
   * transactions. This one runs the transaction createBooking runs, 20 at a
   * time, straight against the stack's Firestore: the lock rule must hold at
   * full contention too (the fallback server does not isolate transactions).
   */
  it('keeps 2 of 20 simultaneous booking transactions for one start time, with no locks left by the 18', async () => {
    const raceDate = testDay('booking-capacity', 42);
    const db = await functionsDb();
    const inputs = Array.from({ length: 20 }, (_, i) =>
      createBookingInput.parse(bookingInput({ booking_date: raceDate, booking_time: '2:00 PM', customer_email: uniqueEmail(`tx${i}`) })),
    );
    const now = new Date();
    const results = await Promise.all(inputs.map((input) => writeBooking(db, input, now)));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(2);
    expect(results.filter((r) => r.kind === 'full')).toHaveLength(18);
    const bookings = await db.collection('bookings').where('booking_date', '==', raceDate).get();
    expect(bookings.docs.map((d) => d.get('crew')).sort()).toEqual([1, 2]);
    const ids = new Set(bookings.docs.map((d) => d.id));
    const locks = await db.collection('slotLocks').where('date', '==', raceDate).get();
    expect(locks.size).toBe(12);
    expect(locks.docs.every((l) => ids.has(l.get('booking_id') as string))).toBe(true);
  });

  it('shows the full time and every start overlapping it disabled, and other times open, without personal data', async () => {
    const answer = getAvailabilityOutput.parse(
      // For a job in Vancouver, the city of the day's two jobs: the drive between jobs there is 15 minutes.
      await availability({ service_name: 'Interior & Exterior Package', from: testDay('booking-capacity', 39), days: 3, city: 'vancouver' }),
    );
    expect(answer.dates.map((d) => d.date)).toEqual([testDay('booking-capacity', 39), date, testDay('booking-capacity', 41)]);
    expect(answer.dates.every((d) => d.slots.length === 18)).toBe(true);
    // Both crews hold 11:00 AM to 1:30 PM; a 3-hour job starting 8:30 AM to 1:30 PM overlaps it.
    for (const time of ['8:30 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:30 PM']) {
      expect(slot(answer, date, time)).toEqual({ time, available: false, reason: 'full' });
    }
    // Right before and right after it, no crew could drive from one job to the other: refused for the drive.
    for (const time of ['8:00 AM', '2:00 PM']) expect(slot(answer, date, time)).toEqual({ time, available: false, reason: 'drive' });
    for (const time of ['2:30 PM', '4:00 PM']) expect(slot(answer, date, time)).toEqual({ time, available: true });
    // A 3-hour job must end by 7:00 PM.
    expect(slot(answer, date, '4:30 PM')).toEqual({ time: '4:30 PM', available: false, reason: 'too-late' });
    expect(slot(answer, testDay('booking-capacity', 39), '11:00 AM')).toEqual({ time: '11:00 AM', available: true });
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/Racer|@example\.com|Toyota|Main St/);

    // A 2-hour package fits before the full window, with the drive to it.
    const short = await availability({ service_name: 'Interior Detailing', from: date, days: 1, city: 'vancouver' });
    expect(slot(short, date, '8:30 AM')).toEqual({ time: '8:30 AM', available: true });
    expect(slot(short, date, '9:00 AM')).toEqual({ time: '9:00 AM', available: false, reason: 'drive' });
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

describe('stray locks', () => {
  it('reconciling a booking frees the locks it holds at a time it is not at, and keeps its own and those of others', async () => {
    const db = await functionsDb();
    const day = '2035-06-04';
    const id = await createTestBooking('confirmed', 'Reconciled', { date: day });
    const other = await createTestBooking('confirmed', 'Neighbour', { date: '2035-06-05' });
    const own = await lockIdsOf(id);
    expect(own).toHaveLength(4); // 9:00-11:00 AM, one crew
    // What a failed commit can leave on the fallback server: a lock under this booking at another time.
    const stray = slotLockId(day, 14 * 60, 1);
    await adminDb().collection('slotLocks').doc(stray).set({ booking_id: id, date: day, minute: 14 * 60, crew: 1 });

    expect(await reconcileBookingLocks(db, id)).toBe(1);
    expect(await lockIdsOf(id)).toEqual(own);
    expect(await lockIdsOf(other)).toHaveLength(4);
    // Nothing more to free.
    expect(await reconcileBookingLocks(db, id)).toBe(0);
    // A cancelled booking holds none.
    await adminDb().collection('bookings').doc(id).update({ status: 'cancelled' });
    expect(await reconcileBookingLocks(db, id)).toBe(4);
    expect(await lockIdsOf(id)).toEqual([]);
  });
});

async function lockIdsOf(bookingId: string): Promise<string[]> {
  const locks = await adminDb().collection('slotLocks').where('booking_id', '==', bookingId).get();
  return locks.docs.map((d) => d.id).sort();
}
