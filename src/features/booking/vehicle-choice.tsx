// The vehicle type buttons (Car, Truck/SUV, Van): on the service step, and on
// the calendar step when a 'Book Now' button chose the package.
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES, VEHICLE_TYPE_IDS } from '@/domain/catalog';
import { useWizard } from './wizard-store';

export function VehicleChoice() {
  const { vehicleType, chooseVehicle, restoring } = useWizard();
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="vehicle-type-label">
        Vehicle Type
      </Text>
      <SimpleGrid columns={3} gap="3" role="group" aria-labelledby="vehicle-type-label">
        {VEHICLE_TYPE_IDS.map((id) => (
          <Button
            key={id}
            type="button"
            size="lg"
            px="2"
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
  );
}
