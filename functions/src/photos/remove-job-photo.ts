// removeJobPhoto (staff and admin): the photo's record (with a history line)
// and then its object. Removing a photo already gone succeeds (outbox retries),
// and deletes its object if a failure left one.
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { photoHistoryText } from '@/domain/photos/job-photo-records';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { jobPhotoPath, jobsBucket } from '../lib/job-photo-storage';
import { callerEmail, liveBooking } from './job-photo-doc';

export const removeJobPhoto = defineCallable('removeJobPhoto', CALLABLE_OPTIONS, async (input, request, { role }) => {
  const email = callerEmail(request);
  const ref = db.collection(BOOKINGS).doc(input.booking_id);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const current = liveBooking(await tx.get(ref));
    const photos = current.photos ?? [];
    const old = photos.find((p) => p.id === input.photo_id);
    if (!old) return;
    tx.update(ref, {
      photos: photos.filter((p) => p.id !== old.id),
      ...changeFields(current, newHistoryEntry(now, role, email, 'photo', null, photoHistoryText(old.tag, 'removed'))),
    });
  });
  await jobsBucket().file(jobPhotoPath(input.booking_id, input.photo_id)).delete({ ignoreNotFound: true });
  return { photo_id: input.photo_id, removed: true as const, booking: bookingFromDoc(await ref.get()) };
});
