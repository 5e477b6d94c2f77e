import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { averageJobValue, bookedRevenue, completedRevenue, revenueBy, revenueOverTime } from './revenue';
import type { ReportBooking } from './report-booking';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

const mixed: ReportBooking[] = [
  testBooking({ id: 'p', status: 'pending', total_price: 100.1, booking_date: '2026-03-02', service_city: 'burnaby', crew: 1 }),
  testBooking({ id: 'c', status: 'confirmed', total_price: 200.2, booking_date: '2026-03-08', service_city: 'vancouver', crew: 2, vehicle_type: 'truck' }),
  testBooking({ id: 'd', status: 'completed', total_price: 300.3, booking_date: '2026-03-09', service_city: 'burnaby', crew: 1, service_name: 'Interior & Exterior Package' }),
  testBooking({ id: 'x', status: 'cancelled', total_price: 400, booking_date: '2026-03-10', service_city: 'surrey', crew: 2 }),
  testBooking({ id: 'n', status: 'no-show', total_price: 500, booking_date: '2026-03-11', service_city: 'surrey', crew: 2 }),
  testBooking({ id: 'april', status: 'completed', total_price: 999, booking_date: '2026-04-01' }),
];

describe('booked and completed revenue', () => {
  it('counts neither cancelled bookings nor no-shows as booked, and only completed ones as completed', () => {
    expect(bookedRevenue(mixed, MARCH)).toBe(600.6);
    expect(completedRevenue(mixed, MARCH)).toBe(300.3);
  });

  it('leaves out deleted bookings', () => {
    expect(bookedRevenue([...mixed, { ...testBooking({ id: 'gone', booking_date: '2026-03-03', total_price: 50 }), deleted_at: '2026-03-01T00:00:00Z' }], MARCH)).toBe(600.6);
  });

  it('averages a job over the booked jobs', () => {
    expect(averageJobValue(mixed, MARCH)).toBe(200.2);
    expect(averageJobValue(mixed, { from: '2027-01-01', to: '2027-01-31' })).toBeNull();
  });
});

describe('revenue splits', () => {
  it('splits by city, largest first, and its total equals the booked and completed revenue', () => {
    const t = revenueBy(mixed, MARCH, 'city');
    expect(t.rows).toEqual([
      { name: 'Burnaby', jobs: 2, booked: 400.4, completed: 300.3 },
      { name: 'Vancouver', jobs: 1, booked: 200.2, completed: 0 },
    ]);
    expect(t.total).toEqual({ name: 'Total', jobs: 3, booked: 600.6, completed: 300.3 });
  });

  it('splits by crew, service and vehicle type with the words the dashboard uses', () => {
    expect(revenueBy(mixed, MARCH, 'crew').rows.map((r) => [r.name, r.booked])).toEqual([
      ['Crew 1', 400.4],
      ['Crew 2', 200.2],
    ]);
    expect(revenueBy(mixed, MARCH, 'service').rows.map((r) => r.name)).toEqual(['Interior & Exterior Package', 'Interior Detailing']); // a tie at $300.30: by name
    expect(revenueBy(mixed, MARCH, 'vehicle').rows.map((r) => [r.name, r.jobs])).toEqual([
      ['Car', 2],
      ['Truck/SUV', 1],
    ]);
    expect(revenueBy([testBooking({ booking_date: '2026-03-02' })], MARCH, 'crew').rows[0].name).toBe('No crew');
  });

  it('tells one-off from plan and quote work, showing plan and quote only where there is such work', () => {
    expect(revenueBy(mixed, MARCH, 'kind').rows.map((r) => r.name)).toEqual(['One-off']);
    const work: ReportBooking[] = [
      testBooking({ id: 'o', booking_date: '2026-03-02', total_price: 100 }),
      { ...testBooking({ id: 'pl', booking_date: '2026-03-03', total_price: 175 }), plan_id: 'plan1' },
      testBooking({ id: 'q', booking_date: '2026-03-04', total_price: 900, quote_id: 'quote1' }),
    ];
    expect(revenueBy(work, MARCH, 'kind').rows).toEqual([
      { name: 'One-off', jobs: 1, booked: 100, completed: 0 },
      { name: 'Plan', jobs: 1, booked: 175, completed: 0 },
      { name: 'Quote', jobs: 1, booked: 900, completed: 0 },
    ]);
  });

  it('gives every week of the period a row, empty weeks too, by the Monday that starts it', () => {
    const t = revenueOverTime(mixed, MARCH, 'week');
    expect(t.rows.map((r) => [r.name, r.booked])).toEqual([
      ['Week of Feb 23', 0],
      ['Week of Mar 2', 300.3],
      ['Week of Mar 9', 300.3],
      ['Week of Mar 16', 0],
      ['Week of Mar 23', 0],
      ['Week of Mar 30', 0],
    ]);
    expect(t.total?.booked).toBe(bookedRevenue(mixed, MARCH));
    expect(revenueOverTime(mixed, { from: '2026-01-01', to: '2026-12-31' }, 'month').rows.filter((r) => Number(r.booked) > 0).map((r) => r.name)).toEqual(['Mar 2026', 'Apr 2026']);
  });

  it('adds up to the cent over many prices that floating point would drift on', () => {
    const many = Array.from({ length: 1000 }, (_, i) => testBooking({ id: `m${i}`, booking_date: '2026-03-05', total_price: 0.1 + (i % 7) * 0.01, service_city: i % 2 ? 'burnaby' : 'surrey' }));
    const t = revenueBy(many, MARCH, 'city');
    expect(t.total?.booked).toBe(bookedRevenue(many, MARCH));
    expect(t.total?.booked).toBe(129.97);
  });
});
