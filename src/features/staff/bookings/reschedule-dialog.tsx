// Reschedule (staff and admin), from the details dialog: a new date and time
// with the staff view of availability (no minimum notice; the booking's own
// times count as free for it). The move is shown at once and sent through the
// outbox like every staff change, so it works offline; the server runs the
// customer's reschedule transaction (new crew locks, the customer's "Booking
// Rescheduled" e-mail) and a refusal keeps the dialog open with its reason.
import type { ShownBooking } from '@/lib/sync/shown';
import { useState, type FormEvent } from 'react';
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isSlotLabel } from '@/domain/schedule/schedule';
import { toaster } from '@/lib/toaster';
import { useOnline } from '@/lib/use-online';
import { formatDate } from '../booking-format';
import { isRefused, rescheduleBookingAsStaff } from '../staff-service';
import { availabilityLine, slotOptions, useStaffSlots } from './use-staff-slots';
import { DialogError, FormDialog } from '../staff-dialog';
import { SelectField } from '../select-field';

const QUEUED = 'Saved on this device; it will be sent when you are back online';

export function RescheduleDialog({ booking, onClose }: { booking: ShownBooking | null; onClose: () => void }) {
  const open = booking !== null;
  const [date, setDate] = useState(booking?.booking_date ?? '');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const slots = useStaffSlots(open, booking?.service_name ?? '', date, online, booking?.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Choose a date');
    if (!isSlotLabel(time)) return setError('Choose a time');
    if (date === booking.booking_date && time === booking.booking_time) return setError('Choose a time other than the current one');
    setError(null);
    setBusy(true);
    try {
      const result = await rescheduleBookingAsStaff(booking.id, { booking_date: date, booking_time: time });
      if (isRefused(result)) {
        // The choice stays; the server's reason is shown here.
        setError(result.refused || 'Failed to reschedule booking. Please try again.');
      } else {
        toaster.create({ type: 'success', duration: 6000, title: `Booking moved to ${formatDate(date)} at ${time}`, description: result === 'queued' ? QUEUED : undefined });
        onClose();
      }
    } catch {
      setError('Failed to reschedule booking. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} title="Reschedule Booking" formLabel="Reschedule booking" onSubmit={submit} submitLabel="Save New Time" busy={busy} size="md">
      <Stack gap="4">
        {booking ? (
          <Text data-testid="reschedule-current">
            {booking.customer_name}, {booking.service_name}. Now: {formatDate(booking.booking_date)} at {booking.booking_time}.
          </Text>
        ) : null}
        <DialogError message={error} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>
              New date
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="booking_date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field.Root>
          <SelectField label="New time" name="booking_time" required value={time} options={slotOptions(slots)} onChange={setTime} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" data-testid="reschedule-availability">
          {availabilityLine(online, slots, 'Offline: availability is checked when the change is sent.')}
        </Text>
        {booking?.customer_email ? (
          <Text fontSize="sm" color="fg.muted">
            The customer gets a &quot;Booking Rescheduled&quot; e-mail with the new time.
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
