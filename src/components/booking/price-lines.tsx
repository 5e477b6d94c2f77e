// How a total is made: the package's price, the vehicle's surcharge, the total.
// Without the lines a total that jumps from $249 to $311 on "Truck/SUV" reads as
// a mistake. The booking wizard's steps and the manage page show the same lines
// (plain elements: booking.css).
import { VEHICLE_TYPES, priceLines, type VehicleType } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';

export function PriceLines({ serviceName, vehicleType, testId }: { serviceName: string; vehicleType: VehicleType; testId?: string }) {
  const lines = priceLines(serviceName, vehicleType);
  const vehicle = VEHICLE_TYPES[vehicleType].label;
  return (
    <div data-testid={testId}>
      <dl className="bw-prices">
        <dt>Package price</dt>
        <dd data-testid="price-base">{formatMoney(lines.base)}</dd>
        <dt>{lines.surcharge > 0 ? `${vehicle} surcharge` : `${vehicle}: no surcharge`}</dt>
        <dd data-testid="price-surcharge">{lines.surcharge > 0 ? `+${formatMoney(lines.surcharge)}` : formatMoney(0)}</dd>
      </dl>
    </div>
  );
}
