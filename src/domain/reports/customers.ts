// Returning and new customers (same customer as the customer card: e-mail or
// phone digits, customer-groups.ts).
//
// A customer of a period: one with a booking there that counts as booked
// revenue (not cancelled, not a no-show). Returning: one of those bookings
// follows a completed booking of theirs in the 12 months before its date.
// Returning share = returning customers / customers of the period.
// A new customer: their first booking ever (of those that count) falls in
// the period. Each week or month counts its customers; the total row counts
// each customer of the whole period once, so it is not the rows' sum.
import { counted, type ReportBooking } from './report-booking';
import { customerIds } from './customer-groups';
import { countsAsBooked } from './revenue';
import { bucketLabel, bucketOf, bucketsOf, inRange, type BucketSize, type DateRange } from './report-period';
import { percentOf, tableWithTotal, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** The same calendar day a year before (a 29 February's year before is 1 March's eve: 2025-02-29 sorts between the 28th and 1 March). */
const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

interface CustomerHistory {
  /** Completed appointment dates, ascending. */
  completed: string[];
  /** Earliest date of a booking that counts. */
  first: string;
}

export interface CustomerIndex {
  ids: Map<string, string>;
  history: Map<string, CustomerHistory>;
}

export function customerIndex(bookings: readonly ReportBooking[]): CustomerIndex {
  const ids = customerIds(bookings);
  const history = new Map<string, CustomerHistory>();
  for (const b of bookings) {
    if (!counted(b) || !countsAsBooked(b)) continue;
    const id = ids.get(b.id)!;
    let h = history.get(id);
    if (!h) history.set(id, (h = { completed: [], first: b.booking_date }));
    if (b.booking_date < h.first) h.first = b.booking_date;
    if (b.status === 'completed') h.completed.push(b.booking_date);
  }
  for (const h of history.values()) h.completed.sort();
  return { ids, history };
}

/** Whether the customer had a completed booking in the 12 months before `date` (that day itself not included). */
export function returningOn(h: CustomerHistory, date: string): boolean {
  const from = yearBefore(date);
  // Binary search for the last completed date before `date`.
  let lo = 0;
  let hi = h.completed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.completed[mid] < date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && h.completed[lo - 1] >= from;
}

interface Tally {
  customers: Set<string>;
  returning: Set<string>;
  fresh: Set<string>;
}

const newTally = (): Tally => ({ customers: new Set(), returning: new Set(), fresh: new Set() });

function tallyBooking(t: Tally, index: CustomerIndex, b: ReportBooking) {
  const id = index.ids.get(b.id)!;
  const h = index.history.get(id)!;
  t.customers.add(id);
  if (returningOn(h, b.booking_date)) t.returning.add(id);
  if (h.first === b.booking_date) t.fresh.add(id);
}

export interface CustomerCounts {
  customers: number;
  returning: number;
  newCustomers: number;
}

function counts(t: Tally): CustomerCounts {
  return { customers: t.customers.size, returning: t.returning.size, newCustomers: t.fresh.size };
}

export function customerCounts(bookings: readonly ReportBooking[], range: DateRange, index = customerIndex(bookings)): CustomerCounts {
  const t = newTally();
  for (const b of bookings) if (counted(b) && countsAsBooked(b) && inRange(b.booking_date, range)) tallyBooking(t, index, b);
  return counts(t);
}

export const CUSTOMER_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Period', kind: 'text' },
  { key: 'customers', label: 'Customers', kind: 'count' },
  { key: 'returning', label: 'Returning', kind: 'count' },
  { key: 'returningShare', label: 'Returning share', kind: 'percent' },
  { key: 'newCustomers', label: 'New customers', kind: 'count' },
];

export function customersTable(bookings: readonly ReportBooking[], range: DateRange, size: BucketSize, index = customerIndex(bookings)): ReportTable {
  const buckets = new Map(bucketsOf(range, size).map((start) => [start, newTally()]));
  const whole = newTally();
  for (const b of bookings) {
    if (!counted(b) || !countsAsBooked(b) || !inRange(b.booking_date, range)) continue;
    tallyBooking(buckets.get(bucketOf(b.booking_date, size))!, index, b);
    tallyBooking(whole, index, b);
  }
  const row = (name: string, t: Tally): ReportRow => {
    const c = counts(t);
    return { name, ...c, returningShare: percentOf(c.returning, c.customers) };
  };
  const rows = [...buckets].map(([start, t]) => row(bucketLabel(start, size), t));
  return tableWithTotal('customers', 'Returning and new customers', CUSTOMER_COLUMNS, rows, (total) => Object.assign(total, row('Total', whole)));
}
