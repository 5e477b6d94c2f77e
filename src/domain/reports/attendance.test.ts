import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { attendanceCounts, attendanceTable, isLateCancellation, lateCancelRate, noShowRate, repeatCustomersTable } from './attendance';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
// Starts 2026-03-10 10:00 AM business time (UTC-7) = 17:00 UTC.
const cancelled = (at: string, o = {}) =>
  testBooking({ status: 'cancelled', booking_date: '2026-03-10', booking_time: '10:00 AM', history: [newHistoryEntry(new Date(at), 'customer', null, 'cancelled', 'confirmed', 'cancelled')], ...o });

describe('late cancellations', () => {
  it('is late when cancelled less than 24 hours before the start, or after it', () => {
    expect(isLateCancellation(cancelled('2026-03-09T17:01:00Z'))).toBe(true);
    expect(isLateCancellation(cancelled('2026-03-10T18:00:00Z'))).toBe(true);
    expect(isLateCancellation(cancelled('2026-03-09T17:00:00Z'))).toBe(false);
    expect(isLateCancellation(cancelled('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('takes the last update as the moment of a cancel with no history', () => {
    expect(isLateCancellation(cancelled('2026-03-01T00:00:00Z', { history: undefined, updated_at: '2026-03-10T08:00:00Z' }))).toBe(true);
    expect(isLateCancellation(testBooking({ status: 'confirmed', booking_date: '2026-03-10', updated_at: '2026-03-10T08:00:00Z' }))).toBe(false);
  });
});

describe('no-show and late cancellation rates', () => {
  const bookings = [
    testBooking({ id: '1', status: 'completed', booking_date: '2026-03-02' }),
    testBooking({ id: '2', status: 'completed', booking_date: '2026-03-03' }),
    testBooking({ id: '3', status: 'completed', booking_date: '2026-03-04' }),
    testBooking({ id: '4', status: 'no-show', booking_date: '2026-03-11' }),
    testBooking({ id: '5', status: 'confirmed', booking_date: '2026-03-12' }),
    { ...cancelled('2026-03-09T20:00:00Z'), id: '6' },
    { ...cancelled('2026-03-01T00:00:00Z'), id: '7' },
    testBooking({ id: '8', status: 'cancelled', booking_date: '2026-03-10', booking_time: '10:00 AM', updated_at: '2026-03-10T17:30:00Z' }),
  ];

  it('divides no-shows by completed jobs and no-shows, late cancellations by all bookings', () => {
    const c = attendanceCounts(bookings, MARCH);
    expect(c).toEqual({ bookings: 8, completed: 3, noShows: 1, lateCancels: 2 });
    expect(noShowRate(c)).toBe(25);
    expect(lateCancelRate(c)).toBe(25);
    expect(noShowRate(attendanceCounts([], MARCH))).toBeNull();
  });

  it('gives each week its rates and the total the whole period’s', () => {
    const t = attendanceTable(bookings, MARCH, 'week');
    const week9 = t.rows.find((r) => r.name === 'Week of Mar 9')!;
    expect(week9).toMatchObject({ bookings: 5, completed: 0, noShows: 1, noShowRate: 100, lateCancels: 2, lateCancelRate: 40 });
    expect(t.total).toMatchObject({ bookings: 8, noShows: 1, noShowRate: 25, lateCancels: 2, lateCancelRate: 25 });
  });
});

describe('customers who miss or cancel late repeatedly', () => {
  it('lists a customer with two or more, matched by e-mail or phone as the customer card does', () => {
    const bookings = [
      testBooking({ id: 'a', status: 'no-show', booking_date: '2026-03-02', customer_email: 'SAM@example.com', customer_phone: null, customer_name: 'Sam' }),
      { ...cancelled('2026-03-10T08:00:00Z'), id: 'b', customer_email: null, customer_phone: '+1 604 555 0199', customer_name: 'Sam Lee' },
      // Links the e-mail and the phone: one customer.
      testBooking({ id: 'c', status: 'completed', booking_date: '2026-02-02', customer_email: 'sam@example.com', customer_phone: '604-555-0199' }),
      testBooking({ id: 'd', status: 'no-show', booking_date: '2026-03-05', customer_email: 'once@example.com', customer_phone: null, customer_name: 'Once' }),
    ];
    const t = repeatCustomersTable(bookings, MARCH);
    expect(t.rows).toEqual([{ name: 'Sam Lee', contact: '+1 604 555 0199', noShows: 1, lateCancels: 1 }]);
  });
});
