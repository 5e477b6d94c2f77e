// `npm test`: every tier in order, with the servers each needs started and
// stopped here. Prints a count per tier and one closing line for CI.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunningStack } from './stack/stack';
import { chooseStackOffset } from './stack/port-offset';

interface TierResult {
  tier: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
}

const results: TierResult[] = [];
// Tier names select tiers; arguments with a slash or a dot (test files or folders) narrow the
// vitest and Playwright tiers to them: `npx tsx scripts/test.ts integration tests/integration/x.test.ts`.
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = args.filter((a) => a.includes('/') || a.includes('.'));
const only = args.filter((a) => !files.includes(a));
const wants = (tier: string) => only.length === 0 || only.includes(tier);
const needsStack = wants('integration') || wants('e2e') || wants('rules');

// ports.ts reads STACK_PORT_OFFSET when it loads: choose the offset before loading anything that imports it.
if (needsStack) await chooseStackOffset();
const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));
const { STACK_DIR } = await import('./stack/ports');
const { buildWeb } = await import('./build-web');
const { buildFunctions } = await import('./build-functions');
const { startStack } = await import('./stack/stack');
const { ensureChromium } = await import('./stack/chromium');
const { exitCleanlyOnSignals } = await import('./stack/cleanup');

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function timed(tier: string, fn: () => Promise<Omit<TierResult, 'tier' | 'seconds'>>) {
  console.log(`\n━━ ${tier} ━━`);
  const started = Date.now();
  let result: Omit<TierResult, 'tier' | 'seconds'>;
  try {
    result = await fn();
  } catch (error) {
    console.error(`[test] ${tier} failed: ${error instanceof Error ? error.message : String(error)}`);
    result = { passed: 0, failed: 1, skipped: 0, note: 'did not run to the end' };
  }
  results.push({ tier, ...result, seconds: Math.round((Date.now() - started) / 100) / 10 });
}

/** A step with no test count of its own (typecheck, lint): one check, passed or failed. */
async function check(cmd: string, args: string[]) {
  const code = await run(cmd, args);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

async function vitest(project: string, env: Record<string, string> = {}, config?: string) {
  mkdirSync(STACK_DIR, { recursive: true });
  const out = `${STACK_DIR}vitest-${project}.json`;
  const target = config ? ['--config', config] : ['--project', project];
  const code = await run(
    'npx',
    ['vitest', 'run', ...target, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0, note: `vitest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

async function playwright(env: Record<string, string>) {
  const out = `${STACK_DIR}playwright.json`;
  const code = await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...files.map((f) => f.replace(/^tests\/e2e\//, ''))], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0, note: `playwright exited ${code} without a report` };
  const stats = (JSON.parse(readFileSync(out, 'utf8')) as { stats: Record<string, number> }).stats;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
}

async function main() {
  exitCleanlyOnSignals();
  if (wants('typecheck')) await timed('typecheck', () => check('npx', ['tsc', '-b']).then(async (a) => {
    const b = await check('npx', ['tsc', '-p', 'functions', '--noEmit']);
    return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: 0 };
  }));
  if (wants('lint')) await timed('lint', () => check('npx', ['eslint', '--max-warnings=0', '.']));
  if (wants('unit')) await timed('unit', () => vitest('unit'));

  if (needsStack) {
    let stack: RunningStack | undefined;
    let browser: string | undefined;
    await timed('build', async () => {
      await buildFunctions();
      const { pages } = await buildWeb({ emulators: true });
      console.log(`[test] built functions and prerendered ${pages} pages`);
      return { passed: 1, failed: 0, skipped: 0 };
    });
    if (results.at(-1)!.failed === 0) {
      try {
        stack = await startStack({ hosting: true, seed: true });
      } catch (error) {
        console.error(`[test] the local stack did not come up: ${error instanceof Error ? error.message : String(error)}`);
        results.push({ tier: 'stack', passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'did not start' });
      }
    }
    try {
      if (stack) {
        const env = { STACK_FIRESTORE: stack.firestore.kind };
        if (wants('integration')) await timed('integration', () => vitest('integration', env));
        // tests/rules need the real emulator's rules engine; the fallback has none.
        if (wants('rules')) {
          if (stack.firestore.kind === 'real') {
            await timed('rules', () => vitest('rules', env, 'tests/rules/vitest.config.ts'));
          } else {
            const reason = `skipped: the stack runs the fallback Firestore (${stack.firestore.reason}), which has no rules engine`;
            console.log(`\n━━ rules ━━\n[test] rules tests ${reason}`);
            results.push({ tier: 'rules', passed: 0, failed: 0, skipped: 1, seconds: 0, note: reason });
          }
        }
        if (wants('e2e')) {
          await timed('e2e', async () => {
            browser = ensureChromium();
            return playwright({ ...env, CHROMIUM_PATH: browser });
          });
        }
      }
    } finally {
      await stack?.stop();
    }
  }

  console.log('\n━━ summary ━━');
  for (const r of results) {
    console.log(
      `  ${r.tier.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds}s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
