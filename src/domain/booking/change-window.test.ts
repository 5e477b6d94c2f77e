import { describe, expect, it } from 'vitest';
import { customerAddressChange, customerChange, movesCity } from './change-window';

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

  it('lets the customer move a booking the business asked to move inside the 24 hours, unless it is over', () => {
    const asked = { request_id: 'r1', asked_at: '2030-01-14T15:00:00Z', reason: 'Weather', note: null, emailed: true };
    expect(customerChange({ status: 'confirmed', booking_date: '2030-01-14', booking_time: '4:30 PM', reschedule_request: asked }, now)).toBe('allowed');
    expect(customerChange({ status: 'confirmed', booking_date: '2030-01-14', booking_time: '4:30 PM', reschedule_request: null }, now)).toBe('too-late');
    expect(customerChange({ status: 'no-show', booking_date: '2030-01-14', booking_time: '8:00 AM', reschedule_request: asked }, now)).toBe('read-only');
  });
});

describe('address change window', () => {
  it('lets the customer correct the street until the job starts, and a new city only until 24 hours before, as a new time', () => {
    const tomorrow = { status: 'confirmed' as const, booking_date: '2030-01-15', booking_time: '8:30 AM' };
    expect(customerAddressChange(tomorrow, now, false)).toBe('allowed');
    expect(customerAddressChange(tomorrow, now, true)).toBe('too-late');
    expect(customerAddressChange({ ...tomorrow, booking_time: '9:00 AM' }, now, true)).toBe('allowed');
    // Started, or over: no change at all.
    expect(customerAddressChange({ ...tomorrow, booking_date: '2030-01-14', booking_time: '9:00 AM' }, now, false)).toBe('read-only');
    expect(customerAddressChange({ ...tomorrow, status: 'completed', booking_date: '2030-03-01' }, now, false)).toBe('read-only');
  });

  it('counts a change of city only from a city we serve to another (naming the city of a booking without one moves nothing)', () => {
    expect(movesCity('langley', 'north-vancouver')).toBe(true);
    expect(movesCity('langley', 'langley')).toBe(false);
    expect(movesCity(null, 'langley')).toBe(false);
    expect(movesCity('atlantis', 'langley')).toBe(false);
  });
});
