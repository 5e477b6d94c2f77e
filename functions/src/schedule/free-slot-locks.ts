// Frees the slot locks a booking holds, inside the caller's transaction (all
// reads of a transaction come before its writes, so this reads and returns a
// function that does the writes). A lock that a block of time covers passes to
// the block instead of being freed: a block added over a booking could not take
// that lock then, and must hold it once the booking is cancelled or deleted.
//
// The locks are read by reference: those of the booking's time as the caller's
// transaction read it, and any other lock under its id (a failed commit's, on
// the fallback server) found by a query outside the transaction. On the
// Firestore emulator a query inside a transaction locks the whole collection,
// and every booking, reschedule and cancel of the business waited on it.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from '../lib/admin';
import { SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/firestore-docs';
import { BLOCKS, blockCovers, blockFromDoc } from '../blocks/block-doc';
import { heldLockIds } from './reconcile-locks';

/** `doc`: the booking as the caller's transaction read it. */
export async function readSlotLocks(
  tx: Transaction,
  bookingId: string,
  doc: BookingDoc,
  options: { db?: Firestore; keep?: ReadonlySet<string> } = {},
): Promise<() => void> {
  const db = options.db ?? defaultDb;
  const found = await db.collection(SLOT_LOCKS).where('booking_id', '==', bookingId).get();
  const ids = new Set([...heldLockIds(doc), ...found.docs.map((d) => d.id)]);
  const snaps = ids.size > 0 ? await tx.getAll(...[...ids].map((id) => db.collection(SLOT_LOCKS).doc(id))) : [];
  // Only the locks that still name this booking; `keep`: those a reschedule goes on holding (its new time overlaps the old).
  const locks = { docs: snaps.filter((l) => l.exists && l.get('booking_id') === bookingId && !options.keep?.has(l.id)) };
  const dates = [...new Set(locks.docs.map((l) => (l.data() as SlotLockDoc).date))].sort();
  // Blocks ending on or after the booking's date (one range on one field), matched here.
  const blocks = dates.length > 0 ? (await tx.get(db.collection(BLOCKS).where('date_to', '>=', dates[0]))).docs.map(blockFromDoc) : [];
  return () => {
    for (const lock of locks.docs) {
      const { date, minute, crew } = lock.data() as SlotLockDoc;
      const block = blocks.find((b) => blockCovers(b, date, minute, crew));
      // booking_id: null rather than left out: the fallback Firestore's set keeps fields it is not given.
      if (block) tx.set(lock.ref, { booking_id: null, block_id: block.id, date, minute, crew } satisfies SlotLockDoc);
      else tx.delete(lock.ref);
    }
  };
}
