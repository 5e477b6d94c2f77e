// /my-bookings: the bookings made on this device (Dexie myBookings), upcoming
// first, each with its status, whether it reached us, and its manage page; one
// the server refused links back to its form in the wizard, with the reason.
// Read from the device only, so it opens offline.
import { Badge, Box, Container, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { businessToday } from '@/domain/schedule/schedule';
import { NOT_SENT_LABEL, customerStatusLabel } from '@/domain/booking/customer-status';
import { longDate } from '@/domain/schedule/week-strip';
import { appDb, type MyBookingRow } from '@/lib/db/db';
import { myBookings, type BookingRefusal, type MyBooking } from '@/lib/sync/create-booking';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { PageHead } from '@/lib/head/page-head';
import { manageHref } from './manage-service';

export const MY_BOOKINGS_META = {
  title: 'My Bookings | Coastline Mobile Detailing',
  description: 'The bookings you made on this device.',
  path: '/my-bookings',
  noindex: true,
} as const;

/**
 * One word per booking, in the customer's vocabulary (src/domain/booking/customer-status.ts):
 * where it stands on this device until it reached us, then its status.
 */
export const REFUSED_LABEL = 'Not accepted';
export const REFUSED_LINK = 'Open the booking form to fix it';

/** The wizard, reopened on a refused booking's form (booking-section.tsx reads `retry`). */
export function refusedFormHref(id: string): string {
  return `/?section=booking&retry=${encodeURIComponent(id)}`;
}

/** Why the server refused a booking, in the words it gave (a field's message, else its own). */
export function refusalReason(refusal: BookingRefusal | null): string | null {
  if (!refusal) return null;
  const first = refusal.fields ? Object.values(refusal.fields)[0] : undefined;
  return (first ?? refusal.message).replace(/ \[\d{3}\]$/, '') || null;
}

function statusOf(row: MyBooking): { text: string; color: string } {
  if (row.sync === 'pending') return { text: NOT_SENT_LABEL, color: 'orange' };
  if (row.sync === 'rejected') return { text: REFUSED_LABEL, color: 'red' };
  const status = row.server?.status ?? 'pending';
  return { text: customerStatusLabel(status), color: status === 'cancelled' ? 'red' : status === 'completed' ? 'blue' : 'green' };
}

/** Upcoming first (soonest first), then past ones (latest first). */
export function orderMyBookings<R extends MyBookingRow>(rows: R[], today: string): R[] {
  const when = (r: R) => `${(r.server ?? r.input).booking_date}`;
  const upcoming = rows.filter((r) => when(r) >= today).sort((a, b) => when(a).localeCompare(when(b)));
  const past = rows.filter((r) => when(r) < today).sort((a, b) => when(b).localeCompare(when(a)));
  return [...upcoming, ...past];
}

export function MyBookingsPage() {
  const rows = useLiveQuery(() => myBookings(appDb()), []);
  const ordered = rows ? orderMyBookings(rows, businessToday(new Date())) : undefined;
  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <PageHead meta={MY_BOOKINGS_META} />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          My Bookings
        </Heading>
        <Text color="fg.muted">The bookings made on this device. Open one to reschedule or cancel it.</Text>
        {!ordered ? (
          <Spinner size="sm" role="status" aria-label="Loading your bookings" />
        ) : ordered.length === 0 ? (
          <Text data-testid="my-bookings-empty">
            No bookings on this device yet.{' '}
            {/* The home page is a public page: an ordinary page load, not a move within the app. */}
            <Link href="/?section=booking">Book a detail</Link>
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="my-bookings">
            {ordered.map((row) => {
              const b = row.server ?? row.input;
              const status = statusOf(row);
              const token = row.server?.manage_token;
              const reason = row.sync === 'rejected' ? refusalReason(row.refusal) : null;
              return (
                <Box as="li" key={row.id} borderWidth="1px" rounded="lg" p="4" data-booking-id={row.id}>
                  <Text fontWeight="bold">{b.service_name}</Text>
                  <Text>
                    {longDate(b.booking_date)} at {b.booking_time}
                  </Text>
                  <HStack gap="2" mt="2" flexWrap="wrap">
                    <Badge colorPalette={status.color} data-testid="my-booking-status">
                      {status.text}
                    </Badge>
                  </HStack>
                  {row.sync === 'rejected' && (
                    <Stack gap="1" mt="2" data-testid="refused-booking">
                      {reason ? <Text color="red.700">{reason}</Text> : null}
                      {/* A page load, not a route: the home page and its wizard are static HTML with islands, outside this app. */}
                      <Link href={refusedFormHref(row.id)} fontWeight="semibold">
                        {REFUSED_LINK}
                      </Link>
                    </Stack>
                  )}
                  {token && (
                    <Link asChild mt="2" display="inline-block">
                      <RouterLink to={manageHref(row.id, token)}>Manage this booking</RouterLink>
                    </Link>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
