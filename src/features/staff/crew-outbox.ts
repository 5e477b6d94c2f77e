// The crew's day on the outbox, one place for its three kinds: On my way
// (sendOnMyWay), asking customers to pick a new time (askToReschedule) and the
// customer note (setCustomerNote). None of them changes the cached booking
// before the server answers: each shows from its queued row (the dialog reads
// the outbox), and the server's bookings replace the cached ones when it lands.
// A refusal (On my way too late, or again within 10 minutes) leaves a failed
// row, which the dashboard's refusal watcher shows once (use-staff-bookings.ts).
//
// No React and no static firebase import here (the engine may run it anywhere).
import type { AppDb, OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type {
  AskToRescheduleInput,
  AskToRescheduleOutput,
  SendOnMyWayInput,
  SendOnMyWayOutput,
  SetCustomerNoteInput,
  SetCustomerNoteOutput,
} from '@/domain/crew-schema';
import { customerKeys, sameCustomer } from '@/domain/customer-card';
import { enqueueMutation, registerOutboxHandler, type CallFn, type OutboxHandler } from '@/lib/sync/sync-engine';
import { putAnswer, ready, refusedAsGone } from './staff-outbox';

const SEND_TIMEOUT_MS = 20_000;

/** Each booking of an answer into the cache (kept as the server's state under a change of ours still on its way). */
async function putBookings(db: AppDb, row: OutboxRow, bookings: readonly Booking[]): Promise<void> {
  for (const b of bookings) await putAnswer(db, { ...row, target_id: b.id }, b);
}

const sendOnMyWayHandler: OutboxHandler<SendOnMyWayOutput> = {
  ready,
  send: (row, call: CallFn) => (call('sendOnMyWay', row.payload as SendOnMyWayInput, SEND_TIMEOUT_MS) as Promise<SendOnMyWayOutput>).catch(refusedAsGone),
  onSent: (db, row, result) => putAnswer(db, row, result.booking),
};

const askToRescheduleHandler: OutboxHandler<AskToRescheduleOutput> = {
  ready,
  send: (row, call: CallFn) => call('askToReschedule', row.payload as AskToRescheduleInput, SEND_TIMEOUT_MS) as Promise<AskToRescheduleOutput>,
  onSent: (db, row, result) => putBookings(db, row, result.bookings),
};

const setCustomerNoteHandler: OutboxHandler<SetCustomerNoteOutput> = {
  ready,
  send: (row, call: CallFn) => (call('setCustomerNote', row.payload as SetCustomerNoteInput, SEND_TIMEOUT_MS) as Promise<SetCustomerNoteOutput>).catch(refusedAsGone),
  onSent: (db, row, result) => putBookings(db, row, result.bookings),
};

/** Registers the crew's kinds on the engine; safe to call more than once. */
export function registerCrewMutations(): void {
  registerOutboxHandler('sendOnMyWay', sendOnMyWayHandler);
  registerOutboxHandler('askToReschedule', askToRescheduleHandler);
  registerOutboxHandler('setCustomerNote', setCustomerNoteHandler);
}

/** Queues On my way with the tap's time (the arrival window counts from it). Returns the outbox row id. */
export async function enqueueOnMyWay(db: AppDb, bookingId: string, driveMin: SendOnMyWayInput['drive_min'], now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  const payload: SendOnMyWayInput = { id: bookingId, mutation_id: id, drive_min: driveMin, tapped_at: now.toISOString() };
  await enqueueMutation(db, { id, kind: 'sendOnMyWay', target_id: bookingId, payload }, async () => {});
  return id;
}

/** Queues the request to the customers of these bookings. Returns the outbox row id (the request id). */
export async function enqueueAskToReschedule(db: AppDb, input: Omit<AskToRescheduleInput, 'id'>): Promise<string> {
  const id = crypto.randomUUID();
  await enqueueMutation(db, { id, kind: 'askToReschedule', target_id: id, payload: { ...input, id } satisfies AskToRescheduleInput }, async () => {});
  return id;
}

/** Queues a customer note (written from one of their bookings). Returns the outbox row id. */
export async function enqueueCustomerNote(db: AppDb, bookingId: string, note: string): Promise<string> {
  const id = crypto.randomUUID();
  const payload: SetCustomerNoteInput = { id: bookingId, mutation_id: id, note };
  await enqueueMutation(db, { id, kind: 'setCustomerNote', target_id: bookingId, payload }, async () => {});
  return id;
}

/** On my way taps of a booking not yet answered (newest last). */
export function queuedOnMyWay(rows: readonly OutboxRow[], bookingId: string): SendOnMyWayInput[] {
  return rows.filter((r) => r.kind === 'sendOnMyWay' && r.target_id === bookingId && r.state !== 'failed').map((r) => r.payload as SendOnMyWayInput);
}

/** The customer note waiting to be sent for this booking's customer (written on any of their bookings), if any. */
export function queuedNote(rows: readonly OutboxRow[], booking: Booking, cached: readonly Booking[]): string | null | undefined {
  const keys = customerKeys(booking);
  let note: string | null | undefined;
  for (const r of rows) {
    if (r.kind !== 'setCustomerNote' || r.state === 'failed') continue;
    const payload = r.payload as SetCustomerNoteInput;
    const of = payload.id === booking.id ? booking : cached.find((b) => b.id === payload.id);
    if (of && (of.id === booking.id || sameCustomer(keys, of))) note = payload.note ?? null;
  }
  return note;
}

/** Booking ids with an "ask to reschedule" waiting to be sent. */
export function queuedAskIds(rows: readonly OutboxRow[]): Set<string> {
  return new Set(rows.filter((r) => r.kind === 'askToReschedule' && r.state !== 'failed').flatMap((r) => (r.payload as AskToRescheduleInput).booking_ids));
}
