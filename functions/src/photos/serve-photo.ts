// `photo`: serves a job photo, or a quote request's, for a signed photo link (lib/photo-link.ts),
// behind Hosting's `/photos/**` rewrite, so links are the site's own origin.
// Only GET and HEAD. A forged or malformed link: 403 "not valid"; an expired
// one: 403 "expired"; a photo removed, no longer shared (customer links), or
// of a deleted or erased booking: 404. Never a file in a refusal, and no
// answer that any cache may keep (PHOTOS.cacheControl).
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { FIREBASE_REGION } from '@/config/firebase-region';
import { PHOTOS } from '@/config/business';
import { db } from '../lib/admin';
import { BOOKINGS, type BookingDoc } from '../lib/firestore-docs';
import { PHOTO_SECRETS, checkPhotoLink } from '../lib/photo-link';
import { jobPhotoPath, jobsBucket } from '../lib/job-photo-storage';
import { QUOTES, type QuoteDoc } from '../quotes/quote-doc';
import { quotePhotoPath } from '../quotes/quote-photos';

export const PHOTO_LINK_MESSAGES = {
  invalid: 'This photo link is not valid.',
  expired: 'This photo link has expired: open the page or e-mail it came from again for a new one.',
  gone: 'This photo is no longer available.',
} as const;

export const photo = onRequest({ region: FIREBASE_REGION, secrets: PHOTO_SECRETS }, async (req, res) => {
  res.set('X-Content-Type-Options', 'nosniff');
  const refuse = (status: number, message: string) => {
    res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD');
    return refuse(405, 'Method not allowed');
  }
  const now = new Date();
  const link = checkPhotoLink(req.path, req.query as Record<string, unknown>, now);
  if (!link.ok) return refuse(403, PHOTO_LINK_MESSAGES[link.reason]);
  let record: { content_type: string } | undefined;
  let path: string;
  if (link.scope === 'quote') {
    // A quote request's photo: while the quote holds it (an erased quote holds none).
    const quote = (await db.collection(QUOTES).doc(link.bookingId).get()).data() as QuoteDoc | undefined;
    record = quote && !quote.anonymized_at ? quote.photos?.find((p) => p.id === link.photoId) : undefined;
    path = quotePhotoPath(link.bookingId, link.photoId);
  } else {
    const doc = (await db.collection(BOOKINGS).doc(link.bookingId).get()).data() as BookingDoc | undefined;
    const job = doc && !doc.deleted_at && !doc.anonymized_at ? doc.photos?.find((p) => p.id === link.photoId) : undefined;
    record = job && (link.scope !== 'customer' || job.shared) ? job : undefined;
    path = jobPhotoPath(link.bookingId, link.photoId);
  }
  if (!record) return refuse(404, PHOTO_LINK_MESSAGES.gone);
  try {
    const [bytes] = await jobsBucket().file(path).download();
    res
      .status(200)
      .set('Content-Type', record.content_type)
      // Not even the browser keeps it: the photo is un-shared or erased on the server, and a copy on a shared computer would outlive that.
      .set('Cache-Control', PHOTOS.cacheControl)
      .set('Content-Disposition', 'inline')
      .set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(req.method === 'HEAD' ? undefined : bytes);
  } catch (error) {
    logger.warn('photo record without its object', { bookingId: link.bookingId, photoId: link.photoId, error: String(error) });
    refuse(404, PHOTO_LINK_MESSAGES.gone);
  }
});
