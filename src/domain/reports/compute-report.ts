// Every figure of the Reports view for one period and the period before,
// from the cached bookings and blocks: the headline figures (each with its
// value the period before) and the tables the charts draw. Plain data in and
// out, so it runs in the page's worker, in the weekly summary's function and
// in the tests alike.
import type { ReportBooking } from './report-booking';
import { attendanceCounts, attendanceTable, lateCancelRate, noShowRate, repeatCustomersTable } from './attendance';
import { blockedRevenueTable } from './blocked-revenue';
import { customerCounts, customerIndex, customersTable, type CustomerIndex } from './customers';
import { addDaysToDate } from '../schedule/schedule';
import type { Block } from '../callables/operations-schema';
import { leadTimeSummary, leadTimeTable } from './lead-time';
import type { DateRange, ReportPeriod } from './report-period';
import { averageJobValue, bookedRevenue, completedRevenue, revenueBy, revenueOverTime } from './revenue';
import { utilisationTable } from './utilisation';
import type { ReportTable } from './report-table';
import type { Headlines } from './report-headlines';

export { HEADLINE_KEYS, HEADLINES, WHOLE_HISTORY, type HeadlineKey, type Headlines } from './report-headlines';

type ReportBlock = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew' | 'created_at' | 'booking_ids' | 'reason'>;


export interface Report {
  period: ReportPeriod;
  current: Headlines;
  previous: Headlines;
  tables: ReportTable[];
  /**
   * A first look (computeFirstLook): worked out from the bookings near the two
   * periods only, so the figures that read every booking are not in it yet:
   * their headlines are null and their tables left out (WHOLE_HISTORY).
   */
  firstLook?: true;
}


export interface ReportInput {
  bookings: readonly ReportBooking[];
  blocks: readonly ReportBlock[];
  period: ReportPeriod;
}

/** The headline figures of one range; without a customer index, those of WHOLE_HISTORY are null (a first look). */
export function headlines(bookings: readonly ReportBooking[], blocks: readonly ReportBlock[], range: DateRange, index: CustomerIndex | null = customerIndex(bookings)): Headlines {
  const att = attendanceCounts(bookings, range);
  const util = utilisationTable(bookings, blocks, range).total!;
  const cust = index ? customerCounts(bookings, range, index) : null;
  const lead = leadTimeSummary(bookings, range);
  return {
    booked: bookedRevenue(bookings, range),
    completed: completedRevenue(bookings, range),
    jobs: lead.bookings,
    averageJob: averageJobValue(bookings, range),
    utilisation: util.utilisation as number | null,
    driveHours: util.driveHours as number,
    noShowRate: noShowRate(att),
    lateCancelRate: lateCancelRate(att),
    returningShare: cust?.customers ? Math.round((cust.returning / cust.customers) * 1000) / 10 : null,
    newCustomers: cust ? cust.newCustomers : null,
    leadDays: lead.averageDays,
  };
}

// Who is the same customer, and each one's history, depend on all the bookings
// but not on the period: worked out once per bookings array (the worker keeps
// the array it was sent, so a change of period reuses them).
const indexes = new WeakMap<readonly ReportBooking[], CustomerIndex>();
function indexOf(bookings: readonly ReportBooking[]): CustomerIndex {
  let index = indexes.get(bookings);
  if (!index) indexes.set(bookings, (index = customerIndex(bookings)));
  return index;
}

const LONGEST_JOB_DAYS = 14;

/** The bookings whose appointment (or, for a job of several days, whose first day) is near enough the range to count in it. */
function near(bookings: readonly ReportBooking[], range: DateRange): ReportBooking[] {
  // A quoted job of whole days (at most 14, quote-schema.ts) started before the range may still run in it.
  const from = addDaysToDate(range.from, -LONGEST_JOB_DAYS);
  return bookings.filter((b) => b.booking_date >= from && b.booking_date <= range.to);
}

/**
 * The appointment dates whose bookings a first look of `period` reads: both
 * ranges, and the days before them a job of several days may have started on.
 */
export function firstLookDates(period: ReportPeriod): DateRange {
  const from = period.previous.from < period.current.from ? period.previous.from : period.current.from;
  const to = period.previous.to > period.current.to ? period.previous.to : period.current.to;
  return { from: addDaysToDate(from, -LONGEST_JOB_DAYS), to };
}

function report(bookings: readonly ReportBooking[], blocks: readonly ReportBlock[], period: ReportPeriod, index: CustomerIndex | null): Report {
  const range = period.current;
  // Every figure but the blocked-time one reads only the bookings of its period: filtered once here.
  const current = near(bookings, range);
  const headlinesOf = (r: DateRange) => headlines(r === range ? current : near(bookings, r), blocks, r, index);
  const tables = [
    revenueOverTime(current, range, period.bucket),
    revenueBy(current, range, 'service'),
    revenueBy(current, range, 'city'),
    revenueBy(current, range, 'crew'),
    revenueBy(current, range, 'vehicle'),
    revenueBy(current, range, 'kind'),
    utilisationTable(current, blocks, range),
    attendanceTable(current, range, period.bucket),
  ];
  if (index) tables.push(repeatCustomersTable(current, range, index.ids), customersTable(current, range, period.bucket, index));
  tables.push(leadTimeTable(current, range));
  // Moved bookings sit outside the block's days: this one reads them all.
  if (index) tables.push(blockedRevenueTable(bookings, blocks, range));
  return { period, current: headlinesOf(range), previous: headlinesOf(period.previous), tables, ...(index ? {} : { firstLook: true as const }) };
}

export function computeReport({ bookings, blocks, period }: ReportInput): Report {
  return report(bookings, blocks, period, indexOf(bookings));
}

/**
 * Every figure but those of WHOLE_HISTORY, from the bookings dated inside
 * firstLookDates(period) (more may be passed; they are not read): what a
 * device that has not read all its bookings yet can already show, the same
 * as computeReport's for those figures.
 */
export function computeFirstLook({ bookings, blocks, period }: ReportInput): Report {
  return report(bookings, blocks, period, null);
}
