// `npm test`: every tier, with the servers each needs started and stopped
// here (integration and rules on a second stack, beside the browser tests).
// Prints a count per tier, the failed tests, and one closing line for CI.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunningStack } from './stack/stack';
import { chooseStackOffset } from './stack/port-offset';
import { businessToday } from '../src/domain/schedule/schedule';
import { RUN_DAY_ENV } from '../tests/integration/support/test-days';

interface TierResult {
  tier: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
  /** The failed tests, `file › name: first line of the error`, repeated under the summary. */
  failures?: string[];
  /** Where the summary lists it: tiers that run side by side finish in any order. */
  slot?: number;
}

const results: TierResult[] = [];
/** When this run began: the summary says when the browser tests started and when the run ended, from it. */
const RUN_STARTED = Date.now();
const sinceStart = () => `${Math.round((Date.now() - RUN_STARTED) / 1000)} s`;
// Tier names select tiers; arguments with a slash or a dot (test files or folders) narrow the
// vitest and Playwright tiers to them: `npx tsx scripts/test.ts integration tests/integration/x.test.ts`.
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = args.filter((a) => a.includes('/') || a.includes('.'));
const only = args.filter((a) => !files.includes(a));
const wants = (tier: string) => only.length === 0 || only.includes(tier);
const needsStack = wants('integration') || wants('e2e') || wants('rules');

// Every integration file counts its booking days from the day the run started
// (tests/integration/support/test-days.ts); the child run beside the browser tests inherits it.
process.env[RUN_DAY_ENV] ??= businessToday(new Date());

// ports.ts reads STACK_PORT_OFFSET when it loads: choose the offset before loading anything that imports it.
if (needsStack) await chooseStackOffset();
const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));
const { STACK_DIR, WEB_OUT_DIR } = await import('./stack/ports');
const { buildWeb, writeHostingHeaders } = await import('./build-web');
const { buildFunctions } = await import('./build-functions');
const { startStack } = await import('./stack/stack');
const { chromiumVersion, ensureTestChromium } = await import('./stack/chromium');
const { exitCleanlyOnSignals, onCleanup } = await import('./stack/cleanup');
const { AUTO_OFFSETS, firstFreeOffset } = await import('./stack/port-offset');

/** Set for the run of the integration and rules tiers beside the browser tests (see integrationApart). */
const APART = process.env.TEST_APART_RESULTS;

/**
 * Runs a command in the project folder. With `capture`, its output is kept and
 * printed in one piece when it ends (tiers that run side by side stay readable).
 */
function run(cmd: string, args: string[], env: Record<string, string> = {}, capture?: string[], options: { stopOnSignal?: boolean } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT_DIR,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(capture ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}) },
    });
    child.stdout?.on('data', (chunk: Buffer) => capture!.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => capture!.push(chunk.toString()));
    // A child that runs a stack of its own is stopped, and its stack with it, when this run is.
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const forget = options.stopOnSignal
      ? onCleanup(async () => {
          child.kill('SIGTERM');
          await exited;
        })
      : undefined;
    child.on('exit', (code) => {
      void forget?.();
      resolve(code ?? 1);
    });
  });
}

type TierRun = Omit<TierResult, 'tier' | 'seconds'>;

/** Runs one tier, recording its result in the summary's place `slot` (the order tiers are listed in). */
async function timed(tier: string, fn: (output?: string[]) => Promise<TierRun>, options: { slot?: number; quiet?: boolean } = {}) {
  const output: string[] | undefined = options.quiet ? [] : undefined;
  if (!options.quiet) console.log(`\n━━ ${tier} ━━`);
  const started = Date.now();
  let result: TierRun;
  try {
    result = await fn(output);
  } catch (error) {
    output?.push(`[test] ${tier} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (!output) console.error(`[test] ${tier} failed: ${error instanceof Error ? error.message : String(error)}`);
    result = { passed: 0, failed: 1, skipped: 0, note: 'did not run to the end' };
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (output) process.stdout.write(`\n━━ ${tier} (${seconds}s, ran beside the build and the tests) ━━\n${output.join('')}`);
  results.push({ tier, ...result, seconds, slot: options.slot ?? results.length });
}

/** A step with no test count of its own (typecheck, lint): one check, passed or failed. */
async function check(cmd: string, args: string[], output?: string[]) {
  const code = await run(cmd, args, {}, output);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

async function vitest(projects: string | string[], env: Record<string, string> = {}, config?: string, output?: string[], extraArgs: string[] = []) {
  mkdirSync(STACK_DIR, { recursive: true });
  const names = Array.isArray(projects) ? projects : [projects];
  const out = `${STACK_DIR}vitest-${names[0]}.json`;
  // A report left by an earlier run would be read as this run's if vitest wrote none.
  rmSync(out, { force: true });
  const target = config ? ['--config', config] : names.flatMap((name) => ['--project', name]);
  const code = await run(
    'npx',
    // A run narrowed to some files passes the tiers that hold none of them; a whole run's empty tier fails.
    ['vitest', 'run', ...target, ...files, ...extraArgs, ...(files.length > 0 ? ['--passWithNoTests'] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
    output,
  );
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0, note: `vitest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    testResults?: { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
  };
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(ROOT_DIR, '');
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => failureLine(`${where} › ${t.fullName}`, t.failureMessages?.[0]));
    return tests.length === 0 && file.message ? [failureLine(where, file.message)] : tests;
  });
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, failures };
}

