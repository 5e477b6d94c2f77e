// deleteBooking (admin only): frees the slot locks and replaces the booking
// with a tombstone that keeps no personal data, so delta pulls report the
// deletion. Deleting an already deleted booking succeeds (outbox retries).
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking-history';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, type BookingDoc } from '../lib/booking-doc';
import { requireRole } from './require-role';
import { readSlotLocks } from './free-slot-locks';

/** What a tombstone must not keep. */
export const PERSONAL_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'vehicle_make',
  'vehicle_model',
  'comments',
  'service_street',
  'service_postal_code',
] as const;

export const deleteBooking = defineCallable('deleteBooking', CALLABLE_OPTIONS, async ({ id }, request) => {
  const role = requireRole(request, ['admin']);
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const ref = db.collection(BOOKINGS).doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() as BookingDoc | undefined;
    if (!current) throw new HttpsError('not-found', 'Booking not found');
    if (current.deleted_at) return;
    const freeLocks = await readSlotLocks(tx, id);
    freeLocks();
    // The personal fields are overwritten with null (not deleted: the
    // fallback Firestore ignores FieldValue.delete()), so name, e-mail, phone,
    // vehicle, address and comments do not outlive the booking.
    tx.update(ref, {
      ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])),
      // The tombstone keeps who deleted it and when (no customer data in history).
      history: [...(current.history ?? []), newHistoryEntry(new Date(), role, email, 'deleted', current.status, null)],
      updated_at: FieldValue.serverTimestamp(),
      deleted_at: FieldValue.serverTimestamp(),
    });
  });
  return { id, deleted: true as const };
});
