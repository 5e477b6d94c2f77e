// A job's photo records and condition check as stored on bookings/{id}
// (`photos`, `condition_check`) and read by the staff views: the booking schema
// carries them, so they live apart from the callables' schemas (job-photos.ts).
import '../../config/zod-jitless';
import { z } from 'zod';
import { CONDITION_CHECK, PHOTOS } from '../../config/business';

export const PHOTO_TAGS = ['before', 'after'] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];
export const PHOTO_TAG_LABELS: Record<PhotoTag, string> = { before: 'Before', after: 'After' };

export type { PhotoContentType } from './photo-bytes';

export const CONDITION_ITEM_IDS = CONDITION_CHECK.items.map((i) => i.id) as [ConditionItemId, ...ConditionItemId[]];
export type ConditionItemId = (typeof CONDITION_CHECK.items)[number]['id'];

/** A photo's record on its booking. */
export const jobPhoto = z.object({
  /** Made by the device (a UUID), so a retried upload stores once: also its object's name, jobs/{bookingId}/{id}. */
  id: z.string(),
  tag: z.enum(PHOTO_TAGS),
  caption: z.string().nullable(),
  /** When the crew took or picked it (the device's clock, ISO). */
  taken_at: z.string(),
  /** Who added it: the staff member's e-mail. */
  by: z.string().nullable(),
  /** Shown to the customer (manage page, the completed job's e-mail) as an expiring link. */
  shared: z.boolean(),
  /** Bytes stored. */
  size: z.number().int(),
  content_type: z.enum(PHOTOS.contentTypes),
  /** When the server stored it (ISO). */
  added_at: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;

/** The crew's condition check before starting: the items ticked from CONDITION_CHECK and a note. */
export const conditionCheck = z.object({
  items: z.array(z.enum(CONDITION_ITEM_IDS)),
  note: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});
export type ConditionCheck = z.infer<typeof conditionCheck>;

/** "Before photo added", the words of a photo's history entry; a photo tagged again names its new tag ("Before photo tagged After"). */
export function photoHistoryText(tag: PhotoTag, what: 'added' | 'removed' | 'shared' | 'unshared' | 'caption' | { taggedAs: PhotoTag; unshared: boolean }): string {
  if (typeof what === 'object') return `${PHOTO_TAG_LABELS[tag]} photo tagged ${PHOTO_TAG_LABELS[what.taggedAs]}${what.unshared ? ', no longer shared' : ''}`;
  const words = { added: 'added', removed: 'removed', shared: 'shared with the customer', unshared: 'no longer shared', caption: 'caption changed' } as const;
  return `${PHOTO_TAG_LABELS[tag]} photo ${words[what]}`;
}
