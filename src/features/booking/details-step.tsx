// Step 3: the customer's details. Name and e-mail are required; the rest is
// optional and sent as null when empty. Submitting saves the booking on this
// device first (see booking-persistence.ts). The e-mail is checked as it is
// typed (once the visitor has left the field, or tried to submit): a mistyped
// one is told beside the field, and submitting focuses the first field in error
// instead of sending anything.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, chakra, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { HONEYPOT_FIELD, REQUIRED_FIELDS_MESSAGE, FIELD_LIMITS, emailProblem } from '@/domain/booking/booking-schema';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { cityIdOf } from '@/domain/schedule/cities';
import { CityOptions, OTHER_CITY } from '@/components/booking/city-options';
import { PriceLines } from '@/components/booking/price-lines';
import { useWizard, type DetailField } from './wizard-store';
import { longDate } from '@/domain/schedule/week-strip';
import { CollectionNotice } from './collection-notice';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';

/** Text fields are 48 px tall: a thumb's target on a phone. */
const FIELD_SIZE = 'lg';

/**
 * A city changed on this step re-checks the chosen time for it (the drives from
 * and to the crews' other jobs differ by city): when the server, asked now,
 * no longer offers it, the wizard goes back to the times and says why. Offline
 * or unanswered, the booking's own check on sending decides.
 */
function useCityRecheck(city: string) {
  useEffect(() => {
    const s = useWizard.getState();
    if (!s.serviceName || !s.date || !s.time || city === s.timeCity) return;
    const { serviceName, date, time } = s;
    let cancelled = false;
    void import('@/lib/availability/load-availability')
      .then((m) => m.loadAvailability(serviceName, date, 1, new Date(), undefined, cityIdOf(city)))
      .then((answer) => {
        const now = useWizard.getState();
        if (cancelled || answer.stale || now.time !== time || now.date !== date || now.details.service_city !== city) return;
        if (answer.byDate[date]?.slots[time]) {
          now.set({ timeCity: city });
          return;
        }
        now.loseTime(time);
        now.goTo('calendar');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [city]);
}

export function DetailsStep({ onSubmit }: { onSubmit: (honeypot: string) => Promise<void> }) {
  const { serviceName, vehicleType, date, time, details, fieldErrors, notice, setDetail, goTo } = useWizard();
  useCityRecheck(details.service_city);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  /** The e-mail is checked once the visitor left it or tried to submit; from then on at every keystroke. */
  const [checkEmail, setCheckEmail] = useState(() => !!useWizard.getState().fieldErrors.customer_email);
  const requiredFilled = details.customer_name.trim() !== '' && details.customer_email.trim() !== '';
  const emailError = (checkEmail ? emailProblem(details.customer_email) : null) ?? fieldErrors.customer_email;
  const errors: Partial<Record<string, string>> = { ...fieldErrors, ...(emailError ? { customer_email: emailError } : {}) };

  /** After the form re-rendered with its errors: the first field in error takes focus (and comes into view). */
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setCheckEmail(true);
    if (!requiredFilled || submitting) return;
    if (emailProblem(details.customer_email)) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(String(new FormData(event.currentTarget as HTMLFormElement).get(HONEYPOT_FIELD) ?? ''));
    } finally {
      setSubmitting(false);
    }
    if (useWizard.getState().step === 'form') focusFirstError();
  };

  const text = (field: DetailField, label: string, props: { type?: string; required?: boolean; max?: number; autoComplete?: string; onBlur?: () => void } = {}) => (
    <Field.Root invalid={!!errors[field]} required={props.required}>
      <Field.Label>
        {label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={field}
        size={FIELD_SIZE}
        type={props.type ?? 'text'}
        value={details[field]}
        maxLength={props.max}
        autoComplete={props.autoComplete}
        onChange={(e) => setDetail(field, e.target.value)}
        onBlur={() => {
          if (props.required) setTouched(true);
          props.onBlur?.();
        }}
      />
      {errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <chakra.form ref={formRef} display="flex" flexDirection="column" gap="6" onSubmit={submit} noValidate>
      <StepHeading>Booking Details</StepHeading>
      <Box bg="gray.50" rounded="lg" p="4" data-testid="details-summary">
        <Text fontWeight="bold">{serviceName}</Text>
        <Text color="gray.600">
          {vehicleType ? VEHICLE_TYPES[vehicleType].label : ''} · {date ? longDate(date) : ''} at {time}
        </Text>
        {serviceName && vehicleType && (
          <Box mt="2" maxW="sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} />
          </Box>
        )}
        <Text fontWeight="bold" color="blue.700" mt="1">
          Total: {formatMoney(serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : 0)}
        </Text>
      </Box>

      {notice && (
        <Alert.Root status="error" role="alert" data-testid="form-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('customer_name', 'Full Name', { required: true, max: FIELD_LIMITS.customer_name, autoComplete: 'name' })}
        {text('customer_email', 'Email', {
          type: 'email',
          required: true,
          max: FIELD_LIMITS.customer_email,
          autoComplete: 'email',
          onBlur: () => setCheckEmail(true),
        })}
        {text('customer_phone', 'Phone', { type: 'tel', max: FIELD_LIMITS.customer_phone, autoComplete: 'tel' })}
        {text('vehicle_make', 'Vehicle Make', { max: FIELD_LIMITS.vehicle_make })}
        {text('vehicle_model', 'Vehicle Model', { max: FIELD_LIMITS.vehicle_model })}
      </SimpleGrid>

      <Stack as="fieldset" gap="4" aria-describedby="service-address-help">
        <Text as="legend" fontWeight="semibold" mb="1">
          Where should we come?
        </Text>
        <Text id="service-address-help" fontSize="sm" color="gray.700" mt="-2">
          The address where your vehicle will be. If you leave it empty, we'll call you for it before your appointment.
        </Text>
        {text('service_street', 'Street Address', { max: FIELD_LIMITS.service_street, autoComplete: 'street-address' })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.service_city}>
            <Field.Label>City</Field.Label>
            <NativeSelect.Root size={FIELD_SIZE}>
              <NativeSelect.Field
                name="service_city"
                value={details.service_city}
                onChange={(e) => setDetail('service_city', e.target.value)}
              >
                <CityOptions other />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.service_city && <Field.ErrorText>{errors.service_city}</Field.ErrorText>}
            {details.service_city === OTHER_CITY && <Field.HelperText color="gray.700">Add your city to the street address.</Field.HelperText>}
          </Field.Root>
          {text('service_postal_code', 'Postal Code', { max: 7, autoComplete: 'postal-code' })}
        </SimpleGrid>
      </Stack>

      <Field.Root invalid={!!errors.comments}>
        <Field.Label>Additional Comments</Field.Label>
        <Textarea
          name="comments"
          size={FIELD_SIZE}
          value={details.comments}
          maxLength={FIELD_LIMITS.comments}
          onChange={(e) => setDetail('comments', e.target.value)}
        />
        {errors.comments && <Field.ErrorText>{errors.comments}</Field.ErrorText>}
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
        <Button variant="ghost" size="lg" type="button" onClick={() => goTo('calendar')}>
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
