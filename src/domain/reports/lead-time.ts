// Lead time: how long before the appointment a booking was made, from its
// created_at (an instant) to its start (business time), in whole days
// (rounded down: booked at 9:00 AM for 8:00 AM tomorrow is 0 days). Over the
// bookings of the period that count as booked revenue (not cancelled, not a
// no-show). Average and median in days, and how many fall in each range.
import { bookingStartInstant } from '../booking/change-window';
import { counted, type ReportBooking } from './report-booking';
import { countsAsBooked } from './revenue';
import { inRange, type DateRange } from './report-period';
import { fromCents, tableWithTotal, toCents, type ReportColumn, type ReportTable } from './report-table';

const DAY_MS = 86_400_000;

export function leadDays(b: ReportBooking): number {
  return Math.max(0, Math.floor((bookingStartInstant(b).getTime() - Date.parse(b.created_at)) / DAY_MS));
}

export const LEAD_RANGES = [
  { name: 'Same day', max: 0 },
  { name: '1 day', max: 1 },
  { name: '2–3 days', max: 3 },
  { name: '4–7 days', max: 7 },
  { name: '8–14 days', max: 14 },
  { name: '15–30 days', max: 30 },
  { name: 'Over 30 days', max: Infinity },
] as const;

export interface LeadTimeSummary {
  bookings: number;
  averageDays: number | null;
  medianDays: number | null;
}

function leadsOf(bookings: readonly ReportBooking[], range: DateRange): ReportBooking[] {
  return bookings.filter((b) => counted(b) && countsAsBooked(b) && inRange(b.booking_date, range));
}

export function leadTimeSummary(bookings: readonly ReportBooking[], range: DateRange): LeadTimeSummary {
  const days = leadsOf(bookings, range)
    .map(leadDays)
    .sort((a, b) => a - b);
  if (days.length === 0) return { bookings: 0, averageDays: null, medianDays: null };
  const mid = days.length >> 1;
  const median = days.length % 2 ? days[mid] : (days[mid - 1] + days[mid]) / 2;
  return { bookings: days.length, averageDays: Math.round((days.reduce((s, d) => s + d, 0) / days.length) * 10) / 10, medianDays: median };
}

export const LEAD_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Booked ahead', kind: 'text' },
  { key: 'bookings', label: 'Bookings', kind: 'count' },
  { key: 'booked', label: 'Booked', kind: 'money' },
];

export function leadTimeTable(bookings: readonly ReportBooking[], range: DateRange): ReportTable {
  const acc = LEAD_RANGES.map(() => ({ bookings: 0, cents: 0 }));
  for (const b of leadsOf(bookings, range)) {
    const d = leadDays(b);
    const i = LEAD_RANGES.findIndex((r) => d <= r.max);
    acc[i].bookings += 1;
    acc[i].cents += toCents(b.total_price);
  }
  const rows = LEAD_RANGES.map((r, i) => ({ name: r.name, bookings: acc[i].bookings, booked: fromCents(acc[i].cents) }));
  return tableWithTotal('lead-time', 'Lead time (booked to appointment)', LEAD_COLUMNS, rows);
}
