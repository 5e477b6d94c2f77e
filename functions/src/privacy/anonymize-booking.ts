// anonymizeBooking (admin only): erases one booking's personal details on
// request (a customer asking for deletion under BC's PIPA), the same way the
// retention job does. An upcoming pending or confirmed booking is refused: the
// detailer still needs the customer's details; cancel it first. Anonymizing an
// anonymized booking succeeds without a change (retries are harmless).
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { bookingStart } from '../mail/booking-calendar';
import { requireRole } from '../staff/require-role';
import { anonymizeUpdate, needsAnonymizing } from './anonymize';

export const UPCOMING_REFUSAL = 'Cancel this booking first: an upcoming booking keeps the customer’s details';

export const anonymizeBooking = defineCallable('anonymizeBooking', CALLABLE_OPTIONS, async ({ id }, request) => {
  requireRole(request, ['admin']);
  const ref = db.collection(BOOKINGS).doc(id);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() as BookingDoc | undefined;
    if (!current || current.deleted_at) throw new HttpsError('not-found', 'Booking not found');
    if (!needsAnonymizing(current)) return;
    const active = current.status === 'pending' || current.status === 'confirmed';
    if (active && bookingStart(current).getTime() > now.getTime()) throw new HttpsError('failed-precondition', UPCOMING_REFUSAL);
    const email = request.auth?.token.email;
    tx.update(ref, anonymizeUpdate(current, now, 'admin', typeof email === 'string' ? email : null));
  });
  return { booking: bookingFromDoc(await ref.get()) };
});
