// The crew day view: a chosen day (today by default, previous / next), one
// lane per crew; each job a block as long as its duration (time, customer,
// service, status, address link), blocked time shaded, free gaps marked. Tap a
// job for its details. Two lanes fit a 390 px phone.
import { memo, useMemo } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, HStack, Link, Text } from '@chakra-ui/react';
import type { CachedBookingRow } from '@/lib/db/db';
import { addDaysToDate, minutesToLabel } from '@/domain/schedule';
import { DAY_END_MIN, DAY_START_MIN, dayLanes, type Lane } from './day-view-model';
import { STATUS_COLORS, addressLabel, formatDate, mapsUrl } from './booking-format';
import type { CachedBlock } from './blocks-service';

const PX_PER_MIN = 1.2;
const HEIGHT_PX = (DAY_END_MIN - DAY_START_MIN) * PX_PER_MIN;
const top = (min: number) => `${(min - DAY_START_MIN) * PX_PER_MIN}px`;
const height = (from: number, to: number) => `${(to - from) * PX_PER_MIN}px`;
const HOURS = Array.from({ length: Math.floor((DAY_END_MIN - DAY_START_MIN) / 60) + 1 }, (_, i) => DAY_START_MIN + i * 60);

export interface DayViewProps {
  rows: readonly CachedBookingRow[];
  blocks: readonly CachedBlock[];
  date: string;
  today: string;
  onDate: (date: string) => void;
  onOpen: (id: string) => void;
}

const LaneColumn = memo(function LaneColumn({ lane, onOpen }: { lane: Lane<CachedBookingRow, CachedBlock>; onOpen: (id: string) => void }) {
  const label = lane.crew === 0 ? 'Not assigned yet' : `Crew ${lane.crew}`;
  return (
    <Box as="section" aria-label={label} data-testid={`lane-${lane.crew}`} minW="0">
      <Text fontWeight="semibold" fontSize="sm" textAlign="center" mb="1">
        {label}
      </Text>
      <Box position="relative" height={`${HEIGHT_PX}px`} borderWidth="1px" borderRadius="md" bg="bg.subtle">
        {lane.free.map((g) => (
          <Box
            key={`free-${g.startMin}`}
            data-testid="free-gap"
            position="absolute"
            left="0"
            right="0"
            top={top(g.startMin)}
            height={height(g.startMin, g.endMin)}
            borderTopWidth="1px"
            borderColor="green.200"
            px="1"
          >
            <Text fontSize="2xs" color="green.700">
              Free {minutesToLabel(g.startMin)}–{minutesToLabel(g.endMin)}
            </Text>
          </Box>
        ))}
        {lane.blocks.map(({ block, startMin, endMin }) => (
          <Box
            key={`block-${block.id}`}
            data-testid={`day-block-${block.id}`}
            position="absolute"
            left="0"
            right="0"
            top={top(startMin)}
            height={height(startMin, endMin)}
            bg="gray.300"
            opacity={block.pending === 'remove' ? 0.4 : 1}
            backgroundImage="repeating-linear-gradient(45deg, transparent 0 8px, rgba(0,0,0,0.08) 8px 16px)"
            px="1"
            py="0.5"
            overflow="hidden"
          >
            <Text fontSize="xs" fontWeight="semibold">
              Blocked: {block.reason}
            </Text>
            {block.note ? <Text fontSize="2xs">{block.note}</Text> : null}
          </Box>
        ))}
        {lane.jobs.map(({ booking, startMin, endMin }) => {
          const address = addressLabel(booking);
          return (
            <Box
              key={booking.id}
              as="article"
              data-testid={`day-job-${booking.id}`}
              aria-label={`${booking.booking_time} ${booking.customer_name}`}
              position="absolute"
              left="2px"
              right="2px"
              top={top(startMin)}
              height={height(startMin, endMin)}
              bg="blue.50"
              borderWidth="1px"
              borderColor="blue.300"
              borderLeftWidth="4px"
              borderRadius="sm"
              px="1.5"
              py="1"
              overflow="hidden"
              zIndex="1"
            >
              <button
                type="button"
                onClick={() => onOpen(booking.id)}
                style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
                aria-label={`Details of ${booking.customer_name} at ${booking.booking_time}`}
              >
                <Text fontSize="xs" fontWeight="bold">
                  {booking.booking_time}–{minutesToLabel(endMin)}
                </Text>
                <Text fontSize="sm" fontWeight="semibold" truncate>
                  {booking.customer_name}
                </Text>
                <Text fontSize="xs" truncate>
                  {booking.service_name}
                </Text>
              </button>
              <HStack gap="1" flexWrap="wrap" my="0.5">
                <Badge size="xs" colorPalette={STATUS_COLORS[booking.status]}>
                  {booking.status}
                </Badge>
                {booking.pending ? (
                  <Badge size="xs" variant="outline" colorPalette="orange">
                    pending sync
                  </Badge>
                ) : null}
              </HStack>
              {address ? (
                <Link href={mapsUrl(address)} target="_blank" rel="noopener noreferrer" fontSize="xs" color="blue.700" display="block" truncate>
                  {address}
                </Link>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});

export function DayView({ rows, blocks, date, today, onDate, onOpen }: DayViewProps) {
  const lanes = useMemo(() => dayLanes(rows, blocks, date), [rows, blocks, date]);
  const jobCount = lanes.reduce((n, l) => n + l.jobs.length, 0);
  return (
    <Box data-testid="day-view" data-date={date}>
      <Flex align="center" justify="space-between" gap="2" mb="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onDate(addDaysToDate(date, -1))} aria-label="Previous day">
          ‹ Prev
        </Button>
        <Box textAlign="center">
          <chakra.input
            type="date"
            aria-label="Day"
            value={date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
            fontSize="sm"
            borderWidth="1px"
            borderRadius="sm"
            px="1"
          />
          <Text fontWeight="bold" data-testid="day-view-date">
            {date === today ? 'Today, ' : ''}
            {formatDate(date)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {jobCount} job{jobCount === 1 ? '' : 's'}
          </Text>
        </Box>
        <HStack gap="1">
          {date !== today ? (
            <Button size="sm" variant="ghost" onClick={() => onDate(today)}>
              Today
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => onDate(addDaysToDate(date, 1))} aria-label="Next day">
            Next ›
          </Button>
        </HStack>
      </Flex>
      <Grid templateColumns={`2.5rem repeat(${lanes.length}, minmax(0, 1fr))`} gap="1">
        <Box position="relative" height={`${HEIGHT_PX}px`} mt="6" aria-hidden>
          {HOURS.map((m) => (
            <Text key={m} position="absolute" top={top(m)} fontSize="2xs" color="fg.muted" transform="translateY(-50%)">
              {minutesToLabel(m).replace(':00', '')}
            </Text>
          ))}
        </Box>
        {lanes.map((lane) => (
          <LaneColumn key={lane.crew} lane={lane} onOpen={onOpen} />
        ))}
      </Grid>
    </Box>
  );
}
