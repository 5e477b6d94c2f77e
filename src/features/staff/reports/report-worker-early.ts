// The Reports' worker started by the prerendered /reports itself, from a small
// inline script at the top of its head (the build puts it there:
// scripts/build-web.ts), before the browser has parsed the page's styles or
// fetched the app's entry. On a slow phone the entry runs only once the whole
// document is parsed and its own imports are in; the worker's script, the
// opening of the cache and the first look's read then came after that. Started
// here, the worker reads the cache while the page is still being parsed.
// It runs for the admin last confirmed on this device (the session hint, read
// unchecked: session-hint-key.ts), like the entry's start; the gate still
// decides (reports-page.tsx). What the worker posts before the entry takes it
// over (report-worker-start.ts) is kept with the time it came.
import { SESSION_HINT_KEY } from '../session/session-hint-key';
import type { ReportWorkerPost } from './report-messages';

/** The window property the inline script leaves the started worker under. */
export const EARLY_WORKER_GLOBAL = '__reportsWorker';

export interface EarlyReportWorker {
  worker: Worker;
  /** What the worker posted before the entry took it, each with when it came (the epoch's clock). */
  posts: { post: ReportWorkerPost; at: number }[];
}

/**
 * The inline script: a classic script (it runs where the parser meets it),
 * ES5 and self-contained, that starts the worker at `workerUrl` (the build's
 * hashed file) and keeps what it posts. Any failure leaves it to the entry.
 */
export function earlyReportWorkerScript(workerUrl: string): string {
  return [
    '(function () {',
    '  try {',
    `    var hint = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}) || 'null');`,
    "    if (location.pathname !== '/reports' || !hint || hint.role !== 'admin' || typeof Worker !== 'function') return;",
    "    performance.mark('reports:worker-started');",
    `    var worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module', name: 'reports' });`,
    '    var posts = [];',
    '    worker.onmessage = function (e) {',
    '      posts.push({ post: e.data, at: performance.timeOrigin + performance.now() });',
    '    };',
    `    window.${EARLY_WORKER_GLOBAL} = { worker: worker, posts: posts };`,
    '  } catch (x) {}',
    '})();',
  ].join('\n');
}

/** The worker the page's inline script started, once (null when it started none, or it was taken). */
export function takeEarlyReportWorker(): EarlyReportWorker | null {
  const holder = window as unknown as Record<string, EarlyReportWorker | undefined>;
  const early = holder[EARLY_WORKER_GLOBAL] ?? null;
  delete holder[EARLY_WORKER_GLOBAL];
  return early;
}
