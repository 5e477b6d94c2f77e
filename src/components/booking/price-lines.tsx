// How a total is made: the package's price, the vehicle's surcharge, the total.
// Without the lines a total that jumps from $249 to $311 on "Truck/SUV" reads as
// a mistake. The booking wizard's steps and the manage page show the same lines.
import { Box, Grid, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES, priceLines, type VehicleType } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';

export function PriceLines({ serviceName, vehicleType, testId }: { serviceName: string; vehicleType: VehicleType; testId?: string }) {
  const lines = priceLines(serviceName, vehicleType);
  const vehicle = VEHICLE_TYPES[vehicleType].label;
  return (
    <Box data-testid={testId}>
      <Grid as="dl" templateColumns="1fr auto" columnGap="4" rowGap="0.5" fontSize="sm" color="gray.700">
        <Text as="dt">Package price</Text>
        <Text as="dd" textAlign="end" data-testid="price-base">
          {formatMoney(lines.base)}
        </Text>
        <Text as="dt">{lines.surcharge > 0 ? `${vehicle} surcharge` : `${vehicle}: no surcharge`}</Text>
        <Text as="dd" textAlign="end" data-testid="price-surcharge">
          {lines.surcharge > 0 ? `+${formatMoney(lines.surcharge)}` : formatMoney(0)}
        </Text>
      </Grid>
    </Box>
  );
}
