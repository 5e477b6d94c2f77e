// `npm run bench:smoke`: every benchmark once, quickly, so none stops working
// unseen. Builds the site for the emulators once and the functions once, starts
// one local stack (or uses the one running at STACK_PORT_OFFSET), then runs each
// bench script as its own process with small counts against that build and
// stack, two at a time: on the build, bundle on two pages and Lighthouse once
// on one page, then (with the stack) the dashboard over 300 cached bookings and
// the live listener with 5 changes; on the stack meanwhile, the outbox drain of
// 10 bookings (2 at once) with 5 staff changes, a week of availability (3
// answers, the rule 20 times), the photos (2 shrunk in Chromium, 3 uploaded), then the chaos run of 20 bookings; then, once that stack is down, the soak on a stack of its own (3
// bookings and changes, one dashboard and its listen sessions' goodbye, 3 more dashboards ended without one,
// a race of 3, 30 bad requests, 3 bookings over days, 200 changes, then the Firestore restart). The figures mean little at
// these sizes and under this load; what is
// checked is that each bench exits 0 and prints its figures, the timing benches'
// beside their multiples of the calibration workload and their goals on that
// scale (scripts/bench/calibration.ts). Exits 1 naming
// each bench that crashed or printed none.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWeb } from './build-web';
import type { RunningStack } from './stack/stack';
import { ensureBenchStack } from './bench/bench-stack';
import { ROOT_DIR, WEB_OUT_DIR } from './stack/ports';
import { exitCleanlyOnSignals, onCleanup, runCleanup } from './stack/cleanup';

