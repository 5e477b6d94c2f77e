import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking/booking-schema';
import { testBooking } from '@/testing/booking';
import { bookedRevenue } from '@/domain/reports/revenue';
import { DEFAULT_QUERY, computeStats, formatPrice, nextSort, shortId, upcomingJobs, visibleBookings } from './dashboard-model';

// 2026-11-22 10:00 in Vancouver is 18:00 UTC; at 03:00 UTC it is still the 21st there.
const NOW = new Date('2026-11-22T18:00:00Z');

function booking(over: Partial<Booking>): Booking {
  return testBooking({
    id: over.id ?? Math.random().toString(36).slice(2),
    customer_name: 'Ann Lee',
    customer_email: 'ann@example.com',
    customer_phone: '604-555-0100',
    booking_date: '2026-11-22',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...over,
  });
}

describe('dashboard stats', () => {
  it('counts each status and sums revenue of every booking that is not cancelled or a no-show', () => {
    const stats = computeStats([
      booking({ status: 'pending', total_price: 100.5 }),
      booking({ status: 'confirmed', total_price: 200 }),
      booking({ status: 'completed', total_price: 300 }),
      booking({ status: 'cancelled', total_price: 1000 }),
      booking({ status: 'no-show', total_price: 2000 }),
    ]);
    expect(stats).toEqual({ total: 5, pending: 1, confirmed: 1, completed: 1, cancelled: 1, 'no-show': 1, totalRevenue: 600.5 });
    expect(formatPrice(stats.totalRevenue)).toBe('$600.50');
  });

  it('shows the same Revenue as the Reports’ booked revenue over the same bookings', () => {
    const rows = (['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const).map((status, i) => booking({ id: `r${i}`, status, total_price: 100.1 * (i + 1) }));
    expect(formatPrice(computeStats(rows).totalRevenue)).toBe(formatPrice(bookedRevenue(rows)));
    expect(bookedRevenue(rows)).toBe(600.6);
  });

  it('shows the first 8 characters of an id', () => {
    expect(shortId('5eed0001-7a1c-4c1e-9b7e-000000000001')).toBe('5eed0001');
  });
});

describe('filters, search and sort', () => {
  const rows = [
    booking({ id: 'a', customer_name: 'Zed Park', booking_date: '2026-11-22', booking_time: '1:00 PM', total_price: 50, status: 'confirmed' }),
    booking({ id: 'b', customer_name: 'amy wong', booking_date: '2026-11-22', booking_time: '9:30 AM', total_price: 500, customer_email: 'amy@shop.ca' }),
    booking({ id: 'c', customer_name: 'Bo Chen', booking_date: '2026-11-16', booking_time: '8:00 AM', total_price: 10, customer_phone: '778-555-0199' }),
    booking({ id: 'd', customer_name: 'Cy Diaz', booking_date: '2026-10-01', booking_time: '10:00 AM', service_name: '5 Year Ceramic Coating', status: 'cancelled' }),
    booking({
      id: 'e',
      customer_name: 'Di Eng',
      booking_date: '2026-12-20',
      booking_time: '10:00 AM',
      reschedule_request: { request_id: 'r1', asked_at: '2026-11-22T01:00:00Z', reason: 'Weather', note: null, emailed: true },
    }),
  ];
  const ids = (query: Partial<typeof DEFAULT_QUERY>, now = NOW) => visibleBookings(rows, { ...DEFAULT_QUERY, ...query }, now).map((b) => b.id);

  it('sorts by booking date (then time) descending by default', () => {
    expect(ids({})).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('takes "today" in Vancouver, not UTC', () => {
    expect(ids({ date: 'today' }).sort()).toEqual(['a', 'b']);
    // 03:00 UTC on the 22nd is still the 21st in Vancouver.
    expect(ids({ date: 'today' }, new Date('2026-11-22T03:00:00Z'))).toEqual([]);
  });

  it('keeps the last 7 and 30 days up to today', () => {
    expect(ids({ date: 'week' }).sort()).toEqual(['a', 'b', 'c']);
    expect(ids({ date: 'month' }).sort()).toEqual(['a', 'b', 'c']);
  });

  it('filters by status', () => {
    expect(ids({ status: 'cancelled' })).toEqual(['d']);
    expect(ids({ status: 'confirmed' })).toEqual(['a']);
    // The bookings the business asked to move and nobody has moved yet.
    expect(ids({ status: 'needs-new-time' })).toEqual(['e']);
  });

  it('searches name, e-mail, phone and service, ignoring case', () => {
    expect(ids({ search: 'AMY' })).toEqual(['b']);
    expect(ids({ search: 'shop.ca' })).toEqual(['b']);
    expect(ids({ search: '0199' })).toEqual(['c']);
    expect(ids({ search: 'ceramic' })).toEqual(['d']);
    expect(ids({ search: 'nobody' })).toEqual([]);
  });

  it('sorts every column both ways; a click on the same column toggles, another starts ascending', () => {
    let sort = nextSort(DEFAULT_QUERY.sort, 'total_price');
    expect(sort).toEqual({ key: 'total_price', direction: 'asc' });
    expect(ids({ sort })).toEqual(['c', 'a', 'd', 'e', 'b']);
    sort = nextSort(sort, 'total_price');
    expect(ids({ sort })[0]).toBe('b');
    expect(ids({ sort: { key: 'customer_name', direction: 'asc' } })).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(ids({ sort: { key: 'booking_time', direction: 'asc' } }).slice(0, 2)).toEqual(['c', 'b']);
    expect(ids({ sort: { key: 'status', direction: 'asc' } })).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(nextSort({ key: 'booking_date', direction: 'desc' }, 'booking_date')).toEqual({ key: 'booking_date', direction: 'asc' });
  });

  it('a changed cache (a new rows array) is sorted afresh, never shown in a stale order', () => {
    const byPrice = { sort: { key: 'total_price' as const, direction: 'desc' as const } };
    expect(visibleBookings(rows, { ...DEFAULT_QUERY, ...byPrice }, NOW)[0].id).toBe('b');
    const changed = rows.map((r) => (r.id === 'c' ? { ...r, total_price: 900 } : r));
    expect(visibleBookings(changed, { ...DEFAULT_QUERY, ...byPrice }, NOW).map((b) => b.id)).toEqual(['c', 'b', 'd', 'e', 'a']);
    // The order keeps the filters: a search over the sorted rows stays sorted.
    expect(visibleBookings(changed, { ...DEFAULT_QUERY, ...byPrice, status: 'pending' }, NOW).map((b) => b.id)).toEqual(['c', 'b', 'e']);
  });
});

describe('Today view', () => {
  it("lists today's and tomorrow's jobs in time order, without cancelled ones", () => {
    const jobs = upcomingJobs(
      [
        booking({ id: 'late', booking_time: '2:00 PM' }),
        booking({ id: 'early', booking_time: '8:30 AM' }),
        booking({ id: 'gone', booking_time: '9:00 AM', status: 'cancelled' }),
        booking({ id: 'tmrw', booking_date: '2026-11-23', booking_time: '10:00 AM' }),
        booking({ id: 'later', booking_date: '2026-11-24' }),
      ],
      NOW,
    );
    expect(jobs.today.map((b) => b.id)).toEqual(['early', 'late']);
    expect(jobs.tomorrow.map((b) => b.id)).toEqual(['tmrw']);
  });
});
