// Every figure of the Reports view for one period and the period before,
// from the cached bookings and blocks: the headline figures (each with its
// value the period before) and the tables the charts draw. Plain data in and
// out, so it runs in the page's worker, in the weekly summary's function and
// in the tests alike.
import type { Block } from '../callables/operations-schema';
import type { ReportBooking } from './report-booking';
import { attendanceCounts, attendanceTable, lateCancelRate, noShowRate, repeatCustomersTable } from './attendance';
import { blockedRevenueTable } from './blocked-revenue';
import { customerCounts, customerIndex, customersTable } from './customers';
import { leadTimeSummary, leadTimeTable } from './lead-time';
import type { DateRange, ReportPeriod } from './report-period';
import { averageJobValue, bookedRevenue, completedRevenue, revenueBy, revenueOverTime } from './revenue';
import { utilisationTable } from './utilisation';
import type { ColumnKind, ReportTable } from './report-table';

type ReportBlock = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew' | 'created_at' | 'booking_ids' | 'reason'>;

export const HEADLINE_KEYS = [
  'booked',
  'completed',
  'jobs',
  'averageJob',
  'utilisation',
  'driveHours',
  'noShowRate',
  'lateCancelRate',
  'returningShare',
  'newCustomers',
  'leadDays',
] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

export const HEADLINES: Record<HeadlineKey, { label: string; kind: ColumnKind }> = {
  booked: { label: 'Booked revenue', kind: 'money' },
  completed: { label: 'Completed revenue', kind: 'money' },
  jobs: { label: 'Jobs', kind: 'count' },
  averageJob: { label: 'Average job', kind: 'money' },
  utilisation: { label: 'Utilisation', kind: 'percent' },
  driveHours: { label: 'Driving hours', kind: 'hours' },
  noShowRate: { label: 'No-show rate', kind: 'percent' },
  lateCancelRate: { label: 'Late cancellations', kind: 'percent' },
  returningShare: { label: 'Returning customers', kind: 'percent' },
  newCustomers: { label: 'New customers', kind: 'count' },
  leadDays: { label: 'Average lead time', kind: 'days' },
};

export type Headlines = Record<HeadlineKey, number | null>;

export interface Report {
  period: ReportPeriod;
  current: Headlines;
  previous: Headlines;
  tables: ReportTable[];
}

export interface ReportInput {
  bookings: readonly ReportBooking[];
  blocks: readonly ReportBlock[];
  period: ReportPeriod;
}

/** The headline figures of one range. */
export function headlines(bookings: readonly ReportBooking[], blocks: readonly ReportBlock[], range: DateRange, index = customerIndex(bookings)): Headlines {
  const att = attendanceCounts(bookings, range);
  const util = utilisationTable(bookings, blocks, range).total!;
  const cust = customerCounts(bookings, range, index);
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
    returningShare: cust.customers ? Math.round((cust.returning / cust.customers) * 1000) / 10 : null,
    newCustomers: cust.newCustomers,
    leadDays: lead.averageDays,
  };
}

export function computeReport({ bookings, blocks, period }: ReportInput): Report {
  const index = customerIndex(bookings);
  const range = period.current;
  return {
    period,
    current: headlines(bookings, blocks, range, index),
    previous: headlines(bookings, blocks, period.previous, index),
    tables: [
      revenueOverTime(bookings, range, period.bucket),
      revenueBy(bookings, range, 'service'),
      revenueBy(bookings, range, 'city'),
      revenueBy(bookings, range, 'crew'),
      revenueBy(bookings, range, 'vehicle'),
      revenueBy(bookings, range, 'kind'),
      utilisationTable(bookings, blocks, range),
      attendanceTable(bookings, range, period.bucket),
      repeatCustomersTable(bookings, range),
      customersTable(bookings, range, period.bucket, index),
      leadTimeTable(bookings, range),
      blockedRevenueTable(bookings, blocks, range),
    ],
  };
}
