// Step 2: the service city, then the 7-day strip with week navigation and the
// 18 start times (src/components/booking/date-time-picker.tsx, shared with the
// manage page). The city comes first: the crews drive between jobs, so which
// times are free depends on where the job is (a city page has chosen it
// already). A Metro Vancouver city not in the list is booked as no city (the
// drives count it as the farthest), its name in the street address. A 'Book
// Now' button opens the wizard here with its package chosen: the vehicle type,
// which the price depends on, is then asked at the top.
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Field, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { cityIdOf } from '@/domain/schedule/cities';
import { CityOptions, OTHER_CITY } from '@/components/booking/city-options';
import { formatMoney } from '@/domain/money';
import { DateTimePicker } from '@/components/booking/date-time-picker';
import { PriceLines } from '@/components/booking/price-lines';
import { useWizard } from './wizard-store';
import { StepHeading } from './step-heading';
import { VehicleChoice } from './vehicle-choice';

export function CalendarStep() {
  const { serviceName, vehicleType, date, time, weekOffset, notice, vehicleOnCalendar, details, chooseDate, chooseTime, changeWeek, loseTime, setDetail, goTo } = useWizard();
  const city = cityIdOf(details.service_city);
  const other = details.service_city === OTHER_CITY;
  // The note on another city comes under the select, where a phone's bottom bar may hide it: brought into view.
  const otherRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (other) otherRef.current?.scrollIntoView({ block: 'nearest' });
  }, [other]);
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

      {/* With the times shown, what is said about the time is said beside them (the picker). */}
      {notice && !city && !other && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}

      <Field.Root maxW="sm" data-testid="calendar-city">
        <Field.Label fontWeight="semibold">City</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field name="booking_city" value={city ?? (other ? OTHER_CITY : '')} onChange={(e) => setDetail('service_city', e.target.value)}>
            <CityOptions other />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!city && !other && <Field.HelperText data-testid="city-first">Choose your city to see the free times.</Field.HelperText>}
        {other && (
          <Field.HelperText ref={otherRef} data-testid="other-city" color="gray.700" scrollMarginBottom="72px">
            We come to you anywhere in Metro Vancouver: choose a time, and add your city to your street address on the next step. Or call us at{' '}
            <Link href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</Link>.
          </Field.HelperText>
        )}
      </Field.Root>

      {(city || other) && (
        <DateTimePicker
          serviceName={serviceName}
          date={date}
          time={time}
          weekOffset={weekOffset}
          onWeekOffset={changeWeek}
          onDate={chooseDate}
          onTime={chooseTime}
          onTimeLost={loseTime}
          city={city}
          notice={notice}
        />
      )}

      <HStack justify="space-between">
        <Button variant="ghost" size="lg" onClick={() => goTo('service')}>
          Back
        </Button>
        {(city || other) && date && time && vehicleType && (
          <Button colorPalette="blue" size="lg" onClick={() => goTo('form')}>
            Continue to Details
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
