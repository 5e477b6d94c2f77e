// Staff sign-in on Firebase Auth: the session the dashboard sees (user, role
// from the `role` custom claim, token expiry). Loaded with import() from the
// staff pages only. Firebase keeps the session in IndexedDB and refreshes the
// ID token by itself.
import {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from './client';

import { STAFF_ROLES, type StaffSession } from '@/domain/callables/staff-schema';

async function sessionOf(user: User): Promise<StaffSession> {
  const token = await user.getIdTokenResult();
  const role = token.claims.role;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    role: STAFF_ROLES.find((r) => r === role) ?? null,
    expiresAt: token.expirationTime,
  };
}

/** Firebase could not reach its server (offline, or no answer in its time). */
function networkFailed(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'auth/network-request-failed';
}

export async function signIn(email: string, password: string): Promise<StaffSession> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return sessionOf(credential.user);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}

/**
 * Fetches a fresh ID token now (the role claim as the server holds it), e.g.
 * when the access record says the role changed. Offline, the current session
 * stands; a token the server no longer refreshes (access revoked) signs out.
 */
export async function refreshSession(): Promise<StaffSession | null> {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  try {
    await user.getIdToken(true);
    return await sessionOf(user);
  } catch (error) {
    if (networkFailed(error)) return sessionOf(user).catch(() => null);
    await firebaseSignOut(firebaseAuth()).catch(() => undefined);
    return null;
  }
}

/**
 * Starts reading the stored session (IndexedDB, then the account's check with
 * the server) without waiting for a listener: a staff page asks for it as its
 * code loads, so the read overlaps rendering the page (watchSession then hears
 * the result as soon as it is known).
 */
export function readStoredSession(): void {
  firebaseAuth();
}

/**
 * Resolves once Firebase has read its stored session and checked the account
 * with the server (or found it could not): a call made before then carries no
 * token.
 */
export function sessionReady(): Promise<void> {
  return firebaseAuth().authStateReady();
}

/**
 * Calls back with the session (or null) once the stored session is read, and
 * on every sign-in, sign-out and token refresh. A signed-in account whose
 * token could not be refreshed for want of a network (a token past its hour,
 * no signal) comes as null with its uid as `unreachable`: the caller decides
 * what stands until the server can be reached.
 */
export function watchSession(callback: (session: StaffSession | null, unreachable?: string) => void): () => void {
  return onIdTokenChanged(firebaseAuth(), (user) => {
    if (!user) callback(null);
    else void sessionOf(user).then(callback, (error: unknown) => callback(null, networkFailed(error) ? user.uid : undefined));
  });
}

/** A readable message for a failed sign-in, or null to use the generic one. */
export function signInErrorMessage(error: unknown): string | null {
  const code = (error as { code?: unknown })?.code;
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password' || code === 'auth/user-not-found') {
    return 'Invalid email or password';
  }
  if (code === 'auth/too-many-requests') return 'Too many attempts. Try again later.';
  if (networkFailed(error)) return 'Network error. Check your connection.';
  if (code === 'auth/invalid-email') return 'Invalid email address';
  return error instanceof Error && error.message ? error.message : null;
}