/**
 * One line for the summary: where, and the error's first line without colours,
 * with the line of the failed step and what it looked for when the error says
 * (a CI log may keep nothing but this summary).
 */
function failureLine(where: string, message: string | undefined, at?: { line?: number }): string {
  // eslint-disable-next-line no-control-regex
  const lines = (message ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim());
  const first = lines.find((l) => l) ?? '';
  const looked = lines.find((l) => l.startsWith('Locator:'));
  const step = at?.line ? ` (at line ${at.line})` : '';
  return `${where}${step}: ${first.slice(0, 300)}${looked ? ` ${looked.slice(0, 200)}` : ''}`;
}

async function playwright(env: Record<string, string>) {
  const out = `${STACK_DIR}playwright.json`;
  // A report left by an earlier run would be read as this run's if Playwright wrote none.
  rmSync(out, { force: true });
  const code = await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...files.map((f) => f.replace(/^tests\/e2e\//, ''))], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0, note: `playwright exited ${code} without a report` };
  const report = JSON.parse(readFileSync(out, 'utf8')) as { stats: Record<string, number>; suites?: PlaywrightSuite[] };
  const stats = report.stats;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, failures: playwrightFailures(report.suites ?? []) };
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: { error?: { message?: string; location?: { line?: number } } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results.at(-1)?.error;
          return failureLine(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`, error?.message, error?.location);
        }),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/**
 * The integration and rules tiers on a stack of their own, in a child run of this
 * script, while this run's stack takes the browser tests: the integration tier
 * mostly waits on transactions and the browser tests leave room beside them
 * (alone they took 210 s and 424 s after a start of about 70 s; side by side the
 * whole run took 10 min 47 s). Two stacks also keep each tier's data out of the
 * other's counts. The child serves the site and runs the functions built here. Its
 * output is printed whole when it ends. Undefined when no second offset is free:
 * the tiers then run here.
 */
async function integrationApart(): Promise<{ done: Promise<void> } | undefined> {
  const own = Number(process.env.STACK_PORT_OFFSET || 0);
  const offset = await firstFreeOffset(AUTO_OFFSETS.filter((o) => o !== own));
  if (offset === undefined) return undefined;
  const out = `${STACK_DIR}apart-results.json`;
  rmSync(out, { force: true });
  const tiers = ['integration', 'rules'].filter(wants);
  const output: string[] = [];
  const started = Date.now();
  // Wrapped: awaiting this function must not wait for the child's end.
  const done = (async () => {
    const code = await run('npx', ['tsx', 'scripts/test.ts', ...tiers, ...files], { STACK_PORT_OFFSET: String(offset), TEST_APART_RESULTS: out, STACK_SITE_DIR: WEB_OUT_DIR }, output, { stopOnSignal: true });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    process.stdout.write(`\n━━ ${tiers.join(' and ')} (${seconds}s, on a stack of their own at STACK_PORT_OFFSET=${offset}, beside the browser tests) ━━\n${output.join('')}`);
    const apart = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as TierResult[]) : [];
    for (const r of apart) results.push({ ...r, tier: r.tier === 'build' ? 'build (apart)' : r.tier, slot: slot(r.tier) });
    if (apart.length === 0 || (code !== 0 && !apart.some((r) => r.failed > 0))) {
      results.push({ tier: tiers[0], passed: 0, failed: 1, skipped: 0, seconds, note: `the run beside the browser tests exited ${code}`, slot: slot(tiers[0]) });
    }
  })();
  return { done };
}

const SLOTS = ['typecheck', 'lint', 'unit', 'build', 'stack', 'integration', 'rules', 'e2e'];
const slot = (tier: string) => SLOTS.indexOf(tier);

async function main() {
  exitCleanlyOnSignals();
  // Typecheck, lint and unit tests need nothing running: they run side by side
  // with each other, the build, the stack's start-up (a JVM and the emulators
  // warming up leave the cores idle much of the time) and the first tests on the
  // stack, their output printed whole as each ends. Chromium's one-time install
  // waits on the network.
  const quiet = needsStack;
  const browserReady = wants('e2e') && needsStack ? ensureTestChromium() : undefined;
  browserReady?.catch(() => undefined); // reported by the e2e tier

  const checks = Promise.all([
    wants('typecheck')
      ? timed('typecheck', async (out) => {
          const [a, b] = await Promise.all([check('npx', ['tsc', '-b'], out), check('npx', ['tsc', '-p', 'functions', '--noEmit'], out)]);
          return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: 0 };
        }, { slot: slot('typecheck'), quiet })
      : undefined,
    wants('lint') ? timed('lint', (out) => check('npx', ['eslint', '--max-warnings=0', '.'], out), { slot: slot('lint'), quiet }) : undefined,
    wants('unit') ? timed('unit', (out) => vitest(['unit', 'unit-shared'], {}, undefined, out), { slot: slot('unit'), quiet }) : undefined,
  ]);

  if (needsStack) {
    let stack: RunningStack | undefined;
    await timed('build', async () => {
      // A run beside the browser tests uses the functions and the site its parent built. Its
      // stack serves that site with headers of its own (the CSP names this stack's emulators);
      // the site's scripts call the parent's emulators, and these tiers run none of them.
      if (APART) {
        writeHostingHeaders(true);
        console.log(`[test] serving the site built beside, ${WEB_OUT_DIR}, with this stack's headers`);
        return { passed: 1, failed: 0, skipped: 0 };
      }
      await buildFunctions();
      const { pages } = await buildWeb({ emulators: true });
      console.log(`[test] built functions and prerendered ${pages} pages`);
      return { passed: 1, failed: 0, skipped: 0 };
    }, { slot: slot('build') });
    // Integration and rules beside the browser tests, when both are asked for.
    let apart: { done: Promise<void> } | undefined;
    if (results.find((r) => r.tier === 'build')?.failed === 0) {
      if (wants('e2e') && (wants('integration') || wants('rules')) && !APART) apart = await integrationApart();
      try {
        stack = await startStack({ hosting: true, seed: true });
      } catch (error) {
        console.error(`[test] the local stack did not come up: ${error instanceof Error ? error.message : String(error)}`);
        results.push({ tier: 'stack', passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'did not start', slot: slot('stack') });
      }
    }
    // The tests below start as soon as the stack is up, beside whatever checks are
    // still running: the browser tests wait on the server and on throttled pages
    // much of the time, and waiting for the checks to end left a core idle.
    try {
      if (stack) {
        const env = { STACK_FIRESTORE: stack.firestore.kind };
        if (wants('integration') && !apart) await timed('integration', () => vitest(['integration', 'integration-serial'], env), { slot: slot('integration') });
        // Firestore's rules tests need the real emulator's rules engine; the fallback has none.
        // Storage's run on the Storage emulator whichever Firestore runs.
        if (wants('rules') && !apart) {
          if (stack.firestore.kind === 'real') {
            await timed('rules', () => vitest('rules', env, 'tests/rules/vitest.config.ts'), { slot: slot('rules') });
          } else {
            const reason = `Firestore's skipped: the stack runs the fallback Firestore (${stack.firestore.reason}), which has no rules engine`;
            console.log(`\n[test] rules tests: ${reason}`);
            await timed('rules', async () => {
              const result = await vitest('rules', env, 'tests/rules/vitest.config.ts', undefined, ['--exclude', 'tests/rules/firestore-rules.test.ts']);
              return { ...result, skipped: result.skipped + 1, note: reason };
            }, { slot: slot('rules') });
          }
        }
        if (wants('e2e')) {
          await timed('e2e', async () => {
            const browser = await browserReady!;
            const version = `${chromiumVersion(browser.path)}${browser.note ? `; ${browser.note}` : ''}`;
            console.log(`[test] browser tests run on ${version}, from ${sinceStart()} into the run`);
            const result = await playwright({ ...env, CHROMIUM_PATH: browser.path });
            return { ...result, note: version };
          }, { slot: slot('e2e') });
        }
      }
    } finally {
      await stack?.stop();
    }
    await apart?.done;
  }
  await checks;
  results.sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));

  console.log('\n━━ summary ━━');
  for (const r of results) {
    console.log(
      `  ${r.tier.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds}s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  if (APART) writeFileSync(APART, JSON.stringify(results));
  const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  ✗ ${r.tier}: ${f}`));
  if (failures.length > 0) console.log(`\nfailed:\n${failures.join('\n')}`);
  if (!APART) console.log(`\n[test] the run took ${sinceStart()}`);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
