import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking/booking-schema';
import type { Block } from '@/domain/callables/operations-schema';
import { testBooking } from '@/testing/booking';
import { businessInstant } from '@/domain/schedule/schedule';
import { DAY_END_MIN, DAY_START_MIN, dayLanes, freeFromMin } from './day-view-model';

const booking = (over: Partial<Booking>): Booking =>
  testBooking({ id: 'b', customer_name: 'Ann', customer_email: null, customer_phone: null, booking_date: '2026-12-01', crew: 1, ...over });

const block = (over: Partial<Block>): Block => ({
  id: 'k',
  date_from: '2026-12-01',
  date_to: '2026-12-01',
  start_time: null,
  end_time: null,
  crew: null,
  reason: 'Weather',
  note: null,
  created_by: null,
  created_at: '2026-11-01T00:00:00Z',
  ...over,
});

describe('dayLanes', () => {
  it('puts each job in its crew lane as long as its duration, leaves out cancelled jobs and other days', () => {
    const lanes = dayLanes(
      [
        booking({ id: 'a', crew: 1, booking_time: '9:00 AM', duration_min: 120 }),
        booking({ id: 'b', crew: 2, booking_time: '1:30 PM', duration_min: 300 }),
        booking({ id: 'c', crew: 2, status: 'cancelled' }),
        booking({ id: 'd', crew: 1, booking_date: '2026-12-02' }),
      ],
      [],
      '2026-12-01',
    );
    expect(lanes.map((l) => l.crew)).toEqual([1, 2]);
    expect(lanes[0].jobs.map((j) => [j.booking.id, j.startMin, j.endMin])).toEqual([['a', 540, 660]]);
    expect(lanes[1].jobs.map((j) => [j.booking.id, j.startMin, j.endMin])).toEqual([['b', 810, 1110]]);
    // Free: 8:00-9:00 and 11:00-19:00 on crew 1; 8:00-13:30 on crew 2 (the job ends at 18:30, then half an hour).
    expect(lanes[0].free).toEqual([
      { startMin: 480, endMin: 540 },
      { startMin: 660, endMin: 1140 },
    ]);
    expect(lanes[1].free).toEqual([
      { startMin: 480, endMin: 810 },
      { startMin: 1110, endMin: 1140 },
    ]);
  });

  it('moving day to day over the same rows shows each day its own jobs, and a changed cache its new ones', () => {
    const rows = [booking({ id: 'mon', booking_date: '2026-12-01' }), booking({ id: 'tue', booking_date: '2026-12-02', crew: 2 })];
    const jobs = (list: readonly Booking[], date: string) => dayLanes(list, [], date).flatMap((l) => l.jobs.map((j) => j.booking.id));
    expect(jobs(rows, '2026-12-01')).toEqual(['mon']);
    expect(jobs(rows, '2026-12-02')).toEqual(['tue']);
    expect(jobs(rows, '2026-12-03')).toEqual([]);
    // The cache hands over a new array on every change: the new booking shows on its day.
    const changed = [...rows, booking({ id: 'tue-2', booking_date: '2026-12-02', booking_time: '1:00 PM' })];
    expect(jobs(changed, '2026-12-02')).toEqual(['tue-2', 'tue']);
  });

  it('shades a block on its crews only, and counts it as busy', () => {
    const lanes = dayLanes([], [block({ crew: 2, start_time: '12:00 PM', end_time: '3:00 PM', date_from: '2026-11-30', date_to: '2026-12-02' })], '2026-12-01');
    expect(lanes[0].blocks).toEqual([]);
    expect(lanes[1].blocks.map((b) => [b.startMin, b.endMin])).toEqual([[720, 900]]);
    expect(lanes[1].free).toEqual([
      { startMin: 480, endMin: 720 },
      { startMin: 900, endMin: 1140 },
    ]);
    const whole = dayLanes([], [block({})], '2026-12-01');
    expect(whole.map((l) => l.free)).toEqual([[], []]);
  });

  it('shows a phone booking not yet assigned a crew in a lane of its own', () => {
    const lanes = dayLanes([booking({ id: 'p', crew: null })], [], '2026-12-01');
    expect(lanes.map((l) => l.crew)).toEqual([1, 2, 0]);
    expect(lanes[2].jobs[0].booking.id).toBe('p');
  });

  it('counts free time today from the next half hour on, none on a day gone by, the whole day ahead', () => {
    const fivePm = businessInstant('2026-12-01', 17 * 60);
    expect(freeFromMin('2026-12-01', fivePm)).toBe(17 * 60);
    expect(freeFromMin('2026-12-01', businessInstant('2026-12-01', 17 * 60 + 10))).toBe(17 * 60 + 30);
    expect(freeFromMin('2026-12-02', fivePm)).toBe(DAY_START_MIN);
    expect(freeFromMin('2026-11-30', fivePm)).toBe(DAY_END_MIN);
    // At 5 PM an empty day is free 5:00-7:00 PM, not 8:00 AM-7:00 PM; at 10 PM nothing is.
    expect(dayLanes([], [], '2026-12-01', freeFromMin('2026-12-01', fivePm))[0].free).toEqual([{ startMin: 1020, endMin: 1140 }]);
    expect(dayLanes([], [], '2026-12-01', freeFromMin('2026-12-01', businessInstant('2026-12-01', 22 * 60)))[0].free).toEqual([]);
    // A job running across now: free from its end.
    const lanes = dayLanes([booking({ booking_time: '4:00 PM', duration_min: 120 })], [], '2026-12-01', 17 * 60);
    expect(lanes[0].free).toEqual([{ startMin: 1080, endMin: 1140 }]);
    expect(lanes[1].free).toEqual([{ startMin: 1020, endMin: 1140 }]);
  });
});

