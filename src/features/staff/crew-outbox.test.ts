import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking-schema';
import type { OutboxRow } from '@/lib/db/db';
import { testBooking } from '@/testing/booking';
import { queuedAskIds, queuedNote, queuedOnMyWay } from './crew-outbox';

const booking = (id: string, email: string | null, phone: string | null): Booking =>
  testBooking({ id, customer_name: 'Jane', customer_email: email, customer_phone: phone, status: 'confirmed' });

const row = (kind: string, target: string, payload: unknown): OutboxRow => ({
  id: crypto.randomUUID(),
  kind,
  target_id: target,
  payload,
  state: 'pending',
  attempts: 0,
  next_attempt_at: 0,
  last_error: null,
  created_at: 0,
});

describe("the crew's queued changes as the screens show them", () => {
  const mine = booking('a', 'jane@example.com', null);
  const hers = booking('b', 'JANE@example.com', '604-555-0101');
  const someoneElse = booking('c', 'other@example.com', null);

  it('shows a note queued on any booking of the same customer, the last one written winning', () => {
    const rows = [row('setCustomerNote', 'b', { id: 'b', note: 'Pet brush' }), row('setCustomerNote', 'a', { id: 'a', note: 'Pet brush, gate 4821' })];
    expect(queuedNote(rows, mine, [mine, hers, someoneElse])).toBe('Pet brush, gate 4821');
    expect(queuedNote(rows.slice(0, 1), mine, [mine, hers, someoneElse])).toBe('Pet brush');
    expect(queuedNote(rows, someoneElse, [mine, hers, someoneElse])).toBeUndefined();
    // A note being removed is null, not "nothing queued".
    expect(queuedNote([row('setCustomerNote', 'a', { id: 'a', note: '' })], mine, [mine])).toBeNull();
  });

  it('lists the On my way taps and the bookings about to be asked to reschedule', () => {
    const tap = { id: 'a', mutation_id: 'm', drive_min: 30, tapped_at: '2030-01-10T16:00:00Z' };
    expect(queuedOnMyWay([row('sendOnMyWay', 'a', tap), row('sendOnMyWay', 'b', { ...tap, id: 'b' })], 'a')).toEqual([tap]);
    expect([...queuedAskIds([row('askToReschedule', 'r1', { id: 'r1', booking_ids: ['a', 'b'], reason: 'Weather' })])]).toEqual(['a', 'b']);
  });
});
