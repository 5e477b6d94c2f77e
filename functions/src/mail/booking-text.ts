// Small labels the booking e-mails share.
import { CITIES } from '@/domain/schedule/cities';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { format, parseISO } from 'date-fns';

export function findCityName(id: string | null | undefined): string | null {
  return CITIES.find((c) => c.id === id)?.name ?? null;
}

export function vehicleLabel(type: string): string {
  return VEHICLE_TYPES[type as VehicleType]?.label ?? type;
}

/** "Monday, December 14, 2026" */
export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}
