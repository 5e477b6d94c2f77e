// The staff screens' dialog: a title, the body, an optional footer of buttons
// and the close button in the corner, over a backdrop. FormDialog (New Booking,
// Reschedule) is this dialog holding a form, with Close and the submit button.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'full';

export interface StaffDialogProps {
  /** Absent: open while mounted (the dialog is mounted when it is opened). */
  open?: boolean;
  onClose(): void;
  /** Null when there is nothing to show (a dialog closing after what it showed went). */
  title: string | null;
  size: { base: Size; md: Size };
  placement?: 'center';
  /** The body scrolls, header and footer stay. */
  scrollBody?: boolean;
  /**
   * Opening focuses the dialog, not its first field: a date or a text field
   * focused on a phone pops up its picker or keyboard over the form before
   * anyone chose it.
   */
  focusDialog?: boolean;
  /** False while it must stay open (a message going out): no close button, Escape and the backdrop do nothing. */
  closable?: boolean;
  /** The dialog is this form (it never submits natively: noValidate, the form's own submit handler). */
  form?: { label: string; onSubmit(event: FormEvent): void };
  footer?: ReactNode;
  children: ReactNode;
}

export function StaffDialog({ open = true, onClose, title, size, placement, scrollBody = false, focusDialog = false, closable = true, form, footer, children }: StaffDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const sections =
    title === null ? null : (
      <>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
      </>
    );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && closable && onClose()}
      size={size}
      placement={placement}
      scrollBehavior={scrollBody ? 'inside' : undefined}
      initialFocusEl={focusDialog ? () => contentRef.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef}>
            {form && sections ? (
              <chakra.form onSubmit={form.onSubmit} noValidate display="contents" aria-label={form.label}>
                {sections}
              </chakra.form>
            ) : (
              sections
            )}
            {sections && closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Why a dialog's form was not sent (a refusal, a failed save), above its fields; nothing while there is none. */
export function DialogError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A form in a dialog: full screen on a phone, Close and the submit button below the fields. */
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
  return (
    <StaffDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size={{ base: 'full', md: props.size }}
      scrollBody
      focusDialog
      form={{ label: props.formLabel, onSubmit: props.onSubmit }}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Close
          </Button>
          <Button type="submit" colorPalette="blue" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </StaffDialog>
  );
}
