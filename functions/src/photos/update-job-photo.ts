// updateJobPhoto (staff and admin): a photo's caption, its tag (Before or
// After: one taken as the wrong one is tagged again), and whether the customer
// sees it (shared: the manage page and the completed job's e-mail show it as
// an expiring link; un-sharing stops its links at once; only After photos are
// shared, so one tagged Before stops being shared). Each change is a history
// line; asking for what is already so changes nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { photoHistoryText, type JobPhoto } from '@/domain/photos/job-photo-records';
import { PHOTO_MESSAGES } from '@/domain/photos/job-photos';
import { changedPhoto } from '@/domain/photos/photo-change';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { callerEmail, liveBooking } from './job-photo-doc';

export const updateJobPhoto = defineCallable('updateJobPhoto', CALLABLE_OPTIONS, async (input, request, { role }) => {
  const email = callerEmail(request);
  const ref = db.collection(BOOKINGS).doc(input.booking_id);
  const now = new Date();
  const photo = await db.runTransaction(async (tx): Promise<JobPhoto> => {
    const current = liveBooking(await tx.get(ref));
    const photos = current.photos ?? [];
    const old = photos.find((p) => p.id === input.photo_id);
    if (!old) throw new HttpsError('not-found', PHOTO_MESSAGES.notFound);
    if (input.mutation_id && current.applied_mutations?.includes(input.mutation_id)) return old;
    const next: JobPhoto = changedPhoto(old, input);
    const what =
      next.tag !== old.tag
        ? { taggedAs: next.tag, unshared: old.shared && !next.shared }
        : next.shared !== old.shared
          ? next.shared
            ? 'shared'
            : 'unshared'
          : next.caption !== old.caption
            ? 'caption'
            : null;
    if (!what) return old;
    tx.update(ref, {
      photos: photos.map((p) => (p.id === old.id ? next : p)),
      ...changeFields(current, newHistoryEntry(now, role, email, 'photo', null, photoHistoryText(old.tag, what)), input.mutation_id),
    });
    return next;
  });
  return { photo, booking: bookingFromDoc(await ref.get()) };
});
