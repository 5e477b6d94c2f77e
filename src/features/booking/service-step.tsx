// Step 1: a package and a vehicle type, with the live total and how it is made.
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PACKAGES, computeTotal } from '@/domain/catalog';
import { PriceLines } from '@/components/booking/price-lines';
import { useWizard } from './wizard-store';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';
import { VehicleChoice } from './vehicle-choice';

export function ServiceStep() {
  const { serviceName, vehicleType, chooseService, goTo, restoring } = useWizard();
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : null;
  return (
    <Stack gap="6">
      <StepHeading>Select Your Service</StepHeading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="group" aria-label="Service package">
        {PACKAGES.map((p) => {
          const selected = p.id === serviceName;
          return (
            <chakra.button
              key={p.id}
              type="button"
              aria-pressed={selected}
              disabled={restoring}
              onClick={() => chooseService(p.id)}
              textAlign="start"
              borderWidth="2px"
              borderColor={selected ? 'blue.600' : 'gray.200'}
              bg={selected ? 'blue.50' : 'white'}
              rounded="lg"
              p="4"
              cursor="pointer"
              _focusVisible={{ outline: '3px solid', outlineColor: 'blue.400' }}
            >
              {/* A button holds only phrasing content: spans shown as blocks, not paragraphs. */}
              <Text as="span" display="block" fontWeight="bold">
                {p.name}
              </Text>
              <Text as="span" display="block" fontSize="xl" fontWeight="bold" color="blue.700">
                {formatMoney(p.price)}
              </Text>
              <Text as="span" display="block" fontSize="sm" color="gray.600">
                {p.description}
              </Text>
            </chakra.button>
          );
        })}
      </SimpleGrid>
      <VehicleChoice />
      <Stack gap="1" aria-live="polite">
        {serviceName && vehicleType && (
          <Box maxW="sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} testId="price-lines" />
          </Box>
        )}
        <Text fontSize="lg" fontWeight="semibold" data-testid="live-total">
          {total !== null ? `Total: ${formatMoney(total)}` : 'Choose a package and vehicle type to see your total'}
        </Text>
      </Stack>
      <Button
        colorPalette="blue"
        size="lg"
        alignSelf={{ md: 'end' }}
        disabled={!serviceName || !vehicleType || restoring}
        onClick={() => goTo('calendar')}
      >
        Continue to Calendar
      </Button>
    </Stack>
  );
}
