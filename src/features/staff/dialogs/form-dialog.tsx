// The dashboard's form dialogs (New Booking, Reschedule): a title, the form's
// fields, Close and the submit button. Full screen on a phone; the form never
// submits natively (noValidate, the dialog's own submit handler). Opening it
// focuses the dialog, not its first field: a date or a text field focused on
// a phone pops up its picker or keyboard over the form before anyone chose it.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export function FormDialog(props: {
  open: boolean;
  onClose(): void;
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  busy: boolean;
  size: 'md' | 'lg';
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size={{ base: 'full', md: props.size }} scrollBehavior="inside" initialFocusEl={() => contentRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef}>
            <chakra.form onSubmit={props.onSubmit} noValidate display="contents" aria-label={props.formLabel}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{props.children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={props.onClose}>
                  Close
                </Button>
                <Button type="submit" colorPalette="blue" loading={props.busy}>
                  {props.submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
