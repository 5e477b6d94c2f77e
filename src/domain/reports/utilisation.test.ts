import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { crewTimes, utilisationTable } from './utilisation';

// Monday 2 March to Sunday 8 March 2026 (the old spring-forward Sunday): 7 days of 8:00 AM to 7:00 PM.
const WEEK = { from: '2026-03-02', to: '2026-03-08' };
const OPEN = 7 * 11 * 60;
const block = (o: Partial<{ date_from: string; date_to: string; start_time: string | null; end_time: string | null; crew: number | null }>) => ({
  date_from: '2026-03-03',
  date_to: '2026-03-03',
  start_time: null,
  end_time: null,
  crew: null,
  ...o,
});

describe('crew utilisation', () => {
  it('opens each crew 11 hours a day, less its blocked half hours (a block for all crews takes each crew’s)', () => {
    const times = crewTimes([], [block({ crew: 1 }), block({ date_from: '2026-03-07', date_to: '2026-03-07', start_time: '8:00 AM', end_time: '12:00 PM' })], WEEK);
    expect(times).toEqual([
      { crew: 1, openMin: OPEN - 660 - 240, jobMin: 0, driveMin: 0 },
      { crew: 2, openMin: OPEN - 240, jobMin: 0, driveMin: 0 },
    ]);
  });

  it('counts a blocked half hour once where two blocks overlap, and only the part inside the period', () => {
    const times = crewTimes([], [block({ crew: 1 }), block({ crew: null }), block({ date_from: '2026-03-08', date_to: '2026-03-12', crew: 2 })], WEEK);
    expect(times.map((t) => t.openMin)).toEqual([OPEN - 660, OPEN - 660 - 660]);
  });

  it('counts the jobs that are not cancelled nor no-shows, whole days of a long job, and no job without a crew', () => {
    const bookings = [
      testBooking({ id: 'a', crew: 1, booking_date: '2026-03-02', duration_min: 120, status: 'completed' }),
      testBooking({ id: 'b', crew: 1, booking_date: '2026-03-03', duration_min: 90, status: 'cancelled' }),
      testBooking({ id: 'c', crew: 1, booking_date: '2026-03-03', duration_min: 90, status: 'no-show' }),
      testBooking({ id: 'd', crew: 2, booking_date: '2026-03-07', booking_time: '8:00 AM', duration_min: 660, job_days: 3, status: 'confirmed' }),
      testBooking({ id: 'e', crew: null, booking_date: '2026-03-04', duration_min: 120 }),
    ];
    const [one, two] = crewTimes(bookings, [], WEEK);
    expect(one.jobMin).toBe(120);
    // Two of its three days fall in the week (the third is Monday after).
    expect(two.jobMin).toBe(2 * 660);
  });

  it('adds the drive table’s minutes between a crew’s consecutive jobs of a day, not from or to the base', () => {
    // Saturday: no rush hour. Burnaby to Vancouver 30 min, Vancouver to Surrey 45 min.
    const bookings = [
      testBooking({ id: 'a', crew: 1, booking_date: '2026-03-07', booking_time: '12:00 PM', service_city: 'vancouver' }),
      testBooking({ id: 'b', crew: 1, booking_date: '2026-03-07', booking_time: '8:00 AM', service_city: 'burnaby' }),
      testBooking({ id: 'c', crew: 1, booking_date: '2026-03-07', booking_time: '3:00 PM', service_city: 'surrey' }),
      testBooking({ id: 'alone', crew: 2, booking_date: '2026-03-07', service_city: 'langley' }),
    ];
    const [one, two] = crewTimes(bookings, [], WEEK);
    expect(one.driveMin).toBe(75);
    expect(two.driveMin).toBe(0);
  });

  it('takes rush hour into a weekday drive', () => {
    // Monday, leaving Burnaby at 4:00 PM: 30 min becomes 45.
    const bookings = [
      testBooking({ id: 'a', crew: 1, booking_date: '2026-03-02', booking_time: '2:00 PM', service_city: 'burnaby' }),
      testBooking({ id: 'b', crew: 1, booking_date: '2026-03-02', booking_time: '5:00 PM', service_city: 'vancouver' }),
    ];
    expect(crewTimes(bookings, [], WEEK)[0].driveMin).toBe(45);
  });

  it('gives utilisation as job hours over open hours, per crew and for all crews', () => {
    const bookings = [testBooking({ id: 'a', crew: 1, booking_date: '2026-03-02', duration_min: 660 * 7 * 0.5 })];
    const t = utilisationTable(bookings, [], WEEK);
    expect(t.rows).toEqual([
      { name: 'Crew 1', jobHours: 38.5, openHours: 77, utilisation: 50, driveHours: 0 },
      { name: 'Crew 2', jobHours: 0, openHours: 77, utilisation: 0, driveHours: 0 },
    ]);
    expect(t.total).toEqual({ name: 'Total', jobHours: 38.5, openHours: 154, utilisation: 25, driveHours: 0 });
  });
});
