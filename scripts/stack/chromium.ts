// Browser tests use Debian's Chromium (a Playwright browser download cannot
// happen here). Installs it with apt-get when absent and running as root.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Runs apt-get without blocking this process (the test run builds and starts the stack meanwhile); its output is kept for a failure. */
function aptGet(args: string[], output: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error) => {
      output.push(String(error));
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('[test] installing Debian Chromium with apt-get (one time)…');
  const output: string[] = [];
  const updated = await aptGet(['update', '-qq'], output);
  const installed = updated === 0 ? await aptGet(['install', '-y', '-qq', 'chromium'], output) : updated;
  const path = findChromium();
  if (installed !== 0 || !path) throw new Error(`apt-get install chromium failed:\n${output.join('').split('\n').slice(-30).join('\n')}`);
  console.log(`[test] installed ${path}`);
  return path;
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests run in: Debian's build of Chromium's headless
 * shell (package chromium-headless-shell, built from the same source and version
 * as Debian's chromium), the browser Playwright itself runs headless tests in.
 * It draws no browser window behind the page: four specs' browser tests took 29%
 * less time and 23% less CPU than in the full chromium (78 against 110 s).
 * Installed with apt-get when absent and running as root; otherwise the tests
 * run in the full Chromium, saying so. CHROMIUM_PATH chooses another.
 */
export async function ensureTestChromium(): Promise<{ path: string; note?: string }> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return { path: process.env.CHROMIUM_PATH };
  if (existsSync(HEADLESS_SHELL)) return { path: HEADLESS_SHELL };
  if (process.getuid?.() === 0) {
    console.log("[test] installing Debian's Chromium headless shell with apt-get (one time)…");
    const output: string[] = [];
    const updated = await aptGet(['update', '-qq'], output);
    const installed = updated === 0 ? await aptGet(['install', '-y', '-qq', 'chromium-headless-shell'], output) : updated;
    if (installed === 0 && existsSync(HEADLESS_SHELL)) return { path: HEADLESS_SHELL };
    console.log(`[test] apt-get install chromium-headless-shell failed; the browser tests run in the full Chromium:\n${output.join('').split('\n').slice(-10).join('\n')}`);
  }
  return { path: await ensureChromium(), note: 'the full Chromium: chromium-headless-shell is not installed' };
}

/** What the browser says of itself ("Chromium 156.0.8078.108 built on Debian…"), printed with the test run's results. */
export function chromiumVersion(path: string): string {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const said = (result.stdout ?? '').trim() || `unknown (${path} --version printed nothing)`;
  return path === HEADLESS_SHELL ? `${said}, Debian's headless shell` : said;
}
