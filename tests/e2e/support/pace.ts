// Budgets of the browser tests that stand for a promise of speed ("another
// device shows the change within seconds"): a quiet machine's time, multiplied
// by this machine's pace. The Playwright config measures the pace once for the
// run (scripts/bench/calibration.ts: how many times slower than quiet this
// machine runs the calibration workload) and its workers inherit it, so the
// budget holds on a busy or slower machine and a change that never shows
// still fails.

/** `ms`, a budget on a quiet machine, at this run's pace. */
export function paced(ms: number): number {
  return Math.round(ms * Math.max(1, Number(process.env.MACHINE_PACE) || 1));
}
