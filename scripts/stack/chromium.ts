// Browser tests use Debian's Chromium (a Playwright browser download cannot
// happen here). Installs it with apt-get when absent and running as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('[test] installing Debian Chromium with apt-get (one time)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (result.status !== 0 || !installed) throw new Error('apt-get install chromium failed: see the output above');
  return installed;
}
