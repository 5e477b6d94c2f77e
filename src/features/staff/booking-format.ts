// How the dashboard and the Today view print a booking's parts.
import type { Booking } from '@/domain/booking/booking-schema';
import { VEHICLE_TYPES } from '@/domain/catalog';
import { CITIES } from '@/domain/schedule/cities';
import type { BookingStatus } from '@/domain/booking/status';
import { businessMinutesNow, businessToday, minutesToLabel } from '@/domain/schedule/schedule';

export const STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  'no-show': 'purple',
};

export function vehicleLabel(b: Booking): string {
  const type = VEHICLE_TYPES[b.vehicle_type as keyof typeof VEHICLE_TYPES]?.label ?? b.vehicle_type;
  const car = [b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ');
  return [car, type, b.vehicle_size].filter(Boolean).join(' · ');
}

export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

export function addressLabel(b: Booking): string | null {
  const city = CITIES.find((c) => c.id === b.service_city)?.name ?? b.service_city;
  const parts = [b.service_street, city, b.service_postal_code].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A booking without a street address: the crew has nowhere to go until someone calls the customer. */
export const ADDRESS_MISSING = 'Address missing: call';

export function addressMissing(b: Pick<Booking, 'service_street'>): boolean {
  return !b.service_street?.trim();
}

export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, BC, Canada`)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

// One formatter, and each date formatted once: toLocaleDateString with options builds a formatter per call.
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const formattedDates = new Map<string, string>();

export function formatDate(isoDate: string): string {
  let text = formattedDates.get(isoDate);
  if (text === undefined) {
    const [y, m, d] = isoDate.split('-').map(Number);
    text = DATE_FORMAT.format(new Date(Date.UTC(y, m - 1, d)));
    formattedDates.set(isoDate, text);
  }
  return text;
}

/** "8:00 AM": a moment's time of day in business time, as the slots are written. */
export function formatClock(at: string | Date): string {
  return minutesToLabel(businessMinutesNow(new Date(at)));
}

/**
 * "Wed, Nov 18, 2026 8:00 AM": a moment (created, last synced, a history entry)
 * in business time, written as a booking's date and time are, so staff read
 * one format everywhere whatever the device's locale and zone.
 */
export function formatDateTime(at: string | Date): string {
  const d = new Date(at);
  return `${formatDate(businessToday(d))} ${formatClock(d)}`;
}
