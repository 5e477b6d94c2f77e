// A quote request's photos in Cloud Storage: quote-photos/{quoteId}/{photoId},
// written, read and deleted only here (Admin SDK; storage.rules refuse every
// client), in the job photos' bucket. The photo id is the device's, so a
// resent request writes the same objects again, never more.
import { HttpsError } from 'firebase-functions/v2/https';
import { PHOTO_MESSAGES, sniffImageType } from '@/domain/photos/photo-bytes';
import { QUOTE_RULES } from '@/domain/quotes/quote-rules';
import type { QuotePhotoRecord, QuotePhotoUpload } from '@/domain/quotes/quote-schema';
import { jobsBucket } from '../lib/job-photo-storage';

export const quotePhotoPath = (quoteId: string, photoId: string) => `quote-photos/${quoteId}/${photoId}`;
export const quotePhotosPrefix = (quoteId: string) => `quote-photos/${quoteId}/`;

/** Each photo's bytes, checked by their first bytes and size, refused with the customer's words (nothing stored before all pass). */
export function quotePhotoBytes(photos: readonly QuotePhotoUpload[]): Buffer[] {
  return photos.map((p, i) => {
    const bytes = Buffer.from(p.data, 'base64');
    const refuse = (message: string, reason: string) => new HttpsError('invalid-argument', message, { fields: { photos: message }, reason, photo: i });
    if (bytes.length === 0) throw refuse(PHOTO_MESSAGES.unreadable, 'unreadable');
    if (bytes.length > QUOTE_RULES.photoMaxBytes) throw refuse(PHOTO_MESSAGES.tooLarge(bytes.length).replace(/the most is .*$/, `the most is ${QUOTE_RULES.photoMaxBytes / 1024 / 1024} MB`), 'too-large');
    if (sniffImageType(bytes) !== p.content_type) throw refuse(PHOTO_MESSAGES.notImage, 'not-image');
    return bytes;
  });
}

/** Stores the photos (the same objects again for a resend) and returns their records. */
export async function saveQuotePhotos(quoteId: string, photos: readonly QuotePhotoUpload[], bytes: readonly Buffer[]): Promise<QuotePhotoRecord[]> {
  const bucket = jobsBucket();
  await Promise.all(
    photos.map((p, i) =>
      bucket.file(quotePhotoPath(quoteId, p.id)).save(bytes[i], {
        resumable: false,
        contentType: p.content_type,
        metadata: { cacheControl: 'private, max-age=3600', metadata: { quote_id: quoteId, photo_id: p.id } },
      }),
    ),
  );
  return photos.map((p, i) => ({ id: p.id, content_type: p.content_type, size: bytes[i].length }));
}

/** Deletes every photo object of these quotes (idempotent: none left is fine). */
export async function deleteQuotePhotoObjects(quoteIds: readonly string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  const bucket = jobsBucket();
  await Promise.all([...new Set(quoteIds)].map((id) => bucket.deleteFiles({ prefix: quotePhotosPrefix(id), force: true })));
}
