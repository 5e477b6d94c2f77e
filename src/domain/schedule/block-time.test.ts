import { describe, expect, it } from 'vitest';
import { bookingsInsideBlock } from './block-time';

const job = (over: Partial<Parameters<typeof bookingsInsideBlock>[0][number]> & { id: string }) => ({
  booking_date: '2026-12-10',
  booking_time: '10:00 AM',
  duration_min: 120,
  crew: 1,
  status: 'pending',
  deleted_at: null,
  ...over,
});

describe('bookingsInsideBlock', () => {
  const block = { date_from: '2026-12-10', date_to: '2026-12-11', start_time: '12:00 PM', end_time: '2:00 PM', crew: 1 };

  it('finds the active bookings of the block\'s crew that share a half hour with it, in time order', () => {
    const rows = [
      job({ id: 'overlaps-end', booking_time: '11:00 AM' }), // 11:00-1:00 shares 12:00-1:00
      job({ id: 'before', booking_time: '9:00 AM' }), // ends at 11:00
      job({ id: 'next-day', booking_date: '2026-12-11', booking_time: '1:30 PM', status: 'confirmed' }),
      job({ id: 'other-crew', booking_time: '12:00 PM', crew: 2 }),
      job({ id: 'cancelled', booking_time: '12:00 PM', status: 'cancelled' }),
      job({ id: 'deleted', booking_time: '12:00 PM', deleted_at: '2026-12-01T00:00:00Z' }),
      job({ id: 'after-range', booking_date: '2026-12-12', booking_time: '12:00 PM' }),
      job({ id: 'starts-at-end', booking_time: '2:00 PM' }),
    ];
    expect(bookingsInsideBlock(rows, block).map((b) => b.id)).toEqual(['overlaps-end', 'next-day']);
  });

  it('takes every crew and the whole day when the block names neither', () => {
    const rows = [job({ id: 'a', crew: 2, booking_time: '8:00 AM' }), job({ id: 'b', crew: 1, booking_time: '4:30 PM' }), job({ id: 'no-crew', crew: null })];
    expect(bookingsInsideBlock(rows, { ...block, start_time: null, end_time: null, crew: null }).map((b) => b.id)).toEqual(['a', 'b']);
  });
});
