// A question asked before something that cannot be taken back (delete a
// booking, remove a photo): an alert dialog with the thing named, the safe
// answer focused first (a thumb landing twice keeps it), and the action in red.
import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What goes and what stays, in the person's words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** The action is under way: its button shows it and neither can be tapped again. */
  busy?: boolean;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} initialFocusEl={() => cancelRef.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" minH="44px" disabled={busy} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" minH="44px" loading={busy} onClick={() => void onConfirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
