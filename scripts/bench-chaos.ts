// `npm run bench:chaos`: the booking path under faults, at full size. 200
// bookings from 3 simulated devices (real sync engine over fake-indexeddb)
// through a proxy that answers 10 % of requests 503, drops 10 % of answers
// after the server committed and cuts 20 connections (BENCH_COUNT bookings,
// BENCH_CUTS cuts: fewer for a quick run, npm run bench:smoke). Prints stored,
// duplicates, lost, e-mails per booking and seconds; exits 1 if any booking is
// lost, duplicated or not mailed exactly once. Uses the stack already running
// at STACK_PORT_OFFSET, or starts one (and stops it). The integration tier runs
// the same with 40 bookings (tests/integration/booking-chaos.test.ts). Its time is
// also printed as a multiple of the calibration workload run in this process at
// the start and the end (scripts/bench/calibration.ts); its goal is correctness.
import 'fake-indexeddb/auto';
import { ensureBenchStack } from './bench/bench-stack';
import { Yardstick } from './bench/calibration';

const COUNT = Number(process.env.BENCH_COUNT ?? 200);
// 8 bookings a day (a crew's 4 two-hour jobs with the drives between them); a second run on
// the same stack needs another BENCH_FIRST_DAY (days + COUNT/8 <= 120).
const FIRST_DAY = Number(process.env.BENCH_FIRST_DAY ?? 90);
const CUTS = Number(process.env.BENCH_CUTS ?? 20);

async function main() {
  const stack = await ensureBenchStack({ label: 'chaos', uses: ['functions'] });
  try {
    const { runChaos, formatChaos, CHAOS_BOOKINGS_PER_DAY } = await import('../tests/integration/support/chaos');
    const { functionsDb } = await import('../tests/integration/support/functions-db');
    const yardstick = Yardstick.begin();
    const figures = await runChaos(await functionsDb(), {
      bookings: COUNT,
      devices: 3,
      days: Array.from({ length: Math.ceil(COUNT / CHAOS_BOOKINGS_PER_DAY) }, (_, i) => FIRST_DAY + i),
      unavailableRate: 0.1,
      dropAfterCommitRate: 0.1,
      cuts: CUTS,
    });
    yardstick.end();
    console.log(formatChaos(figures));
    console.log(`[chaos] ${yardstick.summary()}`);
    console.log(`[chaos] ${COUNT} bookings through the faults in ${figures.seconds} s ${yardstick.n(figures.seconds * 1000)}`);
    const ok =
      figures.stored === COUNT && figures.duplicates === 0 && figures.lost === 0 && figures.mailsPerBooking.one === COUNT;
    console.log(ok ? '[chaos] OK: every booking stored once and mailed once' : '[chaos] FAILED: see the figures above');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack?.stop();
  }
  process.exit(process.exitCode ?? 0);
}

main().catch((error: unknown) => {
  console.error(`[chaos] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
