// The manage link's token: HMAC-SHA256(MANAGE_LINK_SECRET, booking id),
// base64url (product.md section 9). Nothing is stored: the same id always
// gives the same link, and rotating the secret revokes every link. The secret
// is a Secret Manager secret: a function that reads or mails a manage link
// declares it (`secrets: MANAGE_SECRETS`, or MAIL_SECRETS for a sender), and
// only then does its environment hold it. The local stack gives the Functions
// emulator a development value the emulator's own way (a `.secret.local` in
// the stack's functions folder: scripts/stack/emulators.ts), so functions run
// the same locally as deployed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { BUSINESS } from '@/config/business';

export const MANAGE_LINK_SECRET = defineSecret('MANAGE_LINK_SECRET');

/** Declared by every function that reads or mails a manage link. */
export const MANAGE_SECRETS = [MANAGE_LINK_SECRET];

/** The one read of the secret (tests/integration/function-secrets.test.ts finds each function's reads by it). */
function secret(): string {
  const value = process.env.MANAGE_LINK_SECRET;
  if (value) return value;
  throw new Error('MANAGE_LINK_SECRET is not configured: declare it in the function\'s `secrets` and set it with `firebase functions:secrets:set MANAGE_LINK_SECRET`');
}

export function manageToken(bookingId: string): string {
  return createHmac('sha256', secret()).update(bookingId).digest('base64url');
}

/** Constant-time check; a missing or malformed token is simply wrong. */
export function validManageToken(bookingId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(manageToken(bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the links in e-mails point: the stack sets SITE_ORIGIN to its Hosting URL; production uses the business origin. */
export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? BUSINESS.siteOrigin).replace(/\/$/, '');
}

/** `https://…/manage-booking#id=…&t=…`: a fragment, so the token reaches no server log or Referer. */
export function manageUrl(bookingId: string): string {
  return `${siteOrigin()}/manage-booking#id=${encodeURIComponent(bookingId)}&t=${manageToken(bookingId)}`;
}
