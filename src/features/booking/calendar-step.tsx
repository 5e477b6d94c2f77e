// Step 2: the 7-day strip with week navigation, then the 18 start times
// (src/components/booking/date-time-picker.tsx, shared with the manage page).
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { DateTimePicker } from '@/components/booking/date-time-picker';
import { useWizard } from './wizard-store';

export function CalendarStep() {
  const { serviceName, vehicleType, date, time, weekOffset, notice, chooseDate, chooseTime, goTo, set } = useWizard();
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : 0;

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

      <DateTimePicker
        serviceName={serviceName}
        date={date}
        time={time}
        weekOffset={weekOffset}
        onWeekOffset={(offset) => set({ weekOffset: offset })}
        onDate={chooseDate}
        onTime={chooseTime}
      />

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
