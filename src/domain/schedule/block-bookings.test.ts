import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking-schema';
import { testBooking } from '@/testing/booking';
import { newHistoryEntry } from '../booking/booking-history';
import { blockBookings, notAskedYet } from './block-bookings';

const booking = (overrides: Partial<Booking>): Booking => testBooking({ id: 'x', status: 'confirmed', crew: 1, ...overrides });

const rainDay = { date_from: '2030-01-10', date_to: '2030-01-10', start_time: null, end_time: null, crew: null, created_at: '2030-01-05T12:00:00.000Z' };
const asked = { request_id: 'r1', asked_at: '2030-01-05T12:05:00.000Z', reason: 'Weather' as const, note: null, emailed: true };
const after = new Date('2030-01-06T10:00:00.000Z');
const before = new Date('2030-01-04T10:00:00.000Z');

describe('the bookings a block concerns', () => {
  it('lists those still inside (nobody asked first), those moved out and those cancelled since, each with its state', () => {
    const bookings = [
      booking({ id: 'waiting', booking_time: '1:00 PM', reschedule_request: asked }),
      booking({ id: 'quiet', booking_time: '9:00 AM' }),
      booking({ id: 'moved', booking_date: '2030-01-13', booking_time: '3:00 PM', history: [newHistoryEntry(after, 'customer', null, 'rescheduled', '2030-01-10 11:00 AM', '2030-01-13 3:00 PM')] }),
      booking({ id: 'cancelled', status: 'cancelled', booking_time: '3:00 PM', history: [newHistoryEntry(after, 'customer', null, 'cancelled', 'confirmed', 'cancelled')] }),
      booking({ id: 'other-day', booking_date: '2030-01-11' }),
    ];
    const list = blockBookings(rainDay, bookings);
    expect(list.map((x) => [x.booking.id, x.state])).toEqual([
      ['quiet', 'not-asked'],
      ['waiting', 'needs-new-time'],
      ['moved', 'moved'],
      ['cancelled', 'cancelled'],
    ]);
    expect(notAskedYet(list).map((b) => b.id)).toEqual(['quiet']);
  });

  it('leaves out what moved or was cancelled before the block was made, and moves that never touched it', () => {
    const bookings = [
      booking({ id: 'moved-before', booking_date: '2030-01-13', history: [newHistoryEntry(before, 'customer', null, 'rescheduled', '2030-01-10 11:00 AM', '2030-01-13 9:00 AM')] }),
      booking({ id: 'cancelled-before', status: 'cancelled', history: [newHistoryEntry(before, 'customer', null, 'cancelled', 'confirmed', 'cancelled')] }),
      booking({ id: 'moved-elsewhere', booking_date: '2030-01-13', history: [newHistoryEntry(after, 'customer', null, 'rescheduled', '2030-01-12 11:00 AM', '2030-01-13 9:00 AM')] }),
      booking({ id: 'completed', status: 'completed' }),
    ];
    expect(blockBookings(rainDay, bookings)).toEqual([]);
  });

  it('takes the block’s own list of what it sat over when it has one: moved (onto another crew too) and cancelled, and nothing by history', () => {
    const crewOne = { ...rainDay, crew: 1, booking_ids: ['moved', 'cancelled', 'completed'] };
    const moved = booking({ id: 'moved', crew: 2, booking_date: '2030-01-13', history: [newHistoryEntry(after, 'staff', null, 'rescheduled', '2030-01-10 9:00 AM', '2030-01-13 9:00 AM')] });
    const cancelled = booking({ id: 'cancelled', status: 'cancelled' });
    const completed = booking({ id: 'completed', status: 'completed' });
    const byHistoryOnly = booking({ id: 'history', booking_date: '2030-01-13', history: [newHistoryEntry(after, 'customer', null, 'rescheduled', '2030-01-10 11:00 AM', '2030-01-13 9:00 AM')] });
    // Without its list, the history cannot place the move off crew 1.
    expect(blockBookings({ ...crewOne, booking_ids: undefined }, [moved])).toEqual([]);
    expect(blockBookings(crewOne, [moved, cancelled, completed, byHistoryOnly]).map((x) => [x.booking.id, x.state])).toEqual([
      ['moved', 'moved'],
      ['cancelled', 'cancelled'],
    ]);
    // The answer the saving device holds counts the same.
    expect(blockBookings({ ...crewOne, booking_ids: undefined }, [moved], [{ id: 'moved' }]).map((x) => x.state)).toEqual(['moved']);
  });
});
