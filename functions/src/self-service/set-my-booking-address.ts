// setMyBookingAddress: the customer adds the service address to a booking made
// without one (the crew has nowhere to go until they do), or corrects it, from
// the manage link: the confirmation e-mail asks for it. Allowed while the
// booking is upcoming (pending or confirmed, its start still ahead) and its
// personal details not erased: a new street inside the 24 hours too (no time
// changes, and the crew needs the address most then). A new city moves the
// job (src/domain/booking/change-window.ts): it keeps the 24 hours, and the
// crew must still get there from its job before and on to its job after
// (schedule/move-job.ts, the rule every move passes); the booking keeps its crew when
// that crew can, else takes another that can at the same time, else the
// change is refused ('drive') and nothing is written: the manage page then
// offers a new time for the new address (rescheduleMyBooking with `address`).
// Replays of one change (its mutation_id) change nothing. Counted with the
// customer's other changes (abuse/change-limits.ts), in this change's own
// transaction; a refusal for the drive is not counted, as a full time is not.
// The dashboards hear of it through their listener.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { AREAS_OF } from '@/domain/booking/revision';
import { customerAddressChange, movesCity } from '@/domain/booking/change-window';
import { addressText, outOfReachMessage, type MyBooking, type SetMyBookingAddressData } from '@/domain/booking/self-service-schema';
import { labelToMinutes } from '@/domain/schedule/schedule';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { BOOKINGS, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import type { RequestLike } from '../abuse/booking-limits';
import { rateLimitRefs } from '../abuse/rate-limits';
import { changeFields, precheck } from '../booking/booking-change';
import { myBookingView, notFound, refused, requireManageToken } from './manage-access';
import { checkChangeLimits, customerChangeLimits } from '../abuse/change-limits';
import { moveJob, runJobMove } from '../schedule/move-job';

type Outcome = { kind: 'changed'; moved: boolean } | { kind: 'unchanged' } | { kind: 'drive'; booking_time: string };

/** A customer's address change as it applies (the token already checked), at `now`, with its limits; throws the refusals. */
export async function changeMyAddress(db: Firestore, input: SetMyBookingAddressData, raw: RequestLike | undefined, now: Date): Promise<MyBooking> {
  const ref = db.collection(BOOKINGS).doc(input.id);
  const limits = customerChangeLimits(input.id, raw);

  const attempt = async (tx: Transaction): Promise<Outcome> => {
    const [snap, ...counters] = await tx.getAll(ref, ...rateLimitRefs(db, limits.keys));
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) throw notFound();
    // A replay (applied, or refused before) changes nothing; the customer sends no revision, so no conflict.
    if (precheck(doc, { mutation_id: input.mutation_id, areas: AREAS_OF.address }).kind !== 'go') return { kind: 'unchanged' };
    const limit = checkChangeLimits(tx, limits, input.id, doc, counters, now, input.mutation_id);
    if (limit?.refused) throw limit.refused;
    // Only an upcoming booking with a customer (not once its time has come, the crew on its
    // way or done, nor once its personal details were erased); a new city as a new time.
    const newCity = movesCity(doc.service_city, input.service_city);
    const allowed = customerAddressChange(doc, now, newCity);
    if (doc.anonymized_at) throw refused('read-only', bookingFromData(input.id, doc));
    if (allowed !== 'allowed') throw refused(allowed, bookingFromData(input.id, doc));

    // The job at its own time in the new city: its own crew first.
    const job = { date: doc.booking_date, startMin: labelToMinutes(doc.booking_time)!, durationMin: doc.duration_min, city: input.service_city };
    const move = newCity ? await moveJob(db, tx, input.id, doc, job, doc.crew) : undefined;
    if (newCity && !move) return { kind: 'drive', booking_time: doc.booking_time };

    move?.takeLocks();
    move?.freeOldLocks();
    limit?.count();
    tx.update(ref, {
      service_street: input.service_street,
      service_city: input.service_city,
      service_postal_code: input.service_postal_code,
      ...(move ? { crew: move.crew } : {}),
      ...changeFields(doc, newHistoryEntry(now, 'customer', null, 'address', addressText(doc), addressText(input)), input.mutation_id),
    });
    return { kind: 'changed', moved: !!move };
  };

  const outcome = await runJobMove(db, input.id, attempt, (o) => o.kind === 'changed' && o.moved);
  if (outcome.kind === 'drive') {
    throw new HttpsError('failed-precondition', outOfReachMessage(input.service_city, outcome.booking_time), { reason: 'drive', service_city: input.service_city });
  }
  return myBookingView(bookingFromDoc(await ref.get()));
}

export const setMyBookingAddress = defineCallable('setMyBookingAddress', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  return { booking: await changeMyAddress(db, input, request.rawRequest, new Date()) };
});
