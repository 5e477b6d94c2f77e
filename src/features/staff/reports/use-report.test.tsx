// @vitest-environment happy-dom
// The view's side of the Reports' worker: what it draws first and what it asks.
// The worker is a stand-in here (its reads and figures run for real in
// report-data.test.ts, and the whole page in tests/e2e/staff-reports.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@/testing/dom';
import { paced } from '@/testing/pace';
import { computeFirstLook, computeReport } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND, reportPeriod, type ReportPeriod } from '@/domain/reports/report-period';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';
import { startReportWorker } from './report-worker-start';
import { useReport } from './use-report';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ReportWorkerAnswer>) => void) | null = null;
  asked: ReportWorkerMessage[] = [];
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ReportWorkerMessage) {
    this.asked.push(message);
  }
  terminate() {}
  /** The worker's answer for `id`, about `period`, as the page receives it. */
  answer(id: number, period: ReportPeriod, options: { firstLook?: boolean } = {}) {
    act(() => this.arrive(id, period, options));
  }
  /** The answer as it arrives, outside React's work (inside a render, it is what comes before the effects run). */
  arrive(id: number, period: ReportPeriod, { firstLook = false } = {}) {
    const at = performance.timeOrigin + performance.now();
    const report = (firstLook ? computeFirstLook : computeReport)({ bookings: [], blocks: [], period });
    const data: ReportWorkerAnswer = { id, report, ms: 1, loadedAt: at, readAt: at, syncedAt: null };
    this.onmessage?.({ data } as MessageEvent<ReportWorkerAnswer>);
  }
  computes() {
    return this.asked.filter((m) => m.type === 'compute');
  }
}

const NOW = new Date('2026-11-18T19:00:00Z');
const opening = reportPeriod(OPENING_PERIOD_KIND, NOW);
const year = reportPeriod('year', NOW);

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useReport', () => {
  it('draws the opening period in its first render when the worker started ahead has answered it, and asks nothing', () => {
    startReportWorker();
    const worker = FakeWorker.made[0];
    worker.answer(0, opening);
    const firstRenders: (string | undefined)[] = [];
    const { result } = renderHook(() => {
      const report = useReport(opening);
      firstRenders.push(report?.period.current.from);
      return report;
    });
    expect(firstRenders[0]).toBe(opening.current.from);
    expect(result.current?.period).toEqual(opening);
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker.computes()).toEqual([]);
  });

  it('waits for the unasked answer when the view is first, and shows it, and the next ones the cache brings', () => {
    startReportWorker();
    const { result } = renderHook(() => useReport(opening));
    const worker = FakeWorker.made[0];
    expect(result.current).toBeNull();
    worker.answer(0, opening);
    expect(result.current?.period).toEqual(opening);
    const first = result.current;
    worker.answer(0, opening);
    expect(result.current).not.toBe(first);
    expect(worker.computes()).toEqual([]);
  });

  it('shows the answer that came after its first render and before it took the worker (it is not given again)', () => {
    startReportWorker();
    const worker = FakeWorker.made[0];
    let renders = 0;
    const { result } = renderHook(() => {
      const report = useReport(opening);
      // The first render has read "no answer yet"; the answer comes before the view's effects run.
      if (++renders === 1) worker.arrive(0, opening);
      return report;
    });
    expect(result.current?.period).toEqual(opening);
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker.computes()).toEqual([]);
  });

  it('draws a first look, says it has drawn it, then draws the whole answer that follows, whether they come before the view or after', async () => {
    startReportWorker();
    const early = FakeWorker.made[0];
    early.answer(0, opening, { firstLook: true });
    early.answer(0, opening);
    const { result, unmount } = renderHook(() => useReport(opening));
    expect(result.current?.firstLook).toBeUndefined();
    unmount();

    startReportWorker();
    const { result: later } = renderHook(() => useReport(opening));
    const worker = FakeWorker.made[1];
    worker.answer(0, opening, { firstLook: true });
    expect(later.current?.firstLook).toBe(true);
    // Drawn: the worker may now read every booking (said once, after a frame).
    await vi.waitFor(() => expect(worker.asked).toContainEqual({ type: 'drawn' }), { timeout: paced(5_000) });
    worker.answer(0, opening);
    expect(later.current?.firstLook).toBeUndefined();
    expect(worker.computes()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.asked.filter((m) => m.type === 'drawn')).toHaveLength(1);
  });

  it('asks for its own period when the worker opened on another day’s, and never shows the worker’s', () => {
    const { result } = renderHook(() => useReport(opening));
    const worker = FakeWorker.made[0];
    const monthBefore = reportPeriod(OPENING_PERIOD_KIND, new Date('2026-10-31T19:00:00Z'));
    worker.answer(0, monthBefore);
    expect(result.current).toBeNull();
    expect(worker.computes()).toEqual([{ type: 'compute', id: 1, period: opening }]);
    worker.answer(1, opening);
    expect(result.current?.period).toEqual(opening);
  });

  it('opening on a period picked ahead of it, draws the answer already given as the last report and asks for its own', () => {
    startReportWorker();
    const worker = FakeWorker.made[0];
    worker.answer(0, opening, { firstLook: true });
    const { result } = renderHook(() => useReport(year));
    expect(result.current?.period).toEqual(opening);
    expect(worker.computes()).toEqual([{ type: 'compute', id: 1, period: year }]);
    worker.answer(0, opening);
    expect(result.current?.period).toEqual(opening);
    worker.answer(1, year);
    expect(result.current?.period).toEqual(year);
  });

  it('asks for a new period when it changes, and an answer to the one before does not replace it', () => {
    const { result, rerender } = renderHook(({ period }) => useReport(period), { initialProps: { period: opening } });
    const worker = FakeWorker.made[0];
    worker.answer(0, opening);
    rerender({ period: year });
    expect(worker.computes()).toEqual([{ type: 'compute', id: 1, period: year }]);
    worker.answer(0, opening);
    expect(result.current?.period).toEqual(opening);
    worker.answer(1, year);
    expect(result.current?.period).toEqual(year);
    worker.answer(0, opening);
    expect(result.current?.period).toEqual(year);
  });
});
