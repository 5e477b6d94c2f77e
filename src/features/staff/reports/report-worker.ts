// The Reports' figures, worked out off the page's thread: 25,000 bookings take
// long enough that the page would stall on a phone. The worker reads the
// cached bookings and blocks itself, as the staff screens show them (queued,
// unsent changes on top: report-data.ts), and follows them live: a pull or a
// change queued on the page reaches it through Dexie's live queries, and the
// latest period asked is answered again. The page sends only a period each
// time one is chosen. Until it has asked, the worker answers the period the
// view opens on, as soon as it has read the cache: started ahead of the view
// (report-worker-start.ts), an answer that comes before the view's code is
// drawn in the view's first render. Until it has read every booking (over five
// years, most of its time), it answers each period with a first look from the
// bookings dated near it: every figure but those that read every booking
// (compute-report.ts, WHOLE_HISTORY), which the whole answer brings after it
// (lookFirst below says when the whole read starts).
// The same domain function runs in the tests and in the weekly summary.
/// <reference lib="webworker" />
import { liveQuery } from '../../../lib/db/live-query';
import { computeFirstLook, computeReport, firstLookDates, type ReportInput } from '../../../domain/reports/compute-report';
import { OPENING_PERIOD_KIND, reportPeriod } from '../../../domain/reports/report-period';
import { readShownBlocks } from '../../../lib/sync/shown';
import { storedSyncedAt } from '../../../lib/sync/server-data';
import type { AppDb } from '../../../lib/db/db';
import { OPENING_ANSWER_ID, type ReportWorkerAnswer, type ReportWorkerMessage, type ReportWorkerNotice } from './report-messages';
import { openCacheReadOnly, readReportBookings, readReportBookingsDated } from './report-data';

declare const self: DedicatedWorkerGlobalScope;

const loadedAt = performance.timeOrigin + performance.now();
let readAt: number | undefined;

let bookings: ReportInput['bookings'] | undefined;
let blocks: ReportInput['blocks'] | undefined;
/** The last sync's time as last read: only the first look drawn ahead of the view shows it (the view reads its own, live). */
let syncedAt: string | null = null;
// The opening period, as the page's view works it out, under the id the view takes for it (use-report.ts).
let asked: Extract<ReportWorkerMessage, { type: 'compute' }> = { type: 'compute', id: OPENING_ANSWER_ID, period: reportPeriod(OPENING_PERIOD_KIND, new Date()) };

/** Answers the latest period asked, once both the bookings and the blocks have been read (a report without the blocks would be drawn and then drawn again). */
function answer(): void {
  if (!bookings || !blocks) return;
  const started = performance.now();
  const report = computeReport({ bookings, blocks, period: asked.period });
  const message: ReportWorkerAnswer = { id: asked.id, report, ms: performance.now() - started, loadedAt, readAt: readAt!, syncedAt };
  self.postMessage(message);
}

/**
 * A first look at the period asked, from the bookings dated near it: a few
 * hundred rows of the thousands for a month. False when none was given:
 * changes are queued on bookings, the page asked for another period
 * meanwhile, or the whole answer is there.
 */
async function answerFirstLook(db: AppDb): Promise<boolean> {
  const question = asked;
  try {
    const [near, shownBlocks, synced] = await Promise.all([readReportBookingsDated(db, firstLookDates(question.period)), readShownBlocks(db), storedSyncedAt(db)]);
    syncedAt = synced;
    const nearReadAt = performance.timeOrigin + performance.now();
    if (!near || bookings || question !== asked) return false;
    const started = performance.now();
    const report = computeFirstLook({ bookings: near, blocks: shownBlocks, period: question.period });
    self.postMessage({ id: question.id, report, ms: performance.now() - started, loadedAt, readAt: nearReadAt, syncedAt } satisfies ReportWorkerAnswer);
    return true;
  } catch (error) {
    // The whole answer follows all the same.
    console.error('Reports could not take a first look at the cached bookings', error);
    return false;
  }
}

function watch(db: AppDb): void {
  // Read long before the first whole answer (which waits on every booking).
  void storedSyncedAt(db).then((at) => (syncedAt = at), () => undefined);
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

/** The app's database once the worker may read it (report-data.ts), and whether every booking is being read and followed. */
let cache: AppDb | null = null;
let watching = false;
function readEverything(): void {
  if (!cache || watching) return;
  watching = true;
  watch(cache);
}

/**
 * Until every booking is read, each period asked gets a first look, one after
 * the other, each read alone, also while the whole read is on its way (it
 * comes a page at a time, report-data.ts, so a question is taken between two
 * pages instead of after them all). The whole read then starts at once, except
 * after the opening period's: reading and unpacking every booking takes the
 * machine's cores while the page is still starting, which is what that first
 * chart waits on, so it waits until the page says it has drawn it (or asks).
 */
let looking: Promise<void> = Promise.resolve();
function lookFirst(isOpening: boolean): void {
  looking = looking.then(async () => {
    if (!cache || bookings) return;
    const looked = await answerFirstLook(cache);
    if (!looked && isOpening) self.postMessage({ notice: 'no-quick-answer' } satisfies ReportWorkerNotice);
    if (!looked || !isOpening) readEverything();
  });
}

/** Opens the cache, tried as the worker starts and again when the page says it has opened the database. */
let cacheOpened: Promise<void> = Promise.resolve();
function openCache(pageOpened: boolean): void {
  cacheOpened = cacheOpened.then(async () => {
    if (cache) return;
    cache = await openCacheReadOnly({ pageOpened });
    if (cache) lookFirst(asked.id === OPENING_ANSWER_ID);
    else self.postMessage({ notice: 'no-quick-answer' } satisfies ReportWorkerNotice);
  });
}

openCache(false);

self.onmessage = (event: MessageEvent<ReportWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'db-open') openCache(true);
  else if (message.type === 'drawn') looking = looking.then(readEverything);
  else {
    asked = message;
    if (bookings) answer();
    else lookFirst(false);
  }
};
