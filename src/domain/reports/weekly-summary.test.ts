import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { weeklySummary } from './weekly-summary';

// Monday 2026-03-09, 7:00 AM business time (UTC-7): the week just after the old spring-forward Sunday.
const MONDAY_7AM = new Date('2026-03-09T14:00:00Z');

describe('the weekly summary', () => {
  const bookings = [
    testBooking({ id: 'last1', booking_date: '2026-03-02', status: 'completed', total_price: 200, crew: 1 }),
    testBooking({ id: 'last2', booking_date: '2026-03-08', status: 'no-show', total_price: 100, crew: 2 }),
    testBooking({ id: 'before', booking_date: '2026-02-25', status: 'completed', total_price: 150, crew: 1 }),
    testBooking({ id: 'ahead1', booking_date: '2026-03-09', status: 'confirmed', total_price: 249, duration_min: 180, crew: 1 }),
    testBooking({ id: 'ahead2', booking_date: '2026-03-15', status: 'pending', total_price: 195, duration_min: 120, crew: 2 }),
    testBooking({ id: 'aheadX', booking_date: '2026-03-12', status: 'cancelled', total_price: 999, crew: 2 }),
    testBooking({ id: 'later', booking_date: '2026-03-16', status: 'confirmed', total_price: 500, crew: 1 }),
  ];

  it('gives last week (Monday to Sunday) beside the week before, from the same figures as the Reports', () => {
    const s = weeklySummary(bookings, [], MONDAY_7AM);
    expect(s.lastWeek).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(s.last).toMatchObject({ booked: 200, completed: 200, jobs: 1, noShowRate: 50 });
    expect(s.weekBefore).toMatchObject({ booked: 150, completed: 150, noShowRate: 0 });
  });

  it('gives the week ahead as booked so far: revenue, jobs and job hours over both crews’ open hours', () => {
    const s = weeklySummary(bookings, [], MONDAY_7AM);
    expect(s.weekAhead).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(s.aheadBooked).toBe(444);
    expect(s.aheadJobs).toBe(2);
    expect(s.aheadJobHours).toBe(5);
    expect(s.aheadOpenHours).toBe(2 * 7 * 11);
  });
});
