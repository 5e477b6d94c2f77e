// The createBooking outbox kind: submit writes the outbox row and the visitor's
// myBookings row in one transaction; the engine sends it and records the answer.
import type { AppDb, MyBookingRow } from '@/lib/db/db';
import type { Booking, CreateBookingInput } from '@/domain/booking-schema';
import { bookingDayContention, enqueueMutation, registerOutboxHandler, type OutboxHandler, type SyncError } from './sync-engine';

export const createBookingHandler: OutboxHandler<Booking> = {
  send: (row, call) => call('createBooking', row.payload, 20_000) as Promise<Booking>,
  // An abuse limit (resource-exhausted) refuses this booking for a day: retrying
  // forever would only hit it again. Refused, it goes back to the wizard with the message.
  permanentCodes: ['resource-exhausted'],
  contentionKey: bookingDayContention,
  async onSent(db, row, result) {
    await db.myBookings.update(row.id, { sync: 'confirmed', server: result, error: null, updated_at: Date.now() });
  },
  async onRejected(db, row, error: SyncError) {
    const details = error.details as { fields?: Record<string, string> } | undefined;
    await db.myBookings.update(row.id, {
      sync: 'rejected',
      error: { code: error.code, message: error.message, ...(details?.fields ? { fields: details.fields } : {}) },
      updated_at: Date.now(),
    });
  },
};

export function registerCreateBooking(): void {
  registerOutboxHandler('createBooking', createBookingHandler);
}

/**
 * Saves a booking on this device and queues it. A booking the server refused
 * (nothing stored under its id) is resubmitted under the same id; one refused
 * as already-exists gets a fresh id, since the server holds other content there.
 */
export async function enqueueBooking(
  db: AppDb,
  input: CreateBookingInput,
  /** More local writes for the same transaction (the wizard drops its draft). */
  alsoLocal?: () => Promise<void>,
): Promise<string> {
  const previous = await db.myBookings.get(input.id);
  const id = previous?.error?.code === 'already-exists' ? crypto.randomUUID() : input.id;
  const payload: CreateBookingInput = { ...input, id };
  const now = Date.now();
  await enqueueMutation(db, { id, kind: 'createBooking', target_id: id, payload }, async () => {
    if (id !== input.id) await db.outbox.delete(input.id);
    const row: MyBookingRow = {
      id,
      input: payload,
      sync: 'pending',
      server: null,
      error: null,
      created_at: previous && id === input.id ? previous.created_at : now,
      updated_at: now,
    };
    await db.myBookings.put(row);
    await alsoLocal?.();
  });
  return id;
}
