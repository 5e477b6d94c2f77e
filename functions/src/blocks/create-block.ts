// createBlock (admin): blocks time for one crew or all, one day or a range,
// the whole day or from-to. It takes the free slot locks of that time in one
// transaction, so the wizard, getAvailability and createBooking see it at once.
// Bookings already in that time keep their locks (a block never cancels
// anything silently): they are listed in the answer for the admin to move or
// cancel, and kept on the block by id (booking_ids), and their locks pass to the block when they are cancelled or deleted
// (schedule/free-slot-locks.ts). Idempotent by the client's block id.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BLOCK_MAX_DAYS, type Block, type BlockConflict, type CreateBlockData, type CreateBlockOutput } from '@/domain/callables/operations-schema';
import { bookingsInsideBlock } from '@/domain/schedule/block-time';
import { businessToday, daysBetween } from '@/domain/schedule/schedule';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/firestore-docs';
import { isCalendarDate } from '../booking/booking-rules';
import { ALREADY_EXISTS } from '../lib/firestore-errors';
import { BLOCKS, blockFromDoc, blockLocks, type NewBlockDoc } from './block-doc';

function invalid(field: string, message: string): never {
  throw new HttpsError('invalid-argument', message, { fields: { [field]: message } });
}

/** The bookings (not cancelled, not deleted) that share a crew and a half hour with the block (bookingsInsideBlock in src/domain). */
export async function blockConflicts(fs: Firestore, b: Block): Promise<BlockConflict[]> {
  const snaps = await fs.collection(BOOKINGS).where('booking_date', '>=', b.date_from).where('booking_date', '<=', b.date_to).get();
  const docs = snaps.docs.map((snap) => ({ ...(snap.data() as BookingDoc), id: snap.id }));
  return bookingsInsideBlock(
    docs.map((d) => ({ ...d, deleted_at: d.deleted_at ? 'deleted' : null })),
    b,
  ).map((d) => ({
    id: d.id,
    customer_name: d.customer_name,
    customer_phone: d.customer_phone ?? null,
    service_name: d.service_name,
    booking_date: d.booking_date,
    booking_time: d.booking_time,
    crew: d.crew ?? null,
    status: d.status,
  }));
}

/** Writes the block and takes its free locks; plain function over a Firestore handle (the callable and the tests). */
export async function writeBlock(fs: Firestore, data: CreateBlockData, createdBy: string | null): Promise<CreateBlockOutput> {
  const ref = fs.collection(BLOCKS).doc(data.id);
  const wanted = blockLocks(data);
  const attempt = async (tx: Transaction) => {
    if ((await tx.get(ref)).exists) return;
    const snaps = await tx.getAll(...wanted.map((l) => fs.collection(SLOT_LOCKS).doc(l.id)));
    const taken = new Set(snaps.filter((s) => s.exists).map((s) => s.id));
    for (const l of wanted) {
      if (taken.has(l.id)) continue; // a booking (listed as a conflict) or another block holds it
      const lock: SlotLockDoc = { block_id: data.id, date: l.date, minute: l.minute, crew: l.crew };
      tx.create(fs.collection(SLOT_LOCKS).doc(l.id), lock);
    }
    const { id: _id, ...fields } = data;
    const doc: NewBlockDoc = { ...fields, created_by: createdBy, created_at: FieldValue.serverTimestamp() };
    tx.create(ref, doc);
  };
  // The fallback Firestore reports a lock taken meanwhile as ALREADY_EXISTS (and may have
  // applied the writes before it): clear this block's partial locks and read again.
  for (let round = 0; ; round++) {
    try {
      await fs.runTransaction(attempt);
      break;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS || round >= 4) throw error;
      if (!(await ref.get()).exists) {
        const partial = await fs.collection(SLOT_LOCKS).where('block_id', '==', data.id).get();
        await Promise.all(partial.docs.map((d) => d.ref.delete()));
      }
    }
  }
  const block = blockFromDoc(await ref.get());
  const conflicts = await blockConflicts(fs, block);
  // The block keeps whom it sat over when made (the first answer's list: a replay leaves it), so every
  // device lists those bookings under it later, moved or cancelled as they may be by then.
  if (!block.booking_ids) {
    block.booking_ids = conflicts.map((c) => c.id);
    await ref.update({ booking_ids: block.booking_ids });
  }
  return { block, conflicts };
}

export const createBlock = defineCallable('createBlock', CALLABLE_OPTIONS, async (data, request) => {
  if (!isCalendarDate(data.date_from)) invalid('date_from', 'Choose a date');
  if (!isCalendarDate(data.date_to)) invalid('date_to', 'Choose a date');
  const now = new Date();
  const existing = await db.collection(BLOCKS).doc(data.id).get();
  if (!existing.exists) {
    if (data.date_from < businessToday(now)) invalid('date_from', 'Choose a day that is not in the past');
    if (daysBetween(data.date_from, data.date_to) + 1 > BLOCK_MAX_DAYS) {
      invalid('date_to', `A block can cover at most ${BLOCK_MAX_DAYS} days; add another block for more`);
    }
  }
  const createdBy = (request.auth?.token.email as string | undefined) ?? request.auth?.uid ?? null;
  return writeBlock(db, data, createdBy);
});
