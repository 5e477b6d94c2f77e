// What the Reports page and its worker say to each other.
import type { Report } from '@/domain/reports/compute-report';
import type { ReportPeriod } from '@/domain/reports/report-period';

/**
 * A period to work out; word that the page has opened the app's database
 * (the worker reads the cached bookings and blocks itself, but never creates
 * or upgrades the database: report-data.ts); or word that the page has drawn
 * its first report (after a first look, the worker reads every booking only then).
 */
export type ReportWorkerMessage = { type: 'compute'; id: number; period: ReportPeriod } | { type: 'db-open' } | { type: 'drawn' };

/** The id of the answer the worker gives before the page asks: the opening period's. */
export const OPENING_ANSWER_ID = 0;

/** The report of the latest period asked, sent again whenever the cache changes. */
export interface ReportWorkerAnswer {
  id: number;
  report: Report;
  /** How long the figures took in the worker. */
  ms: number;
  /** When the worker's code had loaded, on the epoch's clock (performance.timeOrigin + now). */
  loadedAt: number;
  /** When the worker had first read the cached bookings (for a first look, those it read), on the epoch's clock. */
  readAt: number;
  /** When the cached bookings were last brought up to date, as the view says it (for the first look drawn ahead of it). */
  syncedAt: string | null;
}

/**
 * Said by the worker when the opening period gets no quick answer: it cannot
 * read the cache until the page has opened the database (report-data.ts), or
 * it takes no first look (changes queued on bookings) and reads every booking
 * first. The entry then stops holding the app's chunks back for it (entry-client.tsx).
 */
export interface ReportWorkerNotice {
  notice: 'no-quick-answer';
}

/** What the worker posts. */
export type ReportWorkerPost = ReportWorkerAnswer | ReportWorkerNotice;

export function isReportAnswer(post: ReportWorkerPost): post is ReportWorkerAnswer {
  return !('notice' in post);
}
