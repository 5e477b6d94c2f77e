// What the photo callables share: reading the booking a photo belongs to (not
// for a deleted or erased booking), the caller's e-mail, and the photo's
// history entry written through the one change path (booking-change.ts).
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { PHOTO_MESSAGES } from '@/domain/photos/job-photos';
import type { BookingDoc } from '../lib/firestore-docs';

export function callerEmail(request: CallableRequest): string | null {
  return typeof request.auth?.token.email === 'string' ? request.auth.token.email : null;
}

/** The booking's stored fields, refusing a missing one (not-found) and a deleted or erased one (failed-precondition). */
export function liveBooking(snap: DocumentSnapshot): BookingDoc {
  const doc = snap.data() as BookingDoc | undefined;
  if (!doc) throw new HttpsError('not-found', 'Booking not found');
  if (doc.deleted_at || doc.anonymized_at) throw new HttpsError('failed-precondition', PHOTO_MESSAGES.bookingGone, { reason: 'booking-gone' });
  return doc;
}
