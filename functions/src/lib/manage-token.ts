// The manage link's token. Each booking holds a random key of its own
// (`manage_key` on bookings/{id}, written with the booking and never sent to
// any client); the token is HMAC-SHA256(MANAGE_LINK_SECRET, id + "." + key),
// base64url. So a token opens one booking only while that booking's key
// stands: knowing the booking's id (photo links and calendar UIDs carry it)
// gives nothing, renewing the key (renewManageLink, renewMyManageLink)
// revokes a link that was forwarded, and rotating the secret revokes every
// link. A booking stored before keys has none: its token is the HMAC of the
// id alone until its link is renewed (docs/decisions/manage-link-keys.md).
//
// The secret is a Secret Manager secret: a function that reads or mails a
// manage link declares it (`secrets: MANAGE_SECRETS`, or MAIL_SECRETS for a
// sender), and only then does its environment hold it. The local stack gives
// the Functions emulator a development value the emulator's own way (a
// `.secret.local` in the stack's functions folder: scripts/stack/emulators.ts),
// so functions run the same locally as deployed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
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

/** A booking's link key: 128 random bits, base64url. */
export function newManageKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The token of a booking's link: only the server computes it, and only for a booking it read. */
export function manageToken(bookingId: string, key: string | null | undefined): string {
  return createHmac('sha256', secret())
    .update(key ? `${bookingId}.${key}` : bookingId)
    .digest('base64url');
}

/** Constant-time check against the key the booking holds; a missing or malformed token is simply wrong. */
export function validManageToken(bookingId: string, key: string | null | undefined, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(manageToken(bookingId, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether `token` opens bookings/{id} as it is stored now. An unknown id is
 * false like a wrong token (nothing is computed for it), so an answer built on
 * this says nothing about which ids exist. Reads the key only.
 */
export async function tokenOpens(db: Firestore, bookingId: string, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const [snap] = await db.getAll(db.collection('bookings').doc(bookingId), { fieldMask: ['manage_key'] });
  return snap.exists && validManageToken(bookingId, snap.get('manage_key') as string | undefined, token);
}

/**
 * A token that opens nothing, of a real token's length and alphabet: the
 * answer to a request that stored no booking (the bot trap) must look like a
 * booking's answer and still open no booking, whatever id it named.
 */
export function decoyToken(): string {
  return randomBytes(32).toString('base64url').slice(0, 43);
}

/** Where the links in e-mails point: the stack sets SITE_ORIGIN to its Hosting URL; production uses the business origin. */
export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? BUSINESS.siteOrigin).replace(/\/$/, '');
}

/** `https://…/manage-booking#id=…&t=…`: a fragment, so the token reaches no server log or Referer. */
export function manageUrl(b: { id: string; manage_key?: string | null }): string {
  return `${siteOrigin()}/manage-booking#id=${encodeURIComponent(b.id)}&t=${manageToken(b.id, b.manage_key)}`;
}
