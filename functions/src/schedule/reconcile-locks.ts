// Makes the slot locks held under a booking id match the stored booking: the
// locks of its date (each of its days, for a quoted job of whole days), time, duration and crew while it is active, none once it
// is deleted, cancelled or absent. Called after every failed commit and every
// outcome of writeBooking but a committed create (and by the other transactions that move locks: reschedule, blocks), so a
// lost race can never keep capacity that no booking uses.
//
// The locks are found by a query outside any transaction: on the Firestore
// emulator a query inside one locks the whole collection, so every losing copy
// of a contended booking (it holds no locks, the usual case: nothing more to
// do) made every other booking's transaction wait on slotLocks. Found locks
// are read again by reference in a transaction, with the booking.
//
// Why it is safe on both Firestores:
//
// - Fallback server (@firestore-emulator/server, no transaction isolation):
//   a commit is applied synchronously, write by write, stopping at the first
//   failure. A successful commit therefore appears all at once (its locks and
//   its booking together); a failed one can leave the locks written before the
//   failing `create` (the "strays" this removes). This reads the locks FIRST
//   and the booking SECOND: a lock of a successful commit is only seen if that
//   commit came before the locks query, so the booking read after it sees the
//   booking too and keeps those locks. A commit landing after the query has
//   locks it did not return, so they are never touched. A failed commit that
//   lands after both reads is followed by its own caller's reconcile
//   (writeBooking always calls this after a failure).
// - Real Firestore and its emulator (atomic commits): a losing copy's commit
//   fails as a whole (a lock or the booking it creates exists by then:
//   ALREADY_EXISTS; or a conflict on the documents it read, re-run by the SDK),
//   its next attempt sees the stored booking and writes nothing, so no stray
//   locks ever exist and the query finds none of its own. Locks it does find
//   are deleted in a transaction that reads them and the booking, and only
//   while each still names this booking.
import type { Firestore } from 'firebase-admin/firestore';
import { addDaysToDate, labelToMinutes, occupiedHalfHours, slotLockId } from '@/domain/schedule/schedule';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc } from '../lib/firestore-docs';

/** The lock ids an active booking holds; none for a deleted, cancelled or absent one. */
export function heldLockIds(doc: BookingDoc | undefined): Set<string> {
  if (!doc || doc.deleted_at || doc.status === 'cancelled') return new Set();
  const start = labelToMinutes(doc.booking_time);
  if (start === undefined) return new Set();
  // A quoted job of whole days holds the same half hours on each of its consecutive days.
  const dates = Array.from({ length: doc.job_days ?? 1 }, (_, i) => addDaysToDate(doc.booking_date, i));
  return new Set(dates.flatMap((date) => occupiedHalfHours(start, doc.duration_min).map((m) => slotLockId(date, m, doc.crew))));
}

/** Deletes every slotLocks doc under bookingId that the stored booking should not hold; returns how many. */
export async function reconcileBookingLocks(db: Firestore, bookingId: string): Promise<number> {
  // Order matters on the fallback server: locks first, then the booking (see above).
  const found = await db.collection(SLOT_LOCKS).where('booking_id', '==', bookingId).get();
  if (found.empty) return 0;
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  return db.runTransaction(async (tx) => {
    const locks = await tx.getAll(...found.docs.map((d) => d.ref));
    const keep = heldLockIds((await tx.get(bookingRef)).data() as BookingDoc | undefined);
    const strays = locks.filter((l) => l.exists && l.get('booking_id') === bookingId && !keep.has(l.id));
    for (const stray of strays) tx.delete(stray.ref);
    return strays.length;
  });
}
