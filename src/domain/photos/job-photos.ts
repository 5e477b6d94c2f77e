// Job photos and the condition check: the records kept on bookings/{id}
// (`photos`, `condition_check`), the staff callables' inputs and outputs, and
// what a customer sees of them (shared photos only, as expiring links). The
// photo itself lives in Cloud Storage under jobs/{bookingId}/{photoId}, written
// and read only by the functions (storage.rules deny every client).
import '../../config/zod-jitless';
import { z } from 'zod';
import { CONDITION_CHECK, PHOTOS } from '../../config/business';
import { booking } from '../booking/booking-schema';
import { changeMeta } from '../callables/staff-schema';
import { CONDITION_ITEM_IDS, PHOTO_TAGS, jobPhoto, type JobPhoto } from './job-photo-records';
import { PHOTO_MESSAGES } from './photo-bytes';

/** A booking id as a Storage path segment: the ids the app makes (UUIDs), nothing that could climb out of jobs/{id}/. */
const bookingId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Booking not found');

export { PHOTO_MESSAGES } from './photo-bytes';

/** Base64 as the device sends it; its length allows a little over maxBytes, so the size refusal can say how large it was. */
const base64 = z
  .string()
  .max(Math.ceil((PHOTOS.maxBytes * 4) / 3) * 2, PHOTO_MESSAGES.tooLarge(PHOTOS.maxBytes * 2))
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, PHOTO_MESSAGES.unreadable);

const caption = z
  .string()
  .trim()
  .max(PHOTOS.captionMax, `A caption must be at most ${PHOTOS.captionMax} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

export const addJobPhotoInput = z.object({
  booking_id: bookingId,
  photo_id: z.uuid('Photo id must be a UUID'),
  tag: z.enum(PHOTO_TAGS, { error: 'Tag the photo Before or After' }),
  caption,
  taken_at: z.iso.datetime({ offset: true, error: 'When the photo was taken is missing' }),
  content_type: z.enum(PHOTOS.contentTypes, { error: PHOTO_MESSAGES.notImage }),
  /** The shrunk photo (src/lib/photos), base64. */
  data: base64,
});
export type AddJobPhotoInput = z.input<typeof addJobPhotoInput>;

export const jobPhotoOutput = z.object({ photo: jobPhoto, booking });
export type JobPhotoOutput = z.infer<typeof jobPhotoOutput>;

export const updateJobPhotoInput = z.object({
  booking_id: bookingId,
  photo_id: z.uuid('Photo id must be a UUID'),
  caption: caption.optional(),
  shared: z.boolean().optional(),
  /** Tagged again (a Before photo that shows the finished job). Only After photos are shared: one tagged Before stops being shared. */
  tag: z.enum(PHOTO_TAGS, { error: 'Tag the photo Before or After' }).optional(),
  mutation_id: changeMeta.mutation_id,
});
export type UpdateJobPhotoInput = z.input<typeof updateJobPhotoInput>;

export const removeJobPhotoInput = z.object({
  booking_id: bookingId,
  photo_id: z.uuid('Photo id must be a UUID'),
});
export type RemoveJobPhotoInput = z.input<typeof removeJobPhotoInput>;

export const removeJobPhotoOutput = z.object({ photo_id: z.string(), removed: z.literal(true), booking });
export type RemoveJobPhotoOutput = z.infer<typeof removeJobPhotoOutput>;

export const setConditionCheckInput = z.object({
  booking_id: bookingId,
  items: z.array(z.enum(CONDITION_ITEM_IDS, { error: 'Choose from the condition list' })).max(CONDITION_ITEM_IDS.length),
  note: z
    .string()
    .trim()
    .max(CONDITION_CHECK.noteMax, `The note must be at most ${CONDITION_CHECK.noteMax} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  mutation_id: changeMeta.mutation_id,
});
export type SetConditionCheckInput = z.input<typeof setConditionCheckInput>;

export const setConditionCheckOutput = z.object({ booking });
export type SetConditionCheckOutput = z.infer<typeof setConditionCheckOutput>;

/** A link to one photo, signed by the functions, good until `expires_at`. */
export const photoLink = z.object({ photo_id: z.string(), url: z.string(), expires_at: z.string() });
export type PhotoLink = z.infer<typeof photoLink>;

export const jobPhotoLinksInput = z.object({ booking_id: bookingId });
export const jobPhotoLinksOutput = z.object({ links: z.array(photoLink) });
export type JobPhotoLinksOutput = z.infer<typeof jobPhotoLinksOutput>;

/** What a customer sees of a shared photo: the picture (an expiring link), its tag and caption; not who took it or when it was stored. */
export const sharedPhoto = z.object({
  url: z.string(),
  tag: z.enum(PHOTO_TAGS),
  caption: z.string().nullable(),
  expires_at: z.string(),
});
export type SharedPhoto = z.infer<typeof sharedPhoto>;

/** The photos a customer may see: the shared ones, Before first, each tag in the order taken. */
export function sharedPhotos<P extends Pick<JobPhoto, 'shared' | 'tag' | 'taken_at'>>(photos: readonly P[] | undefined): P[] {
  return (photos ?? [])
    .filter((p) => p.shared)
    .sort((a, b) => PHOTO_TAGS.indexOf(a.tag) - PHOTO_TAGS.indexOf(b.tag) || a.taken_at.localeCompare(b.taken_at));
}

