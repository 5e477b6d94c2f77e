// addJobPhoto (staff and admin): stores a job photo the device shrank and
// queued (src/lib/photos), as jobs/{bookingId}/{photoId} in Cloud Storage, and
// its record on the booking with a history line. The photo id is the device's:
// a retry writes the same object again (one object per id, by its name) and
// finds the record already there, so a photo is stored once however often it
// is sent. Refused: anything over PHOTOS.maxBytes or not a JPEG, PNG or WebP by
// its first bytes (whatever it claims to be), and a deleted or erased booking
// (an object written in the moment the booking was erased is deleted again).
import { HttpsError } from 'firebase-functions/v2/https';
import { PHOTOS } from '@/config/business';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { photoHistoryText, type JobPhoto } from '@/domain/photos/job-photo-records';
import { sniffImageType } from '@/domain/photos/photo-bytes';
import { PHOTO_MESSAGES } from '@/domain/photos/job-photos';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { jobPhotoPath, jobsBucket } from '../lib/job-photo-storage';
import { callerEmail, liveBooking } from './job-photo-doc';

/** The photo's bytes, refused with the person's words when too large or not an image. */
export function photoBytes(data: string, declared: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new HttpsError('invalid-argument', PHOTO_MESSAGES.unreadable, { fields: { data: PHOTO_MESSAGES.unreadable } });
  if (bytes.length > PHOTOS.maxBytes) {
    const message = PHOTO_MESSAGES.tooLarge(bytes.length);
    throw new HttpsError('invalid-argument', message, { fields: { data: message }, reason: 'too-large' });
  }
  const sniffed = sniffImageType(bytes);
  if (!sniffed || sniffed !== declared) throw new HttpsError('invalid-argument', PHOTO_MESSAGES.notImage, { fields: { data: PHOTO_MESSAGES.notImage }, reason: 'not-image' });
  return bytes;
}

export const addJobPhoto = defineCallable('addJobPhoto', CALLABLE_OPTIONS, async (input, request, { role }) => {
  const email = callerEmail(request);
  const bytes = photoBytes(input.data, input.content_type);
  const ref = db.collection(BOOKINGS).doc(input.booking_id);
  // A retry of a photo already stored: answered from the record, nothing written.
  const before = liveBooking(await ref.get());
  const stored = before.photos?.find((p) => p.id === input.photo_id);
  if (stored) return { photo: stored, booking: bookingFromDoc(await ref.get()) };

  const file = jobsBucket().file(jobPhotoPath(input.booking_id, input.photo_id));
  await file.save(bytes, {
    resumable: false,
    contentType: input.content_type,
    metadata: { cacheControl: 'private, max-age=3600', metadata: { booking_id: input.booking_id, photo_id: input.photo_id } },
  });

  const now = new Date();
  let photo: JobPhoto;
  try {
    photo = await db.runTransaction(async (tx) => {
      const current = liveBooking(await tx.get(ref));
      const already = current.photos?.find((p) => p.id === input.photo_id);
      if (already) return already;
      const record: JobPhoto = {
        id: input.photo_id,
        tag: input.tag,
        caption: input.caption,
        taken_at: new Date(input.taken_at).toISOString(),
        by: email,
        shared: false,
        size: bytes.length,
        content_type: input.content_type,
        added_at: now.toISOString(),
      };
      tx.update(ref, {
        photos: [...(current.photos ?? []), record],
        ...changeFields(current, newHistoryEntry(now, role, email, 'photo', null, photoHistoryText(input.tag, 'added'))),
      });
      return record;
    });
  } catch (error) {
    // Erased or deleted while the photo was on its way: its object goes too.
    if (error instanceof HttpsError && error.details && (error.details as { reason?: string }).reason === 'booking-gone') await file.delete({ ignoreNotFound: true });
    throw error;
  }
  return { photo, booking: bookingFromDoc(await ref.get()) };
});
