// Sign Out on the dashboard (issue 15): queued staff changes are never dropped
// without a choice. Online, they are sent first ("Sending 2 changes…") and the
// staff member is signed out once the server has answered them; offline, or if
// they cannot be sent, a dialog says how many have not reached the server and
// offers "Stay signed in" (the default) or "Sign out and discard them".
import { useRef, useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { appDb } from '@/lib/db/db';
import { toaster } from '@/lib/toaster';
import type { AuthContextValue } from './auth-context';
import { sendStaffChangesBeforeSignOut } from '../staff-service';
import { discardStaffChanges, unsentStaffChanges } from '@/lib/sync/staff-changes';

export function changesLabel(count: number): string {
  return `${count} change${count === 1 ? '' : 's'}`;
}

type Unsent = { count: number; offline: boolean };

export function SignOutButton({ auth }: { auth: AuthContextValue | null }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState<number | null>(null);
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const stayRef = useRef<HTMLButtonElement>(null);

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

  const count = unsent ? changesLabel(unsent.count) : '';
  return (
    <>
      <Button onClick={() => void onSignOut()} variant="ghost" loading={sending !== null} loadingText={sending !== null ? `Sending ${changesLabel(sending)}…` : undefined}>
        Sign Out
      </Button>
      <Dialog.Root role="alertdialog" open={unsent !== null} onOpenChange={(e) => !e.open && setUnsent(null)} initialFocusEl={() => stayRef.current}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Changes not sent yet</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text data-testid="unsent-changes">
                  {unsent?.count === 1 ? '1 change made on this device has' : `${count} made on this device have`} not reached the server
                  {unsent?.offline ? ' (you are offline)' : ''}. Stay signed in and {unsent?.count === 1 ? 'it is' : 'they are'} sent when the connection is back, or sign out and
                  discard {unsent?.count === 1 ? 'it' : 'them'}.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={stayRef} colorPalette="blue" onClick={() => setUnsent(null)}>
                  Stay signed in
                </Button>
                <Button variant="outline" colorPalette="red" loading={discarding} onClick={() => void onDiscard()}>
                  Sign out and discard them ({count})
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
