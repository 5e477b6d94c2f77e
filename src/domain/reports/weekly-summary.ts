// The owner's weekly summary (Monday 7:00 AM business time): last week's
// headline figures beside the week before's, and the week ahead as booked so
// far: its booked revenue (the same rule as everywhere: not cancelled, not a
// no-show) and its job hours per crew over their open hours. The e-mail and
// its scheduled function read this; the figures are the Reports' own.
import type { Block } from '../callables/operations-schema';
import { computeReport, type Headlines } from './compute-report';
import { counted, type ReportBooking } from './report-booking';
import { reportPeriod, type DateRange } from './report-period';
import { bookedRevenue, countsAsBooked } from './revenue';
import { utilisationTable } from './utilisation';

type SummaryBlock = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew' | 'created_at' | 'booking_ids' | 'reason'>;

export interface WeeklySummary {
  lastWeek: DateRange;
  last: Headlines;
  weekBefore: Headlines;
  weekAhead: DateRange;
  aheadBooked: number;
  aheadJobs: number;
  aheadJobHours: number;
  aheadOpenHours: number;
}

/** The summary sent on the Monday of `now`'s week (business time): last week is the Monday to Sunday before it. */
export function weeklySummary(bookings: readonly ReportBooking[], blocks: readonly SummaryBlock[], now: Date): WeeklySummary {
  const thisWeek = reportPeriod('week', now);
  const lastWeek = thisWeek.previous;
  const report = computeReport({ bookings, blocks, period: reportPeriod('custom', now, lastWeek) });
  const weekAhead = thisWeek.current;
  const ahead = bookings.filter((b) => b.booking_date >= weekAhead.from && b.booking_date <= weekAhead.to);
  const util = utilisationTable(ahead, blocks, weekAhead).total!;
  return {
    lastWeek,
    last: report.current,
    weekBefore: report.previous,
    weekAhead,
    aheadBooked: bookedRevenue(ahead, weekAhead),
    aheadJobs: ahead.filter((b) => counted(b) && countsAsBooked(b)).length,
    aheadJobHours: Number(util.jobHours),
    aheadOpenHours: Number(util.openHours),
  };
}
