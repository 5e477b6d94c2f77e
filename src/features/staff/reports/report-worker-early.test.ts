// @vitest-environment happy-dom
// The Reports' worker started by the prerendered page's inline script, before
// the entry runs: for whom it starts, and the entry taking it over with what it
// posted meanwhile; and how long the entry holds the app's chunks back for the
// first look (firstAnswerDrawn). The worker is a stand-in; the built page runs
// whole in tests/e2e/staff-reports.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../session/session-hint-key';
import type { ReportWorkerPost } from './report-messages';
import { EARLY_WORKER_GLOBAL, earlyReportWorkerScript } from './report-worker-early';
import { computeFirstLook } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND, reportPeriod } from '@/domain/reports/report-period';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ReportWorkerPost>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  readonly options: WorkerOptions;
  constructor(url: string, options: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakeWorker.made.push(this);
  }
  postMessage() {}
  terminate() {}
  post(data: ReportWorkerPost) {
    this.onmessage?.({ data } as MessageEvent<ReportWorkerPost>);
  }
}

const WORKER_FILE = '/assets/report-worker-AbCd_123.js';
const opening = reportPeriod(OPENING_PERIOD_KIND, new Date());
const now = performance.timeOrigin + performance.now();
const answer = { id: 0, report: computeFirstLook({ bookings: [], blocks: [], period: opening }), ms: 1, loadedAt: now, readAt: now, syncedAt: null };

function runInlineScript(): void {
  new Function(earlyReportWorkerScript(WORKER_FILE))();
}

/** Whether `promise` has settled after the tasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);
}

/** The start module as a fresh page loads it (its state is the page's). */
async function freshStart() {
  vi.resetModules();
  return import('./report-worker-start');
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  window.history.replaceState(null, '', '/reports');
});
afterEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the worker started by the page itself', () => {
  it('starts for the admin last signed in on /reports, and the entry takes it over with the answer it gave meanwhile', async () => {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ uid: 'u1', role: 'admin' }));
    runInlineScript();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker.url).toBe(WORKER_FILE);
    expect(worker.options).toEqual({ type: 'module', name: 'reports' });
    expect(performance.getEntriesByName('reports:worker-started')).not.toHaveLength(0);
    // The first answer comes before the entry runs: kept, not lost.
    worker.post(answer);

    const start = await freshStart();
    start.startReportWorker();
    expect(FakeWorker.made).toHaveLength(1);
    expect(start.earlyReportAnswer()).toEqual(answer);
    // Taken once: a second start (the gate's) starts no other and finds none left behind.
    start.startReportWorker();
    expect(FakeWorker.made).toHaveLength(1);
    expect((window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL]).toBeUndefined();

    // The entry holds the app's chunks back until the first look is drawn.
    const drawn = start.firstAnswerDrawn();
    expect(await settled(drawn)).toBe(false);
    const listener = vi.fn();
    start.whenEarlyAnswer(listener);
    expect(listener).toHaveBeenCalledWith(answer);
    expect(await settled(drawn)).toBe(true);
    // The view takes the same worker.
    expect(start.takeReportWorker()).toBe(worker as unknown as Worker);
  });

  it('starts nothing for staff without the admin role, for no one signed in, or on another page', () => {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ uid: 'u2', role: 'staff' }));
    runInlineScript();
    localStorage.removeItem(SESSION_HINT_KEY);
    runInlineScript();
    localStorage.setItem(SESSION_HINT_KEY, '{not json');
    runInlineScript();
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ uid: 'u1', role: 'admin' }));
    window.history.replaceState(null, '', '/dashboard');
    runInlineScript();
    expect(FakeWorker.made).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL]).toBeUndefined();
  });
});

describe('the app held back for the first look', () => {
  it('goes on as soon as the worker says no quick answer comes (no cache yet, or changes queued)', async () => {
    const start = await freshStart();
    start.startReportWorker();
    const drawn = start.firstAnswerDrawn();
    expect(await settled(drawn)).toBe(false);
    FakeWorker.made[0].post({ notice: 'no-quick-answer' });
    expect(await settled(drawn)).toBe(true);
    expect(start.earlyReportAnswer()).toBeNull();
    start.endReportWorker(start.takeReportWorker());
  });

  it('goes on when the worker fails', async () => {
    const start = await freshStart();
    start.startReportWorker();
    const drawn = start.firstAnswerDrawn();
    FakeWorker.made[0].onerror?.();
    expect(await settled(drawn)).toBe(true);
    start.endReportWorker(start.takeReportWorker());
  });
});
