// The date strip (a week at a time) and the 18 start times with their
// availability: the booking wizard's date/time step and the manage page's
// reschedule both show this one control, with the same rules. The week's
// answer is asked as soon as the strip shows, so a day with no free time is
// marked full before anyone taps it; until the answer is there the times are
// shown as being checked, not as free (a time tapped then would be dropped).
// Every target is at least 44 px tall.
import { useEffect, useMemo } from 'react';
import { Badge, Box, Button, HStack, Heading, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { SLOT_LABELS, dateBookable } from '@/domain/schedule/schedule';
import { weekStrip } from '@/domain/schedule/week-strip';
import type { CityId } from '@/domain/schedule/cities';
import { useAvailability } from './use-availability';

export interface DateTimePickerProps {
  serviceName: string | null;
  date: string | null;
  time: string | null;
  weekOffset: number;
  onWeekOffset(offset: number): void;
  onDate(date: string): void;
  onTime(time: string | null): void;
  /** The booking's time now (reschedule): marked "Current" and not offered as a choice. */
  current?: { date: string; time: string };
  /** The booking being rescheduled, with its manage token: its own locks do not count against it. */
  excludeBooking?: { id: string; token: string };
  /** The job's service city (a new booking): which times the crews can drive to. */
  city?: CityId | null;
  /** The chosen time turned out unavailable (a fresh answer): the picker drops it; by default with onTime(null). */
  onTimeLost?(time: string): void;
}

export function DateTimePicker({ serviceName, date, time, weekOffset, onWeekOffset, onDate, onTime, current, excludeBooking, city, onTimeLost }: DateTimePickerProps) {
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => weekStrip(now, weekOffset), [now, weekOffset]);
  const availability = useAvailability(serviceName, days, excludeBooking, city ?? null);

  const timeTaken = !!(date && time && !availability.loading && !availability.isAvailable(date, time));
  useEffect(() => {
    // A time that turned out to be taken (fresh answer) is cleared so it cannot be submitted.
    if (!timeTaken || availability.stale || !time) return;
    if (onTimeLost) onTimeLost(time);
    else onTime(null);
  }, [timeTaken, availability.stale, onTime, onTimeLost, time]);

  return (
    <>
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h4" size="md">
            Select Date
          </Heading>
          <HStack>
            <IconButton aria-label="Previous week" variant="outline" size="lg" disabled={weekOffset <= 0} onClick={() => onWeekOffset(Math.max(0, weekOffset - 1))}>
              ‹
            </IconButton>
            <IconButton aria-label="Next week" variant="outline" size="lg" onClick={() => onWeekOffset(weekOffset + 1)}>
              ›
            </IconButton>
          </HStack>
        </HStack>
        <SimpleGrid columns={7} gap={{ base: '1', md: '2' }} role="group" aria-label="Dates">
          {days.map((d) => {
            const closed = d.past || dateBookable(d.date, now) !== 'ok';
            const full = !closed && availability.dayFull(d.date);
            const disabled = closed || full;
            const selected = d.date === date;
            return (
              <Button
                key={d.date}
                type="button"
                h="auto"
                py="2"
                px="0"
                flexDirection="column"
                gap="0"
                variant={selected ? 'solid' : 'outline'}
                colorPalette="blue"
                aria-pressed={selected}
                data-date={d.date}
                data-full={full ? 'true' : undefined}
                disabled={disabled}
                onClick={() => onDate(d.date)}
              >
                {/* Its name is what it shows ("Sun 27 Dec", "Today 25 Nov", "… Full"): spaced lines, no separate label. */}
                <Text as="span" display="block" fontSize="xs">
                  {d.label}
                </Text>{' '}
                <Text as="span" display="block" fontSize="lg" fontWeight="bold">
                  {d.dayOfMonth}
                </Text>{' '}
                <Text as="span" display="block" fontSize="xs">
                  {d.month}
                </Text>
                {full && (
                  <>
                    {' '}
                    <Text as="span" display="block" fontSize="2xs" fontWeight="bold">
                      Full
                    </Text>
                  </>
                )}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>

      {date && (
        <Stack gap="3">
          <Heading as="h4" size="md">
            Select Time
          </Heading>
          {availability.stale && (
            <HStack gap="3" flexWrap="wrap" data-testid="availability-stale">
              <Text fontSize="sm" color="orange.700">
                {typeof navigator !== 'undefined' && navigator.onLine === false ? "You're offline: " : "We couldn't reach our booking system: "}
                {availability.fetchedAt
                  ? 'these are the last known free times and may be out of date.'
                  : "we can't check which times are taken right now, so these may be out of date."}
              </Text>
              {typeof navigator !== 'undefined' && navigator.onLine !== false && (
                <Button type="button" size="sm" minH="44px" variant="outline" onClick={availability.retry}>
                  Try Again
                </Button>
              )}
            </HStack>
          )}
          {!availability.loading && availability.dayFull(date) && (
            <Text fontSize="sm" color="gray.700" data-testid="day-full">
              This day is fully booked. Please choose another day.
            </Text>
          )}
          {/* While the day's answer loads, its note lies over the times (at their top, where
              the eye is) rather than above them: a line that came and went above them moved
              every button below (Continue too), and a tap that landed as it went pressed one
              place and let go at another. */}
          <Box position="relative">
            <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" role="group" aria-label="Times" aria-busy={availability.loading}>
              {SLOT_LABELS.map((label) => {
                const isCurrent = current?.date === date && current.time === label;
                const available = !isCurrent && !availability.loading && availability.isAvailable(date, label);
                return (
                  <Button
                    key={label}
                    type="button"
                    size="sm"
                    minH="44px"
                    variant={label === time ? 'solid' : 'outline'}
                    colorPalette="blue"
                    aria-pressed={label === time}
                    aria-label={isCurrent ? `${label} (current time)` : undefined}
                    disabled={!available}
                    onClick={() => onTime(label)}
                    flexDirection="column"
                    h="auto"
                    py="1"
                    gap="0"
                  >
                    {label}
                    {isCurrent && (
                      <Badge size="xs" colorPalette="green" variant="subtle">
                        Current
                      </Badge>
                    )}
                  </Button>
                );
              })}
            </SimpleGrid>
            {availability.loading && (
              <Box position="absolute" inset="0" display="flex" justifyContent="center" alignItems="flex-start" pt="2" bg="whiteAlpha.700">
                <HStack gap="2" px="3" py="2" bg="white" rounded="md" shadow="sm" color="gray.700" role="status" data-testid="availability-loading">
                  <Spinner size="sm" />
                  <Text fontSize="sm">Checking which times are free…</Text>
                </HStack>
              </Box>
            )}
          </Box>
        </Stack>
      )}
    </>
  );
}
