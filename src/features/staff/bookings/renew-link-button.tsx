// A customer's manage link renewed from the booking's details: the customer
// forwarded it, or fears someone saw it. The link before stops working and the
// new one goes to the customer's e-mail, after a confirmation; offline it waits
// in the outbox like any staff change.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toaster } from '@/lib/toaster';
import type { Booking } from '@/domain/booking/booking-schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isRefused, renewManageLink } from '../staff-service';

export const RENEW_LINK_MESSAGES = {
  sent: 'New booking link e-mailed to the customer',
  queued: 'New booking link saved on this device: it is e-mailed once you are back online',
} as const;

export function RenewLinkButton({ booking }: { booking: Booking }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (booking.anonymized_at || !booking.customer_email) return null;

  const run = async () => {
    setBusy(true);
    const result = await renewManageLink(booking.id);
    setBusy(false);
    setConfirming(false);
    // A refusal is told by the dashboard's refusal watcher, with its reason.
    if (!isRefused(result)) toaster.create({ type: 'success', duration: 6000, title: result === 'saved' ? RENEW_LINK_MESSAGES.sent : RENEW_LINK_MESSAGES.queued });
  };

  return (
    <>
      <Button size="xs" variant="outline" ms="2" disabled={busy} onClick={() => setConfirming(true)}>
        Send New Link
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send a new booking link?"
        confirmLabel="Send New Link"
        cancelLabel="Keep Link"
        busy={busy}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {`The link ${booking.customer_name} has now stops working, and a new one goes to ${booking.customer_email}.`}
      </ConfirmDialog>
    </>
  );
}
