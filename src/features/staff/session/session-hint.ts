// The last staff session Firebase confirmed on this device, kept in
// localStorage. Firebase reads its stored session and then checks the account
// with the server before it says who is signed in: on a connection that says
// online and carries nothing (a garage, one bar), that check waits for
// Firebase's own 30 s timeout; with no signal and a token past its hour, the
// token cannot be refreshed and Firebase's session reads as no session. Either
// way a detailer would wait on a spinner, or be sent to the login page, in
// front of the jobs cached on the phone. A staff page shows the cached
// bookings from this session at once, and keeps it while the server cannot be
// reached; Firebase's answer replaces it (settleAnswer). Nothing the server
// decides rests on it: every call carries Firebase's own token.
import '@/config/zod-jitless';
import { z } from 'zod';
import { STAFF_ROLES, type StaffSession } from '@/domain/callables/staff-schema';
import { SESSION_HINT_KEY as KEY } from './session-hint-key';

const storedSession = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  expiresAt: z.string(),
});

/** The last read: the same stored text gives the same object (a React store snapshot must). */
let last: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

/** The session last confirmed here, or null (none, unreadable, or storage blocked). */
export function readSessionHint(): StaffSession | null {
  let raw: string | null = null;
  try {
    raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== last.raw) last = { raw, session: parse(raw) };
  return last.session;
}

function parse(raw: string | null): StaffSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the session Firebase confirmed; null (signed out, or no session) removes it. */
export function rememberSession(session: StaffSession | null): void {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(storedSession.parse(session)));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: staff pages then wait for Firebase's answer, as without it.
  }
}

/** Firebase's answer: its session, or none; `unreachable` the account whose token it could not refresh for want of a network. */
export interface FirebaseAnswer {
  confirmed: StaffSession | null;
  unreachable?: string;
}

/**
 * What an answer means for the page, given the session kept here and whether the
 * page had a role: the session that stands (Firebase's; while Firebase cannot
 * reach its server, the one kept for the same account), whether it is kept as
 * the last confirmed, and whether access ended (a role gone without a sign-out
 * asked for here).
 */
export function settleAnswer(answer: FirebaseAnswer, kept: StaffSession | null, hadRole: boolean, signingOut: boolean): { session: StaffSession | null; remember: boolean; lost: boolean } {
  const { confirmed, unreachable } = answer;
  const session = confirmed ?? (unreachable && kept?.uid === unreachable ? kept : null);
  return { session, remember: !unreachable, lost: hadRole && !session?.role && !signingOut };
}
