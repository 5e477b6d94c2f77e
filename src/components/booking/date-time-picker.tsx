// The date strip (a week at a time) and the 18 start times with their
// availability: the booking wizard's date/time step and the manage page's
// reschedule both show this one control, with the same rules.
import { useEffect, useMemo } from 'react';
import { Badge, Button, HStack, Heading, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SLOT_LABELS, dateBookable } from '@/domain/schedule';
import { weekStrip } from '@/domain/week-strip';
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
}

export function DateTimePicker({ serviceName, date, time, weekOffset, onWeekOffset, onDate, onTime, current, excludeBooking }: DateTimePickerProps) {
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => weekStrip(now, weekOffset), [now, weekOffset]);
  const availability = useAvailability(serviceName, days, date, excludeBooking);

  const timeTaken = !!(date && time && !availability.loading && !availability.isAvailable(date, time));
  useEffect(() => {
    // A time that turned out to be taken (fresh answer) is cleared so it cannot be submitted.
    if (timeTaken && !availability.stale) onTime(null);
  }, [timeTaken, availability.stale, onTime]);

  return (
    <>
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h4" size="md">
            Select Date
          </Heading>
          <HStack>
            <IconButton aria-label="Previous week" variant="outline" size="sm" disabled={weekOffset <= 0} onClick={() => onWeekOffset(Math.max(0, weekOffset - 1))}>
              ‹
            </IconButton>
            <IconButton aria-label="Next week" variant="outline" size="sm" onClick={() => onWeekOffset(weekOffset + 1)}>
              ›
            </IconButton>
          </HStack>
        </HStack>
        <SimpleGrid columns={7} gap={{ base: '1', md: '2' }} role="group" aria-label="Dates">
          {days.map((d) => {
            const disabled = d.past || dateBookable(d.date, now) !== 'ok';
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
                aria-label={`${d.label === 'Today' ? 'Today, ' : ''}${d.month} ${d.dayOfMonth}`}
                data-date={d.date}
                disabled={disabled}
                onClick={() => onDate(d.date)}
              >
                <Text fontSize="xs">{d.label}</Text>
                <Text fontSize="lg" fontWeight="bold">
                  {d.dayOfMonth}
                </Text>
                <Text fontSize="xs">{d.month}</Text>
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
            <Text fontSize="sm" color="orange.700" data-testid="availability-stale">
              {typeof navigator !== 'undefined' && navigator.onLine === false ? "You're offline: " : "We couldn't reach our booking system: "}
              {availability.fetchedAt
                ? 'these are the last known free times and may be out of date.'
                : "we can't check which times are taken right now, so these may be out of date."}
            </Text>
          )}
          <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" role="group" aria-label="Times">
            {SLOT_LABELS.map((label) => {
              const isCurrent = current?.date === date && current.time === label;
              const available = !isCurrent && availability.isAvailable(date, label);
              return (
                <Button
                  key={label}
                  type="button"
                  size="sm"
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
        </Stack>
      )}
    </>
  );
}
