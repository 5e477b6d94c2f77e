// Frees the slot locks a booking holds, inside the caller's transaction (all
// reads of a transaction come before its writes, so this reads and returns a
// function that does the deletes).
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { SLOT_LOCKS } from '../lib/booking-doc';

export async function readSlotLocks(tx: Transaction, bookingId: string): Promise<() => void> {
  const locks = await tx.get(db.collection(SLOT_LOCKS).where('booking_id', '==', bookingId));
  return () => {
    for (const lock of locks.docs) tx.delete(lock.ref);
  };
}
