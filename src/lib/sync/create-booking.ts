// The visitor's bookings: submitting one from the wizard (its outbox row and
// the visitor's myBookings row in one transaction: the createBooking kind in
// kinds/visitor-kinds.ts; the engine sends it and records the answer), and
// where each stands, derived from the outbox and the refusals: the wizard, My
// Bookings and the manage page read a visitor's refusals here and through
// refusals.ts's one reader, never from the tables themselves.
import type { AppDb, MyBookingRow, MyBookingSync, RefusalRow } from '@/lib/db/db';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { enqueue } from './outbox-kinds';
import { visitorRefusal, visitorRefusals } from './refusals';

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
  const refused = await visitorRefusal(db, 'wizard', input.id);
  const id = refused?.code === 'already-exists' ? crypto.randomUUID() : input.id;
  return enqueue(db, 'createBooking', { ...input, id }, async () => {
    if (id !== input.id) {
      // The booking moves to its fresh id: nothing of it stays under the old one.
      await db.outbox.delete(input.id);
      await db.refusals.delete(input.id);
      await db.myBookings.delete(input.id);
    }
    await alsoLocal?.();
  });
}

/** Why the server refused a booking: its code, its words, and its field messages when it gave some. */
export interface BookingRefusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** A booking the visitor made on this device, with where it stands and, refused, why. */
export interface MyBooking extends MyBookingRow {
  sync: MyBookingSync;
  refusal: BookingRefusal | null;
}

/**
 * Where a booking stands: queued while its row is in the outbox (sent again
 * after a refusal too), refused while its refusal is kept, confirmed once the
 * server's answer is stored. A row an earlier build wrote says it itself when
 * neither the outbox nor the refusals hold it.
 */
function standing(row: MyBookingRow, queued: boolean, refusal: RefusalRow | undefined): MyBookingSync {
  if (queued) return 'pending';
  if (refusal) return 'rejected';
  return row.server ? 'confirmed' : (row.sync ?? 'pending');
}

function withState(row: MyBookingRow, queued: boolean, refusal: RefusalRow | undefined): MyBooking {
  const fields = (refusal?.details as { fields?: Record<string, string> } | null | undefined)?.fields;
  return {
    ...row,
    sync: standing(row, queued, refusal),
    refusal: refusal ? { code: refusal.code, message: refusal.message, ...(fields ? { fields } : {}) } : null,
  };
}

/** One booking the visitor made here, with where it stands (read in one transaction: the three tables agree). */
export function myBooking(db: AppDb, id: string): Promise<MyBooking | undefined> {
  return db.transaction('r', db.myBookings, db.outbox, db.refusals, async () => {
    const [row, queued, refusal] = await Promise.all([db.myBookings.get(id), db.outbox.get(id), visitorRefusal(db, 'wizard', id)]);
    return row ? withState(row, !!queued, refusal) : undefined;
  });
}

/** Every booking the visitor made here, with where each stands. */
export function myBookings(db: AppDb): Promise<MyBooking[]> {
  return db.transaction('r', db.myBookings, db.outbox, db.refusals, async () => {
    const rows = await db.myBookings.toArray();
    const ids = rows.map((r) => r.id);
    const [queued, refusals] = await Promise.all([db.outbox.bulkGet(ids), visitorRefusals(db, 'wizard', ids)]);
    const refusalOf = new Map(refusals.reverse().map((r) => [r.target_id, r]));
    return rows.map((row, i) => withState(row, !!queued[i], refusalOf.get(row.id)));
  });
}
