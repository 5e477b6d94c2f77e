import { defineConfig, devices } from '@playwright/test';
import { paceOfThisRun } from '../../scripts/bench/calibration';

// The machine's pace, measured once for the run (the workers load this file again and
// inherit it): the budgets of tests that stand for a promise of speed scale by it (support/pace.ts).
paceOfThisRun('playwright', 'timed promises get that much longer');

// Debian's Chromium headless shell, found or installed by scripts/test.ts (CHROMIUM_PATH);
// run directly, the full Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseURL = process.env.STACK_HOSTING_URL ?? 'http://127.0.0.1:5000';
const browserArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync',
  // Chromium refuses some ports as unsafe (6000, X11: Hosting at STACK_PORT_OFFSET=1000); the stack's own port is fine.
  `--explicitly-allowed-ports=${new URL(baseURL).port || '80'}`,
];
const launchOptions = {
  executablePath,
  args: [
    ...browserArgs,
    // Pages run on V8's interpreter and its baseline compiler only. A test's page lives for
    // seconds, and V8's optimising compilers (Maglev, TurboFan) cost more CPU than they saved:
    // without them the renderers took 17-26% less CPU over three sets of specs, on 2 cores
    // that every tier shares. It changes how fast a page runs, never what it does; the
    // benches, which measure speed, do not pass this flag.
    '--js-flags=--no-maglev --no-turbofan',
  ],
};
// Pages slowed down 4x (Emulation.setCPUThrottlingRate) keep V8's optimising compilers: the
// throttle makes Chromium spend four times the page's main-thread time, and compiling off that
// thread paid for itself there (tap-before-hydration's renderers: 52 and 59 CPU seconds with
// them, 75 and 66 without, in runs taken in turn).
const THROTTLED_SPECS = ['**/tap-before-hydration.spec.ts'];
const throttledLaunchOptions = { executablePath, args: browserArgs };

// Specs that run on one screen only: about that screen, or about something no
// screen changes. Declared here rather than by a skip inside the spec: a spec's
// beforeAll (warming the functions it calls) still ran in the other project's
// worker for tests that then skipped, 10-28 s each on a cold stack.
const ONE_PROJECT: Record<'phone' | 'desktop', Record<string, string>> = {
  phone: {
    'booking-buttons.spec.ts': 'what each booking button says and where it leads on a 390 px phone (the links are the same on every screen)',
    'booking-city.spec.ts': 'the city handed from a page to the wizard does not depend on the screen',
    'booking-drive.spec.ts': 'the drive rule does not depend on the screen',
    'booking-offline.spec.ts': 'the outbox is the same on every screen, and the customer with one bar of signal is on a phone',
    'crew-day.spec.ts': 'the crew and the customers are on phones',
    'crew-day-screens.spec.ts': 'the crew and the office on phones',
    'mail-phone.spec.ts': 'how the e-mails read on a phone',
    'first-use-after-booking.spec.ts': 'what a customer reads on a phone after booking',
    'first-use-wizard.spec.ts': 'what a phone shows (390 px wide, the step line instead of the indicator)',
    'islands.spec.ts': 'a phone scenario (menu button, bottom bar, services dropdown)',
    'tap-before-hydration.spec.ts': 'a phone scenario (412 px, 4x CPU); the desktop has no menu button and the capture does not depend on the screen',
    'pwa-update.spec.ts': 'the update is the same on every screen; the toast over the phone layout is the demanding case',
    'photo-shrink.spec.ts': "the crew's phone shrinks the photo, in a worker: nothing on the screen",
    'job-photos.spec.ts': 'the crew takes job photos on a phone, in a parkade with no signal',
    'manage-private-data.spec.ts': "the customer opens the e-mail's link on their phone; what the device keeps does not depend on the screen",
    'manage-link-renewal.spec.ts': "the customer and the crew each on a phone; the link's renewal does not depend on the screen",
    'phone-calendar.spec.ts': "what the wizard's date and time step shows on a 390 px phone",
    'staff-job-phone.spec.ts': "what a crew member's job details show on a 390 px phone",
    'manage-address.spec.ts': 'the customer corrects the address on a phone, from the e-mail link',
    'job-photo-states.spec.ts': "what a job's photos say on the crew's 390 px phone",
    'on-my-way.spec.ts': "On My Way on the crew's 390 px phone",
    'day-view-lines.spec.ts': 'every line of the day view read on a 390 px phone',
    'plan-manage.spec.ts': "the plan's customer opens the e-mail's link and books on a 390 px phone",
    'reschedule-words.spec.ts': 'the words of a reschedule request on 390 px phones (customer and staff)',
    'staff-plans.spec.ts': 'staff set up a plan from a job on a 390 px phone',
    'quote-page.spec.ts': "the customer opens the quote's e-mailed link on their phone; the quote's answers do not depend on the screen",
    'staff-reports.spec.ts': 'the owner reads the reports on a 390 px phone with no signal',
    'weekly-summary-setting.spec.ts': 'the owner turns the weekly e-mail off on a 390 px phone; the one stored setting would race a second project',
    'quote-walk.spec.ts': "the customer asks, opens the link and books on their phone; the owner's desktop is a second context of its own",
  },
  desktop: {
    'motion.spec.ts': 'reduced motion does not depend on the screen',
    'pwa-install.spec.ts': "the service worker, the manifest and Chromium's installability check do not depend on the screen",
    'self-service.spec.ts': 'data and flows, not layout: the manage page, the outbox and the inbox',
    'security-headers.spec.ts': 'the policy is a response header, the same for every screen',
    'booking-limits.spec.ts': 'the refusal and the kept fields are the same form on every screen',
    'pwa-caching.spec.ts': "the worker's caching rules do not depend on the screen",
    'marketing-sitemap.spec.ts': 'static HTML is the same for every screen: walked once',
  },
};
const onlyOn = (project: 'phone' | 'desktop') => Object.keys(ONE_PROJECT[project]).map((file) => `**/${file}`);

export default defineConfig({
  testDir: '.',
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // E2E_REPEAT=n runs each test n times: for hunting a failure seen once.
  repeatEach: Number(process.env.E2E_REPEAT ?? 1),
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
  // The phone project first: the workers take the tests in this order, and its last
  // specs (tap-before-hydration's five loads each at 4x CPU, two minutes in all) mostly
  // wait on a throttled page. Last in the run they left the cores idle; now the desktop
  // project's tests run beside them.
  projects: [
    { name: 'phone', testIgnore: [...onlyOn('desktop'), ...THROTTLED_SPECS], use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'phone', testMatch: THROTTLED_SPECS, use: { ...devices['Pixel 7'], launchOptions: throttledLaunchOptions } },
    { name: 'desktop', testIgnore: onlyOn('phone'), use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
});
