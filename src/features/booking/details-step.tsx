// Step 3: the customer's details. Name and e-mail are required; the rest is
// optional and sent as null when empty. Submitting saves the booking on this
// device first (see booking-persistence.ts).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, chakra, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { HONEYPOT_FIELD, REQUIRED_FIELDS_MESSAGE, FIELD_LIMITS } from '@/domain/booking-schema';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { CITIES } from '@/domain/cities';
import { useWizard, type DetailField } from './wizard-store';
import { longDate } from '@/domain/week-strip';
import { CollectionNotice } from './collection-notice';
import { formatMoney } from '@/domain/money';

export function DetailsStep({ onSubmit }: { onSubmit: (honeypot: string) => Promise<void> }) {
  const { serviceName, vehicleType, date, time, details, fieldErrors, notice, setDetail, goTo } = useWizard();
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  const requiredFilled = details.customer_name.trim() !== '' && details.customer_email.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!requiredFilled || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(String(new FormData(event.currentTarget as HTMLFormElement).get(HONEYPOT_FIELD) ?? ''));
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: DetailField, label: string, props: { type?: string; required?: boolean; max?: number; autoComplete?: string } = {}) => (
    <Field.Root invalid={!!fieldErrors[field]} required={props.required}>
      <Field.Label>
        {label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={field}
        type={props.type ?? 'text'}
        value={details[field]}
        maxLength={props.max}
        autoComplete={props.autoComplete}
        onChange={(e) => setDetail(field, e.target.value)}
        onBlur={() => props.required && setTouched(true)}
      />
      {fieldErrors[field] && <Field.ErrorText>{fieldErrors[field]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <chakra.form display="flex" flexDirection="column" gap="6" onSubmit={submit} noValidate>
      <Heading as="h3" size="xl">
        Booking Details
      </Heading>
      <Box bg="gray.50" rounded="lg" p="4" data-testid="details-summary">
        <Text fontWeight="bold">{serviceName}</Text>
        <Text color="gray.600">
          {vehicleType ? VEHICLE_TYPES[vehicleType].label : ''} · {date ? longDate(date) : ''} at {time}
        </Text>
        <Text fontWeight="bold" color="blue.700">
          Total: {formatMoney(serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : 0)}
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

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('customer_name', 'Full Name', { required: true, max: FIELD_LIMITS.customer_name, autoComplete: 'name' })}
        {text('customer_email', 'Email', { type: 'email', required: true, max: FIELD_LIMITS.customer_email, autoComplete: 'email' })}
        {text('customer_phone', 'Phone', { type: 'tel', max: FIELD_LIMITS.customer_phone, autoComplete: 'tel' })}
        {text('vehicle_make', 'Vehicle Make', { max: FIELD_LIMITS.vehicle_make })}
        {text('vehicle_model', 'Vehicle Model', { max: FIELD_LIMITS.vehicle_model })}
      </SimpleGrid>

      <Stack as="fieldset" gap="4">
        <Text as="legend" fontWeight="semibold" mb="2">
          Service Address (optional)
        </Text>
        {text('service_street', 'Street Address', { max: FIELD_LIMITS.service_street, autoComplete: 'street-address' })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!fieldErrors.service_city}>
            <Field.Label>City</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="service_city"
                value={details.service_city}
                onChange={(e) => setDetail('service_city', e.target.value)}
              >
                <option value="">Choose a city</option>
                {CITIES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {fieldErrors.service_city && <Field.ErrorText>{fieldErrors.service_city}</Field.ErrorText>}
          </Field.Root>
          {text('service_postal_code', 'Postal Code', { max: 7, autoComplete: 'postal-code' })}
        </SimpleGrid>
      </Stack>

      <Field.Root invalid={!!fieldErrors.comments}>
        <Field.Label>Additional Comments</Field.Label>
        <Textarea
          name="comments"
          value={details.comments}
          maxLength={FIELD_LIMITS.comments}
          onChange={(e) => setDetail('comments', e.target.value)}
        />
        {fieldErrors.comments && <Field.ErrorText>{fieldErrors.comments}</Field.ErrorText>}
      </Field.Root>

      {touched && !requiredFilled && (
        <Text color="red.600" role="alert">
          {REQUIRED_FIELDS_MESSAGE}
        </Text>
      )}

      {/* Honeypot: off-screen, out of the tab order and the accessibility tree; only bots fill it. */}
      <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>

      <HStack justify="space-between" align="center" gap="4" flexWrap="wrap">
        <Button variant="ghost" type="button" onClick={() => goTo('calendar')}>
          Back
        </Button>
        <CollectionNotice />
        <Button type="submit" colorPalette="blue" size="lg" disabled={!requiredFilled} loading={submitting}>
          Complete Booking
        </Button>
      </HStack>
    </chakra.form>
  );
}
