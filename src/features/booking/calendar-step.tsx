// Step 2: the 7-day strip with week navigation, then the 18 start times
// (src/components/booking/date-time-picker.tsx, shared with the manage page).
// A 'Book Now' button opens the wizard here with its package chosen: the
// vehicle type, which the price depends on, is then asked at the top.
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { DateTimePicker } from '@/components/booking/date-time-picker';
import { PriceLines } from '@/components/booking/price-lines';
import { useWizard } from './wizard-store';
import { StepHeading } from './step-heading';
import { VehicleChoice } from './vehicle-choice';

export function CalendarStep() {
  const { serviceName, vehicleType, date, time, weekOffset, notice, vehicleOnCalendar, chooseDate, chooseTime, goTo, set } = useWizard();
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : null;
  const askVehicle = vehicleOnCalendar || !vehicleType;

  return (
    <Stack gap="6">
      <StepHeading>Choose Date & Time</StepHeading>
      <Box bg="gray.50" rounded="lg" p="4" data-testid="calendar-summary">
        <Text fontWeight="bold">{serviceName}</Text>
        {!askVehicle && vehicleType && <Text color="gray.600">{VEHICLE_TYPES[vehicleType].label}</Text>}
        {askVehicle && (
          <Box mt="3">
            <VehicleChoice />
          </Box>
        )}
        {serviceName && vehicleType && (
          <Box mt="2" maxW="sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} />
          </Box>
        )}
        <Text fontWeight="bold" color="blue.700" mt="1">
          {total !== null ? `Total: ${formatMoney(total)}` : 'Choose your vehicle type to see your total'}
        </Text>
      </Box>

      {notice && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice}</Alert.Title>
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
        <Button variant="ghost" size="lg" onClick={() => goTo('service')}>
          Back
        </Button>
        {date && time && vehicleType && (
          <Button colorPalette="blue" size="lg" onClick={() => goTo('form')}>
            Continue to Details
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
