// updateBookingStatus: staff and admin move a booking along the allowed
// transitions (src/domain/booking/status.ts). Asking for the status it already has
// succeeds without a change, and so does a replay of an applied mutation, so
// an outbox retry is harmless. A change made on an older revision of the
// booking is refused when a change since touched its status (booking-change.ts):
// the device shows who did what instead. Every change is recorded in the
// booking's history (who, when, from, to), a refused one too. Cancelling frees
// the booking's slot locks in the same transaction; confirming and cancelling
// each queue their e-mail to the customer ("Your booking is confirmed" / "Your
// booking was cancelled"), sent once: the mail record's id is per booking.
// Mark as Completed and No-show (the customer was not there) only once the
// start time has passed, as the dashboard offers them (needsStart); a no-show
// frees the rest of the job's time like a cancel, and sends nothing. Mark as
// Completed is refused while damage is ticked in the condition check without a
// Before photo, when the business config asks for one (src/domain/photos/condition-check.ts).
import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { statusChangeAreas } from '@/domain/booking/revision';
import { STATUS_ACTIONS, canTransition, needsStart, notStartedMessage, type BookingStatus } from '@/domain/booking/status';
import { bookingStartInstant } from '@/domain/booking/change-window';
import { photoRequiredRefusal } from '@/domain/photos/condition-check';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { cancelledMailId, confirmedMailId, mailData, newMailDoc } from '../mail/mail-doc';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { changeFields, precheck, refusalFields, refusedError, staffConflict } from '../booking/booking-change';
import { readSlotLocks } from '../schedule/free-slot-locks';
import { afterAskedBookingChanged } from '../blocks/reschedule-summary';

/** How a status change is named to the person whose change was not applied ("your Confirm Booking was not applied"). */
export function statusActionLabel(to: BookingStatus): string {
  return STATUS_ACTIONS.find((a) => a.to === to)?.label ?? `change to ${to}`;
}

type Outcome = { kind: 'changed'; mailId: string | null } | { kind: 'unchanged' } | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'> };

export const updateBookingStatus = defineCallable('updateBookingStatus', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async ({ id, status, mutation_id, base_revision }, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const ref = db.collection(BOOKINGS).doc(id);
  const now = new Date();
  const change = { mutation_id, base_revision, areas: statusChangeAreas(status) };
  const run = () =>
    db.runTransaction(async (tx): Promise<Outcome> => {
      const snap = await tx.get(ref);
      const current = snap.data() as BookingDoc | undefined;
      if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
      const check = precheck(current, change);
      if (check.kind === 'replayed') return { kind: 'unchanged' };
      if (check.kind === 'refused-before') return { kind: 'refused', refusal: check.refusal };
      // Already so (two devices asked for the same): nothing to apply, nothing to refuse.
      if (current.status === status) return { kind: 'unchanged' };
      if (check.kind === 'conflict') {
        const refusal = staffConflict(check.details, statusActionLabel(status));
        tx.update(ref, refusalFields(current, change, { by: role, email }, status, refusal, now));
        return { kind: 'refused', refusal };
      }
      if (!canTransition(current.status, status)) {
        throw new HttpsError('failed-precondition', `A ${current.status} booking cannot become ${status}`, {
          current_status: current.status,
        });
      }
      if (needsStart(status) && bookingStartInstant(current).getTime() > now.getTime()) {
        throw new HttpsError('failed-precondition', notStartedMessage(status), { reason: 'not-started', current_status: current.status });
      }
      // Damage ticked in the condition check needs a Before photo first (CONDITION_CHECK.photoRequiredForDamage).
      const needsPhoto = photoRequiredRefusal(current, status);
      if (needsPhoto) throw new HttpsError('failed-precondition', needsPhoto, { reason: 'photo-required', current_status: current.status });
      const freeLocks = status === 'cancelled' || status === 'no-show' ? await readSlotLocks(tx, id, current) : () => {};
      // A cancellation is a new calendar revision (its .ics CANCEL outranks the last REQUEST).
      const sequence = (current.sequence ?? 0) + (status === 'cancelled' ? 1 : 0);
      const changed: BookingDoc = { ...current, status, sequence };
      let mailId: string | null = null;
      // A phone booking without an e-mail gets no mail.
      if (current.customer_email && (status === 'confirmed' || status === 'cancelled')) {
        const booking = mailData(bookingFromData(id, changed));
        mailId = status === 'confirmed' ? confirmedMailId(id) : cancelledMailId(id);
        // First write: a concurrent change (fallback server, no isolation) stops here.
        tx.create(
          db.collection(MAIL).doc(mailId),
          status === 'confirmed'
            ? newMailDoc(current.customer_email, 'booking-confirmed', booking, now)
            : newMailDoc(current.customer_email, 'booking-cancelled', { booking, by: 'staff' }, now),
        );
      }
      freeLocks();
      tx.update(ref, {
        status,
        sequence,
        ...changeFields(current, newHistoryEntry(now, role, email, status === 'cancelled' ? 'cancelled' : 'status', current.status, status), mutation_id),
        // completed_at: the review request goes the morning after (scheduled/send-review-requests.ts).
        ...(status === 'completed' ? { completed_at: Timestamp.now() } : {}),
      });
      return { kind: 'changed', mailId };
    });
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    // A concurrent identical change made the mail record first: run again, which finds the status in place.
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    outcome = await run();
  }
  const booking = bookingFromDoc(await ref.get());
  if (outcome.kind === 'refused') throw refusedError(outcome.refusal, booking);
  if (outcome.kind === 'changed' && outcome.mailId) await sendNow(db, outcome.mailId, now);
  // A booking asked to move, cancelled: the owner's summary of that request may be due.
  if (outcome.kind === 'changed' && status === 'cancelled') await afterAskedBookingChanged(db, booking.reschedule_request?.request_id, now);
  return { booking };
});
