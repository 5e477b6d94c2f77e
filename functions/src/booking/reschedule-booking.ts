// Moves a booking to another date and time in one transaction (product.md
// section 9): new locks on a free crew, old locks freed, date/time changed,
// `sequence` + 1, `updated_at` stamped, a history entry and the customer's
// "Booking Rescheduled" mail record. Idempotent by `mutation_id`: an applied
// id is remembered on the booking, and a replay answers with the booking and
// sends nothing. A move made on an older revision is refused when a change
// since touched the time (a cancel, another move: booking-change.ts). Used by
// the customer's rescheduleMyBooking and by staff. The customer's move may
// carry a new address (a new city that did not fit at the old time): the new
// time is then checked for the new city and both are stored together.
// The crew is taken by schedule/move-job.ts, as for every change that moves a job.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/v2/https';
import type { Booking } from '@/domain/booking/booking-schema';
import { newHistoryEntry, type HistoryActor } from '@/domain/booking/booking-history';
import { AREAS_OF } from '@/domain/booking/revision';
import { customerChange } from '@/domain/booking/change-window';
import { labelToMinutes } from '@/domain/schedule/schedule';
import { cityIdOf } from '@/domain/schedule/cities';
import { addressText, type RescheduleMyBookingInput } from '@/domain/booking/self-service-schema';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { changeFields, customerConflict, precheck, refusalFields, staffConflict } from './booking-change';
import { customerMailDoc, mailData, rescheduledMailId } from '../mail/mail-doc';
import { queueOwnerAlert } from '../mail/owner-alert';
import { bookingRuleViolation, type RuleViolation } from './booking-rules';
import { driveCity } from '../schedule/crew-locks';
import { moveJob, runJobMove } from '../schedule/move-job';
import { rateLimitRefs } from '../abuse/rate-limits';
import { checkChangeLimits, type ChangeLimits } from '../abuse/change-limits';

export interface ChangeActor {
  by: Exclude<HistoryActor, 'system'>;
  /** The staff member's e-mail; null for the customer. */
  email: string | null;
  /** Refuse inside 24 hours of the current start (the customer's rule; staff may change any time). */
  enforceWindow: boolean;
  /** Apply the minimum notice to the new time (the customer's rule, as for a new booking). */
  minNotice: boolean;
}

export interface RescheduleRequest {
  id: string;
  booking_date: string;
  booking_time: string;
  mutation_id: string;
  /** The revision the move was made on (absent: applied as before revisions). */
  base_revision?: number | null;
  /** A new service address with the new time (the customer's, parsed): the job's city for the check, stored with it. */
  address?: RescheduleMyBookingInput['address'] | null;
}

export type RescheduleResult =
  /** mailIds: the customer's e-mail (when the booking has an address) and the owner's alert (a customer's change), to send now. */
  | { kind: 'rescheduled'; booking: Booking; mailIds: string[]; answeredRequest: string | null }
  /** Nothing to do: a replay of an applied mutation, or the time it already has. */
  | { kind: 'unchanged'; booking: Booking }
  | { kind: 'not-found' }
  | { kind: 'read-only'; booking: Booking }
  | { kind: 'too-late'; booking: Booking }
  | { kind: 'invalid'; violation: RuleViolation }
  | { kind: 'full' }
  /** Over a change limit (the customer's resource-exhausted): nothing changed or counted. */
  | { kind: 'limited'; error: HttpsError }
  /** Made on an older revision and a change since touched the time (or refused so before: a replay). */
  | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'>; booking: Booking };

/** "2026-12-01 10:00 AM": how history shows a time. */
export const historyTime = (b: { booking_date: string; booking_time: string }) => `${b.booking_date} ${b.booking_time}`;

type Outcome =
  | Exclude<RescheduleResult, { booking: Booking }>
  | { kind: 'rescheduled' | 'unchanged' | 'read-only' | 'too-late'; mailIds?: string[]; answeredRequest?: string | null }
  | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'> };

/**
 * `limits`: a customer's change limits (abuse/change-limits.ts), checked and counted
 * in this transaction once the move is no replay, and counted only when it
 * writes (a move, or a conflict's refusal).
 */
