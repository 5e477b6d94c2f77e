// The Reports' figures, worked out off the page's thread: 25,000 bookings take
// long enough that the page would stall on a phone. The page sends the cached
// bookings and blocks when they change, and a period each time one is chosen;
// the worker answers each period with its report. The same domain function
// runs in the tests and in the weekly summary.
/// <reference lib="webworker" />
import { computeReport } from '../../../domain/reports/compute-report';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';
import type { ReportInput } from '../../../domain/reports/compute-report';

declare const self: DedicatedWorkerGlobalScope;

const loadedAt = performance.timeOrigin + performance.now();

let data: Pick<ReportInput, 'bookings' | 'blocks'> = { bookings: [], blocks: [] };

self.onmessage = (event: MessageEvent<ReportWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'data') {
    // The bookings array is kept while only the blocks change: the customers matched across it stay worked out.
    data = { bookings: message.bookings ?? data.bookings, blocks: message.blocks ?? data.blocks };
    return;
  }
  const started = performance.now();
  const report = computeReport({ ...data, period: message.period });
  const answer: ReportWorkerAnswer = { id: message.id, report, ms: performance.now() - started, loadedAt };
  self.postMessage(answer);
};
