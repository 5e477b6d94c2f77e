// The dashboard's pure logic (site spec section 9): stats, date and status
// filters, the six sortable columns and the search. Plain functions over plain
// rows, so the bench and the unit tests measure the same code the page runs.
import type { Booking } from '@/domain/booking/booking-schema';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/booking/status';
import { addDaysToDate, businessToday, labelToMinutes } from '@/domain/schedule/schedule';
import { formatMoney } from '@/domain/money';
import { needsNewTime } from '@/domain/booking/customer-card';
import { countsAsBooked } from '@/domain/reports/revenue';

export interface DashboardStats {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  'no-show': number;
  /** Sum of total_price of every booking that is not cancelled and not a no-show (neither brought any money in): the Reports' booked revenue, one rule for both. */
  totalRevenue: number;
}

export function computeStats(bookings: readonly Booking[]): DashboardStats {
  const stats: DashboardStats = { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, 'no-show': 0, totalRevenue: 0 };
  for (const b of bookings) {
    stats.total += 1;
    stats[b.status] += 1;
    if (countsAsBooked(b)) stats.totalRevenue += b.total_price;
  }
  return stats;
}

/** Prices are shown with two decimals and thousands separators. */
export function formatPrice(amount: number): string {
  return formatMoney(amount, { cents: true });
}

/** The booking id as the dashboard shows it: its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export const DATE_FILTERS = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 Days' },
  { value: 'month', label: 'Last 30 Days' },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

/** A status, or the bookings the business asked to move that have not moved yet. */
export type StatusFilter = 'all' | BookingStatus | 'needs-new-time';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...BOOKING_STATUSES, 'needs-new-time'];

export function statusFilterLabel(s: StatusFilter): string {
  if (s === 'all') return 'All Statuses';
  if (s === 'needs-new-time') return 'Needs a New Time';
  return s[0].toUpperCase() + s.slice(1);
}

export const SORT_COLUMNS = [
  { key: 'booking_date', label: 'Date' },
  { key: 'booking_time', label: 'Time' },
  { key: 'customer_name', label: 'Customer' },
  { key: 'service_name', label: 'Service' },
  { key: 'total_price', label: 'Price' },
  { key: 'status', label: 'Status' },
] as const;
export type SortKey = (typeof SORT_COLUMNS)[number]['key'];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}
export const DEFAULT_SORT: SortState = { key: 'booking_date', direction: 'desc' };

/** Clicking a column: the same column toggles its direction, another starts ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export interface DashboardQuery {
  search: string;
  date: DateFilter;
  status: StatusFilter;
  sort: SortState;
}

export const DEFAULT_QUERY: DashboardQuery = { search: '', date: 'all', status: 'all', sort: DEFAULT_SORT };

/** Inclusive booking_date range of a date filter, "today" taken in the business time zone. */
export function dateRange(filter: DateFilter, now: Date): { from: string; to: string } | null {
  if (filter === 'all') return null;
  const today = businessToday(now);
  const back = filter === 'today' ? 0 : filter === 'week' ? 6 : 29;
  return { from: addDaysToDate(today, -back), to: today };
}

// Lower-cased search text per row, built once per row object.
const haystacks = new WeakMap<Booking, string>();
function haystack(b: Booking): string {
  let text = haystacks.get(b);
  if (text === undefined) {
    text = [b.customer_name, b.customer_email, b.customer_phone ?? '', b.service_name].join('\n').toLowerCase();
    haystacks.set(b, text);
  }
  return text;
}

/** Builds the search text of every row ahead of the first keystroke (the dashboard calls it when idle). */
export function prepareSearch(bookings: readonly Booking[]): void {
  for (const b of bookings) haystack(b);
}

// One collator for every comparison (localeCompare with options builds one per call).
const COLLATOR = new Intl.Collator('en', { sensitivity: 'base' });
const minutesByLabel = new Map<string, number>();
function timeMinutes(b: Booking): number {
  let m = minutesByLabel.get(b.booking_time);
  if (m === undefined) {
    m = labelToMinutes(b.booking_time) ?? 0;
    minutesByLabel.set(b.booking_time, m);
  }
  return m;
}

function compare(a: Booking, b: Booking, key: SortKey): number {
  switch (key) {
    case 'total_price':
      return a.total_price - b.total_price;
    case 'booking_time':
      return timeMinutes(a) - timeMinutes(b);
    case 'booking_date':
      // A day's jobs in time order within the date.
      return a.booking_date < b.booking_date ? -1 : a.booking_date > b.booking_date ? 1 : timeMinutes(a) - timeMinutes(b);
    default:
      return COLLATOR.compare(a[key], b[key]);
  }
}

function byQuerySort(sort: SortState) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: Booking, b: Booking) => sign * compare(a, b, sort.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// Every rows array the dashboard gets (one per cache change) sorted once per
// column and direction; filters and search then keep that order. A sort change
// is a lookup, a filter change or keystroke one pass over the rows.
const sortedOrders = new WeakMap<readonly Booking[], Map<string, readonly Booking[]>>();

/** The rows in a sort order, computed once per rows array and order. */
export function sortedBookings<T extends Booking>(bookings: readonly T[], sort: SortState): readonly T[] {
  let orders = sortedOrders.get(bookings);
  if (!orders) {
    orders = new Map();
    sortedOrders.set(bookings, orders);
  }
  const key = `${sort.key}:${sort.direction}`;
  let sorted = orders.get(key);
  if (!sorted) {
    sorted = [...bookings].sort(byQuerySort(sort));
    orders.set(key, sorted);
  }
  return sorted as readonly T[];
}

/** The rows the table shows: filtered by date, status and search, then sorted. */
export function visibleBookings<T extends Booking>(bookings: readonly T[], query: DashboardQuery, now: Date): T[] {
  const range = dateRange(query.date, now);
  const needle = query.search.trim().toLowerCase();
  return sortedBookings(bookings, query.sort).filter(
    (b) =>
      (query.status === 'all' || (query.status === 'needs-new-time' ? needsNewTime(b) : b.status === query.status)) &&
      (!range || (b.booking_date >= range.from && b.booking_date <= range.to)) &&
      (needle === '' || haystack(b).includes(needle)),
  );
}

/** Today's and tomorrow's jobs (business time zone) that are not cancelled, in time order. */
export function upcomingJobs<T extends Booking>(bookings: readonly T[], now: Date): { today: T[]; tomorrow: T[] } {
  const today = businessToday(now);
  const tomorrow = addDaysToDate(today, 1);
  const pick = (date: string) =>
    bookings
      .filter((b) => b.booking_date === date && b.status !== 'cancelled')
      .sort((a, b) => timeMinutes(a) - timeMinutes(b) || (a.id < b.id ? -1 : 1));
  return { today: pick(today), tomorrow: pick(tomorrow) };
}
