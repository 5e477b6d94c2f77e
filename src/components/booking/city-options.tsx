// The options of every city field (the wizard's city before the times, its
// address, the manage page's address): "Choose a city", then the seven cities.
import { CITIES } from '@/domain/schedule/cities';

export function CityOptions() {
  return (
    <>
      <option value="">Choose a city</option>
      {CITIES.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
