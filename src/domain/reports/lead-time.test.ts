import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { leadDays, leadTimeSummary, leadTimeTable } from './lead-time';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('lead time', () => {
  it('counts whole days from the booking’s making to its start, in business time', () => {
    // Starts 2026-03-10 9:00 AM (16:00 UTC).
    const b = (created_at: string) => testBooking({ booking_date: '2026-03-10', booking_time: '9:00 AM', created_at });
    expect(leadDays(b('2026-03-09T17:00:00Z'))).toBe(0);
    expect(leadDays(b('2026-03-09T15:59:00Z'))).toBe(1);
    // Across the old clock change (made the Saturday before it).
    expect(leadDays(b('2026-03-07T16:00:00Z'))).toBe(3);
  });

  it('averages and takes the median over the booked jobs, cancellations left out', () => {
    const bookings = [
      testBooking({ id: '1', booking_date: '2026-03-10', created_at: '2026-03-10T00:00:00Z' }),
      testBooking({ id: '2', booking_date: '2026-03-10', created_at: '2026-03-08T00:00:00Z' }),
      testBooking({ id: '3', booking_date: '2026-03-20', created_at: '2026-03-01T00:00:00Z' }),
      testBooking({ id: '4', booking_date: '2026-03-20', created_at: '2026-01-01T00:00:00Z', status: 'cancelled' }),
    ];
    expect(leadTimeSummary(bookings, MARCH)).toEqual({ bookings: 3, averageDays: 7, medianDays: 2 });
    const t = leadTimeTable(bookings, MARCH);
    expect(t.rows.filter((r) => Number(r.bookings) > 0).map((r) => r.name)).toEqual(['Same day', '2–3 days', '15–30 days']);
    expect(t.total).toEqual({ name: 'Total', bookings: 3, booked: 585 });
  });
});
