// What the Reports page and its worker say to each other.
import type { Report, ReportInput } from '@/domain/reports/compute-report';
import type { ReportPeriod } from '@/domain/reports/report-period';

/** The cached bookings or blocks, each sent only when it changed (a block added does not send 25,000 bookings again); then a period to work out. */
export type ReportWorkerMessage = { type: 'data'; bookings?: ReportInput['bookings']; blocks?: ReportInput['blocks'] } | { type: 'compute'; id: number; period: ReportPeriod };

export interface ReportWorkerAnswer {
  id: number;
  report: Report;
  /** How long the figures took in the worker. */
  ms: number;
  /** When the worker's code had loaded, on the epoch's clock (performance.timeOrigin + now). */
  loadedAt: number;
}
