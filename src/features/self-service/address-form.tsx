// The manage page's service address form: asked for when the booking was made
// without one (the crew has nowhere to go; the confirmation e-mail links here
// for it), and offered to correct a saved one until the job starts. Sent
// through the outbox like the other changes, so it waits on this device
// without a connection; the fields keep what was typed whatever the answer.
// A new city moves the job (src/domain/booking/change-window.ts): inside the
// 24 hours the city stays as it is, and a city the crew cannot reach at the
// booking's time is refused, that refusal shown here beside the fields
// (`refusal`), with the page's next step.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BUSINESS } from '@/config/business';
import { fieldErrors } from '@/domain/booking/booking-schema';
import { CityOptions } from '@/components/booking/city-options';
import { setMyBookingAddressInput } from '@/domain/booking/self-service-schema';
import { requestAddress } from './manage-service';

export interface AddressFormProps {
  id: string;
  token: string;
  /** 'add': the booking has no street yet; 'edit': the customer corrects a saved one. */
  mode: 'add' | 'edit';
  /** What the fields start with: the booking's address, or a refused change's as it was typed. */
  initial: { service_street: string | null; service_city: string | null; service_postal_code: string | null };
  /** A change of this booking is waiting to be answered. */
  disabled: boolean;
  /** Inside the 24 hours: the street may change, not the city (a new city moves the job). */
  cityLocked: boolean;
  /** Why the last change of the address was refused, and what to do next (the page's alert). */
  refusal?: ReactNode;
  /** "Keep Current Address" (edit mode). */
  onCancel?: () => void;
}

export function AddressForm({ id, token, mode, initial, disabled, cityLocked, refusal, onCancel }: AddressFormProps) {
  const [street, setStreet] = useState(initial.service_street ?? '');
  const [cityId, setCityId] = useState(initial.service_city ?? '');
  const [postal, setPostal] = useState(initial.service_postal_code ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const titleId = `${mode}-address-title`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = setMyBookingAddressInput.safeParse({ id, token, mutation_id: crypto.randomUUID(), service_street: street, service_city: cityId, service_postal_code: postal });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { service_street, service_city, service_postal_code } = parsed.data;
      await requestAddress(id, token, { service_street, service_city, service_postal_code });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      borderWidth="2px"
      borderColor={mode === 'add' ? 'orange.300' : 'blue.200'}
      bg={mode === 'add' ? 'orange.50' : 'blue.50'}
      rounded="lg"
      p="4"
      data-testid={mode === 'add' ? 'add-address' : 'edit-address'}
    >
      <chakra.form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="3">
          <Heading as="h2" size="md" id={titleId}>
            {mode === 'add' ? 'Where should we come?' : 'Change the Address'}
          </Heading>
          <Text fontSize="sm">
            {mode === 'add'
              ? "We don't have the address where your vehicle will be yet. Please add it so our crew can find you."
              : 'Correct the street or postal code any time before your appointment. For a new city, we check our crew can still get there at your time.'}
          </Text>
          <Field.Root invalid={!!errors.service_street} required>
            <Field.Label>
              Street Address
              <Field.RequiredIndicator />
            </Field.Label>
            <Input size="lg" bg="white" name="service_street" autoComplete="street-address" maxLength={200} value={street} onChange={(e) => setStreet(e.target.value)} />
            {errors.service_street ? <Field.ErrorText>{errors.service_street}</Field.ErrorText> : null}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root invalid={!!errors.service_city} required disabled={cityLocked}>
              <Field.Label>
                City
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="lg" bg="white">
                <NativeSelect.Field name="service_city" value={cityId} onChange={(e) => setCityId(e.target.value)}>
                  <CityOptions />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.service_city ? <Field.ErrorText>{errors.service_city}</Field.ErrorText> : null}
              {cityLocked ? <Field.HelperText>To move to another city within 24 hours of your appointment, please call {BUSINESS.phoneDisplay}.</Field.HelperText> : null}
            </Field.Root>
            <Field.Root invalid={!!errors.service_postal_code}>
              <Field.Label>Postal Code</Field.Label>
              <Input size="lg" bg="white" name="service_postal_code" autoComplete="postal-code" maxLength={7} value={postal} onChange={(e) => setPostal(e.target.value)} />
              {errors.service_postal_code ? <Field.ErrorText>{errors.service_postal_code}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          {refusal}
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" size="lg" colorPalette="blue" loading={busy} disabled={disabled}>
              Save Address
            </Button>
            {onCancel ? (
              <Button size="lg" variant="ghost" onClick={onCancel} disabled={disabled}>
                Keep Current Address
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </chakra.form>
    </Box>
  );
}
