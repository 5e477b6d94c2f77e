// The report of a period, worked out in a worker (report-worker.ts) that
// reads the cached bookings and blocks itself, as the staff screens show them
// with the queued changes on top, and follows them live (report-data.ts): the
// page's thread never reads or sends the 25,000 bookings. The worker was
// started by the gate ahead of this code (report-worker-start.ts), so its code
// and its reads overlap the view's code. A period is a small message, so
// changing the period costs the page only the drawing. The worker answers the
// latest period again whenever the cache changes (a pull, a change queued);
// until the view asks, that is the period the view opens on, so an answer that
// came before the view's code is drawn in its first render.
// Over years of bookings the first answer is a first look, and the worker
// reads every booking once the view says it has drawn it.
// While an answer is on its way the last report stays shown.
import { useEffect, useRef, useState } from 'react';
import type { Report } from '@/domain/reports/compute-report';
import type { ReportPeriod } from '@/domain/reports/report-period';
import { appDb } from '@/lib/db/db';
import { pullBlocks } from '@/lib/sync/server-pull';
import { OPENING_ANSWER_ID, isReportAnswer, type ReportWorkerAnswer, type ReportWorkerMessage, type ReportWorkerPost } from './report-messages';
import { earlyReportAnswer, endReportWorker, takeReportWorker } from './report-worker-start';
import { markAnswer } from './report-marks';

/**
 * Every block the business ever made: a period in the past is compared with
 * the one before it, so its rain days must be on the device too (the other
 * screens pull from yesterday on). Blocks hold no personal data and are few.
 */
export const REPORT_BLOCKS_FROM = '2000-01-01';

/** Pulls all the blocked time on open and when the connection returns (the worker reads it from the cache). */
export function usePullReportBlocks(): void {
  useEffect(() => {
    const pull = () => void pullBlocks(REPORT_BLOCKS_FROM).catch(() => undefined);
    pull();
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, []);
}

/** Whether two periods are the same dates (the worker's answer to the opening period and the view's own). */
function samePeriod(a: ReportPeriod, b: ReportPeriod): boolean {
  return a.kind === b.kind && a.current.from === b.current.from && a.current.to === b.current.to && a.previous.from === b.previous.from && a.previous.to === b.previous.to;
}

export function useReport(period: ReportPeriod): Report | null {
  // The worker started ahead may have answered the opening period already: drawn in the first render
  // (if the view opens on another period, picked on the first look drawn ahead, as the last report
  // shown while the view's period is worked out).
  const [early] = useState(() => earlyReportAnswer()?.report ?? null);
  const [report, setReport] = useState<Report | null>(early);
  const worker = useRef<Worker | null>(null);
  // The answer shown is the one to this id, and the period it was asked for. Every worker answers
  // the opening period unasked (report-worker.ts): the view asks only when its period is another.
  const lastId = useRef(OPENING_ANSWER_ID);
  const askedPeriod = useRef(period);
  const opened = useRef(false);

  useEffect(() => {
    // The waiting worker's answer may have come after the first render and before this effect:
    // kept by the start module until the view takes the worker, and taken here, or it is lost
    // (the worker answers the opening period once, and again only when the cache changes).
    const kept = earlyReportAnswer();
    const started = takeReportWorker();
    const ask = () => {
      const id = ++lastId.current;
      started.postMessage({ type: 'compute', id, period: askedPeriod.current } satisfies ReportWorkerMessage);
    };
    const received = (answer: ReportWorkerAnswer) => {
      // Only the answer to the latest question is shown: an older period's must not replace it.
      if (answer.id !== lastId.current) return;
      if (answer.id === OPENING_ANSWER_ID && !samePeriod(answer.report.period, askedPeriod.current)) {
        // The day turned between the worker's opening period and the view's: ask for the view's.
        ask();
        return;
      }
      setReport(answer.report);
    };
    started.onmessage = (event: MessageEvent<ReportWorkerPost>) => {
      if (!isReportAnswer(event.data)) return;
      markAnswer(event.data);
      received(event.data);
    };
    worker.current = started;
    if (kept && kept.report !== early) received(kept);
    // The answer already drawn is of another period (the day turned, or one was picked ahead of the view).
    else if (early && !samePeriod(early.period, askedPeriod.current)) ask();
    return () => {
      endReportWorker(started);
      worker.current = null;
    };
  }, [early]);

  useEffect(() => {
    const started = worker.current;
    if (!started) return;
    // The worker opens the database only once it is there at this build's version: the page opens (or upgrades) it.
    void appDb()
      .open()
      .then(() => started.postMessage({ type: 'db-open' } satisfies ReportWorkerMessage))
      .catch(() => undefined);
  }, []);

  // The first report drawn (a frame, then a task): a worker that gave a first look reads every booking only now.
  const drawnSaid = useRef(false);
  useEffect(() => {
    const started = worker.current;
    if (!report || !started || drawnSaid.current) return;
    drawnSaid.current = true;
    requestAnimationFrame(() => setTimeout(() => started.postMessage({ type: 'drawn' } satisfies ReportWorkerMessage), 0));
  }, [report]);

  useEffect(() => {
    // The opening period is answered unasked.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (!worker.current) return;
    askedPeriod.current = period;
    const id = ++lastId.current;
    worker.current.postMessage({ type: 'compute', id, period } satisfies ReportWorkerMessage);
  }, [period]);

  return report;
}
