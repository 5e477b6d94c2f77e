// jobPhotoLinks (staff and admin): short-lived links to every photo of a
// booking (PHOTOS.linkTtlMin.staff), for staff devices: the app shows photos
// from these, and asks again when they run out.
import { PHOTOS } from '@/config/business';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS } from '../lib/firestore-docs';
import { PHOTO_SECRETS, photoLink } from '../lib/photo-link';
import { liveBooking } from './job-photo-doc';

export const jobPhotoLinks = defineCallable('jobPhotoLinks', { ...CALLABLE_OPTIONS, secrets: PHOTO_SECRETS }, async ({ booking_id }) => {
  const doc = liveBooking(await db.collection(BOOKINGS).doc(booking_id).get());
  const expires = new Date(Date.now() + PHOTOS.linkTtlMin.staff * 60_000);
  return { links: (doc.photos ?? []).map((p) => ({ photo_id: p.id, ...photoLink('staff', booking_id, p.id, expires) })) };
});
