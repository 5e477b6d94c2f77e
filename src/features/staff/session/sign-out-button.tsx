// Sign Out on the dashboard: queued staff changes are never dropped
// without a choice. Online, they are sent first ("Sending 2 changes…") and the
// staff member is signed out once the server has answered them; offline, or if
// they cannot be sent, a dialog says how many have not reached the server and
// offers "Stay signed in" (the default) or "Sign out and discard them".
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { appDb } from '@/lib/db/db';
import { toaster } from '@/lib/toaster';
import type { AuthContextValue } from './auth-context';
import { sendStaffChangesBeforeSignOut } from '../staff-service';
import { discardStaffChanges, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { lazyPart } from '@/lib/lazy-part';
import type { Unsent } from './unsent-changes-dialog';
import { changesLabel } from './changes-label';

/** The dialog opens only when changes could not be sent: out of the dashboard's first chunk, preloaded while idle. */
export const unsentChangesDialog = lazyPart(async () => (await import('./unsent-changes-dialog')).UnsentChangesDialog);

export function SignOutButton({ auth }: { auth: AuthContextValue | null }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState<number | null>(null);
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  const [discarding, setDiscarding] = useState(false);
  // Mounted once first needed, then kept: it closes (and animates out) as it did before it was split off.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (unsent !== null && !dialogUsed) setDialogUsed(true);

  async function signOutNow() {
    if (!auth) {
      toaster.create({ type: 'error', title: 'Authentication not available' });
      return;
    }
    try {
      await auth.signOut();
      toaster.create({ type: 'success', duration: 6000, title: 'Logged out successfully' });
      navigate('/login', { replace: true });
    } catch {
      toaster.create({ type: 'error', title: 'Failed to log out' });
    }
  }

  async function onSignOut() {
    if (!auth) {
      toaster.create({ type: 'error', title: 'Authentication not available' });
      return;
    }
    const queued = await unsentStaffChanges(appDb());
    if (queued > 0) {
      if (navigator.onLine) setSending(queued);
      const result = await sendStaffChangesBeforeSignOut().finally(() => setSending(null));
      if (result.left > 0) {
        setUnsent({ count: result.left, offline: 'reason' in result && result.reason === 'offline' });
        return;
      }
    }
    await signOutNow();
  }

  async function onDiscard() {
    setDiscarding(true);
    try {
      await discardStaffChanges(appDb());
      setUnsent(null);
      await signOutNow();
    } finally {
      setDiscarding(false);
    }
  }

  return (
    <>
      <Button onClick={() => void onSignOut()} variant="ghost" loading={sending !== null} loadingText={sending !== null ? `Sending ${changesLabel(sending)}…` : undefined}>
        Sign Out
      </Button>
      {dialogUsed ? <unsentChangesDialog.Part unsent={unsent} discarding={discarding} onStay={() => setUnsent(null)} onDiscard={() => void onDiscard()} /> : null}
    </>
  );
}
