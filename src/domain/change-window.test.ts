import { describe, expect, it } from 'vitest';
import { customerChange } from './change-window';

// 2030-01-14 16:00 UTC is 9:00 AM business time (UTC-7).
const now = new Date('2030-01-14T16:00:00Z');

describe('customer change window', () => {
  it('allows a change until 24 hours before the start in business time, not after', () => {
    expect(customerChange({ status: 'pending', booking_date: '2030-01-15', booking_time: '9:00 AM' }, now)).toBe('allowed');
    expect(customerChange({ status: 'confirmed', booking_date: '2030-01-15', booking_time: '8:30 AM' }, now)).toBe('too-late');
    expect(customerChange({ status: 'pending', booking_date: '2030-01-14', booking_time: '4:30 PM' }, now)).toBe('too-late');
  });

  it('keeps completed and cancelled bookings read-only whatever the time', () => {
    expect(customerChange({ status: 'cancelled', booking_date: '2030-03-01', booking_time: '9:00 AM' }, now)).toBe('read-only');
    expect(customerChange({ status: 'completed', booking_date: '2030-03-01', booking_time: '9:00 AM' }, now)).toBe('read-only');
  });
});
