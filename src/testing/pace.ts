// Budgets of the unit tests on the machine they run on. vite.config.ts measures
// the machine's pace when vitest starts (scripts/bench/calibration.ts: the
// calibration workload's time against a quiet run of it) and hands it to the
// tests; a budget set on a quiet machine, multiplied by it, holds on a busy or
// slower one, and a test that hangs still fails at the end of it.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How many times slower than quiet this machine ran the calibration workload when the run began (1 or more). */
    machinePace: number;
  }
}

/** `ms`, a budget on a quiet machine, at this machine's pace. */
export function paced(ms: number): number {
  return Math.round(ms * (inject('machinePace') ?? 1));
}
