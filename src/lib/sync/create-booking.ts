// Submitting a booking from the wizard: its outbox row and the visitor's
// myBookings row in one transaction (the createBooking kind in outbox-kinds.ts);
// the engine sends it and records the answer.
import type { AppDb } from '@/lib/db/db';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { enqueue } from './outbox-kinds';

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
  const refused = await db.refusals.get(input.id);
  const id = refused?.code === 'already-exists' ? crypto.randomUUID() : input.id;
  return enqueue(db, 'createBooking', { ...input, id }, async () => {
    if (id !== input.id) {
      await db.outbox.delete(input.id);
      await db.refusals.delete(input.id);
    }
    await alsoLocal?.();
  });
}
