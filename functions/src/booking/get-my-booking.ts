// getMyBooking: the manage page's read. Anyone with the link; nobody without it.
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { myBookingView, notFound, requireManageToken } from './manage-access';

export const getMyBooking = defineCallable(
  'getMyBooking',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS },
  async ({ id, token }) => {
  requireManageToken(id, token);
  const snap = await db.collection(BOOKINGS).doc(id).get();
  if (!snap.exists || (snap.data() as BookingDoc).deleted_at) throw notFound();
    return { booking: myBookingView(bookingFromDoc(snap)) };
  },
  // Malformed input is the same "not found" as a wrong token: nothing to learn from it.
  notFound,
);
