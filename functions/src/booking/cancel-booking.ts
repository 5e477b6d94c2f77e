// Cancels a booking for its customer in one transaction: its slot locks freed
// (the time can be booked again), status cancelled, `sequence` + 1 (the
// cancellation's .ics outranks every earlier one), a history entry and the
// "Booking Cancelled" mail record. Cancelling a cancelled booking changes
// nothing and sends nothing (a replay, or the outbox sending it again). A
// cancel made on an older revision is refused when a change since touched the
// status or the time (booking-change.ts).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/v2/https';
import type { Booking } from '@/domain/booking/booking-schema';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { customerChange } from '@/domain/booking/change-window';
import { AREAS_OF } from '@/domain/booking/revision';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { changeFields, customerConflict, precheck, refusalFields, staffConflict } from './booking-change';
import { cancelledMailId, customerMailDoc, mailData } from '../mail/mail-doc';
import { queueOwnerAlert } from '../mail/owner-alert';
import { readSlotLocks } from '../schedule/free-slot-locks';
import { reconcileBookingLocks } from '../schedule/reconcile-locks';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import type { ChangeActor } from './reschedule-booking';
import { rateLimitRefs } from '../abuse/rate-limits';
import { checkChangeLimits, type ChangeLimits } from '../abuse/change-limits';

export type CancelResult =
  /** mailIds: the customer's e-mail (when the booking has an address) and the owner's alert (a customer's cancel), to send now. */
  | { kind: 'cancelled'; booking: Booking; mailIds: string[] }
  | { kind: 'unchanged'; booking: Booking }
  | { kind: 'not-found' }
  | { kind: 'read-only'; booking: Booking }
  | { kind: 'too-late'; booking: Booking }
  | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'>; booking: Booking }
  /** Over a change limit (the customer's resource-exhausted): nothing changed or counted. */
  | { kind: 'limited'; error: HttpsError };

type Outcome =
  | { kind: 'cancelled' | 'unchanged' | 'read-only' | 'too-late' | 'not-found'; mailIds?: string[] }
  | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'> }
  | { kind: 'limited'; error: HttpsError };

export async function cancelBooking(
  db: Firestore,
  req: { id: string; mutation_id: string | null; base_revision?: number | null },
  actor: ChangeActor,
  now: Date,
  /** A customer's change limits (abuse/change-limits.ts): checked and counted in this transaction, when the cancel writes. */
  limits?: ChangeLimits,
): Promise<CancelResult> {
  const ref = db.collection(BOOKINGS).doc(req.id);
  const mailId = cancelledMailId(req.id);
  const limitRefs = limits ? rateLimitRefs(db, limits.keys) : [];

  const attempt = async (tx: Transaction): Promise<Outcome> => {
    const [snap, ...counters] = await tx.getAll(ref, ...limitRefs);
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) return { kind: 'not-found' };
    const change = { mutation_id: req.mutation_id, base_revision: req.base_revision, areas: AREAS_OF.cancelled };
    const check = precheck(doc, change);
    if (check.kind === 'replayed' || doc.status === 'cancelled') return { kind: 'unchanged' };
    if (check.kind === 'refused-before') return { kind: 'refused', refusal: check.refusal };
    const limit = checkChangeLimits(tx, limits, req.id, doc, counters, now, req.mutation_id);
    if (limit?.refused) return { kind: 'limited', error: limit.refused };
    if (check.kind === 'conflict') {
      limit?.count();
      const refusal = actor.by === 'customer' ? customerConflict(check.details, 'cancel') : staffConflict(check.details, 'Cancel Booking');
      tx.update(ref, refusalFields(doc, change, { by: actor.by, email: actor.email }, 'cancelled', refusal, now));
      return { kind: 'refused', refusal };
    }
    if (doc.status !== 'pending' && doc.status !== 'confirmed') return { kind: 'read-only' };
    if (actor.enforceWindow && customerChange(doc, now) === 'too-late') return { kind: 'too-late' };
    // Its locks are freed, or pass to a block of time that covers them.
    const freeLocks = await readSlotLocks(tx, req.id, doc, { db });
    const sequence = (doc.sequence ?? 0) + 1;
    const cancelled: BookingDoc = { ...doc, status: 'cancelled', sequence };
    // The mail record first: on the fallback server (writes applied in order,
    // stopping at the first failure) a concurrent cancel stops here, before any write.
    const booking = mailData(bookingFromData(req.id, cancelled));
    tx.create(
      db.collection(MAIL).doc(mailId),
      customerMailDoc(doc.customer_email, 'booking-cancelled', { booking, by: actor.by === 'customer' ? 'customer' : 'staff' }, now),
    );
    const mailIds = doc.customer_email ? [mailId] : [];
    if (actor.by === 'customer') mailIds.push(await queueOwnerAlert(tx, 'cancelled', booking, now, { made_by: 'customer' }));
    freeLocks();
    limit?.count();
    tx.update(ref, {
      status: 'cancelled',
      sequence,
      ...changeFields(doc, newHistoryEntry(now, actor.by, actor.email, 'cancelled', doc.status, 'cancelled'), req.mutation_id),
    });
    return { kind: 'cancelled', mailIds };
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
    if (outcome.kind === 'limited') return outcome;
    // Fallback server: a lock of a reschedule that lost a race may linger under this id.
    if (outcome.kind === 'cancelled') await reconcileBookingLocks(db, req.id);
    const booking = bookingFromDoc(await ref.get());
    if (outcome.kind === 'refused') return { kind: 'refused', refusal: outcome.refusal, booking };
    return outcome.kind === 'cancelled' ? { kind: 'cancelled', booking, mailIds: outcome.mailIds ?? [] } : { kind: outcome.kind, booking };
  }
}
