import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { blockedRevenueTable } from './blocked-revenue';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('revenue moved or lost to blocked time', () => {
  it('sorts the bookings a block sat over into moved, lost and still waiting, by the block’s reason', () => {
    const rain = {
      date_from: '2026-03-10',
      date_to: '2026-03-10',
      start_time: null,
      end_time: null,
      crew: null,
      reason: 'Weather' as const,
      created_at: '2026-03-09T00:00:00Z',
      booking_ids: ['moved', 'lost', 'waiting'],
    };
    const bookings = [
      testBooking({ id: 'moved', booking_date: '2026-03-12', status: 'confirmed', total_price: 195 }),
      testBooking({ id: 'lost', booking_date: '2026-03-10', status: 'cancelled', total_price: 249 }),
      testBooking({ id: 'waiting', booking_date: '2026-03-10', status: 'confirmed', total_price: 300, crew: 1 }),
      testBooking({ id: 'other', booking_date: '2026-03-11', status: 'confirmed', total_price: 999 }),
    ];
    const t = blockedRevenueTable(bookings, [rain], MARCH);
    expect(t.rows.find((r) => r.name === 'Weather')).toEqual({ name: 'Weather', movedJobs: 1, moved: 195, lostJobs: 1, lost: 249, waitingJobs: 1, waiting: 300 });
    expect(t.total).toMatchObject({ moved: 195, lost: 249, waiting: 300 });
    // A block outside the period counts nothing.
    expect(blockedRevenueTable(bookings, [rain], { from: '2026-04-01', to: '2026-04-30' }).total).toMatchObject({ moved: 0, lost: 0, waiting: 0 });
  });
});
