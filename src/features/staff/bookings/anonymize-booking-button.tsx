// Admin only: erase one booking's personal details on the customer's request
// (BC's PIPA), after a confirmation dialog. Date, service, price and status stay.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/lib/toaster';
import type { Booking } from '@/domain/booking/booking-schema';
import { ERASED_SUMMARY } from '@/domain/booking/anonymize-booking';
import { CallRefused, anonymizeBooking } from '../staff-service';
import { formatDate } from '../booking-format';

export const ANONYMIZE_MESSAGES = {
  done: 'Personal details erased',
  offline: 'Could not reach the server; nothing was changed. Try again when you are online.',
  failed: 'Failed to erase personal details',
} as const;

export function AnonymizeBookingButton({ booking }: { booking: Booking }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (booking.anonymized_at) return null;

  const run = async () => {
    setBusy(true);
    try {
      await anonymizeBooking(booking.id);
      toaster.create({ type: 'success', duration: 6000, title: ANONYMIZE_MESSAGES.done });
      setConfirming(false);
    } catch (error) {
      const code = error instanceof CallRefused ? error.code : '';
      const title = code === 'unavailable' || code === 'deadline-exceeded' || code === 'internal' ? ANONYMIZE_MESSAGES.offline : ANONYMIZE_MESSAGES.failed;
      const description = code === 'failed-precondition' && error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : undefined;
      toaster.create({ type: 'error', duration: 8000, title, description });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" colorPalette="red" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
        Erase Personal Details
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Erase this customer’s personal details?"
        confirmLabel="Erase"
        cancelLabel="Keep Details"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      >
        {`${booking.customer_name}, ${booking.service_name} on ${formatDate(booking.booking_date)}. ${ERASED_SUMMARY} This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
