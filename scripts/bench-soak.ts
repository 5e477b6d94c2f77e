// `npm run bench:soak`: does the local stack hold up through a day of running?
// Starts a stack of its own (a fresh one: its figures are the baseline), then:
//   1. times BENCH_SOAK_TIMED (20) bookings through createBooking and as many
//      staff status changes through updateBookingStatus, one after another;
//   2. soaks it the way a day of browser tests and benches does: signed-in
//      dashboards (Debian's Chromium) whose connection is cut and which are then
//      killed, BENCH_SOAK_DASHBOARDS (4) of them, while BENCH_SOAK_CHANGES
//      (12,000) booking changes happen in their listeners' window (the emulator
//      keeps such a dropped listen channel and queues every change for it; past
//      10,000 queued it complains about each one);
//   3. times the same bookings and staff changes again, and measures `.stack/`.
// Prints both rounds, their ratio (goal: within 1.5x) and the stack folder's size
// (goal: under 200 MB). FIRESTORE_EMULATOR_LOGS=verbose starts the emulator with
// its own logging (the state before the stack quieted it), for a before/after.
// BENCH_SOAK_TERMINATE=1 sends the emulator, once the dashboards are killed, the
// web channel's goodbye (TYPE=terminate) for each of their listen sessions, as
// the SDK does when it closes a channel online: whether the emulator then stops
// queueing changes for them (this emulator does not: see the README).
// The timed rounds are also printed as multiples of the calibration workload run
// in this process at the start and the end (scripts/bench/calibration.ts), a
// fresh booking's goal on that scale; the ratio and the size are their own units.
// Builds the site for the emulators first (skip with --no-build). Asserts nothing.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chooseStackOffset } from './stack/port-offset';
import { serveStatic } from './pwa/static-server';
import { addDaysToDate, businessToday } from '../src/domain/schedule/schedule';
import type { Booking, CreateBookingInput } from '../src/domain/booking/booking-schema';
import { BENCH_BOOKINGS_PER_DAY, benchBookingInputs } from './bench/bench-bookings';
import type { TestClient } from '../tests/integration/support/client';
import { ensureChromium } from './stack/chromium';
import { Yardstick, calGoal } from './bench/calibration';

// A stack of its own on free ports (ports.ts reads STACK_PORT_OFFSET when it loads: chosen first).
await chooseStackOffset((line) => console.log(line.replace('[test]', '[bench]')));
const { PROJECT_ID, ROOT_DIR, WEB_OUT_DIR, emulatorEnv } = await import('./stack/ports');
const { buildWeb } = await import('./build-web');
const { buildFunctions } = await import('./build-functions');
const { startStack } = await import('./stack/stack');
const { signInAsSeededAdmin } = await import('./stack/sign-in-page');
const { signedInClient } = await import('../tests/integration/support/staff-fixtures');
const { testClient } = await import('../tests/integration/support/client');

const TIMED = Number(process.env.BENCH_SOAK_TIMED ?? 20);
const DASHBOARDS = Number(process.env.BENCH_SOAK_DASHBOARDS ?? 4);
const CHANGES = Number(process.env.BENCH_SOAK_CHANGES ?? 12_000);
const CHROME = await ensureChromium();
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'];
const RUN = Date.now().toString(36);
/** A fresh stack's booking and staff change, each, in calibration units (the workload's time in this process). */
const FRESH_GOAL_CAL = 3;

interface Round {
  bookingsS: number;
  staffS: number;
}

/** TIMED bookings made one after another, then a status change of each, one after another: the seconds each took. */
async function timedRound(customer: TestClient, staff: TestClient, firstDay: number): Promise<Round> {
  const inputs = benchBookingInputs(TIMED, firstDay, `soak-${RUN}`, 'Soak Customer');
  let started = performance.now();
  const booked: Booking[] = [];
  for (const input of inputs) booked.push(await customer.call<CreateBookingInput, Booking>('createBooking', input));
  const bookingsS = (performance.now() - started) / 1000;
  started = performance.now();
  for (const b of booked) {
    await staff.call('updateBookingStatus', { id: b.id, status: 'confirmed', mutation_id: randomUUID(), base_revision: b.revision ?? 0 });
  }
  return { bookingsS, staffS: (performance.now() - started) / 1000 };
}

/** A web channel session the emulator opened for a page: where to send its goodbye. */
interface ListenSession {
  url: string;
  database: string;
  sid: string;
}

/**
 * Opens a signed-in dashboard, waits until its listeners are live, cuts its network and kills it
 * without a goodbye. Resolves with the listen sessions the emulator opened for it (each session
 * id comes in the answer to the POST that opens the channel: `[[0,["c","<id>",...`).
 */
