import { describe, expect, it } from 'vitest';
import type { Booking } from './booking-schema';
import { testBooking } from '@/testing/booking';
import { customerCard, customerKeys, earlierNoShows, needsNewTime, noShowIndex } from './customer-card';

const booking = (overrides: Partial<Booking>): Booking => testBooking({ id: 'x', status: 'completed', ...overrides });

describe('the customer card', () => {
  it('knows a customer by e-mail in any case or by phone digits, not by name', () => {
    expect(customerKeys({ customer_email: ' Jane@Example.com ', customer_phone: '+1 (604) 555-0101' })).toEqual(['e:jane@example.com', 'p:6045550101']);
    expect(customerKeys({ customer_email: null, customer_phone: null })).toEqual([]);
  });

  it("counts the customer's other bookings, what their completed jobs came to and their no-shows", () => {
    const current = booking({ id: 'now', status: 'confirmed', booking_date: '2030-02-01', total_price: 249 });
    const all = [
      current,
      booking({ id: 'a', booking_date: '2029-12-01', total_price: 195 }),
      booking({ id: 'b', customer_email: 'JANE@example.com', customer_phone: null, booking_date: '2030-01-05', status: 'no-show' }),
      booking({ id: 'c', customer_email: null, customer_phone: '6045550101', booking_date: '2030-01-20', total_price: 349 }),
      booking({ id: 'd', booking_date: '2030-03-01', status: 'pending' }),
      booking({ id: 'other', customer_name: 'Jane Doe', customer_email: 'someone@example.com', customer_phone: '604-555-0199' }),
    ];
    const card = customerCard(current, all);
    expect(card.others.map((b) => b.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(card).toMatchObject({ bookings: 5, completed: 2, noShows: 1, cancelled: 0, upcoming: 1, spent: 544 });
    // The crew's list flags the same no-show once, found by e-mail and by phone alike.
    const index = noShowIndex(all);
    expect(earlierNoShows(current, index)).toBe(1);
    expect(earlierNoShows(all.find((b) => b.id === 'other')!, index)).toBe(0);
  });

  it('marks a booking as needing a new time while asked and still pending or confirmed', () => {
    const asked = { request_id: 'r', asked_at: '2030-01-01T00:00:00Z', reason: 'Weather', note: null, emailed: true };
    expect(needsNewTime(booking({ status: 'confirmed', reschedule_request: asked }))).toBe(true);
    expect(needsNewTime(booking({ status: 'cancelled', reschedule_request: asked }))).toBe(false);
    expect(needsNewTime(booking({ status: 'confirmed', reschedule_request: null }))).toBe(false);
  });
});