describe("a crew's route in the day view", () => {
  // 2026-12-01 is a Tuesday: 3-6 PM is rush hour.
  it('shows the drive into each job from the one before, the driving total, and a day that does not fit', () => {
    const rows = [
      booking({ id: 'a', booking_time: '8:00 AM', service_city: 'burnaby' }),
      booking({ id: 'b', booking_time: '10:30 AM', service_city: 'vancouver' }),
      booking({ id: 'c', booking_time: '1:00 PM', service_city: null }),
      booking({ id: 'd', booking_time: '9:00 AM', crew: 2, service_city: 'langley' }),
      booking({ id: 'e', booking_time: '11:30 AM', crew: 2, service_city: 'north-vancouver' }),
    ];
    const [one, two] = dayLanes(rows, [], '2026-12-01');
    expect(one.drives.a).toBeUndefined();
    expect(one.drives.b).toEqual({ label: '30 min from Burnaby', driveMin: 30, gapMin: 30, fits: true });
    // No city: counted as the farthest from Vancouver (Langley, 90 minutes).
    expect(one.drives.c).toEqual({ label: '90 min from Vancouver (no city: counted as the farthest)', driveMin: 90, gapMin: 30, fits: false });
    expect(one.driveTotalMin).toBe(120);
    expect(one.fits).toBe(false);
    // Langley to North Vancouver is 90 minutes; 11:00 AM to 11:30 AM is 30.
    expect(two.drives.e).toMatchObject({ label: '90 min from Langley', fits: false });
    expect(dayLanes(rows.slice(0, 2), [], '2026-12-01')[0].fits).toBe(true);
  });

  it("offers On My Way the drive from the crew's job before, or from the base for its first", async () => {
    const { onMyWaySuggestion } = await import('./day-view-model');
    const rows = [
      booking({ id: 'a', booking_time: '8:00 AM', service_city: 'langley' }),
      booking({ id: 'b', booking_time: '1:00 PM', service_city: 'surrey' }),
      booking({ id: 'x', booking_time: '10:30 AM', service_city: 'richmond', status: 'cancelled' }),
      booking({ id: 'c', booking_time: '8:00 AM', crew: 2, service_city: 'coquitlam' }),
    ];
    // Another day than today: leaving when the job before ends (10:00 AM, no rush).
    const before = new Date('2026-11-20T17:00:00Z');
    expect(onMyWaySuggestion(rows, rows[1], before)).toEqual({ driveMin: 45, label: '45 min from Langley' });
    // A first job at 8:00 AM on a weekday: the drive from the base is in the morning rush (75 -> 120, 45 -> 75).
    expect(onMyWaySuggestion(rows, rows[0], before)).toEqual({ driveMin: 120, label: '120 min from the base' });
    expect(onMyWaySuggestion(rows, rows[3], before)).toEqual({ driveMin: 75, label: '75 min from the base' });
    // On the day, leaving now: 3:10 PM is rush hour, half as long again.
    const onTheDay = new Date('2026-12-01T22:10:00Z');
    expect(onMyWaySuggestion(rows, rows[1], onTheDay)).toEqual({ driveMin: 75, label: '75 min from Langley' });
  });
});
