import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, found or installed by scripts/test.ts (CHROMIUM_PATH).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseURL = process.env.STACK_HOSTING_URL ?? 'http://127.0.0.1:5000';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync',
    // Chromium refuses some ports as unsafe (6000, X11: Hosting at STACK_PORT_OFFSET=1000); the stack's own port is fine.
    `--explicitly-allowed-ports=${new URL(baseURL).port || '80'}`,
  ],
};

export default defineConfig({
  testDir: '.',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: `../../.stack/${process.env.STACK_PORT_OFFSET ?? 0}/test-results`,
  use: {
    baseURL,
    launchOptions,
    // Tracing records a screencast and DOM snapshots of every test to keep the failing
    // ones'. Off, the whole run's browser CPU time went from 635 s to 346 s and the tier
    // from 560 s to 424 s on 2 cores. A failure still leaves its error context (the
    // page's ARIA snapshot) and a screenshot; E2E_TRACE=retain-on-failure records traces.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // A fresh context is a first visit, and on a first visit the service worker
    // precaches every prerendered page (~2 MB gzip, 150 requests through the
    // emulators' one process, which also routes every function call): 68 such
    // storms a run, each slowing the other worker's server calls by seconds. So
    // only the specs about the service worker, or that open pages offline, allow
    // it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
