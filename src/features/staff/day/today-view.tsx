// The detailer's view: today's and tomorrow's jobs in time order, each with
// what is needed at the curb: service, vehicle, duration, address (maps), the
// customer note, tap-to-call, tap-to-mail, On My Way (on the day; once tapped,
// when it went out and the arrival told, or that it waits to go), Mark as
// Completed and No-show (once the start has passed), and what of these comes
// later and when. The card's time and name, and its Details button, open the
// booking's details (the customer's card, the note, the history).
import type { ShownBooking } from '@/lib/sync/shown';
import { useMemo, useState } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '@/components/ui/link-button';
import { actionsFor } from '@/domain/booking/status';
import { actionsLater } from '@/domain/booking/actions-later';
import { upcomingJobs } from '../bookings/dashboard-model';
import { ADDRESS_MISSING, STATUS_COLORS, addressLabel, addressMissing, durationLabel, mapsUrl, telHref, vehicleLabel } from '../booking-format';
import { onMyWayLine, onMyWayState } from './on-my-way-state';
import { runStatusChange } from '../booking-actions';
import { bookingStartInstant } from '@/domain/booking/change-window';
import { onMyWayOffered } from '@/domain/schedule/crew-schema';
import { earlierNoShows, needsNewTime, noShowIndex } from '@/domain/booking/customer-card';
import { OnMyWayDialog } from './on-my-way-dialog';
import { onMyWaySuggestion } from './day-view-model';
import { NEEDS_NEW_TIME } from '../plain-parts';

/** A tap target the size of a fingertip (44 px), as the site's other buttons on a phone. */
const TAP = { minH: '44px', minW: '44px' } as const;

