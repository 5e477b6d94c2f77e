// Step 4: tells the truth about the booking: confirmed once the server stored
// it; right after an online submit, that it is being sent (the answer usually
// comes within a second); while it waits on this device (offline, or no answer
// within the outbox's send timeout), says so and that no e-mail has gone yet.
import { useLayoutEffect } from 'react';
import { Box, Button, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBookingActivity } from '@/lib/pwa/booking-activity';
import type { MyBookingRow } from '@/lib/db/db';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { longDate } from '@/domain/schedule/week-strip';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';

export function ConfirmationStep({
  row,
  online,
  sending,
  justConfirmed,
  onBookAnother,
}: {
  row: MyBookingRow | undefined;
  online: boolean;
  /** Just submitted online: the server's answer is awaited. */
  sending: boolean;
  /** Confirmed while on screen: the spec's success message is said here, in the page (a toast would cover the buttons). */
  justConfirmed: boolean;
  onBookAnother: () => void;
}) {
  // While shown, the install offer comes here too, not as a toast.
  const installOffer = useBookingActivity((s) => s.installOffer);
  useLayoutEffect(() => {
    useBookingActivity.getState().setConfirmationShown(true);
    return () => useBookingActivity.getState().setConfirmationShown(false);
  }, []);
  const confirmed = row?.sync === 'confirmed';
  const input = row?.server ?? row?.input;
  const vehicle = input ? VEHICLE_TYPES[input.vehicle_type as VehicleType]?.label : '';
  const price = row?.server?.total_price ?? row?.input.total_price;

  return (
    <Stack
      gap="6"
      textAlign="center"
      align="center"
      overflowWrap="anywhere"
      data-testid="booking-confirmation"
      data-sync={sending && !confirmed ? 'sending' : (row?.sync ?? 'loading')}
    >
      {confirmed ? (
        <StepHeading size="2xl" color="green.700">
          Booking Confirmed
        </StepHeading>
      ) : sending ? (
        <StepHeading size="2xl" color="blue.700">
          Sending Your Booking…
        </StepHeading>
      ) : (
        <StepHeading size="2xl" color="orange.700">
          Booking Saved on This Device
        </StepHeading>
      )}

      {confirmed && justConfirmed && (
        <Text role="status" color="green.800" fontWeight="semibold" data-testid="booking-success">
          Booking created successfully!
        </Text>
      )}

      {input && (
        <Box bg="gray.50" rounded="lg" p="4" minW={{ md: 'md' }} data-testid="confirmation-summary">
          <Text fontWeight="bold">{input.service_name}</Text>
          <Text>
            {vehicle} · {longDate(input.booking_date)} at {input.booking_time}
          </Text>
          {price !== undefined && <Text fontWeight="bold">Total: {formatMoney(price)}</Text>}
        </Box>
      )}

      {confirmed ? (
        <Stack gap="2" maxW="xl">
          <Text>Thank you, {input?.customer_name}! We have received your booking.</Text>
          <List.Root ps="5" textAlign="start" gap="1">
            <List.Item>A confirmation e-mail is on its way to {input?.customer_email}.</List.Item>
            <List.Item>We'll send you a reminder 24 hours before your appointment.</List.Item>
            <List.Item>Changes or cancellations need at least 24 hours' notice.</List.Item>
          </List.Root>
          {row?.server?.manage_token && (
            <Text>
              Need to change it?{' '}
              <Link href={`/manage-booking#id=${encodeURIComponent(row.id)}&t=${encodeURIComponent(row.server.manage_token)}`} fontWeight="semibold" data-testid="manage-link">
                Reschedule or cancel online
              </Link>{' '}
              (until 24 hours before).
            </Text>
          )}
        </Stack>
      ) : sending ? (
        <HStack gap="2" justify="center" role="status" data-testid="booking-sending">
          <Spinner size="sm" />
          <Text fontWeight="semibold">Sending…</Text>
        </HStack>
      ) : (
        <Stack gap="2" maxW="xl" role="status" data-testid="booking-waiting">
          <HStack justify="center" gap="2">
            {online && <Spinner size="sm" />}
            <Text fontWeight="semibold">
              {online ? 'Sending your booking…' : "You're offline."}
            </Text>
          </HStack>
          <Text>
            {online
              ? "Your booking is saved on this device and is on its way to us. If the connection drops, it will be sent automatically when you're back online."
              : "Your booking is saved on this device and will be sent automatically when you're back online."}{' '}
            You don't need to do anything.
          </Text>
          <Text>No confirmation e-mail has been sent yet; you'll get one as soon as your booking reaches us.</Text>
        </Stack>
      )}

      <Text fontSize="sm" color="gray.600">
        Questions? Call <Link href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</Link> or e-mail{' '}
        <Link href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Link>.
      </Text>

      <Text fontSize="sm">
        <Link href="/my-bookings">My bookings on this device</Link>
      </Text>

      {installOffer && (
        <Stack gap="2" borderWidth="1px" rounded="lg" p="4" maxW="md" data-testid="install-offer">
          <Text fontWeight="semibold">Install {BUSINESS.shortName}</Text>
          <Text fontSize="sm">Add it to your home screen to book in a tap, even offline.</Text>
          <HStack gap="2" justify="center">
            <Button size="lg" colorPalette="blue" variant="outline" onClick={installOffer.install}>
              Install
            </Button>
            <Button size="lg" variant="ghost" onClick={installOffer.dismiss}>
              Not now
            </Button>
          </HStack>
        </Stack>
      )}

      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button colorPalette="blue" size="lg" onClick={onBookAnother}>
          Book Another Service
        </Button>
        <Button variant="outline" size="lg" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Return Home
        </Button>
      </HStack>
    </Stack>
  );
}
