// The vehicle type buttons (Car, Truck/SUV, Van): on the service step, and on
// the calendar step when a 'Book Now' button chose the package.
import { VEHICLE_TYPES, VEHICLE_TYPE_IDS } from '@/domain/catalog';
import { PlainButton } from '@/components/booking/plain-parts';
import { useWizard } from './wizard-store';

export function VehicleChoice() {
  const { vehicleType, chooseVehicle, restoring } = useWizard();
  return (
    <div className="bw-stack bw-gap2">
      <p className="bw-semibold" id="vehicle-type-label">
        Vehicle Type
      </p>
      <div className="bw-cols3" role="group" aria-labelledby="vehicle-type-label">
        {VEHICLE_TYPE_IDS.map((id) => (
          <PlainButton
            key={id}
            aria-pressed={vehicleType === id}
            variant={vehicleType === id ? 'solid' : 'outline'}
            blue
            disabled={restoring}
            onClick={() => chooseVehicle(id)}
          >
            {VEHICLE_TYPES[id].label}
          </PlainButton>
        ))}
      </div>
    </div>
  );
}