export async function rescheduleBooking(db: Firestore, req: RescheduleRequest, actor: ChangeActor, now: Date, limits?: ChangeLimits): Promise<RescheduleResult> {
  const ref = db.collection(BOOKINGS).doc(req.id);
  const limitRefs = limits ? rateLimitRefs(db, limits.keys) : [];

  const attempt = async (tx: Transaction): Promise<Outcome> => {
    const [snap, ...counters] = await tx.getAll(ref, ...limitRefs);
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) return { kind: 'not-found' };
    const change = { mutation_id: req.mutation_id, base_revision: req.base_revision, areas: AREAS_OF.rescheduled };
    const check = precheck(doc, change);
    if (check.kind === 'replayed') return { kind: 'unchanged' };
    if (check.kind === 'refused-before') return { kind: 'refused', refusal: check.refusal };
    // Decided on the booking as this transaction reads it (asked to move or not), so a parallel move cannot slip past.
    const limit = checkChangeLimits(tx, limits, req.id, doc, counters, now, req.mutation_id);
    if (limit?.refused) return { kind: 'limited', error: limit.refused };
    if (check.kind === 'conflict') {
      limit?.count();
      const refusal = actor.by === 'customer' ? customerConflict(check.details, 'reschedule') : staffConflict(check.details, 'Reschedule');
      tx.update(ref, refusalFields(doc, change, { by: actor.by, email: actor.email }, historyTime(req), refusal, now));
      return { kind: 'refused', refusal };
    }
    if (doc.status !== 'pending' && doc.status !== 'confirmed') return { kind: 'read-only' };
    if (actor.enforceWindow && customerChange(doc, now) === 'too-late') return { kind: 'too-late' };
    const newAddress = req.address && addressText(req.address) !== addressText(doc) ? req.address : null;
    if (doc.booking_date === req.booking_date && doc.booking_time === req.booking_time && !newAddress) return { kind: 'unchanged' };

    // The rules of a new booking (past, horizon, end of day, notice) for the new
    // time; staff skip the notice only, as for a phone booking (no notice at all),
    // so a time inside it is still held to the others.
    const violation = bookingRuleViolation(req.booking_date, req.booking_time, doc.duration_min, now, actor.minNotice ? {} : { minNoticeMin: 0 });
    if (violation) return { kind: 'invalid', violation };

    const startMin = labelToMinutes(req.booking_time)!;
    // The booking's city (its new one, when the move brings a new address): the drives to and from its neighbours at the new time.
    const city = newAddress ? cityIdOf(newAddress.service_city) : driveCity(doc);
    const job = { date: req.booking_date, startMin, durationMin: doc.duration_min, city };
    const move = await moveJob(db, tx, req.id, doc, job);
    if (!move) return { kind: 'full' };

    const sequence = (doc.sequence ?? 0) + 1;
    const moved: BookingDoc = { ...doc, ...(newAddress ?? {}), booking_date: req.booking_date, booking_time: req.booking_time, crew: move.crew, sequence };
    const mailId = rescheduledMailId(req.id, sequence);
    // Order matters on the fallback server, which applies writes one by one and
    // stops at the first failure: the lock creates (capacity) first, then the
    // mail record's create (a concurrent change of the same booking computed the
    // same sequence, so only one passes), then the frees and the booking.
    move.takeLocks();
    const booking = mailData(bookingFromData(req.id, moved));
    const previous = { booking_date: doc.booking_date, booking_time: doc.booking_time };
    tx.create(db.collection(MAIL).doc(mailId), customerMailDoc(doc.customer_email, 'booking-rescheduled', { booking, previous }, now));
    const mailIds = doc.customer_email ? [mailId] : [];
    // The owner hears of every change a customer makes (staff changes are the owner's own team's).
    if (actor.by === 'customer') mailIds.push(await queueOwnerAlert(tx, 'rescheduled', booking, now, { previous, made_by: 'customer' }));
    move.freeOldLocks();
    limit?.count();
    const entries = [];
    if (historyTime(doc) !== historyTime(req)) entries.push(newHistoryEntry(now, actor.by, actor.email, 'rescheduled', historyTime(doc), historyTime(req)));
    if (newAddress) entries.push(newHistoryEntry(now, actor.by, actor.email, 'address', addressText(doc), addressText(newAddress)));
    tx.update(ref, {
      booking_date: req.booking_date,
      booking_time: req.booking_time,
      ...(newAddress ?? {}),
      crew: move.crew,
      sequence,
      // The reminder goes again, for the new time (its mail id carries the sequence).
      reminder_sent_at: null,
      // A new time answers the business's request for one.
      reschedule_request: null,
      ...changeFields(doc, entries, req.mutation_id),
    });
    return { kind: 'rescheduled', mailIds, answeredRequest: doc.reschedule_request?.request_id ?? null };
  };

  const outcome = await runJobMove(db, req.id, attempt, (o) => o.kind === 'rescheduled');
  if (outcome.kind === 'not-found' || outcome.kind === 'full' || outcome.kind === 'invalid' || outcome.kind === 'limited') return outcome;
  const booking = bookingFromDoc(await ref.get());
  if (outcome.kind === 'rescheduled') return { kind: 'rescheduled', booking, mailIds: outcome.mailIds!, answeredRequest: outcome.answeredRequest ?? null };
  if (outcome.kind === 'refused') return { kind: 'refused', refusal: outcome.refusal, booking };
  return { kind: outcome.kind, booking };
}
