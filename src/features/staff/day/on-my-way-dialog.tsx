// On My Way: the crew picks the drive time and the customer gets the arrival
// window by e-mail (sent now, or when the phone is back online; too late and
// it is not sent, and the crew is told). Opened from a job of the day view,
// the Today list or the details dialog; mounted only while open. Where the
// crew's day is at hand, the first choice is the drive from its job before.
// Each choice shows the window the customer would be told. The dialog asks
// first when one was already sent or is waiting to go (a second tap would be a
// second e-mail), and when the window is before the booked time; while it
// sends, the tapped choice says so.
import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { ShownBooking } from '@/lib/sync/shown';
import { DRIVE_MINUTES, ON_MY_WAY, arrivalWindow, arrivalWindowLabel, arrivesBeforeBooking, onMyWayAgainFrom } from '@/domain/schedule/crew-schema';
import { runOnMyWay } from '../booking-actions';
import { formatClock } from '../booking-format';
import { StaffDialog } from '../staff-dialog';
import { onMyWayState } from './on-my-way-state';

export const ON_MY_WAY_TEXTS = {
  sendAgain: 'Send Again',
  keep: 'Don’t Send',
  sendEarly: 'Send Anyway',
  back: 'Back',
  sending: 'Sending…',
} as const;

type Step = { kind: 'repeat' } | { kind: 'choose' } | { kind: 'early'; min: number } | { kind: 'sending'; min: number };

export function OnMyWayDialog({
  booking,
  suggested,
  onClose,
}: {
  booking: Pick<ShownBooking, 'id' | 'customer_name' | 'booking_date' | 'booking_time' | 'on_my_way' | 'onMyWay'>;
  /** The drive from the crew's job before (day-view-model's onMyWaySuggestion), offered first. */
  suggested?: { driveMin: number; label: string };
  onClose: () => void;
}) {
  const before = onMyWayState(booking);
  const [step, setStep] = useState<Step>(before ? { kind: 'repeat' } : { kind: 'choose' });
  const now = new Date();
  const windowFor = (min: number) => arrivalWindow(now, min);
  const choices = [
    ...(suggested ? [{ min: suggested.driveMin, label: suggested.label }] : []),
    ...DRIVE_MINUTES.filter((m) => m !== suggested?.driveMin).map((m) => ({ min: m, label: `${m} min` })),
  ];

  async function send(min: number) {
    setStep({ kind: 'sending', min });
    await runOnMyWay(booking.id, min);
    onClose();
  }

  // A repeat within the server's guard would only be refused: say when it can go instead.
  const againFrom = before?.kind === 'sent' ? onMyWayAgainFrom(booking.on_my_way!) : null;
  const tooSoon = againFrom !== null && againFrom.getTime() > now.getTime();

  return (
    <StaffDialog onClose={onClose} title="On My Way" size={{ base: 'xs', md: 'sm' }} placement="center" closable={step.kind !== 'sending'}>
      {step.kind === 'repeat' && before ? (
        <Box data-testid="on-my-way-repeat">
          <Text mb="3" fontWeight="semibold">
            {before.kind === 'sent'
              ? `Already sent at ${formatClock(before.sentAt)} (arriving ${before.window}): send again?`
              : `Already tapped at ${formatClock(before.tappedAt)}, waiting to send (arriving ${before.window}): send again?`}
          </Text>
          <Text mb="3" fontSize="sm">
            {booking.customer_name} would get a second e-mail with a new arrival time.
            {tooSoon ? ` A new one can go from ${formatClock(againFrom)}.` : ''}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button minH="44px" variant="outline" onClick={onClose}>
              {ON_MY_WAY_TEXTS.keep}
            </Button>
            <Button minH="44px" colorPalette="blue" disabled={tooSoon} onClick={() => setStep({ kind: 'choose' })}>
              {ON_MY_WAY_TEXTS.sendAgain}
            </Button>
          </HStack>
        </Box>
      ) : step.kind === 'early' ? (
        <Box role="alert" data-testid="on-my-way-early">
          <Text mb="3" fontWeight="semibold" color="orange.800">
            {booking.customer_name} is booked for {booking.booking_time}. Tell them you arrive {arrivalWindowLabel(windowFor(step.min))}, before that?
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button minH="44px" variant="outline" onClick={() => setStep({ kind: 'choose' })}>
              {ON_MY_WAY_TEXTS.back}
            </Button>
            <Button minH="44px" colorPalette="orange" onClick={() => void send(step.min)}>
              {ON_MY_WAY_TEXTS.sendEarly}
            </Button>
          </HStack>
        </Box>
      ) : (
        <>
          <Text mb="3">
            How long is the drive to {booking.customer_name} ({booking.booking_time})? They get the arrival time by e-mail.
          </Text>
          <SimpleGrid columns={2} gap="2" role="group" aria-label="Drive time">
            {choices.map(({ min, label }, i) => {
              const window = windowFor(min);
              const early = arrivesBeforeBooking(window, booking);
              const sending = step.kind === 'sending' && step.min === min;
              return (
                <Button
                  key={min}
                  colorPalette="blue"
                  variant={suggested && i === 0 ? 'solid' : 'outline'}
                  gridColumn={suggested && i === 0 ? 'span 2' : undefined}
                  h="auto"
                  minH="44px"
                  py="1"
                  flexDirection="column"
                  gap="0"
                  whiteSpace="normal"
                  disabled={step.kind === 'sending' && !sending}
                  loading={sending}
                  loadingText={ON_MY_WAY_TEXTS.sending}
                  data-early={early || undefined}
                  onClick={() => (early ? setStep({ kind: 'early', min }) : void send(min))}
                >
                  {label}{' '}
                  <Text as="span" fontSize="xs" fontWeight="normal">
                    arriving {arrivalWindowLabel(window)}
                    {early ? ' (early)' : ''}
                  </Text>
                </Button>
              );
            })}
          </SimpleGrid>
          {step.kind === 'sending' ? (
            <Text mt="3" fontSize="sm" role="status">
              {ON_MY_WAY_TEXTS.sending}
            </Text>
          ) : (
            <Text mt="3" fontSize="sm" color="fg.muted">
              Without a signal it is sent when you are back online, unless more than {ON_MY_WAY.lateAfterMin} minutes have passed by then.
            </Text>
          )}
        </>
      )}
    </StaffDialog>
  );
}
