// Photo links: `/photos/{bookingId}/{photoId}?x={expiry}&k={scope}&s={signature}`,
// the signature HMAC-SHA256(PHOTO_LINK_SECRET, scope, booking, photo, expiry),
// base64url. Served by the `photo` function behind Hosting's `/photos/**`
// rewrite, so a link is same-origin for the site (img-src 'self'). Nothing is
// stored: a link proves itself until it expires, and rotating the secret
// revokes every link. Scope 'staff' serves any photo of the booking (staff
// devices, jobPhotoLinks); scope 'customer' serves a photo only while it is
// shared (un-sharing it stops its links at once); scope 'quote' serves a photo
// of a quote request (the id in the path is the quote's) while the quote holds
// it. A function that makes or
// checks links declares the secret (`secrets: PHOTO_SECRETS`); the local stack
// gives it a development value through its `.secret.local`, as for the manage link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { siteOrigin } from './manage-token';

export const PHOTO_LINK_SECRET = defineSecret('PHOTO_LINK_SECRET');

/** Declared by every function that makes or checks a photo link. */
export const PHOTO_SECRETS = [PHOTO_LINK_SECRET];

export type PhotoLinkScope = 'staff' | 'customer' | 'quote';

const SCOPE_LETTER: Record<PhotoLinkScope, string> = { staff: 's', customer: 'c', quote: 'q' };

/** The one read of the secret (tests/integration/function-secrets.test.ts finds each function's reads by it). */
function secret(): string {
  const value = process.env.PHOTO_LINK_SECRET;
  if (value) return value;
  throw new Error("PHOTO_LINK_SECRET is not configured: declare it in the function's `secrets` and set it with `firebase functions:secrets:set PHOTO_LINK_SECRET`");
}

function signature(scope: PhotoLinkScope, bookingId: string, photoId: string, expiresSec: number): string {
  return createHmac('sha256', secret()).update(`${scope}\n${bookingId}\n${photoId}\n${expiresSec}`).digest('base64url');
}

/** The link's path and query, same-origin for the site's pages; `absolute` for e-mails. */
export function photoLink(scope: PhotoLinkScope, bookingId: string, photoId: string, expiresAt: Date, absolute = false): { url: string; expires_at: string } {
  const expiresSec = Math.floor(expiresAt.getTime() / 1000);
  const path = `/photos/${encodeURIComponent(bookingId)}/${encodeURIComponent(photoId)}?x=${expiresSec}&k=${SCOPE_LETTER[scope]}&s=${signature(scope, bookingId, photoId, expiresSec)}`;
  return { url: absolute ? `${siteOrigin()}${path}` : path, expires_at: new Date(expiresSec * 1000).toISOString() };
}

export type PhotoLinkCheck =
  | { ok: true; scope: PhotoLinkScope; bookingId: string; photoId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's path and query (constant-time signature compare); an expired link is told apart from a forged one only once its signature holds. */
export function checkPhotoLink(path: string, query: Record<string, unknown>, now: Date): PhotoLinkCheck {
  const match = /^\/photos\/([A-Za-z0-9_-]{1,100})\/([0-9a-fA-F-]{36})$/.exec(path);
  const x = typeof query.x === 'string' && /^\d{1,12}$/.test(query.x) ? Number(query.x) : NaN;
  const scope = (Object.keys(SCOPE_LETTER) as PhotoLinkScope[]).find((k) => SCOPE_LETTER[k] === query.k) ?? null;
  const given = typeof query.s === 'string' ? Buffer.from(query.s) : null;
  if (!match || !Number.isFinite(x) || !scope || !given) return { ok: false, reason: 'invalid' };
  const [, bookingId, photoId] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(scope, bookingId, photoId, x));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, scope, bookingId, photoId, expiresAt: new Date(x * 1000) };
}
