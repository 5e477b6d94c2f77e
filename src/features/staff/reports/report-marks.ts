// The moments the Reports' first chart waits on, as User Timing marks
// (`reports:…`, shown in the browser's performance panel): bench:reports reads
// them to tell where the time to the first chart goes. Only the first of each
// name counts there; a mark costs next to nothing.
import type { ReportWorkerAnswer } from './report-messages';

export function markReports(moment: string, detail?: { at?: number; ms?: number }): void {
  // `at` is a time on the epoch's clock (from a worker, whose own clock starts elsewhere); a mark
  // before the page's own start would throw.
  performance.mark(`reports:${moment}`, { startTime: detail?.at !== undefined ? Math.max(0, detail.at - performance.timeOrigin) : undefined, detail });
}

/** The worker's moments carried by an answer, and the answer's arrival, now or at `arrivedAt` (the epoch's clock); a first look's under their own names. */
export function markAnswer(answer: ReportWorkerAnswer, arrivedAt?: number): void {
  markReports('worker-code', { at: answer.loadedAt });
  const look = answer.report.firstLook ? 'first-look-' : '';
  markReports(`${look}bookings-read`, { at: answer.readAt });
  markReports(look ? 'first-look' : 'answer', { ms: answer.ms, at: arrivedAt });
}
