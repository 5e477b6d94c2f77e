// The staff auth context (site spec sections 3 and 4): loading until the
// stored session is read, then signed in or out. Firebase is loaded with
// import() when a staff page mounts, so public pages never carry it.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffSession } from '@/domain/staff-schema';
import { clearStaffCache, staffSyncEngine } from './staff-service';
import { setStaffSignedIn } from './staff-outbox';

/**
 * Staff changes are sent only while someone with a role is signed in; a staff
 * sign-in (or a page opened with a stored staff session) sends what waited.
 */
function onSession(session: StaffSession | null): void {
  setStaffSignedIn(!!session?.role);
  if (session?.role) staffSyncEngine().kick();
}


export interface AuthContextValue {
  user: StaffSession | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<StaffSession>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const loadAuth = () => import('@/lib/firebase/auth');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StaffSession | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadAuth().then((auth) => {
      if (cancelled) return;
      stop = auth.watchSession((session) => {
        onSession(session);
        setUser(session);
        setLoading(false);
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
        onSession(session);
        setUser(session);
        return session;
      },
      // Callers first send or explicitly discard queued staff changes (sign-out-button.tsx):
      // this never drops them, and any left wait for the next staff sign-in.
      signOut: async () => {
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
