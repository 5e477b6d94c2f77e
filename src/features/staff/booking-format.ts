// How the dashboard and the Today view print a booking's parts.
import type { Booking } from '@/domain/booking/booking-schema';
import { VEHICLE_TYPES } from '@/domain/catalog';
import { CITIES } from '@/domain/schedule/cities';
import type { BookingStatus } from '@/domain/booking/status';
import { businessMinutesNow, businessToday, minutesToLabel } from '@/domain/schedule/schedule';
import { arrivalWindow, arrivalWindowLabel } from '@/domain/schedule/crew-schema';
import type { ShownBooking } from '@/lib/sync/shown';

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

/** A job's On My Way as the crew reads it: sent (when, and the window the customer was told), or tapped and waiting to go. */
export type OnMyWayState =
  | { kind: 'sent'; sentAt: string; window: string }
  | { kind: 'waiting'; tappedAt: string; driveMin: number; window: string };

/** The latest On My Way of a job: a tap of ours waiting to go first (it is the newer), else the one the server sent; null when none. */
export function onMyWayState(b: Pick<ShownBooking, 'on_my_way' | 'onMyWay'>): OnMyWayState | null {
  const waiting = b.onMyWay?.at(-1);
  if (waiting) return { kind: 'waiting', tappedAt: waiting.tapped_at, driveMin: waiting.drive_min, window: arrivalWindowLabel(arrivalWindow(new Date(waiting.tapped_at), waiting.drive_min)) };
  const sent = b.on_my_way;
  if (sent) return { kind: 'sent', sentAt: sent.sent_at ?? sent.at, window: arrivalWindowLabel({ from: sent.eta_from, to: sent.eta_to }) };
  return null;
}

/** "Sent 10:31 AM: arriving 10:45–11:00 AM", or "Waiting to send (tapped 10:31 AM, 30 min drive): arriving …". */
export function onMyWayText(state: OnMyWayState): string {
  return state.kind === 'sent'
    ? `Sent ${formatClock(state.sentAt)}: arriving ${state.window}`
    : `Waiting to send (tapped ${formatClock(state.tappedAt)}, ${state.driveMin} min drive): arriving ${state.window}`;
}

/** The job card's line: "On My Way sent 10:31 AM: arriving 10:45–11:00 AM". */
export function onMyWayLine(state: OnMyWayState): string {
  const text = onMyWayText(state);
  return `On My Way ${text[0].toLowerCase()}${text.slice(1)}`;
}
