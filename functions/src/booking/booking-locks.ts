// Which slot locks a stored booking needs, and the removal of any others held
// under its id. The fallback Firestore applies a commit's writes one by one
// and stops at the first failure, so a lost race can leave some new locks of
// a reschedule behind while the booking stays at its old time; real Firestore
// never does, and there this finds nothing to remove.
// (Issue 13 adds reconcileBookingLocks for the same job on every path; when it
// lands, this delegates to it.)
import type { Firestore } from 'firebase-admin/firestore';
import { labelToMinutes, occupiedHalfHours, slotLockId } from '@/domain/schedule';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc } from '../lib/booking-doc';

export function neededLockIds(doc: BookingDoc | undefined): Set<string> {
  if (!doc || doc.deleted_at || doc.status === 'cancelled' || doc.status === 'completed') return new Set();
  const minutes = occupiedHalfHours(labelToMinutes(doc.booking_time)!, doc.duration_min);
  return new Set(minutes.map((m) => slotLockId(doc.booking_date, m, doc.crew)));
}

export async function releaseStrayLocks(db: Firestore, bookingId: string): Promise<number> {
  const doc = (await db.collection(BOOKINGS).doc(bookingId).get()).data() as BookingDoc | undefined;
  // A completed booking keeps whatever it held (its time has passed); only a live or ended one is reconciled.
  if (doc?.status === 'completed') return 0;
  const needed = neededLockIds(doc);
  const held = await db.collection(SLOT_LOCKS).where('booking_id', '==', bookingId).get();
  const stray = held.docs.filter((d) => !needed.has(d.id));
  await Promise.all(stray.map((d) => d.ref.delete()));
  return stray.length;
}
