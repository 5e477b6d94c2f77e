// No-shows and late cancellations, by the appointment's date.
//
// No-show rate = no-shows / (completed + no-shows): of the jobs that were due
// and not called off, the share the customer missed.
// A late cancellation is a booking cancelled (by anyone) less than 24 hours
// before its start, or after it; the moment of the cancel is its history's
// last 'cancelled' entry, or the booking's last update where it has no
// history. Late cancellation rate = late cancellations / all bookings of the
// period.
// Repeat customers: those with two or more no-shows and late cancellations
// together in the period (same customer as the customer card).
import { bookingStartInstant } from '../booking/change-window';
import { SCHEDULE } from '../../config/business';
import { counted, type ReportBooking } from './report-booking';
import { customerIds } from './customer-groups';
import { bucketLabel, bucketOf, bucketsOf, inRange, type BucketSize, type DateRange } from './report-period';
import { percentOf, tableWithTotal, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** When a cancelled booking was cancelled (ISO), or null for one that is not cancelled. */
export function cancelledAt(b: ReportBooking): string | null {
  if (b.status !== 'cancelled') return null;
  const entries = b.history ?? [];
  for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i].change === 'cancelled') return entries[i].at;
  return b.updated_at;
}

export function isLateCancellation(b: ReportBooking): boolean {
  const at = cancelledAt(b);
  if (!at) return false;
  return bookingStartInstant(b).getTime() - Date.parse(at) < SCHEDULE.customerChangeNoticeMin * 60_000;
}

export interface AttendanceCounts {
  bookings: number;
  completed: number;
  noShows: number;
  lateCancels: number;
}

export function attendanceCounts(bookings: readonly ReportBooking[], range: DateRange): AttendanceCounts {
  const c: AttendanceCounts = { bookings: 0, completed: 0, noShows: 0, lateCancels: 0 };
  for (const b of bookings) if (counted(b) && inRange(b.booking_date, range)) tally(c, b);
  return c;
}

function tally(c: AttendanceCounts, b: ReportBooking) {
  c.bookings += 1;
  if (b.status === 'completed') c.completed += 1;
  else if (b.status === 'no-show') c.noShows += 1;
  else if (isLateCancellation(b)) c.lateCancels += 1;
}

export const noShowRate = (c: AttendanceCounts) => percentOf(c.noShows, c.completed + c.noShows);
export const lateCancelRate = (c: AttendanceCounts) => percentOf(c.lateCancels, c.bookings);

export const ATTENDANCE_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Period', kind: 'text' },
  { key: 'bookings', label: 'Bookings', kind: 'count' },
  { key: 'completed', label: 'Completed', kind: 'count' },
  { key: 'noShows', label: 'No-shows', kind: 'count' },
  { key: 'noShowRate', label: 'No-show rate', kind: 'percent' },
  { key: 'lateCancels', label: 'Late cancellations', kind: 'count' },
  { key: 'lateCancelRate', label: 'Late cancellation rate', kind: 'percent' },
];

const rates = (row: ReportRow) => {
  const c = { bookings: Number(row.bookings), completed: Number(row.completed), noShows: Number(row.noShows), lateCancels: Number(row.lateCancels) };
  row.noShowRate = noShowRate(c);
  row.lateCancelRate = lateCancelRate(c);
};

/** By week or month, the total row over the whole period. */
export function attendanceTable(bookings: readonly ReportBooking[], range: DateRange, size: BucketSize): ReportTable {
  const buckets = new Map(bucketsOf(range, size).map((start) => [start, { bookings: 0, completed: 0, noShows: 0, lateCancels: 0 } as AttendanceCounts]));
  for (const b of bookings) if (counted(b) && inRange(b.booking_date, range)) tally(buckets.get(bucketOf(b.booking_date, size))!, b);
  const rows = [...buckets].map(([start, c]) => {
    const row: ReportRow = { name: bucketLabel(start, size), ...c };
    rates(row);
    return row;
  });
  return tableWithTotal('attendance', 'No-shows and late cancellations', ATTENDANCE_COLUMNS, rows, rates);
}

export const REPEAT_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Customer', kind: 'text' },
  { key: 'contact', label: 'Contact', kind: 'text' },
  { key: 'noShows', label: 'No-shows', kind: 'count' },
  { key: 'lateCancels', label: 'Late cancellations', kind: 'count' },
];

/** Customers with two or more no-shows and late cancellations in the period, most first. */
export function repeatCustomersTable(bookings: readonly ReportBooking[], range: DateRange, ids: ReadonlyMap<string, string> = customerIds(bookings)): ReportTable {
  const byCustomer = new Map<string, { name: string; contact: string; noShows: number; lateCancels: number; latest: string }>();
  for (const b of bookings) {
    if (!counted(b) || !inRange(b.booking_date, range)) continue;
    const noShow = b.status === 'no-show';
    const late = !noShow && isLateCancellation(b);
    if (!noShow && !late) continue;
    const id = ids.get(b.id)!;
    let c = byCustomer.get(id);
    if (!c) byCustomer.set(id, (c = { name: b.customer_name, contact: '', noShows: 0, lateCancels: 0, latest: '' }));
    if (noShow) c.noShows += 1;
    else c.lateCancels += 1;
    // The name and contact of their latest such booking.
    if (b.booking_date >= c.latest) {
      c.latest = b.booking_date;
      c.name = b.customer_name;
      c.contact = b.customer_phone ?? b.customer_email ?? '';
    }
  }
  const rows = [...byCustomer.values()]
    .filter((c) => c.noShows + c.lateCancels >= 2)
    .sort((x, y) => y.noShows + y.lateCancels - (x.noShows + x.lateCancels) || x.name.localeCompare(y.name))
    .map(({ name, contact, noShows, lateCancels }) => ({ name, contact, noShows, lateCancels }));
  return tableWithTotal('repeat', 'Customers who miss or cancel late repeatedly', REPEAT_COLUMNS, rows);
}
