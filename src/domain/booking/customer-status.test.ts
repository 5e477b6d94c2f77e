import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS_LABELS, customerBookingStatus } from './customer-status';
import { BOOKING_STATUSES } from './status';

describe('customer status words', () => {
  it('never say "pending" to a customer whose booking the wizard called "Booking Confirmed"', () => {
    expect(CUSTOMER_STATUS_LABELS.pending).toBe('Confirmed');
    expect(CUSTOMER_STATUS_LABELS.confirmed).toBe('Confirmed');
    for (const status of BOOKING_STATUSES) expect(CUSTOMER_STATUS_LABELS[status]).not.toMatch(/pending/i);
  });

  it('keep a cancelled or completed booking as such', () => {
    expect(CUSTOMER_STATUS_LABELS.cancelled).toBe('Cancelled');
    expect(CUSTOMER_STATUS_LABELS.completed).toBe('Completed');
  });

  it('say a booking the business asked to move needs a new time, not "Confirmed", until it moves', () => {
    const asked = { reason: 'Vehicle', note: null };
    expect(customerBookingStatus({ status: 'confirmed', reschedule_request: asked })).toEqual({ label: 'Needs a new time', needsNewTime: true });
    expect(customerBookingStatus({ status: 'pending', reschedule_request: asked }).label).toBe('Needs a new time');
    expect(customerBookingStatus({ status: 'confirmed', reschedule_request: null })).toEqual({ label: 'Confirmed', needsNewTime: false });
    // Cancelled meanwhile: the request no longer stands.
    expect(customerBookingStatus({ status: 'cancelled', reschedule_request: asked }).label).toBe('Cancelled');
  });
});