interface Bench {
  name: string;
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** Lines the bench prints when it measured something: each must match. */
  figures: RegExp[];
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** A pattern with {n} for a number and {cal} for a figure's multiple of the calibration, `(4.1 cal)`. */
const n = (pattern: string) => new RegExp(pattern.replaceAll('{cal}', String.raw`\({n} cal\)`).replaceAll('{n}', NUMBER));
/** The calibration a timing bench ran: in this process and, for browser figures, in its Chromium. */
const CALIBRATION = n('calibration: node {n} ms \\(median of');
const CALIBRATION_WITH_BROWSER = n('calibration: node {n} ms, chromium {n} ms \\(median of');
// Days no test books (tests/integration/support/booking-input.ts), moved along
// every minute so a second run on a stack kept running finds them free.
const minute = Math.floor(Date.now() / 60_000);
const syncDay = 60 + (minute % 5) * 6;
const chaosDay = 85 + (minute % 10) * 3;

/** Each bench's own stack check finds the stack started here (the same STACK_PORT_OFFSET) and uses it. */
const WITHOUT_STACK: Bench[] = [
  {
    name: 'bench:bundle',
    script: 'bench-bundle.ts',
    args: ['/', '/?section=booking'],
    env: { BENCH_DIST: WEB_OUT_DIR },
    figures: [n(String.raw`^/\s+\d+\s+{n}\s+{n}\s+none$`), n(String.raw`^/\?section=booking\s+\d+\s+{n}\s+{n}\s+none$`)],
  },
  {
    name: 'bench:lighthouse',
    script: 'bench-lighthouse.ts',
    // Not the home page: its hero's particles leave Lighthouse no quiet period on a busy machine (no TBT then).
    args: ['/services/ceramic-coating'],
    env: { BENCH_DIST: WEB_OUT_DIR, LIGHTHOUSE_RUNS: '1' },
    figures: [/^Lighthouse 12 medians of 1 runs/, n(String.raw`^/services/ceramic-coating\s+\d+\s+\d+\s+\d+\s+\d+\s+{n}\s+\d+\s+{n}\s+{n}$`), /^Installability .*: installable$/],
  },
];
const WITH_STACK_AND_BUILD: Bench[] = [
  {
    name: 'bench:dashboard',
    script: 'bench-dashboard.ts',
    args: ['--no-build'],
    env: { BENCH_COUNT: '300' },
    figures: [
      CALIBRATION_WITH_BROWSER,
      n('^first render #3 +{n} ms {cal} .*goal: under {n} cal'),
      n('^search keystroke +median +{n} ms {cal} +worst +{n} ms {cal} .*goal: under {n} cal'),
      n('^filter change +median +{n} ms {cal}'),
      n('^sort change +median +{n} ms {cal}'),
      n('^day view open +{n} ms {cal}'),
      n('^day view next/prev median +{n} ms {cal}'),
      n('^day view reopened +median +{n} ms {cal}'),
      n('^back to the list +median +{n} ms {cal}'),
    ],
  },
  {
    name: 'bench:reports',
    script: 'bench-reports.ts',
    args: ['--no-build'],
    env: { BENCH_COUNT: '2000' },
    figures: [
      CALIBRATION_WITH_BROWSER,
      n('^every figure, first +{n} ms {cal}'),
      n('^every figure, year +{n} ms {cal} median of 5'),
      n('^route scripts in all +{n} KB gzip'),
      n('^first chart painted +{n} ms {cal}'),
      n('^period change +{n} ms {cal}'),
    ],
  },
  {
    name: 'bench:live',
    script: 'bench-live.ts',
    args: ['--no-build'],
    env: { BENCH_CHANGES: '5' },
    figures: [
      CALIBRATION_WITH_BROWSER,
      n('painted on the signed-in dashboard: median {n} ms {cal}, worst {n} ms {cal} \\(5 changes; goal: under {n} cal'),
      n('Firestore reads of one dashboard open: \\d+'),
    ],
  },
];
const WITH_STACK_ONLY: Bench[] = [
  {
    name: 'bench:sync',
    script: 'bench-sync.ts',
    env: { BENCH_COUNT: '10', BENCH_STAFF_CHANGES: '5', BENCH_CONCURRENCY: '2', BENCH_FIRST_DAY: String(syncDay) },
    figures: [
      CALIBRATION,
      n('drained 10 outbox bookings, 2 at once, in {n} s {cal} \\({n} ms each {cal}; goal: under {n} cal each'),
      n('5 queued staff status changes on the server in {n} s {cal} \\({n} ms each {cal}; goal: under {n} cal each'),
      n('from `online` to first send: {n} ms {cal} \\(goal: under {n} cal'),
    ],
  },
  {
    name: 'bench:availability',
    script: 'bench-availability.ts',
    env: { BENCH_RUNS: '3', BENCH_RULE_RUNS: '20' },
    figures: [
      CALIBRATION,
      n('^the rule alone .*: median {n} ms {cal}, p95 {n} ms {cal}, worst {n} ms {cal} \\(20 runs; goal: under {n} cal'),
      n('^the function .*: median {n} ms {cal}, p95 {n} ms {cal}, worst {n} ms {cal} \\(3 runs, .*goal: under {n} cal'),
    ],
  },
  {
    name: 'bench:photos',
    script: 'bench-photos.ts',
    env: { BENCH_PHOTOS_SHRINK: '2', BENCH_PHOTOS_UPLOAD: '3' },
    figures: [
      CALIBRATION_WITH_BROWSER,
      n('shrank 2 phone photos \\(12 MP, {n} MB each on average\\) in {n} s {cal} \\({n} ms each {cal}\\)'),
      n('longest main-thread task while shrinking: {n} ms {cal} \\(goal: under {n} cal'),
      n('shrank and queued 2 phone photos \\(file in IndexedDB, row in the outbox\\) in {n} s {cal} \\({n} ms each {cal}\\); longest main-thread task: {n} ms {cal} \\(goal: under {n} cal'),
      n('uploaded 3 queued photos \\({n} KB each\\) through the outbox \\(addJobPhoto, one job.s photos in order\\) in {n} s {cal} \\({n} ms each {cal}; goal: under {n} cal each\\); 3 new objects in Storage'),
    ],
  },
  {
    name: 'bench:chaos',
    script: 'bench-chaos.ts',
    env: { BENCH_COUNT: '20', BENCH_CUTS: '4', BENCH_FIRST_DAY: String(chaosDay) },
    figures: [/\[chaos\] OK: every booking stored once and mailed once/, CALIBRATION, n('\\[chaos\\] 20 bookings through the faults in {n} s {cal}')],
  },
];

/**
 * The soak starts a stack of its own (a fresh one is its baseline), so it runs once the
 * smoke's stack is down: on the same ports and build when the smoke started that stack,
 * else on free ports with a build of its own (the site is built for its stack's ports).
 */
function soak(ownStackWasHere: boolean): Bench {
  return {
    name: 'bench:soak',
    script: 'bench-soak.ts',
    args: ownStackWasHere ? ['--no-build'] : [],
    env: {
      BENCH_SOAK_TIMED: '3',
      BENCH_SOAK_DASHBOARDS: '1',
      BENCH_SOAK_CHANGES: '200',
      BENCH_SOAK_TERMINATE: '1',
      BENCH_SOAK_CONTEXTS: '3',
      BENCH_SOAK_RACES: '1',
      BENCH_SOAK_RACE_WIDTH: '3',
      BENCH_SOAK_BAD: '30',
      BENCH_SOAK_SPREAD: '3',
      // Too few dead listens at these sizes to reach the stack's threshold: the restart is run all the same.
      BENCH_SOAK_RESTART_AT: '0',
      ...(ownStackWasHere ? {} : { STACK_PORT_OFFSET: '' }),
    },
    figures: [
      CALIBRATION,
      n('fresh stack: 3 bookings {n} s {cal} \\(median {n} ms {cal}\\), 3 staff changes {n} s {cal} \\(median {n} ms {cal}\\); goal: under {n} cal each'),
      n('after the soak: 3 bookings {n} s {cal}'),
      n("sent the goodbye \\(TYPE=terminate\\) for the dead dashboards' {n} listen sessions: answered 200"),
      n('test-like load in {n} s: 3 signed-in dashboards'),
      n('soak: 1 dashboards cut off and killed, then 200 booking changes'),
      n('after / fresh: bookings {n}x, staff changes {n}x'),
      n("the stack's watch: {n} messages queued for {n} listens \\(restarts at 0\\): restarted the emulator with its data in {n} s"),
      n('the dashboard open through the restart showed a later change after {n} s'),
      n('with the fix, after / fresh: bookings {n}x, staff changes {n}x'),
      n('\\.stack/ holds {n} MB'),
    ],
  };
}

/** Longer than any bench takes here at these sizes, even on a loaded machine. */
const BENCH_TIMEOUT_MS = 6 * 60_000;

interface Result {
  name: string;
  seconds: number;
  problem?: string;
}

/** Runs one bench script, its output passed through with its name in front; checks its exit and its figures. */
function run(bench: Bench): Promise<Result> {
  const started = performance.now();
  const tsx = join(ROOT_DIR, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [join(ROOT_DIR, 'scripts', bench.script), ...(bench.args ?? [])], {
    cwd: ROOT_DIR,
    // The @/ alias of the code the benches load, as `npm run bench:*` gives it.
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json', ...bench.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stopChild = onCleanup(() => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  });
  const lines: string[] = [];
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        out.write(`[${bench.name}] ${line}\n`);
      }
    });
    stream.on('end', () => {
      if (rest) {
        lines.push(rest);
        out.write(`[${bench.name}] ${rest}\n`);
      }
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, BENCH_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      void stopChild();
      const seconds = (performance.now() - started) / 1000;
      const missing = bench.figures.filter((re) => !lines.some((line) => re.test(line.trim())));
      const problem = timedOut
        ? `did not finish within ${BENCH_TIMEOUT_MS / 60_000} minutes`
        : code !== 0
          ? `exited ${code ?? signal}`
          : missing.length > 0
            ? `printed no figures matching ${missing.map(String).join(', ')}`
            : undefined;
      resolve({ name: bench.name, seconds, problem });
    });
  });
}

