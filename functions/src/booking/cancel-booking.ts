// Cancels a booking for its customer in one transaction: its slot locks freed
// (the time can be booked again), status cancelled, `sequence` + 1 (the
// cancellation's .ics outranks every earlier one), a history entry and the
// "Booking Cancelled" mail record. Cancelling a cancelled booking changes
// nothing and sends nothing (a replay, or the outbox sending it again).
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking-schema';
import { newHistoryEntry } from '@/domain/booking-history';
import { customerChange } from '@/domain/change-window';
import { BOOKINGS, MAIL, SLOT_LOCKS, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { cancelledMailId, mailData, newMailDoc } from '../mail/mail-doc';
import { reconcileBookingLocks } from './reconcile-locks';
import { ALREADY_EXISTS, errorCode } from './crew-locks';
import { withMutation, type ChangeActor } from './reschedule-booking';

export type CancelResult =
  | { kind: 'cancelled'; booking: Booking; mailId: string }
  | { kind: 'unchanged'; booking: Booking }
  | { kind: 'not-found' }
  | { kind: 'read-only'; booking: Booking }
  | { kind: 'too-late'; booking: Booking };

type Outcome = { kind: 'cancelled' | 'unchanged' | 'read-only' | 'too-late' | 'not-found' };

export async function cancelBooking(
  db: Firestore,
  req: { id: string; mutation_id: string | null },
  actor: ChangeActor,
  now: Date,
): Promise<CancelResult> {
  const ref = db.collection(BOOKINGS).doc(req.id);
  const mailId = cancelledMailId(req.id);

  const attempt = async (tx: Transaction): Promise<Outcome> => {
    const snap = await tx.get(ref);
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) return { kind: 'not-found' };
    if (doc.status === 'cancelled' || (req.mutation_id && doc.applied_mutations?.includes(req.mutation_id))) return { kind: 'unchanged' };
    if (doc.status !== 'pending' && doc.status !== 'confirmed') return { kind: 'read-only' };
    if (actor.enforceWindow && customerChange(doc, now) === 'too-late') return { kind: 'too-late' };
    const locks = await tx.get(db.collection(SLOT_LOCKS).where('booking_id', '==', req.id));
    const sequence = (doc.sequence ?? 0) + 1;
    const cancelled: BookingDoc = { ...doc, status: 'cancelled', sequence };
    // The mail record first: on the fallback server (writes applied in order,
    // stopping at the first failure) a concurrent cancel stops here, before any write.
    tx.create(
      db.collection(MAIL).doc(mailId),
      newMailDoc(doc.customer_email, 'booking-cancelled', { booking: mailData(bookingFromData(req.id, cancelled)), by: actor.by === 'customer' ? 'customer' : 'staff' }, now),
    );
    for (const lock of locks.docs) tx.delete(lock.ref);
    tx.update(ref, {
      status: 'cancelled',
      sequence,
      history: [...(doc.history ?? []), newHistoryEntry(now, actor.by, actor.email, 'cancelled', doc.status, 'cancelled')],
      applied_mutations: withMutation(doc, req.mutation_id),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { kind: 'cancelled' };
  };

  for (let round = 0; ; round++) {
    let outcome: Outcome;
    try {
      outcome = await db.runTransaction(attempt);
    } catch (error) {
      if (errorCode(error) !== ALREADY_EXISTS || round >= 3) throw error;
      continue;
    }
    if (outcome.kind === 'not-found') return { kind: 'not-found' };
    // Fallback server: a lock of a reschedule that lost a race may linger under this id.
    if (outcome.kind === 'cancelled') await reconcileBookingLocks(db, req.id);
    const booking = bookingFromDoc(await ref.get());
    return outcome.kind === 'cancelled' ? { kind: 'cancelled', booking, mailId } : { kind: outcome.kind, booking };
  }
}