async function dropDashboard(browser: Browser, siteUrl: string): Promise<ListenSession[]> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const sessions: Promise<ListenSession | undefined>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/Listen/channel') || response.request().method() !== 'POST' || url.searchParams.has('SID')) return;
    sessions.push(
      response
        .text()
        .then((body) => /\["c","([^"]+)"/.exec(body)?.[1])
        .then((sid) => (sid ? { url: `${url.origin}${url.pathname}`, database: url.searchParams.get('database') ?? '', sid } : undefined))
        .catch(() => undefined),
    );
  });
  await signInAsSeededAdmin(page);
  await page.getByTestId('last-synced').filter({ hasText: 'Last synced' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await context.setOffline(true);
  // The listen channel's next long poll fails; the page is then gone without closing it.
  await page.waitForTimeout(1000);
  await context.close({ reason: 'soak: killed while offline' }).catch(() => undefined);
  return (await Promise.all(sessions)).filter((session) => session !== undefined);
}

/** The web channel's goodbye for each session, as the SDK sends it when it closes a channel online: the answers' statuses. */
async function terminate(sessions: ListenSession[]): Promise<number[]> {
  return Promise.all(
    sessions.map(async ({ url, database, sid }) => {
      const query = new URLSearchParams({ VER: '8', database, RID: 'rpc', SID: sid, AID: '0', TYPE: 'terminate', zx: randomUUID().slice(0, 12), t: '1' });
      const response = await fetch(`${url}?${query}`);
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

/** CHANGES status flips on a few bookings inside the dashboards' window (tomorrow, a crew no real booking uses). */
async function churn(db: Firestore): Promise<number> {
  const date = addDaysToDate(businessToday(new Date()), 1);
  const ids = Array.from({ length: 20 }, () => randomUUID());
  const now = Timestamp.now();
  await Promise.all(
    ids.map((id, i) =>
      db.collection('bookings').doc(id).set({
        id, customer_name: `Soak Churn ${i}`, customer_email: `churn-${RUN}-${i}@example.com`, customer_phone: null,
        service_name: 'Interior Detailing', booking_date: date, booking_time: '8:00 AM',
        vehicle_type: 'sedan', vehicle_size: null, vehicle_make: null, vehicle_model: null, comments: null,
        service_street: null, service_city: null, service_postal_code: null, total_price: 195, duration_min: 120,
        status: 'pending', crew: 9, created_at: now, updated_at: now, deleted_at: null, reminder_sent_at: null,
      }),
    ),
  );
  const started = performance.now();
  const PER_BATCH = ids.length;
  for (let done = 0; done < CHANGES; done += PER_BATCH) {
    const batch = db.batch();
    const status = (done / PER_BATCH) % 2 === 0 ? 'confirmed' : 'pending';
    for (const id of ids) batch.update(db.collection('bookings').doc(id), { status, updated_at: FieldValue.serverTimestamp() });
    await batch.commit();
  }
  await Promise.all(ids.map((id) => db.collection('bookings').doc(id).delete()));
  return (performance.now() - started) / 1000;
}

function stackSizeMb(): number {
  const out = execFileSync('du', ['-sk', `${ROOT_DIR}.stack`], { encoding: 'utf8' });
  return Number(out.split(/\s/)[0]) / 1024;
}

function line(label: string, r: Round, yardstick: Yardstick): string {
  const each = (s: number) => `${((s / TIMED) * 1000).toFixed(0)} ms each ${yardstick.n((s / TIMED) * 1000)}`;
  return (
    `${label}: ${TIMED} bookings ${r.bookingsS.toFixed(2)} s ${yardstick.n(r.bookingsS * 1000)} (${each(r.bookingsS)}), ` +
    `${TIMED} staff changes ${r.staffS.toFixed(2)} s ${yardstick.n(r.staffS * 1000)} (${each(r.staffS)}); ${calGoal(FRESH_GOAL_CAL)} each on a fresh stack`
  );
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildWeb({ emulators: true });
  await buildFunctions();
  const stack = await startStack({ hosting: false, seed: true, log: (l) => console.log(l) });
  Object.assign(process.env, emulatorEnv(), { STACK_FIRESTORE: stack.firestore.kind });
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const site = await serveStatic(WEB_OUT_DIR);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const customer = testClient();
  const staff = await signedInClient('admin');
  const yardstick = Yardstick.begin();
  try {
    console.log(`[bench] emulator logs: ${process.env.FIRESTORE_EMULATOR_LOGS === 'verbose' ? 'verbose (as before the stack quieted them)' : "the stack's (web-channel warnings silenced)"}`);
    // A first call of each starts its function workers: not part of either round.
    // Each round books ten a day (two crews, five starts) on days of its own.
    const days = Math.ceil(TIMED / BENCH_BOOKINGS_PER_DAY);
    await timedRound(customer, staff, 100).catch(() => undefined);
    const fresh = await timedRound(customer, staff, 100 + days);

    const sessions: ListenSession[] = [];
    for (let i = 0; i < DASHBOARDS; i++) sessions.push(...(await dropDashboard(browser, site.url)));
    if (process.env.BENCH_SOAK_TERMINATE === '1') {
      const statuses = await terminate(sessions);
      console.log(`[bench] sent the goodbye (TYPE=terminate) for the dead dashboards' ${sessions.length} listen sessions: answered ${statuses.join(', ') || 'nothing'}`);
    }
    const churnS = await churn(db);
    console.log(`[bench] soak: ${DASHBOARDS} dashboards cut off and killed, then ${CHANGES} booking changes in their window in ${churnS.toFixed(1)} s`);

    const soaked = await timedRound(customer, staff, 100 + 2 * days);
    yardstick.end();
    console.log(`[bench] ${yardstick.summary()}`);
    console.log(`[bench] ${line('fresh stack', fresh, yardstick)}`);
    console.log(`[bench] ${line('after the soak', soaked, yardstick)}`);
    console.log(
      `[bench] after / fresh: bookings ${(soaked.bookingsS / fresh.bookingsS).toFixed(2)}x, staff changes ${(soaked.staffS / fresh.staffS).toFixed(2)}x (goal: within 1.5x)`,
    );
    console.log(`[bench] .stack/ holds ${stackSizeMb().toFixed(1)} MB (goal: under 200 MB); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await customer.close();
    await staff.close();
    await browser.close();
    await site.close();
    await stack.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
