// The staff auth context (site spec sections 3 and 4): loading until the
// stored session is read, then signed in or out. The session last confirmed on
// this device (session-hint.ts) is read as the page hydrates; Firebase's answer,
// which waits on a check with the server, replaces it. Firebase is loaded with
// import() when a staff page mounts, so public pages never carry it.
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toaster } from '@/lib/toaster';
import type { StaffSession } from '@/domain/callables/staff-schema';
import { staffSessionChanged } from '@/lib/sync/staff-changes';
import { readSessionHint, rememberSession, settleAnswer } from './session-hint';

/** Shown when the role ends while signed in (revoked by an admin, or the account removed). */
export const ACCESS_ENDED = {
  title: 'Your staff access has ended',
  description: 'Bookings are no longer shown on this device. Changes saved here wait for someone with staff access to sign in.',
} as const;

export interface AuthContextValue {
  user: StaffSession | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<StaffSession>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const loadAuth = () => import('@/lib/firebase/auth');
// Asked for as this module loads (staff pages only), not when the provider mounts: the
// stored session, and with it a staff page's first render, waits on it, and fetching and
// evaluating it and reading the stored session overlap the app's hydration instead of
// following it (the provider's listener mounts only once the page has hydrated).
if (typeof window !== 'undefined') void loadAuth().then((auth) => auth.readStoredSession());

/** The same member with the same access (the token's expiry aside). */
function sameMember(a: StaffSession | null, b: StaffSession | null): boolean {
  return !!a && !!b && a.uid === b.uid && a.role === b.role && a.email === b.email && a.displayName === b.displayName;
}

const subscribeToNothing = () => () => undefined;
const noSession = () => null;

export function AuthProvider({ children }: { children: ReactNode }) {
  // Firebase's answer, or a sign-in or sign-out made here. Until one comes, the session last
  // confirmed on this device stands (its cached bookings show at once), read as the page
  // hydrates: the prerendered page, with no session, is the loading state. Changes are not
  // sent on it (staffSessionChanged): they wait for Firebase.
  const [answer, setAnswer] = useState<{ user: StaffSession | null } | null>(null);
  const stored = useSyncExternalStore(subscribeToNothing, readSessionHint, noSession);
  const user = answer ? answer.user : stored;
  const loading = !answer && !stored;
  // Whether this page had a role (unknown until an answer: then the stored session's), and
  // whether a sign-out was asked for here: a role that goes without one (revoked elsewhere)
  // ends access like Sign Out does.
  const hadRole = useRef<boolean | null>(null);
  const signingOut = useRef(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadAuth().then((auth) => {
      if (cancelled) return;
      stop = auth.watchSession((confirmed, unreachable) => {
        const shownBefore = readSessionHint();
        const { session, remember, lost } = settleAnswer({ confirmed, unreachable }, shownBefore, hadRole.current ?? !!shownBefore?.role, signingOut.current);
        if (remember) rememberSession(confirmed);
        hadRole.current = !!session?.role;
        if (session?.role) signingOut.current = false;
        // A staff sign-in (or a page opened with a stored staff session) sends what waited; access
        // lost clears the bookings cache, and queued changes stay in the outbox, as after Sign Out.
        void staffSessionChanged(session, { ended: lost });
        // The stored session, confirmed: the same object stays, so nothing re-renders for it.
        setAnswer((previous) => {
          const shown = previous ? previous.user : shownBefore;
          return { user: sameMember(shown, session) ? shown : session };
        });
        if (lost) toaster.create({ type: 'error', duration: 15_000, ...ACCESS_ENDED });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      signIn: async (email, password) => {
        const session = await (await loadAuth()).signIn(email, password);
        rememberSession(session);
        signingOut.current = false;
        hadRole.current = !!session.role;
        void staffSessionChanged(session);
        setAnswer({ user: session });
        return session;
      },
      // Callers first send or explicitly discard queued staff changes (sign-out-button.tsx):
      // this never drops them, and any left wait for the next staff sign-in.
      signOut: async () => {
        signingOut.current = true;
        hadRole.current = false;
        rememberSession(null);
        await (await loadAuth()).signOut();
        // No customer data stays on a device nobody is signed in to.
        const ended = staffSessionChanged(null, { ended: true });
        setAnswer({ user: null });
        await ended;
      },
    }),
    [user, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** The context where one exists: the dashboard also works without it (then no sign-out is shown). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
