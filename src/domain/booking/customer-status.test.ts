import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS_LABELS } from './customer-status';
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
});