function JobCard({ job, noShows, rows, onOpen }: { job: ShownBooking; noShows: number; rows: readonly ShownBooking[]; onOpen: (id: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [onMyWayOpen, setOnMyWayOpen] = useState(false);
  const address = addressLabel(job);
  const now = new Date();
  const started = bookingStartInstant(job).getTime() <= now.getTime();
  // The action at hand moves the job forward; cancelling stays in the details dialog.
  const next = actionsFor(job.status, started).find((a) => a.to !== 'cancelled' && a.to !== 'no-show');
  const noShow = actionsFor(job.status, started).find((a) => a.to === 'no-show');
  const later = actionsLater(job, now);
  const onMyWay = onMyWayState(job);
  return (
    <Box as="article" data-testid={`job-${job.id}`} borderWidth="1px" borderRadius="md" p="4" aria-label={`${job.booking_time} ${job.customer_name}`}>
      <Flex justify="space-between" align="baseline" gap="2">
        {/* The time and name open the details, as a job in the day view does (named by what it shows). */}
        <chakra.button type="button" onClick={() => onOpen(job.id)} textAlign="start" minH="44px" cursor="pointer" _hover={{ textDecoration: 'underline' }}>
          <Text as="span" display="block" fontSize="xl" fontWeight="bold">
            {job.booking_time}
          </Text>{' '}
          <Text as="span" display="block" fontWeight="semibold">
            {job.customer_name}
          </Text>
        </chakra.button>
        <HStack gap="1" flexWrap="wrap" justify="flex-end">
          {noShows > 0 ? (
            <Badge colorPalette="purple" data-testid="earlier-no-shows">
              {noShows} earlier no-show{noShows === 1 ? '' : 's'}
            </Badge>
          ) : null}
          {needsNewTime(job) ? <Badge colorPalette="orange">{NEEDS_NEW_TIME}</Badge> : null}
          {job.pending ? <Badge variant="outline" colorPalette="orange">pending sync</Badge> : null}
          <Badge colorPalette={STATUS_COLORS[job.status]}>{job.status}</Badge>
        </HStack>
      </Flex>
      <Text>{job.service_name}</Text>
      <Text color="fg.muted" fontSize="sm">
        {vehicleLabel(job)} · {durationLabel(job.duration_min)}
      </Text>
      {addressMissing(job) ? (
        <Text mt="1" color="red.700" fontWeight="semibold" data-testid="address-missing">
          {ADDRESS_MISSING}
          {job.customer_phone ? (
            <>
              {' '}
              <Link href={telHref(job.customer_phone)}>{job.customer_phone}</Link>
            </>
          ) : null}
          {address ? ` (${address})` : null}
        </Text>
      ) : address ? (
        <Link href={mapsUrl(address)} target="_blank" rel="noopener noreferrer" display="block" mt="1">
          {address}
        </Link>
      ) : null}
      {job.comments ? (
        <Text fontSize="sm" mt="1">
          “{job.comments}”
        </Text>
      ) : null}
      {onMyWay ? (
        <Text fontSize="sm" mt="1" fontWeight="semibold" color={onMyWay.kind === 'sent' ? 'blue.800' : 'orange.800'} data-testid="on-my-way-state">
          {onMyWayLine(onMyWay)}
        </Text>
      ) : null}
      {job.customer_note ? (
        <Text fontSize="sm" mt="1" data-testid="job-note">
          <Text as="span" fontWeight="semibold">
            Note:
          </Text>{' '}
          {job.customer_note}
        </Text>
      ) : null}
      <HStack mt="3" gap="2" flexWrap="wrap">
        {job.customer_phone ? (
          <LinkButton href={telHref(job.customer_phone)} size="sm" variant="outline" {...TAP}>
            Call {job.customer_phone}
          </LinkButton>
        ) : null}
        {job.customer_email ? (
          <LinkButton href={`mailto:${job.customer_email}`} size="sm" variant="outline" {...TAP}>
            Email
          </LinkButton>
        ) : null}
        {onMyWayOffered(job, now) ? (
          <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOnMyWayOpen(true)} {...TAP}>
            On My Way
          </Button>
        ) : null}
        {next ? (
          <Button
            size="sm"
            colorPalette={next.to === 'completed' ? 'green' : 'blue'}
            // Chakra's solid green under white text is below 4.5:1.
            bg={next.to === 'completed' ? 'green.700' : undefined}
            loading={busy}
            {...TAP}
            onClick={async () => {
              setBusy(true);
              await runStatusChange(job, next.to);
              setBusy(false);
            }}
          >
            {next.label}
          </Button>
        ) : null}
        {noShow ? (
          <Button
            size="sm"
            colorPalette="purple"
            variant="outline"
            loading={busy}
            {...TAP}
            onClick={async () => {
              setBusy(true);
              await runStatusChange(job, 'no-show');
              setBusy(false);
            }}
          >
            {noShow.label}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onOpen(job.id)} {...TAP}>
          Details
        </Button>
      </HStack>
      {later.length > 0 ? (
        <Stack as="ul" gap="0" mt="2" listStyleType="none" fontSize="sm" color="fg.muted" data-testid="actions-later">
          {later.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Stack>
      ) : null}
      {onMyWayOpen ? <OnMyWayDialog booking={job} suggested={onMyWaySuggestion(rows, job, new Date())} onClose={() => setOnMyWayOpen(false)} /> : null}
    </Box>
  );
}

function Day({ title, jobs, noShows, rows, onOpen }: { title: string; jobs: ShownBooking[]; noShows: ReturnType<typeof noShowIndex>; rows: readonly ShownBooking[]; onOpen: (id: string) => void }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="3">
        {title} ({jobs.length})
      </Heading>
      {jobs.length === 0 ? (
        <Text color="fg.muted">No jobs.</Text>
      ) : (
        <Stack gap="3">
          {jobs.map((j) => (
            <JobCard key={j.id} job={j} noShows={earlierNoShows(j, noShows)} rows={rows} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function TodayView({ rows, now, onOpen }: { rows: readonly ShownBooking[]; now: Date; onOpen: (id: string) => void }) {
  const { today, tomorrow } = upcomingJobs(rows, now);
  // A customer who was not there last time: the crew may call ahead.
  const noShows = useMemo(() => noShowIndex(rows), [rows]);
  return (
    <Stack gap="8">
      <Day title="Today" jobs={today} noShows={noShows} rows={rows} onOpen={onOpen} />
      <Day title="Tomorrow" jobs={tomorrow} noShows={noShows} rows={rows} onOpen={onOpen} />
    </Stack>
  );
}
