// The Reports' worker, started by the app's entry (entry-client.tsx, which
// holds this module) on /reports when the session last confirmed on this
// device is an admin's, or else by the gate (reports-page.tsx) as soon as it
// knows the visitor is an admin: its code then downloads, and it reads the
// cached bookings, while the staff pages' shell and the view's own code are on
// their way, instead of after the view has mounted.
// The view takes it over (use-report.ts) and ends it when it unmounts.
// Nothing here runs for anyone else.
let waiting: Worker | null = null;
/** Workers a mounted view holds: while one does, the gate starts no other. */
let held = 0;

function newWorker(): Worker {
  return new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module', name: 'reports' });
}

/** Starts the worker ahead of the view (once; a no-op while one waits or a view holds one). */
export function startReportWorker(): void {
  if (held === 0) waiting ??= newWorker();
}

/** The worker started ahead, or a new one (a view mounted again after its last one ended). */
export function takeReportWorker(): Worker {
  const worker = waiting ?? newWorker();
  waiting = null;
  held += 1;
  return worker;
}

/** Ends a worker the view took. */
export function endReportWorker(worker: Worker): void {
  worker.terminate();
  held -= 1;
}
