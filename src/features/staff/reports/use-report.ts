// The report of a period, worked out in a worker (report-worker.ts) that
// reads the cached bookings and blocks itself, as the staff screens show them
// with the queued changes on top, and follows them live (report-data.ts): the
// page's thread never reads or sends the 25,000 bookings. The worker was
// started by the gate ahead of this code (report-worker-start.ts), so its code
// and its reads overlap the view's code. A period is a small message, so
// changing the period costs the page only the drawing. The worker answers the
// latest period again whenever the cache changes (a pull, a change queued).
// While an answer is on its way the last report stays shown.
import { useEffect, useRef, useState } from 'react';
import type { Report } from '@/domain/reports/compute-report';
import type { ReportPeriod } from '@/domain/reports/report-period';
import { appDb } from '@/lib/db/db';
import { pullBlocks } from '@/lib/sync/server-pull';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';
import { endReportWorker, takeReportWorker } from './report-worker-start';
import { markReports } from './report-marks';

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

export function useReport(period: ReportPeriod): Report | null {
  const [report, setReport] = useState<Report | null>(null);
  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    const started = takeReportWorker();
    started.onmessage = (event: MessageEvent<ReportWorkerAnswer>) => {
      markReports('worker-code', { at: event.data.loadedAt });
      markReports('bookings-read', { at: event.data.readAt });
      markReports('answer', { ms: event.data.ms });
      // Only the answer to the latest question is shown: an older period's must not replace it.
      if (event.data.id === lastId.current) setReport(event.data.report);
    };
    worker.current = started;
    return () => {
      endReportWorker(started);
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    const started = worker.current;
    if (!started) return;
    // The worker opens the database only once it is there at this build's version: the page opens (or upgrades) it.
    void appDb()
      .open()
      .then(() => started.postMessage({ type: 'db-open' } satisfies ReportWorkerMessage))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!worker.current) return;
    const id = ++lastId.current;
    worker.current.postMessage({ type: 'compute', id, period } satisfies ReportWorkerMessage);
  }, [period]);

  return report;
}
