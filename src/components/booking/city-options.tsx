// The options of every city field (the wizard's city before the times, its
// address, the manage page's address): "Choose a city", then the seven cities,
// and in the wizard a last choice for a Metro Vancouver city not among them.
import { CITIES } from '@/domain/schedule/cities';

/**
 * The wizard's value for "Other city in Metro Vancouver": no city of ours, so
 * the booking is sent with none (service_city null, as a booking made without a
 * city), which the drives count as the farthest city.
 */
export const OTHER_CITY = 'other';

export function CityOptions({ other = false }: { other?: boolean }) {
  return (
    <>
      <option value="">Choose a city</option>
      {CITIES.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
      {other && <option value={OTHER_CITY}>Other city in Metro Vancouver</option>}
    </>
  );
}
