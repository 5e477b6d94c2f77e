// Step 2: the 7-day strip with week navigation, then the 18 start times.
import { useEffect, useMemo } from 'react';
import { Alert, Box, Button, HStack, Heading, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { SLOT_LABELS, dateBookable } from '@/domain/schedule';
import { useWizard } from './wizard-store';
import { weekStrip } from './week-strip';
import { useAvailability } from './use-availability';

export function CalendarStep() {
  const { serviceName, vehicleType, date, time, weekOffset, notice, chooseDate, chooseTime, goTo, set } = useWizard();
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => weekStrip(now, weekOffset), [now, weekOffset]);
  const availability = useAvailability(serviceName, days, date);
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : 0;

  const timeTaken = !!(date && time && !availability.loading && !availability.isAvailable(date, time));
  useEffect(() => {
    // A time that turned out to be taken (fresh answer) is cleared so it cannot be submitted.
    if (timeTaken && !availability.stale) chooseTime(null);
  }, [timeTaken, availability.stale, chooseTime]);

  return (
    <Stack gap="6">
      <Heading as="h3" size="xl">
        Choose Date & Time
      </Heading>
      <Box bg="gray.50" rounded="lg" p="4" data-testid="calendar-summary">
        <Text fontWeight="bold">{serviceName}</Text>
        <Text color="gray.600">{vehicleType ? VEHICLE_TYPES[vehicleType].label : ''}</Text>
        <Text fontWeight="bold" color="blue.700">
          {formatMoney(total)}
        </Text>
      </Box>

      {notice && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to create booking. Please try again.</Alert.Title>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h4" size="md">
            Select Date
          </Heading>
          <HStack>
            <IconButton
              aria-label="Previous week"
              variant="outline"
              size="sm"
              disabled={weekOffset <= 0}
              onClick={() => set({ weekOffset: Math.max(0, weekOffset - 1) })}
            >
              ‹
            </IconButton>
            <IconButton aria-label="Next week" variant="outline" size="sm" onClick={() => set({ weekOffset: weekOffset + 1 })}>
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
                onClick={() => chooseDate(d.date)}
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
              const available = availability.isAvailable(date, label);
              return (
                <Button
                  key={label}
                  type="button"
                  size="sm"
                  variant={label === time ? 'solid' : 'outline'}
                  colorPalette="blue"
                  aria-pressed={label === time}
                  disabled={!available}
                  onClick={() => chooseTime(label)}
                >
                  {label}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}

      <HStack justify="space-between">
        <Button variant="ghost" onClick={() => goTo('service')}>
          Back
        </Button>
        {date && time && (
          <Button colorPalette="blue" size="lg" onClick={() => goTo('form')}>
            Continue to Details
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
