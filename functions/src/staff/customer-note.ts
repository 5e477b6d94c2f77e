// The customer note (gate code, "dog hair, bring the pet brush"): staff write
// it in a booking's details and it goes on every booking of that customer
// (same e-mail or phone, src/domain/customer-card.ts), past and upcoming, so
// the crew sees it on the next job too; a new booking of theirs takes it when
// it is made (writeBooking). It lives on the bookings, so it is kept and
// erased with them: retention and anonymizeBooking clear it with the rest.
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking-history';
import { customerKeys } from '@/domain/customer-card';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { changeFields } from '../booking/booking-change';
import { customerBookingDocs } from '../lib/customer-bookings';
import { requireRole } from './require-role';

export const NOTE_ERASED_MESSAGE = 'This booking’s personal details were erased: it has no customer to note.';

export const setCustomerNote = defineCallable('setCustomerNote', CALLABLE_OPTIONS, async ({ id, note, mutation_id }, request) => {
  const role = requireRole(request);
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
  await db.runTransaction(async (tx) => {
    const snaps: DocumentSnapshot[] = await tx.getAll(...refs);
    for (const snap of snaps) {
      const doc = snap.data() as BookingDoc | undefined;
      // Erased or deleted meanwhile: it keeps no note.
      if (!doc || doc.deleted_at || doc.anonymized_at) continue;
      // A replay, or a booking that already says it: nothing to write.
      if ((doc.customer_note ?? null) === note) continue;
      tx.update(snap.ref, {
        customer_note: note,
        customer_note_at: now.toISOString(),
        customer_keys: customerKeys(doc),
        // A change like any other (the revision moves); on each of the customer's bookings, so each history says when the note changed.
        ...changeFields(doc, newHistoryEntry(now, role, email, 'note', null, note ?? '(removed)'), snap.id === id ? mutation_id : null),
      });
    }
  });
  const after = await db.getAll(...refs);
  return { bookings: after.filter((s) => s.exists && !(s.data() as BookingDoc).deleted_at).map(bookingFromDoc) };
});
