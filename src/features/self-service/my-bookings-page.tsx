// /my-bookings: the bookings made on this device (Dexie myBookings), upcoming
// first, each with its status, whether it reached us, and its manage page.
// Read from the device only, so it opens offline.
import { Badge, Box, Container, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { businessToday } from '@/domain/schedule';
import { longDate } from '@/domain/week-strip';
import { appDb, type MyBookingRow } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { PageHead } from '@/lib/head/page-head';
import { manageHref } from './manage-service';

export const MY_BOOKINGS_META = {
  title: 'My Bookings | Coastline Mobile Detailing',
  description: 'The bookings you made on this device.',
  path: '/my-bookings',
  noindex: true,
} as const;

const SYNC_LABELS: Record<MyBookingRow['sync'], { text: string; color: string }> = {
  pending: { text: 'Saved on this device, not sent yet', color: 'orange' },
  confirmed: { text: 'Received by us', color: 'green' },
  rejected: { text: 'Not accepted: open the booking form to fix it', color: 'red' },
};

/** Upcoming first (soonest first), then past ones (latest first). */
export function orderMyBookings(rows: MyBookingRow[], today: string): MyBookingRow[] {
  const when = (r: MyBookingRow) => `${(r.server ?? r.input).booking_date}`;
  const upcoming = rows.filter((r) => when(r) >= today).sort((a, b) => when(a).localeCompare(when(b)));
  const past = rows.filter((r) => when(r) < today).sort((a, b) => when(b).localeCompare(when(a)));
  return [...upcoming, ...past];
}

export function MyBookingsPage() {
  const rows = useLiveQuery(() => appDb().myBookings.toArray(), []);
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
          <Spinner size="sm" aria-label="Loading your bookings" />
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
              const sync = SYNC_LABELS[row.sync];
              const token = row.server?.manage_token;
              return (
                <Box as="li" key={row.id} borderWidth="1px" rounded="lg" p="4" data-booking-id={row.id}>
                  <Text fontWeight="bold">{b.service_name}</Text>
                  <Text>
                    {longDate(b.booking_date)} at {b.booking_time}
                  </Text>
                  <HStack gap="2" mt="2" flexWrap="wrap">
                    {row.server && <Badge colorPalette={row.server.status === 'cancelled' ? 'red' : row.server.status === 'no-show' ? 'purple' : 'blue'}>{row.server.status}</Badge>}
                    <Badge colorPalette={sync.color} variant="outline">
                      {sync.text}
                    </Badge>
                  </HStack>
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
