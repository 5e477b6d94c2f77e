// Sign Out's dialog when changes made on this device could not be sent first
// (sign-out-button.tsx): how many have not reached the server, "Stay signed
// in" (the default) or "Sign out and discard them". A chunk of its own.
import { useRef } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { changesLabel } from './changes-label';

export type Unsent = { count: number; offline: boolean };

export interface UnsentChangesDialogProps {
  /** The changes left unsent; null: the dialog is closed. */
  unsent: Unsent | null;
  discarding: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

export function UnsentChangesDialog({ unsent, discarding, onStay, onDiscard }: UnsentChangesDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const count = unsent ? changesLabel(unsent.count) : '';
  return (
    <Dialog.Root role="alertdialog" open={unsent !== null} onOpenChange={(e) => !e.open && onStay()} initialFocusEl={() => stayRef.current}>
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
              <Button ref={stayRef} colorPalette="blue" onClick={onStay}>
                Stay signed in
              </Button>
              <Button variant="outline" colorPalette="red" loading={discarding} onClick={onDiscard}>
                Sign out and discard them ({count})
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
