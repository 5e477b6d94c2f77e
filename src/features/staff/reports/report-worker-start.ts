// The Reports' worker, started by the app's entry (entry-client.tsx, which
// holds this module) on /reports when the session last confirmed on this
// device is an admin's, or else by the gate (reports-page.tsx) as soon as it
// knows the visitor is an admin: its code then downloads, and it reads the
// cached bookings, while the staff pages' shell and the view's own code are on
// their way, instead of after the view has mounted.
// The worker answers the period the view opens on without being asked: the
// answer that comes while the view's code is still on its way is kept here,
// and the view draws it in its first render (use-report.ts). The view takes
// the worker over and ends it when it unmounts. Nothing here runs for anyone
// else.
import { markAnswer } from './report-marks';
import { OPENING_ANSWER_ID, type ReportWorkerAnswer } from './report-messages';

let waiting: Worker | null = null;
/** The waiting worker's latest answer to the opening period. */
let early: ReportWorkerAnswer | null = null;
/** Workers a mounted view holds: while one does, the gate starts no other. */
let held = 0;

function newWorker(): Worker {
  return new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module', name: 'reports' });
}

/** Starts the worker ahead of the view (once; a no-op while one waits or a view holds one). */
export function startReportWorker(): void {
  if (held > 0 || waiting) return;
  waiting = newWorker();
  // A worker's message with no listener is dropped: keep the answers until the view listens.
  waiting.onmessage = (event: MessageEvent<ReportWorkerAnswer>) => {
    markAnswer(event.data);
    if (event.data.id === OPENING_ANSWER_ID) early = event.data;
  };
}

/** The opening period's answer the waiting worker has given, for the view's first render. */
export function earlyReportAnswer(): ReportWorkerAnswer | null {
  return waiting ? early : null;
}

/** The worker started ahead, or a new one (a view mounted again after its last one ended). */
export function takeReportWorker(): Worker {
  const worker = waiting ?? newWorker();
  worker.onmessage = null;
  waiting = null;
  early = null;
  held += 1;
  return worker;
}

/** Ends a worker the view took. */
export function endReportWorker(worker: Worker): void {
  worker.terminate();
  held -= 1;
}
