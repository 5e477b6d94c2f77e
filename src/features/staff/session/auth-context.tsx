// The staff auth context (site spec sections 3 and 4): loading until the
// stored session is read, then signed in or out. Firebase is loaded with
// import() when a staff page mounts, so public pages never carry it.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toaster } from '@/lib/toaster';
import type { StaffSession } from '@/domain/callables/staff-schema';
import { clearStaffCache, staffSyncEngine } from '../staff-service';
import { setStaffSignedIn } from '@/lib/sync/staff-changes';

/**
 * Staff changes are sent only while someone with a role is signed in; a staff
 * sign-in (or a page opened with a stored staff session) sends what waited.
 */
function onSession(session: StaffSession | null): void {
  setStaffSignedIn(!!session?.role);
  if (session?.role) staffSyncEngine().kick();
}

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StaffSession | null>(null);
  const [loading, setLoading] = useState(true);
  // Whether this page had a role, and whether a sign-out was asked for here: a role
  // that goes without one (revoked elsewhere) ends access like Sign Out does.
  const hadRole = useRef(false);
  const signingOut = useRef(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadAuth().then((auth) => {
      if (cancelled) return;
      stop = auth.watchSession((session) => {
        const lost = hadRole.current && !session?.role && !signingOut.current;
        hadRole.current = !!session?.role;
        if (session?.role) signingOut.current = false;
        onSession(session);
        setUser(session);
        setLoading(false);
        if (lost) {
          // Queued changes stay in the outbox (not sent without a role), as after Sign Out.
          void clearStaffCache().catch((error: unknown) => console.warn('Could not clear the bookings cache', error));
          toaster.create({ type: 'error', duration: 15_000, ...ACCESS_ENDED });
        }
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
        signingOut.current = false;
        hadRole.current = !!session.role;
        onSession(session);
        setUser(session);
        return session;
      },
      // Callers first send or explicitly discard queued staff changes (sign-out-button.tsx):
      // this never drops them, and any left wait for the next staff sign-in.
      signOut: async () => {
        signingOut.current = true;
        hadRole.current = false;
        await (await loadAuth()).signOut();
        onSession(null);
        setUser(null);
        // No customer data stays on a device nobody is signed in to.
        await clearStaffCache().catch((error: unknown) => console.warn('Could not clear the bookings cache', error));
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
