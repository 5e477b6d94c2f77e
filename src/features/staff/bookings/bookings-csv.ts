// The dashboard's current filtered list as CSV: RFC 4180 (CRLF rows, fields
// quoted when they hold a comma, quote or line break, quotes doubled), UTF-8
// with a byte-order mark so Excel reads non-ASCII names right, ISO dates, times
// as 24-hour HH:mm, prices as plain numbers with 2 decimals. A text cell that a
// spreadsheet would run as a formula gets a leading apostrophe. Coded values
// (status, vehicle type, city, source) are written as the words the dashboard
// and the customer see ("Truck/SUV", "North Vancouver"), not as their codes.
import type { Booking } from '@/domain/booking/booking-schema';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { CITIES } from '@/domain/schedule/cities';
import { labelToMinutes } from '@/domain/schedule/schedule';

const SOURCE_LABELS: Record<string, string> = { online: 'Online', staff: 'Staff (phone)' };
const capitalized = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

const BOM = '\uFEFF';

const COLUMNS: readonly { header: string; value: (b: Booking) => string | number | null | undefined }[] = [
  { header: 'Booking ID', value: (b) => b.id },
  { header: 'Date', value: (b) => b.booking_date },
  {
    header: 'Time',
    value: (b) => {
      const m = labelToMinutes(b.booking_time);
      return m === undefined ? b.booking_time : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    },
  },
  { header: 'Duration (min)', value: (b) => b.duration_min },
  { header: 'Status', value: (b) => capitalized(b.status) },
  { header: 'Customer', value: (b) => b.customer_name },
  { header: 'Email', value: (b) => b.customer_email },
  { header: 'Phone', value: (b) => b.customer_phone },
  { header: 'Service', value: (b) => b.service_name },
  { header: 'Vehicle type', value: (b) => VEHICLE_TYPES[b.vehicle_type as VehicleType]?.label ?? b.vehicle_type },
  { header: 'Vehicle make', value: (b) => b.vehicle_make },
  { header: 'Vehicle model', value: (b) => b.vehicle_model },
  { header: 'Street', value: (b) => b.service_street },
  { header: 'City', value: (b) => CITIES.find((c) => c.id === b.service_city)?.name ?? b.service_city },
  { header: 'Postal code', value: (b) => b.service_postal_code },
  { header: 'Price', value: (b) => b.total_price.toFixed(2) },
  { header: 'Crew', value: (b) => b.crew ?? null },
  { header: 'Source', value: (b) => SOURCE_LABELS[b.source ?? 'online'] ?? b.source },
  { header: 'Comments', value: (b) => b.comments },
  { header: 'Created', value: (b) => b.created_at },
  { header: 'Updated', value: (b) => b.updated_at },
];

/** One field, quoted when needed; formula-like text neutralised. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // =, @, tab, CR start a formula; + and - too unless the cell is a number or a phone number.
  if (typeof value === 'string' && (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function bookingsCsv(bookings: readonly Booking[]): string {
  const lines = [COLUMNS.map((c) => csvField(c.header)).join(',')];
  for (const b of bookings) lines.push(COLUMNS.map((c) => csvField(c.value(b))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** bookings-2026-11-23.csv */
export function csvFileName(today: string): string {
  return `bookings-${today}.csv`;
}

/** Starts the download in the browser (no server round trip: the rows are the ones on screen). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
