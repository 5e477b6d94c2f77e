// The Reports' figures, worked out off the page's thread: 25,000 bookings take
// long enough that the page would stall on a phone. The worker reads the
// cached bookings and blocks itself, as the staff screens show them (queued,
// unsent changes on top: report-data.ts), and follows them live: a pull or a
// change queued on the page reaches it through Dexie's live queries, and the
// latest period asked is answered again. The page sends only a period each
// time one is chosen. Until it has asked, the worker answers the period the
// view opens on, as soon as it has read the cache: started ahead of the view
// (report-worker-start.ts), an answer that comes before the view's code is
// drawn in the view's first render.
// The same domain function runs in the tests and in the weekly summary.
/// <reference lib="webworker" />
import { liveQuery } from '../../../lib/db/live-query';
import { computeReport, type ReportInput } from '../../../domain/reports/compute-report';
import { OPENING_PERIOD_KIND, reportPeriod } from '../../../domain/reports/report-period';
import { readShownBlocks } from '../../../lib/sync/shown';
import type { AppDb } from '../../../lib/db/db';
import { OPENING_ANSWER_ID, type ReportWorkerAnswer, type ReportWorkerMessage } from './report-messages';
import { openCacheReadOnly, readReportBookings } from './report-data';

declare const self: DedicatedWorkerGlobalScope;

const loadedAt = performance.timeOrigin + performance.now();
let readAt: number | undefined;

let bookings: ReportInput['bookings'] | undefined;
let blocks: ReportInput['blocks'] | undefined;
// The opening period, as the page's view works it out, under the id the view takes for it (use-report.ts).
let asked: Extract<ReportWorkerMessage, { type: 'compute' }> = { type: 'compute', id: OPENING_ANSWER_ID, period: reportPeriod(OPENING_PERIOD_KIND, new Date()) };

/** Answers the latest period asked, once both the bookings and the blocks have been read (a report without the blocks would be drawn and then drawn again). */
function answer(): void {
  if (!bookings || !blocks) return;
  const started = performance.now();
  const report = computeReport({ bookings, blocks, period: asked.period });
  const message: ReportWorkerAnswer = { id: asked.id, report, ms: performance.now() - started, loadedAt, readAt: readAt! };
  self.postMessage(message);
}

function watch(db: AppDb): void {
  // Two live queries: a block added reads no bookings again, and the bookings array
  // is kept while only the blocks change (the customers matched across it stay worked out).
  liveQuery(() => readReportBookings(db)).subscribe({
    next: (next) => {
      readAt ??= performance.timeOrigin + performance.now();
      bookings = next;
      answer();
    },
    error: (error: unknown) => console.error('Reports could not read the cached bookings', error),
  });
  liveQuery(() => readShownBlocks(db)).subscribe({
    next: (next) => {
      blocks = next;
      answer();
    },
    error: (error: unknown) => console.error('Reports could not read the cached blocks', error),
  });
}

/** Whether the cache is being watched; tried as the worker starts and again when the page says it has opened the database. */
let watching: Promise<boolean> = Promise.resolve(false);
function watchCache(pageOpened: boolean): void {
  watching = watching.then(async (already) => {
    if (already) return true;
    const db = await openCacheReadOnly({ pageOpened });
    if (db) watch(db);
    return !!db;
  });
}

watchCache(false);

self.onmessage = (event: MessageEvent<ReportWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'db-open') {
    watchCache(true);
    return;
  }
  asked = message;
  answer();
};
