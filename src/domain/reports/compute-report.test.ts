import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { addDaysToDate } from '../schedule/schedule';
import type { Booking } from '../booking/booking-schema';
import { WHOLE_HISTORY, computeFirstLook, computeReport, firstLookDates, type Report } from './compute-report';
import { PERIOD_KINDS, reportPeriod } from './report-period';

const STATUSES = ['completed', 'completed', 'confirmed', 'pending', 'cancelled', 'no-show', 'completed'] as const;
const CITIES = ['vancouver', 'burnaby', 'surrey', 'richmond'] as const;

/** Two years of two crews, up to some weeks after `today`: returning customers, late cancels, whole-day quoted jobs and plan visits. */
function history(today: string): Booking[] {
  const first = addDaysToDate(today, -730);
  return Array.from({ length: 1_600 }, (_, i) => {
    const date = addDaysToDate(first, Math.floor(i / 2));
    const status = STATUSES[i % STATUSES.length];
    const customer = i % 4 === 0 ? i : i % 90;
    const cancelledAt = `${addDaysToDate(date, -(i % 3))}T16:00:00Z`;
    return testBooking({
      id: `h${i}`,
      customer_name: `Customer ${customer}`,
      customer_email: i % 6 === 0 ? null : `c${customer}@example.com`,
      customer_phone: `604-555-${String(customer).padStart(4, '0')}`,
      booking_date: date,
      booking_time: i % 2 ? '9:00 AM' : '1:00 PM',
      service_city: CITIES[i % CITIES.length],
      vehicle_type: i % 3 ? 'sedan' : 'truck',
      total_price: 150 + (i % 5) * 25,
      duration_min: i % 37 === 0 ? 660 : 120,
      job_days: i % 37 === 0 ? 3 : undefined,
      status,
      crew: (i % 2) + 1,
      created_at: `${addDaysToDate(date, -(i % 20))}T18:00:00Z`,
      updated_at: `${addDaysToDate(date, -(i % 20))}T18:00:00Z`,
      history: status === 'cancelled' ? [{ at: cancelledAt, by: 'customer', by_email: null, change: 'cancelled', from: 'confirmed', to: 'cancelled' }] : [],
      quote_id: i % 37 === 0 ? `q${i}` : null,
      plan_id: i % 11 === 0 ? `p${i % 30}` : null,
    });
  });
}

/** The full report without the figures that read every booking: what a first look must equal. */
function withoutWholeHistory(report: Report): Report {
  const headlines = (h: Report['current']) => ({ ...h, ...Object.fromEntries(WHOLE_HISTORY.headlines.map((k) => [k, null])) });
  return {
    ...report,
    current: headlines(report.current),
    previous: headlines(report.previous),
    tables: report.tables.filter((t) => !(WHOLE_HISTORY.tables as readonly string[]).includes(t.id)),
    firstLook: true,
  };
}

describe('a first look', () => {
  // Both clock changes of 2026 fall in some period: Sunday 8 March and Sunday 1 November.
  const cases = [
    { name: 'after the spring clock change', now: new Date('2026-03-10T19:00:00Z') },
    { name: 'after the autumn clock change', now: new Date('2026-11-03T19:00:00Z') },
  ];
  for (const { name, now } of cases) {
    const today = now.toISOString().slice(0, 10);
    const bookings = history(today);
    const blocks = [
      { date_from: addDaysToDate(today, -3), date_to: addDaysToDate(today, -3), start_time: null, end_time: null, crew: null, created_at: `${addDaysToDate(today, -4)}T20:00:00Z`, booking_ids: [], reason: 'Weather' as const },
    ];
    for (const kind of PERIOD_KINDS) {
      it(`${name}, ${kind}: from only the bookings dated near both periods, every figure equals the whole report's but those that read every booking`, () => {
        const period = reportPeriod(kind, now, { from: addDaysToDate(today, -44), to: addDaysToDate(today, -2) });
        const dates = firstLookDates(period);
        const near = bookings.filter((b) => b.booking_date >= dates.from && b.booking_date <= dates.to);
        expect(near.length).toBeLessThan(bookings.length);
        const whole = computeReport({ bookings, blocks, period });
        const first = computeFirstLook({ bookings: near, blocks, period });
        expect(first).toEqual(withoutWholeHistory(whole));
        // The figures left out are the ones the whole report has.
        expect(whole.tables.map((t) => t.id)).toEqual(expect.arrayContaining([...WHOLE_HISTORY.tables]));
        expect(whole.firstLook).toBeUndefined();
      });
    }
  }

  it('reads a whole-day job that started before both periods and still runs in one of them', () => {
    // The week of Wednesday 10 June 2026 (from Monday 8 June) and the week before (from Monday 1 June).
    const period = reportPeriod('week', new Date('2026-06-10T19:00:00Z'));
    expect(period.previous.from).toBe('2026-06-01');
    // Three whole days from Saturday 30 May: its third is in the week before.
    const job = testBooking({ id: 'long', booking_date: '2026-05-30', booking_time: '8:00 AM', duration_min: 660, job_days: 3, status: 'confirmed', crew: 1 });
    const dates = firstLookDates(period);
    expect(dates.from <= job.booking_date).toBe(true);
    const first = computeFirstLook({ bookings: [job], blocks: [], period });
    expect(first.previous.utilisation).toBeGreaterThan(0);
    expect(first.previous.utilisation).toBe(computeReport({ bookings: [job], blocks: [], period }).previous.utilisation);
  });
});
