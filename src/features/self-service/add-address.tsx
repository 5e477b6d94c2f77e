// The manage page's request for a missing service address: a booking made
// without one leaves the crew nowhere to go (the confirmation e-mail links
// here for it). Sent through the outbox like the other changes, so it waits on
// this device without a connection; the fields keep what was typed whatever
// the answer.
import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fieldErrors } from '@/domain/booking/booking-schema';
import { CityOptions } from '@/components/booking/city-options';
import { setMyBookingAddressInput } from '@/domain/booking/self-service-schema';
import { requestAddress } from './manage-service';

export function AddAddress({ id, token, city, disabled }: { id: string; token: string; city: string | null; disabled: boolean }) {
  const [street, setStreet] = useState('');
  const [cityId, setCityId] = useState(city ?? '');
  const [postal, setPostal] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

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
      await requestAddress(id, token, { service_street: street, service_city: parsed.data.service_city, service_postal_code: parsed.data.service_postal_code });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="2px" borderColor="orange.300" bg="orange.50" rounded="lg" p="4" data-testid="add-address">
      <chakra.form onSubmit={submit} noValidate aria-labelledby="add-address-title">
        <Stack gap="3">
          <Heading as="h2" size="md" id="add-address-title">
            Where should we come?
          </Heading>
          <Text fontSize="sm">We don't have the address where your vehicle will be yet. Please add it so our crew can find you.</Text>
          <Field.Root invalid={!!errors.service_street} required>
            <Field.Label>
              Street Address
              <Field.RequiredIndicator />
            </Field.Label>
            <Input size="lg" bg="white" name="service_street" autoComplete="street-address" maxLength={200} value={street} onChange={(e) => setStreet(e.target.value)} />
            {errors.service_street ? <Field.ErrorText>{errors.service_street}</Field.ErrorText> : null}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root invalid={!!errors.service_city} required>
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
            </Field.Root>
            <Field.Root invalid={!!errors.service_postal_code}>
              <Field.Label>Postal Code</Field.Label>
              <Input size="lg" bg="white" name="service_postal_code" autoComplete="postal-code" maxLength={7} value={postal} onChange={(e) => setPostal(e.target.value)} />
              {errors.service_postal_code ? <Field.ErrorText>{errors.service_postal_code}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" size="lg" colorPalette="blue" alignSelf="flex-start" loading={busy} disabled={disabled}>
            Save Address
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}
