// On My Way: the crew picks the drive time and the customer gets the arrival
// window by e-mail (sent now, or when the phone is back online; too late and
// it is not sent, and the crew is told). Opened from a job of the day view,
// the Today list or the details dialog; mounted only while open. Where the
// crew's day is at hand, the first choice is the drive from its job before.
import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import type { Booking } from '@/domain/booking/booking-schema';
import { DRIVE_MINUTES, ON_MY_WAY } from '@/domain/schedule/crew-schema';
import { runOnMyWay } from '../booking-actions';

export function OnMyWayDialog({
  booking,
  suggested,
  onClose,
}: {
  booking: Pick<Booking, 'id' | 'customer_name' | 'booking_time'>;
  /** The drive from the crew's job before (day-view-model's onMyWaySuggestion), offered first. */
  suggested?: { driveMin: number; label: string };
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const choices = [
    ...(suggested ? [{ min: suggested.driveMin, label: suggested.label }] : []),
    ...DRIVE_MINUTES.filter((m) => m !== suggested?.driveMin).map((m) => ({ min: m, label: `${m} min` })),
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'xs', md: 'sm' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>On My Way</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                How long is the drive to {booking.customer_name} ({booking.booking_time})? They get the arrival time by e-mail.
              </Text>
              <SimpleGrid columns={2} gap="2" role="group" aria-label="Drive time">
                {choices.map(({ min, label }, i) => (
                  <Button
                    key={min}
                    colorPalette="blue"
                    variant={suggested && i === 0 ? 'solid' : 'outline'}
                    gridColumn={suggested && i === 0 ? 'span 2' : undefined}
                    disabled={busy}
                    onClick={async () => {
                      setBusy(true);
                      await runOnMyWay(booking.id, min);
                      setBusy(false);
                      onClose();
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </SimpleGrid>
              <Text mt="3" fontSize="sm" color="fg.muted">
                Without a signal it is sent when you are back online, unless more than {ON_MY_WAY.lateAfterMin} minutes have passed by then.
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
