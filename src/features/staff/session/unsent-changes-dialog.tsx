// Sign Out's dialog when changes made on this device could not be sent first
// (sign-out-button.tsx): how many have not reached the server, "Stay signed
// in" (the default) or "Sign out and discard them". A chunk of its own.
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const count = unsent ? changesLabel(unsent.count) : '';
  const one = unsent?.count === 1;
  return (
    <ConfirmDialog
      open={unsent !== null}
      title="Changes not sent yet"
      cancelLabel="Stay signed in"
      confirmLabel={`Sign out and discard them (${count})`}
      busy={discarding}
      onCancel={onStay}
      onConfirm={onDiscard}
    >
      <Text data-testid="unsent-changes">
        {one ? '1 change made on this device has' : `${count} made on this device have`} not reached the server
        {unsent?.offline ? ' (you are offline)' : ''}. Stay signed in and {one ? 'it is' : 'they are'} sent when the connection is back, or sign out and discard{' '}
        {one ? 'it' : 'them'}.
      </Text>
    </ConfirmDialog>
  );
}
