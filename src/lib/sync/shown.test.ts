import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking/booking-schema';
import { testBooking } from '@/testing/booking';
import type { OutboxKindName, OutboxPayloads } from '@/lib/db/db';
import { testQueuedRow } from '@/testing/outbox';
import { kindOf, type QueuedChange } from './outbox-kinds';
import { STAFF_SHOWS } from './kinds/staff-shows';
import { showBlocks, showBookings, type ShownBooking } from './shown';

const booking = (id: string, email: string | null, phone: string | null): Booking =>
  testBooking({ id, customer_name: 'Jane', customer_email: email, customer_phone: phone, status: 'confirmed' });

let clock = 0;
const row = <K extends OutboxKindName>(kind: K, target: string, payload: Partial<OutboxPayloads[K]>): QueuedChange =>
  testQueuedRow(kind, target, payload, { created_at: ++clock });

const find = (rows: readonly ShownBooking[], id: string) => rows.find((b) => b.id === id);

describe("the crew's queued changes as the screens show them", () => {
  const mine = booking('a', 'jane@example.com', null);
  const hers = booking('b', 'JANE@example.com', '604-555-0101');
  const someoneElse = booking('c', 'other@example.com', null);
  const all = [mine, hers, someoneElse];

  it('shows a note queued on any booking of the same customer, the last one written winning', () => {
    const rows = [row('setCustomerNote', 'b', { id: 'b', note: 'Pet brush' }), row('setCustomerNote', 'a', { id: 'a', note: 'Pet brush, gate 4821' })];
    expect(find(showBookings(all, rows), 'a')).toMatchObject({ note: 'Pet brush, gate 4821' });
    expect(find(showBookings(all, rows.slice(0, 1)), 'a')).toMatchObject({ note: 'Pet brush' });
    expect(find(showBookings(all, rows), 'c')).not.toHaveProperty('note');
    // A note being removed is null, not "nothing queued".
    expect(find(showBookings([mine], [row('setCustomerNote', 'a', { id: 'a', note: '' })]), 'a')).toMatchObject({ note: null });
  });

  it('lists the On my way taps and the bookings about to be asked to reschedule', () => {
    const tap = { id: 'a', mutation_id: 'm', drive_min: 30, tapped_at: '2030-01-10T16:00:00Z' };
    const shown = showBookings(all, [row('sendOnMyWay', 'a', tap), row('sendOnMyWay', 'b', { ...tap, id: 'b' })]);
    expect(find(shown, 'a')?.onMyWay).toEqual([tap]);
    const asked = showBookings(all, [row('askToReschedule', 'r1', { id: 'r1', booking_ids: ['a', 'b'], reason: 'Weather' })]);
    expect(asked.filter((b) => b.asked).map((b) => b.id)).toEqual(['a', 'b']);
  });
});

describe('what the staff screens show: the server rows with the queued changes on top', () => {
  const server = testBooking({ id: 'b1', status: 'pending' });

  it('is the stored rows themselves while nothing is queued for them', () => {
    const stored = [server];
    expect(showBookings(stored, [])).toBe(stored);
    expect(showBookings(stored, [row('createBooking', 'x', { id: 'x' })])).toBe(stored);
  });

  it('applies changes in the order they were made, marked as pending sync, and never changes the stored row', () => {
    const shown = showBookings(
      [server],
      [
        row('updateBookingStatus', 'b1', { id: 'b1', status: 'confirmed', mutation_id: 'm1' }),
        row('staffRescheduleBooking', 'b1', { id: 'b1', mutation_id: 'm2', booking_date: '2030-01-12', booking_time: '1:00 PM' }),
      ],
    );
    expect(shown).toEqual([{ ...server, status: 'confirmed', booking_date: '2030-01-12', booking_time: '1:00 PM', pending: { kind: 'staffRescheduleBooking' } }]);
    expect(server).toEqual(testBooking({ id: 'b1', status: 'pending' }));
  });

  it('hides a booking being deleted, and shows a phone booking before the server has it', () => {
    expect(showBookings([server], [row('deleteBooking', 'b1', { id: 'b1', mutation_id: 'm' })])).toEqual([]);
    const phone = row('createStaffBooking', 'p1', {
      id: 'p1',
      customer_name: ' Al Roe ',
      service_name: 'Interior Detailing',
      vehicle_type: 'sedan',
      booking_date: '2030-01-11',
      booking_time: '10:00 AM',
    });
    expect(find(showBookings([server], [phone]), 'p1')).toMatchObject({ customer_name: 'Al Roe', status: 'pending', source: 'staff', total_price: 195, pending: { kind: 'createStaffBooking' } });
  });

  it('shows a block being added and one being removed', () => {
    const stored = [{ id: 'k1', date_from: '2030-01-11', date_to: '2030-01-11', start_time: null, end_time: null, crew: null, reason: 'Weather' as const, note: null, created_by: 'admin', created_at: '2030-01-01T00:00:00Z' }];
    const shown = showBlocks(stored, [
      row('createBlock', 'k0', { id: 'k0', date_from: '2030-01-10', date_to: '2030-01-10', reason: 'Vehicle', note: ' ' }),
      row('removeBlock', 'k1', { id: 'k1' }),
    ]);
    expect(shown.map((b) => [b.id, b.pending])).toEqual([
      ['k0', 'create'],
      ['k1', 'remove'],
    ]);
    expect(shown[0]).toMatchObject({ note: null, crew: null, start_time: null });
  });
});

describe('the kinds that show before the answer', () => {
  it('are staff kinds this build declares: a visitor change queued on a staff device shows nothing on the staff screens', () => {
    const showing = Object.keys(STAFF_SHOWS) as OutboxKindName[];
    expect(showing.length).toBeGreaterThan(0);
    expect(showing.filter((kind) => kindOf(kind)?.audience !== 'staff')).toEqual([]);
    expect(showBookings([testBooking({ id: 'b1' })], [row('cancelMyBooking', 'b1', { id: 'b1' })])).toEqual([testBooking({ id: 'b1' })]);
  });
});
