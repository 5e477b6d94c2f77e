// quotePhotoLinks (admin): short-lived links to a quote request's photos
// (PHOTOS.linkTtlMin.staff), for the owner's Quotes view, which asks again when
// they run out (as a staff device does for job photos).
import { HttpsError } from 'firebase-functions/v2/https';
import { PHOTOS } from '@/config/business';
import { db as defaultDb } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { PHOTO_SECRETS, photoLink } from '../lib/photo-link';
import { QUOTES, quoteDocOf } from './quote-doc';
import { QUOTE_GONE_MESSAGE } from './quote-access';

/** The request's photos as short-lived links for the owner's Quotes view (as a staff device's job photos). */
export const quotePhotoLinks = defineCallable('quotePhotoLinks', { ...CALLABLE_OPTIONS, secrets: PHOTO_SECRETS }, async ({ id }) => {
  const doc = quoteDocOf(await defaultDb.collection(QUOTES).doc(id).get());
  if (!doc) throw new HttpsError('not-found', QUOTE_GONE_MESSAGE);
  const expires = new Date(Date.now() + PHOTOS.linkTtlMin.staff * 60_000);
  return { links: (doc.photos ?? []).map((p) => ({ id: p.id, ...photoLink('quote', id, p.id, expires) })) };
});
