// getMyBooking: the manage page's read. Anyone with the link; nobody without it.
// It carries the photos the crew shared, as links that expire (PHOTOS.linkTtlMin.manage):
// the page asks again when it is opened again. A deleted booking, and one whose
// personal details were erased, is not found: the link opens nothing any more,
// and the page then drops what the device kept of it.
import { PHOTOS } from '@/config/business';
import { sharedPhotos } from '@/domain/photos/job-photos';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { PHOTO_SECRETS, photoLink } from '../lib/photo-link';
import { myBookingView, notFound, requireManageToken } from './manage-access';

export const getMyBooking = defineCallable(
  'getMyBooking',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MANAGE_SECRETS, ...PHOTO_SECRETS] },
  async ({ id, token }) => {
    await requireManageToken(db, id, token);
    const snap = await db.collection(BOOKINGS).doc(id).get();
    const doc = snap.data() as BookingDoc | undefined;
    if (!snap.exists || !doc || doc.deleted_at || doc.anonymized_at) throw notFound();
    const expires = new Date(Date.now() + PHOTOS.linkTtlMin.manage * 60_000);
    const photos = sharedPhotos(doc.photos).map((p) => ({ tag: p.tag, caption: p.caption, ...photoLink('customer', id, p.id, expires) }));
    return { booking: { ...myBookingView(bookingFromDoc(snap)), ...(photos.length > 0 ? { photos } : {}) } };
  },
  // Malformed input is the same "not found" as a wrong token: nothing to learn from it.
  notFound,
);
