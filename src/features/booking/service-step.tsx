// Step 1: a package and a vehicle type, with the live total.
import { Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PACKAGES, VEHICLE_TYPES, VEHICLE_TYPE_IDS, computeTotal } from '@/domain/catalog';
import { useWizard } from './wizard-store';
import { formatMoney } from '@/domain/money';

export function ServiceStep() {
  const { serviceName, vehicleType, chooseService, chooseVehicle, goTo, restoring } = useWizard();
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : null;
  return (
    <Stack gap="6">
      <Heading as="h3" size="xl">
        Select Your Service
      </Heading>
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
              <Text fontWeight="bold">{p.name}</Text>
              <Text fontSize="xl" fontWeight="bold" color="blue.700">
                {formatMoney(p.price)}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {p.description}
              </Text>
            </chakra.button>
          );
        })}
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="semibold" id="vehicle-type-label">
          Vehicle Type
        </Text>
        <SimpleGrid columns={3} gap="3" role="group" aria-labelledby="vehicle-type-label">
          {VEHICLE_TYPE_IDS.map((id) => (
            <Button
              key={id}
              type="button"
              aria-pressed={vehicleType === id}
              variant={vehicleType === id ? 'solid' : 'outline'}
              colorPalette="blue"
              disabled={restoring}
              onClick={() => chooseVehicle(id)}
            >
              {VEHICLE_TYPES[id].label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Text fontSize="lg" fontWeight="semibold" aria-live="polite" data-testid="live-total">
        {total !== null ? `Total: ${formatMoney(total)}` : 'Choose a package and vehicle type to see your total'}
      </Text>
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
