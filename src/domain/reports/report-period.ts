// The period a report covers and the one it is compared with, and the buckets
// (weeks or months) its charts are drawn in. Everything is calendar dates
// (yyyy-MM-dd, business time) compared as text and moved with UTC-midnight
// arithmetic, so a week that spans a daylight-saving change still has seven
// days and every booking falls in exactly one bucket.
import { addDaysToDate, businessToday, daysBetween, utcMidnight } from '../schedule/schedule';

export const PERIOD_KINDS = ['week', 'month', 'last-month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  week: 'This week',
  month: 'This month',
  'last-month': 'Last month',
  quarter: 'This quarter',
  year: 'This year',
  custom: 'Custom',
};

/** The period Reports opens on (its worker works it out before the page asks: report-worker.ts). */
export const OPENING_PERIOD_KIND: PeriodKind = 'month';

/** Inclusive range of appointment dates. */
export interface DateRange {
  from: string;
  to: string;
}

export type BucketSize = 'week' | 'month';

export interface ReportPeriod {
  kind: PeriodKind;
  current: DateRange;
  /** The period before, of the same kind (the week, month, quarter or year before; for a custom range, as many days just before it). */
  previous: DateRange;
  bucket: BucketSize;
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The Monday that starts a date's week (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const day = new Date(utcMidnight(date)).getUTCDay();
  return addDaysToDate(date, -((day + 6) % 7));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function monthRange(y: number, m: number): DateRange {
  return { from: iso(y, m, 1), to: iso(y, m + 1, 0) };
}

/** Ranges longer than about three months are drawn by month, shorter ones by week. */
export function bucketFor(range: DateRange): BucketSize {
  return daysBetween(range.from, range.to) + 1 > 92 ? 'month' : 'week';
}

/** The period of a kind around `now` (business time); a custom one takes `custom`, its ends swapped if given backwards. */
export function reportPeriod(kind: PeriodKind, now: Date, custom?: DateRange): ReportPeriod {
  const today = businessToday(now);
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  let current: DateRange;
  let previous: DateRange;
  switch (kind) {
    case 'week': {
      const from = weekStart(today);
      current = { from, to: addDaysToDate(from, 6) };
      previous = { from: addDaysToDate(from, -7), to: addDaysToDate(from, -1) };
      break;
    }
    case 'month':
      current = monthRange(y, m);
      previous = monthRange(y, m - 1);
      break;
    case 'last-month':
      current = monthRange(y, m - 1);
      previous = monthRange(y, m - 2);
      break;
    case 'quarter': {
      const q = Math.floor(m / 3) * 3;
      current = { from: iso(y, q, 1), to: iso(y, q + 3, 0) };
      previous = { from: iso(y, q - 3, 1), to: iso(y, q, 0) };
      break;
    }
    case 'year':
      current = { from: iso(y, 0, 1), to: iso(y, 11, 31) };
      previous = { from: iso(y - 1, 0, 1), to: iso(y - 1, 11, 31) };
      break;
    case 'custom': {
      const a = custom?.from ?? today;
      const b = custom?.to ?? today;
      current = a <= b ? { from: a, to: b } : { from: b, to: a };
      const days = daysBetween(current.from, current.to) + 1;
      previous = { from: addDaysToDate(current.from, -days), to: addDaysToDate(current.from, -1) };
      break;
    }
  }
  return { kind, current, previous, bucket: bucketFor(current) };
}

export function inRange(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}

/** The first day of the bucket a date falls in. */
export function bucketOf(date: string, size: BucketSize): string {
  return size === 'week' ? weekStart(date) : monthStart(date);
}

/** Every bucket that touches the range, in order (a bucket with no bookings still gets its row). */
export function bucketsOf(range: DateRange, size: BucketSize): string[] {
  const out: string[] = [];
  let at = bucketOf(range.from, size);
  while (at <= range.to) {
    out.push(at);
    at = size === 'week' ? addDaysToDate(at, 7) : iso(Number(at.slice(0, 4)), Number(at.slice(5, 7)), 1);
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Week of Mar 2" or "Mar 2026". */
export function bucketLabel(start: string, size: BucketSize): string {
  const month = MONTHS[Number(start.slice(5, 7)) - 1];
  return size === 'week' ? `Week of ${month} ${Number(start.slice(8, 10))}` : `${month} ${start.slice(0, 4)}`;
}

/** The days of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDaysToDate(d, 1)) out.push(d);
  return out;
}
