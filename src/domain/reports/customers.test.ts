import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { customerCounts, customersTable } from './customers';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const who = (n: string) => ({ customer_email: `${n}@example.com`, customer_phone: null, customer_name: n });

describe('returning and new customers', () => {
  const bookings = [
    // Ann: completed 11 months before, back in March: returning.
    testBooking({ id: 'a0', ...who('ann'), status: 'completed', booking_date: '2025-04-10' }),
    testBooking({ id: 'a1', ...who('ann'), status: 'confirmed', booking_date: '2026-03-05' }),
    // Bob: completed 13 months before: not returning, not new either.
    testBooking({ id: 'b0', ...who('bob'), status: 'completed', booking_date: '2025-02-01' }),
    testBooking({ id: 'b1', ...who('bob'), status: 'completed', booking_date: '2026-03-06' }),
    // Cat: a cancelled booking last month, first real one now: new, not returning.
    testBooking({ id: 'c0', ...who('cat'), status: 'cancelled', booking_date: '2026-02-10' }),
    testBooking({ id: 'c1', ...who('cat'), status: 'pending', booking_date: '2026-03-20' }),
    // Dan: two bookings in March, the first completed: returning on the second.
    testBooking({ id: 'd0', ...who('dan'), status: 'completed', booking_date: '2026-03-02' }),
    testBooking({ id: 'd1', ...who('dan'), status: 'confirmed', booking_date: '2026-03-23' }),
    // Eve: only a no-show: no customer of the period.
    testBooking({ id: 'e0', ...who('eve'), status: 'no-show', booking_date: '2026-03-03' }),
  ];

  it('counts the period’s customers once each, those back within 12 months of a completed job, and those new', () => {
    expect(customerCounts(bookings, MARCH)).toEqual({ customers: 4, returning: 2, newCustomers: 2 });
  });

  it('counts per week, with the total the whole period’s distinct customers, not the rows’ sum', () => {
    const t = customersTable(bookings, MARCH, 'week');
    expect(t.rows.map((r) => [r.name, r.customers, r.returning, r.newCustomers])).toEqual([
      ['Week of Feb 23', 0, 0, 0],
      ['Week of Mar 2', 3, 1, 1],
      ['Week of Mar 9', 0, 0, 0],
      ['Week of Mar 16', 1, 0, 1],
      ['Week of Mar 23', 1, 1, 0],
      ['Week of Mar 30', 0, 0, 0],
    ]);
    expect(t.total).toEqual({ name: 'Total', customers: 4, returning: 2, returningShare: 50, newCustomers: 2 });
  });

  it('takes a phone match as the same customer', () => {
    const byPhone = [
      testBooking({ id: 'p0', customer_email: 'old@example.com', customer_phone: '(604) 555-0142', status: 'completed', booking_date: '2026-01-10' }),
      testBooking({ id: 'p1', customer_email: null, customer_phone: '+16045550142', status: 'pending', booking_date: '2026-03-10' }),
    ];
    expect(customerCounts(byPhone, MARCH)).toEqual({ customers: 1, returning: 1, newCustomers: 0 });
  });
});
