// The date strip (a week at a time, from today) and the 18 start times with
// their availability: the booking wizard's date/time step and the manage page's
// reschedule both show this one control, with the same rules. The week's
// answer is asked as soon as the strip shows, so a day with no free time is
// marked before anyone taps it; until the answer is there the times are
// shown as being checked, not as free (a time tapped then would be dropped).
// Times are shown only for a chosen day the strip shows, and say which day they
// are for. A time or day that cannot be booked says why in a word under it, and
// tapped, in a line under the times or days (so it stays tappable: aria-disabled,
// not disabled). Every target is at least 44 px tall, and each button has room
// for its word from the start, so nothing moves when the answer comes in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Heading, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { SLOT_LABELS } from '@/domain/schedule/schedule';
import { longDate, weekStrip } from '@/domain/schedule/week-strip';
import { CITIES, type CityId } from '@/domain/schedule/cities';
import { DAY_REASON_LINES, REASON_WORDS, timeReasonLine } from '@/content/unavailable-reasons';
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
  /** What happened to the chosen time (lost to a city change, taken before the booking landed): said beside the times. */
  notice?: string | null;
}

/** An unavailable day or time: plainly grey and fully readable, not faded. */
const UNAVAILABLE = { opacity: 1, bg: 'gray.100', color: 'gray.700', borderColor: 'gray.100', cursor: 'default' } as const;
/** A line brought into view stops clear of the fixed header, and on a phone of the bottom bar. */
const IN_VIEW = { scrollMarginTop: '72px', scrollMarginBottom: { base: '72px', md: '8px' } } as const;

export function DateTimePicker({ serviceName, date, time, weekOffset, onWeekOffset, onDate, onTime, current, excludeBooking, city, onTimeLost, notice }: DateTimePickerProps) {
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => weekStrip(now, weekOffset), [now, weekOffset]);
  const availability = useAvailability(serviceName, days, excludeBooking, city ?? null);
  const shown = date && days.some((d) => d.date === date) ? date : null;
  // The line a tap on an unavailable day or time shows, for as long as the same week, day and city are.
  const scope = `${weekOffset} ${date} ${city}`;
  const [why, setWhy] = useState<{ scope: string; day: boolean; text: string } | null>(null);
  const whyShown = why?.scope === scope ? why : null;
  // Each line is brought into view when it comes (braced: a scroll may answer with a promise, which React would take for a cleanup).
  const whyRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    whyRef.current?.scrollIntoView({ block: 'nearest' });
  }, [why]);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  const timeTaken = !!(date && time && !availability.loading && !availability.isAvailable(date, time));
  useEffect(() => {
    // A time that turned out to be taken (fresh answer) is cleared so it cannot be submitted.
    if (!timeTaken || availability.stale || !time) return;
    if (onTimeLost) onTimeLost(time);
    else onTime(null);
  }, [timeTaken, availability.stale, onTime, onTimeLost, time]);

  const whyLine = (day: boolean) =>
    whyShown?.day === day && (
      <Text ref={whyRef} fontSize="sm" color="gray.800" role="status" data-testid="unavailable-why" {...IN_VIEW}>
        {whyShown.text}
      </Text>
    );
  const noticeAlert = notice && (
    <Alert.Root ref={noticeRef} status="error" role="alert" {...IN_VIEW}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );

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
            const reason = availability.dayReason(d.date);
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
                data-full={reason === 'full' ? 'true' : undefined}
                aria-disabled={!!reason}
                _disabled={UNAVAILABLE}
                onClick={() => (reason ? setWhy({ scope, day: true, text: DAY_REASON_LINES[reason] }) : onDate(d.date))}
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
                </Text>{' '}
                <Text as="span" display="block" fontSize="2xs" fontWeight="bold" minH="4">
                  {reason && REASON_WORDS[reason]}
                </Text>
              </Button>
            );
          })}
        </SimpleGrid>
        {whyLine(true)}
        {!shown && noticeAlert}
      </Stack>

      {shown && (
        <Stack gap="3">
          <Heading as="h4" size="md">
            Select Time
          </Heading>
          {noticeAlert}
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
          {!availability.loading && availability.dayReason(shown) && (
            <Text fontSize="sm" color="gray.700" data-testid="day-full">
              {DAY_REASON_LINES[availability.dayReason(shown)!]}
            </Text>
          )}
          {/* While the day's answer loads, its note lies over the times (at their top, where
              the eye is) rather than above them: a line that came and went above them moved
              every button below (Continue too), and a tap that landed as it went pressed one
              place and let go at another. */}
          <Box position="relative">
            <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" role="group" aria-label={`Times on ${longDate(shown)}`} aria-busy={availability.loading}>
              {SLOT_LABELS.map((label) => {
                const isCurrent = current?.date === shown && current.time === label;
                const reason = availability.loading ? undefined : availability.reason(shown, label);
                const available = !isCurrent && !availability.loading && !reason;
                return (
                  <Button
                    key={label}
                    type="button"
                    size="sm"
                    minH="52px"
                    variant={label === time ? 'solid' : 'outline'}
                    colorPalette="blue"
                    aria-pressed={label === time}
                    aria-label={isCurrent ? `${label} (current time)` : undefined}
                    aria-disabled={!available}
                    _disabled={UNAVAILABLE}
                    onClick={() => {
                      if (available) onTime(label);
                      else if (reason) setWhy({ scope, day: false, text: timeReasonLine(label, reason, CITIES.find((c) => c.id === city)?.name ?? null) });
                    }}
                    flexDirection="column"
                    h="auto"
                    py="1"
                    gap="0"
                  >
                    {label}{' '}
                    {isCurrent ? (
                      <Badge size="xs" colorPalette="green" variant="subtle">
                        Current
                      </Badge>
                    ) : (
                      reason && (
                        <Text as="span" display="block" fontSize="xs">
                          {REASON_WORDS[reason]}
                        </Text>
                      )
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
          {whyLine(false)}
        </Stack>
      )}
    </>
  );
}
