// Ask to Reschedule for one booking (admin), from its details: the van broke
// down, the crew is short. The same request as the Blocked Time list's for a
// rain day (askToReschedule): the customer is e-mailed the reason, an apology
// and the manage link, and the booking shows "needs a new time" until it moves.
import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@/domain/booking/booking-schema';
import { BLOCK_REASONS, type BlockReason } from '@/domain/schedule/block-time';
import { toaster } from '@/lib/toaster';
import { askToReschedule, isRefused } from '../staff-service';
import { QUEUED } from '../booking-actions';
import { SelectField } from '../select-field';
import { StaffDialog } from '../staff-dialog';
import { formatDate } from '../booking-format';

export function AskToRescheduleDialog({ booking, onClose }: { booking: Pick<Booking, 'id' | 'customer_name' | 'customer_email' | 'booking_date' | 'booking_time'>; onClose: () => void }) {
  const [reason, setReason] = useState<BlockReason>('Vehicle');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const result = await askToReschedule({ booking_ids: [booking.id], reason, note });
      // Refused: the form stays open with what was typed (the refusal watcher says why).
      if (!isRefused(result)) {
        toaster.create({ type: 'success', duration: 6000, title: `Asked ${booking.customer_name} to pick a new time`, description: result === 'queued' ? QUEUED : undefined });
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffDialog
      onClose={onClose}
      title="Ask to Reschedule"
      size={{ base: 'full', md: 'sm' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep As Is
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={() => void send()}>
            Ask to Reschedule
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          {booking.customer_name}, {formatDate(booking.booking_date)} {booking.booking_time}.{' '}
          {booking.customer_email
            ? 'They get an e-mail with the reason, our apology and a link to pick a new time online (even within 24 hours of the booking).'
            : 'No e-mail on this booking: it is marked as needing a new time, and you call them.'}
        </Text>
        <SelectField label="Reason" value={reason} options={BLOCK_REASONS} onChange={(v) => setReason(v as BlockReason)} />
        <Field.Root>
          <Field.Label>Note to the customer</Field.Label>
          <Input name="note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} placeholder="Our van is in the shop" />
        </Field.Root>
      </Stack>
    </StaffDialog>
  );
}
