// The crew's day changes still in the outbox (declared in
// src/lib/sync/outbox-kinds.ts: sendOnMyWay, askToReschedule, setCustomerNote).
// None of them changes the cached booking before the server answers, so the
// screens read their queued rows: an On my way waiting to go, a note waiting
// to be saved, bookings whose customers are about to be asked.
import type { OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type { CallInput } from '@/domain/callables';
import { customerKeys, sameCustomer } from '@/domain/customer-card';

/** The crew's kinds, for the live query of their queued rows. */
export const CREW_KINDS = ['sendOnMyWay', 'setCustomerNote', 'askToReschedule'] as const;

/** On my way taps of a booking not yet answered (oldest first). */
export function queuedOnMyWay(rows: readonly OutboxRow[], bookingId: string): CallInput<'sendOnMyWay'>[] {
  return rows.filter((r) => r.kind === 'sendOnMyWay' && r.target_id === bookingId).map((r) => r.payload as CallInput<'sendOnMyWay'>);
}

/** The customer note waiting to be sent for this booking's customer (written on any of their bookings), if any. */
export function queuedNote(rows: readonly OutboxRow[], booking: Booking, cached: readonly Booking[]): string | null | undefined {
  const keys = customerKeys(booking);
  let note: string | null | undefined;
  for (const r of rows) {
    if (r.kind !== 'setCustomerNote') continue;
    const payload = r.payload as CallInput<'setCustomerNote'>;
    const of = payload.id === booking.id ? booking : cached.find((b) => b.id === payload.id);
    // The payload is as typed: blank is the note being removed (the server stores null).
    if (of && (of.id === booking.id || sameCustomer(keys, of))) note = payload.note?.trim() || null;
  }
  return note;
}

/** Booking ids with an "ask to reschedule" waiting to be sent. */
export function queuedAskIds(rows: readonly OutboxRow[]): Set<string> {
  return new Set(rows.filter((r) => r.kind === 'askToReschedule').flatMap((r) => (r.payload as CallInput<'askToReschedule'>).booking_ids));
}