async function runAll(benches: Bench[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const bench of benches) results.push(await run(bench));
  return results;
}

/** Starts the stack unless one runs at this STACK_PORT_OFFSET already. */
async function ensureStack(): Promise<RunningStack | undefined> {
  const stack = await ensureBenchStack({ label: 'bench:smoke', uses: ['auth', 'functions', 'firestore'], log: (line) => console.log(line) });
  if (stack) onCleanup(() => stack.stop());
  return stack;
}

async function main(): Promise<number> {
  exitCleanlyOnSignals();
  const started = performance.now();
  // The site, built once for the emulators, serves every bench: the public pages load nothing of Firebase at first.
  const built = buildWeb({ emulators: true });
  const stackUp = ensureStack();
  // Two benches at a time at most: the browser benches on the build, the outbox benches on the stack.
  const [browserResults, outboxResults] = await Promise.all([
    built.then(async () => {
      const results = await runAll(WITHOUT_STACK);
      await stackUp;
      return [...results, ...(await runAll(WITH_STACK_AND_BUILD))];
    }),
    stackUp.then(() => runAll(WITH_STACK_ONLY)),
  ]);
  await runCleanup();
  const results = [...browserResults, ...outboxResults, await run(soak((await stackUp) !== undefined))];

  const total = (performance.now() - started) / 1000;
  console.log(`\nbench:smoke: ${results.length} benches in ${total.toFixed(0)} s (STACK_PORT_OFFSET=${process.env.STACK_PORT_OFFSET ?? 0})`);
  for (const r of results) console.log(`  ${r.problem ? 'FAILED' : 'ok    '} ${r.name.padEnd(17)} ${r.seconds.toFixed(1).padStart(6)} s${r.problem ? `  ${r.problem}` : ''}`);
  const failed = results.filter((r) => r.problem);
  if (failed.length > 0) {
    console.error(`\nbench:smoke FAILED: ${failed.map((r) => `${r.name} ${r.problem}`).join('; ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(`[bench:smoke] failed: ${error instanceof Error ? error.stack : String(error)}`);
    await runCleanup();
    process.exit(1);
  },
);
