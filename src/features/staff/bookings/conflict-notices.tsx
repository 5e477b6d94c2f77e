// Changes of this device the server refused because someone changed the
// booking first (src/domain/booking/revision.ts): each says who did what and when, on
// the booking (its details dialog) and above the dashboard's views, with the
// two choices: keep theirs (the server's booking stands) or apply mine again
// (the same change, sent on the booking's revision now). Once chosen it is gone.
import { useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { appDb, type RefusalRow } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import { applyMineAgain, isRefused, keepTheirs } from '../staff-service';
import { conflicts } from '@/lib/sync/staff-changes';
import { shortId } from './dashboard-model';

const NONE: RefusalRow[] = [];

/** The conflicts waiting for a choice, oldest first; of one booking when `bookingId` is given. */
export function useConflicts(bookingId?: string): RefusalRow[] {
  const rows = useLiveQuery(() => conflicts(appDb()), []);
  if (!rows) return NONE;
  return bookingId ? rows.filter((r) => r.target_id === bookingId) : rows;
}

function ConflictNotice({ conflict, label }: { conflict: RefusalRow; label?: string }) {
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      const result = await applyMineAgain(conflict.id);
      // Refused again (the booking moved on once more): the refusal watcher tells it, and a new conflict takes this one's place.
      if (!isRefused(result)) toaster.create({ type: 'success', duration: 6000, title: 'Your change was applied again', description: result === 'queued' ? 'Saved on this device; it will be sent when you are back online' : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert.Root status="warning" role="alert" data-testid={`conflict-${conflict.target_id}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{label ? `${label}: not applied` : 'Not applied'}</Alert.Title>
        <Alert.Description>{conflict.message}</Alert.Description>
        <HStack mt="2" gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void keepTheirs(conflict.id)}>
            Keep Theirs
          </Button>
          <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void again()}>
            Apply Mine Again
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Every waiting conflict (the dashboard), or one booking's (its details dialog). */
export function ConflictNotices({ bookingId }: { bookingId?: string }) {
  const rows = useConflicts(bookingId);
  const bookings = useLiveQuery(() => appDb().bookings.bulkGet(rows.map((r) => r.target_id)), [rows]);
  if (rows.length === 0) return null;
  return (
    <Stack gap="2" mb="4" data-testid="conflicts">
      {rows.map((r, i) => {
        const b = bookings?.[i];
        const label = bookingId ? undefined : b ? `${b.customer_name}, ${b.booking_date} ${b.booking_time}` : `Booking ${shortId(r.target_id)}`;
        return <ConflictNotice key={r.id} conflict={r} label={label} />;
      })}
    </Stack>
  );
}
