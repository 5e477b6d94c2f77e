// A link token for a document that holds its own random link key, the manage
// link's pattern (manage-token.ts) for another kind of document: the token is
// HMAC-SHA256(MANAGE_LINK_SECRET, kind + ":" + id + "." + key), base64url,
// computed by manageToken (the secret's one read). The kind keeps one
// document's token from opening another kind's document of the same id; the
// key is required (never the id alone), so a token opens its document only
// while that key stands: a new key revokes every link before it. Functions
// that check or mail such a link declare MANAGE_SECRETS (or MAIL_SECRETS).
import { timingSafeEqual } from 'node:crypto';
import { manageToken, newManageKey } from './manage-token';

/** The kinds of document a link opens this way. */
export type LinkKind = 'quote';

/** A new link key: 128 random bits, base64url (as a booking's). */
export const newLinkKey = newManageKey;

export function linkToken(kind: LinkKind, id: string, key: string): string {
  if (!key) throw new Error('a link token needs its document\'s key');
  return manageToken(`${kind}:${id}`, key);
}

/** Constant-time check against the key the document holds; no key (never sent) or no token opens nothing. */
export function validLinkToken(kind: LinkKind, id: string, key: string | null | undefined, token: string | null | undefined): boolean {
  if (!token || !key) return false;
  const expected = Buffer.from(linkToken(kind, id, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
