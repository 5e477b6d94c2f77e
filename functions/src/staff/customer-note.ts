// The customer note (gate code, "dog hair, bring the pet brush"): staff write
// it in a booking's details and it goes on every booking of that customer
// (same e-mail or phone, src/domain/booking/customer-card.ts), past and upcoming, so
// the crew sees it on the next job too; a new booking of theirs takes it when
// it is made (writeBooking). It lives on the bookings, so it is kept and
// erased with them: retention and anonymizeBooking clear it with the rest.
// A change like any other from a device (booking-change.ts), checked on the
// booking it was written on: a replay of its mutation id gets the answer it
// had (never writes an older note over a newer one), and a note written on an
// older revision of that booking, when the note changed since, is refused
// with who changed it to what and when (the device offers keep theirs / apply
// mine again).
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { customerKeys } from '@/domain/booking/customer-card';
import { AREAS_OF } from '@/domain/booking/revision';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { APPLIED_MUTATIONS_KEPT, BOOKINGS, bookingFromDoc, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { changeFields, precheck, refusalFields, refusedError, staffConflict } from '../booking/booking-change';
import { customerBookingDocs } from '../lib/customer-bookings';

export const NOTE_ERASED_MESSAGE = 'This booking’s personal details were erased: it has no customer to note.';

/** How a note change is named to the person whose change was not applied ("your customer note was not applied"). */
export const NOTE_CHANGE_LABEL = 'customer note';

type Outcome = { kind: 'written' } | { kind: 'refused'; refusal: Omit<RefusedMutation, 'id'> };

export const setCustomerNote = defineCallable('setCustomerNote', CALLABLE_OPTIONS, async ({ id, note, mutation_id, base_revision }, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const ref = db.collection(BOOKINGS).doc(id);
  const first = await ref.get();
  const current = first.data() as BookingDoc | undefined;
  if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
  const keys = customerKeys(current);
  if (current.anonymized_at || keys.length === 0) throw new HttpsError('failed-precondition', NOTE_ERASED_MESSAGE, { reason: 'anonymized' });
  const now = new Date();
  const others = await customerBookingDocs(db, keys, current.customer_email);
  const refs = [ref, ...others.filter((d) => d.id !== id).map((d) => d.ref)];
  const change = { mutation_id, base_revision, areas: AREAS_OF.note };
  const outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
    const snaps: DocumentSnapshot[] = await tx.getAll(...refs);
    const main = snaps[0].data() as BookingDoc | undefined;
    if (!main || main.deleted_at) throw new HttpsError('not-found', 'Booking not found');
    const check = precheck(main, change);
    // A replay: the answer it had (the bookings as they stand), nothing written again.
    if (check.kind === 'replayed') return { kind: 'written' };
    if (check.kind === 'refused-before') return { kind: 'refused', refusal: check.refusal };
    // Changed since, and to other words: theirs stands. (To the same words: nothing to refuse.)
    if (check.kind === 'conflict' && (main.customer_note ?? null) !== note) {
      const refusal = staffConflict(check.details, NOTE_CHANGE_LABEL);
      // The history names what was not applied, not its words: erasing a booking does not reach its history entries.
      tx.update(ref, refusalFields(main, change, { by: role, email }, NOTE_CHANGE_LABEL, refusal, now));
      return { kind: 'refused', refusal };
    }
    for (const snap of snaps) {
      const doc = snap.data() as BookingDoc | undefined;
      // Erased or deleted meanwhile: it keeps no note.
      if (!doc || doc.deleted_at || doc.anonymized_at) continue;
      const mine = snap.id === id;
      if ((doc.customer_note ?? null) === note) {
        // Already says it: nothing to change, but the booking it was written on remembers the mutation, so a replay after a newer note writes nothing.
        if (mine && mutation_id) tx.update(snap.ref, { applied_mutations: [...(doc.applied_mutations ?? []), mutation_id].slice(-APPLIED_MUTATIONS_KEPT) });
        continue;
      }
      tx.update(snap.ref, {
        customer_note: note,
        customer_note_at: now.toISOString(),
        customer_keys: customerKeys(doc),
        // A change like any other (the revision moves); on each of the customer's bookings, so each history says when the note changed.
        ...changeFields(doc, newHistoryEntry(now, role, email, 'note', null, note ?? '(removed)'), mine ? mutation_id : null),
      });
    }
    return { kind: 'written' };
  });
  if (outcome.kind === 'refused') throw refusedError(outcome.refusal, bookingFromDoc(await ref.get()));
  const after = await db.getAll(...refs);
  return { bookings: after.filter((s) => s.exists && !(s.data() as BookingDoc).deleted_at).map(bookingFromDoc) };
});
