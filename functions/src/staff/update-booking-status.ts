// updateBookingStatus: staff and admin move a booking along the allowed
// transitions (src/domain/status.ts). Asking for the status it already has
// succeeds without a change, so an outbox retry is harmless. Cancelling frees
// the booking's slot locks in the same transaction.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { updateBookingStatusInput, type UpdateBookingStatusOutput } from '@/domain/staff-schema';
import { canTransition } from '@/domain/status';
import { CALLABLE_OPTIONS, parseOrThrow } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { requireRole } from './require-role';
import { readSlotLocks } from './free-slot-locks';

export const updateBookingStatus = onCall(CALLABLE_OPTIONS, async (request): Promise<UpdateBookingStatusOutput> => {
  requireRole(request);
  const { id, status } = parseOrThrow(updateBookingStatusInput, request.data);
  const ref = db.collection(BOOKINGS).doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() as BookingDoc | undefined;
    if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
    if (current.status === status) return;
    if (!canTransition(current.status, status)) {
      throw new HttpsError('failed-precondition', `A ${current.status} booking cannot become ${status}`, {
        current_status: current.status,
      });
    }
    const freeLocks = status === 'cancelled' ? await readSlotLocks(tx, id) : () => {};
    freeLocks();
    // completed_at: the review request goes the morning after (schedules/send-review-requests.ts).
    const completed = status === 'completed' ? { completed_at: Timestamp.now() } : {};
    tx.update(ref, { status, updated_at: FieldValue.serverTimestamp(), ...completed });
  });
  return { booking: bookingFromDoc(await ref.get()) };
});
