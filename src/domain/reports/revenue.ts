// Revenue figures.
//
// Booked revenue: the sum of total_price of the bookings that are neither
// cancelled nor a no-show (a no-show brought no money in either): the
// dashboard's Revenue figure is this same function, so the two always agree.
// Completed revenue: the sum of total_price of completed bookings.
// A booking counts in the period its appointment date (booking_date) falls
// in, whenever it was made. Average job value: booked revenue over the
// bookings counted in it.
//
// Split by week or month, service, city, crew, vehicle type and kind of work:
// plan work (a visit a maintenance plan created: plan_id), quote work (a
// booking accepted from a quote: quote_id), one-off (every other booking).
import { PACKAGES, VEHICLE_TYPES, type VehicleType } from '../catalog';
import { CITIES } from '../schedule/cities';
import type { BookingStatus } from '../booking/status';
import { counted, type ReportBooking } from './report-booking';
import { bucketLabel, bucketOf, bucketsOf, inRange, type BucketSize, type DateRange } from './report-period';
import { fromCents, tableWithTotal, toCents, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** Whether a booking's price counts as booked revenue (the dashboard's Revenue too). */
export function countsAsBooked(b: { status: BookingStatus }): boolean {
  return b.status !== 'cancelled' && b.status !== 'no-show';
}

export function bookedRevenue(bookings: readonly ReportBooking[], range?: DateRange): number {
  let cents = 0;
  for (const b of bookings) if (counted(b) && countsAsBooked(b) && (!range || inRange(b.booking_date, range))) cents += toCents(b.total_price);
  return fromCents(cents);
}

export function completedRevenue(bookings: readonly ReportBooking[], range?: DateRange): number {
  let cents = 0;
  for (const b of bookings) if (counted(b) && b.status === 'completed' && (!range || inRange(b.booking_date, range))) cents += toCents(b.total_price);
  return fromCents(cents);
}

/** Booked revenue over the bookings it counts; null when there are none. */
export function averageJobValue(bookings: readonly ReportBooking[], range: DateRange): number | null {
  let cents = 0;
  let jobs = 0;
  for (const b of bookings) {
    if (!counted(b) || !countsAsBooked(b) || !inRange(b.booking_date, range)) continue;
    cents += toCents(b.total_price);
    jobs += 1;
  }
  return jobs ? Math.round(cents / jobs) / 100 : null;
}

export const WORK_KINDS = ['one-off', 'plan', 'quote'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
const WORK_LABELS: Record<WorkKind, string> = { 'one-off': 'One-off', plan: 'Plan', quote: 'Quote' };

export function workKind(b: ReportBooking): WorkKind {
  if (b.plan_id) return 'plan';
  if (b.quote_id) return 'quote';
  return 'one-off';
}

export type RevenueSplit = 'service' | 'city' | 'crew' | 'vehicle' | 'kind';

const SPLIT_TITLES: Record<RevenueSplit, { title: string; label: string }> = {
  service: { title: 'Revenue by service', label: 'Service' },
  city: { title: 'Revenue by city', label: 'City' },
  crew: { title: 'Revenue by crew', label: 'Crew' },
  vehicle: { title: 'Revenue by vehicle type', label: 'Vehicle type' },
  kind: { title: 'Revenue by kind of work', label: 'Kind' },
};

const serviceName = (id: string) => PACKAGES.find((p) => p.id === id)?.name ?? id;
const cityName = (id: string | null) => (id ? (CITIES.find((c) => c.id === id)?.name ?? id) : 'No city');

/** The group a booking falls in for a split: its key, and the name shown. */
function groupOf(b: ReportBooking, split: RevenueSplit): [string, string] {
  switch (split) {
    case 'service':
      return [b.service_name, serviceName(b.service_name)];
    case 'city':
      return [b.service_city ?? '', cityName(b.service_city)];
    case 'crew':
      return b.crew ? [String(b.crew), `Crew ${b.crew}`] : ['', 'No crew'];
    case 'vehicle':
      return [b.vehicle_type, VEHICLE_TYPES[b.vehicle_type as VehicleType]?.label ?? b.vehicle_type];
    case 'kind': {
      const kind = workKind(b);
      return [kind, WORK_LABELS[kind]];
    }
  }
}

export const REVENUE_COLUMNS = (label: string): ReportColumn[] => [
  { key: 'name', label, kind: 'text' },
  { key: 'jobs', label: 'Jobs', kind: 'count' },
  { key: 'booked', label: 'Booked', kind: 'money' },
  { key: 'completed', label: 'Completed', kind: 'money' },
];

interface Acc {
  name: string;
  jobs: number;
  booked: number;
  completed: number;
}

function add(acc: Acc, b: ReportBooking) {
  if (countsAsBooked(b)) {
    acc.jobs += 1;
    acc.booked += toCents(b.total_price);
  }
  if (b.status === 'completed') acc.completed += toCents(b.total_price);
}

function toRow(acc: Acc): ReportRow {
  return { name: acc.name, jobs: acc.jobs, booked: fromCents(acc.booked), completed: fromCents(acc.completed) };
}


/** Revenue in the range split by one attribute, largest booked first; groups with neither booked nor completed revenue are left out. */
export function revenueBy(bookings: readonly ReportBooking[], range: DateRange, split: RevenueSplit): ReportTable {
  const groups = new Map<string, Acc>();
  if (split === 'kind') for (const k of WORK_KINDS) groups.set(k, { name: WORK_LABELS[k], jobs: 0, booked: 0, completed: 0 });
  for (const b of bookings) {
    if (!counted(b) || !inRange(b.booking_date, range) || !(countsAsBooked(b) || b.status === 'completed')) continue;
    const [key, name] = groupOf(b, split);
    let acc = groups.get(key);
    if (!acc) groups.set(key, (acc = { name, jobs: 0, booked: 0, completed: 0 }));
    add(acc, b);
  }
  const accs = [...groups.values()];
  // The kinds keep their order (one-off, plan, quote); plan and quote rows show only where such work exists.
  const rows = (split === 'kind' ? accs.filter((a, i) => i === 0 || a.jobs > 0) : accs.sort((x, y) => y.booked - x.booked || x.name.localeCompare(y.name))).map(toRow);
  const { title, label } = SPLIT_TITLES[split];
  return tableWithTotal(`revenue-${split}`, title, REVENUE_COLUMNS(label), rows);
}

/** Revenue in the range by week (Monday to Sunday) or month of the appointment; every bucket gets a row, empty ones too. */
export function revenueOverTime(bookings: readonly ReportBooking[], range: DateRange, size: BucketSize): ReportTable {
  const buckets = new Map<string, Acc>(bucketsOf(range, size).map((start) => [start, { name: bucketLabel(start, size), jobs: 0, booked: 0, completed: 0 }]));
  for (const b of bookings) {
    if (!counted(b) || !inRange(b.booking_date, range)) continue;
    add(buckets.get(bucketOf(b.booking_date, size))!, b);
  }
  return tableWithTotal('revenue-time', size === 'week' ? 'Revenue by week' : 'Revenue by month', REVENUE_COLUMNS(size === 'week' ? 'Week' : 'Month'), [...buckets.values()].map(toRow));
}
