/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './scripts/pwa/web-manifest.ts';
import { chakraLazyGlobal } from './scripts/vite/chakra-lazy-global.ts';
import { devPublicPages } from './scripts/vite/dev-public-pages.ts';
import { paceOfThisRun } from './scripts/bench/calibration.ts';

/**
 * Integration files that cannot share the stack with others running: they read
 * or act on every booking (the staff delta pull pages through all changes; the
 * scheduled jobs run over everything), or answer for the callables' own
 * contention (copies of one request racing through the Functions emulator).
 * They run one at a time, apart from the others.
 */
/**
 * An integration test's budget: a test of many calls through the emulators one
 * after another took 5-20 s on a quiet machine and past a minute at a load
 * average of 20 (beside the browser tests and another stack). A budget is no
 * assertion: a test that hangs still fails, three minutes in.
 */
const INTEGRATION_TEST_TIMEOUT_MS = 180_000;

/**
 * The unit tests' budgets are a quiet machine's times the machine's pace when the run
 * begins: how many times slower than quiet it runs the benches' calibration workload
 * (a CPU-bound process beside the run made it 2-3). Measured only when vitest loads
 * this file (which vitest reads once a project: one measurement for the run), or
 * MACHINE_PACE=<n> sets it; the tests read it through src/testing/pace.ts.
 */
const MACHINE_PACE = process.env.VITEST ? paceOfThisRun('vitest', "the unit tests' budgets are that much longer") : 1;
const paced = (ms: number) => Math.round(ms * MACHINE_PACE);

/** Both unit projects: Node, and their waits at this machine's pace. */
const UNIT_PACE = {
  environment: 'node',
  testTimeout: paced(5_000),
  hookTimeout: paced(10_000),
  // expect.poll's wait for a condition: a quiet machine's second, at this one's pace.
  expect: { poll: { timeout: paced(1_000) } },
  provide: { machinePace: MACHINE_PACE },
} as const;

/** Unit tests of code with no state of its own: run in one module graph (the unit-shared project). */
const UNIT_SHARED = ['src/domain/**/*.test.ts', 'src/content/**/*.test.ts'];

const INTEGRATION_SERIAL = [
  'tests/integration/staff-callables.test.ts',
  'tests/integration/local-tick.test.ts',
  'tests/integration/booking-retries.test.ts',
  // Its 20 simultaneous bookings wait in the Functions emulator's one queue (EMULATOR_PARALLEL at
  // a time, scripts/stack/emulators.ts) behind every other file's calls: beside them, on a slow
  // machine, one of the 20 answered otherwise than "taken" once.
  'tests/integration/booking-capacity.test.ts',
  // The retention job on the real clock: never beside privacy.test.ts, which counts what its own run erases.
  'tests/integration/job-photos-retention.test.ts',
  // Its retry runs and privacy.test.ts's take every due mail record in the database: side by
  // side, each sent or claimed the other's record under its test (a run that found only
  // claimed records, a confirmation already sent before it could fail).
  'tests/integration/mail-retry.test.ts',
  // Its retry run moves the clock an hour past a record's due time, so it also takes the records
  // other files' senders hold at that moment: beside booking-chaos.test.ts it sent one of
  // its confirmations a second time ("160 bookings mailed exactly once" found one mailed twice).
  'tests/integration/privacy.test.ts',
];

export default defineConfig({
  plugins: [
    // Chakra's global CSS built on first read: the browser never reads it on a prerendered page (src/app/client-app.tsx).
    chakraLazyGlobal(),
    react(),
    // `npm run dev`: the public pages rendered on request as the build prerenders them (static HTML with islands).
    devPublicPages(),
    // The service worker is src/sw.ts (injectManifest, so it can import the sync engine).
    // The plugin only bundles it here: scripts/build-web.ts injects the precache list after
    // prerendering, when every page exists (hence no injectionPoint in this build).
    // Registration is ours (src/lib/pwa, workbox-window, prompt mode), production only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: WEB_MANIFEST,
      injectManifest: { injectionPoint: undefined },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...UNIT_SHARED],
          ...UNIT_PACE,
          // Each file in a worker thread of its own rather than a process: the same isolation
          // (a fresh module graph and globals per file), and the tier's vitest took 47 CPU
          // seconds instead of 54.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-shared',
          include: [...UNIT_SHARED],
          ...UNIT_PACE,
          pool: 'threads',
          // Pure functions of their arguments (the domain rules, the content):
          // nothing to leak from one file into the next, so a worker runs its files in one
          // module graph (2.6 CPU seconds for their tests, against 8.3 with a graph per file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...INTEGRATION_SERIAL],
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
          // The grids' budgets (many transactions one after another) scale with the machine's pace.
          provide: { machinePace: MACHINE_PACE },
          hookTimeout: 120_000,
          // The files own their data (their own days, e-mails and ids; tests/integration/support/
          // booking-input.ts), so they run side by side: most of their time is spent waiting on
          // the emulators, mail and timers, not on this process.
          maxWorkers: 4,
          // A worker runs its files in one module graph: each file imported the client
          // and Admin SDKs afresh (48 s of imports a run), and the tier's vitest took 96 CPU
          // seconds against 65 without. What the files then share (support/*'s app names
          // and counters) only keeps names and dates apart; a file that changes the
          // process's environment puts it back after each test (function-secrets) or runs
          // in integration-serial (mail-retry).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-serial',
          include: [...INTEGRATION_SERIAL],
          environment: 'node',
          testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
          provide: { machinePace: MACHINE_PACE },
          hookTimeout: 120_000,
          fileParallelism: false,
          // In a group of its own (vitest runs the groups one after the other), one file at a time.
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
