// `npm run bench:live`: how fast another device's change reaches a signed-in
// dashboard through its Firestore listener, in Debian's Chromium. Builds the site
// for the emulators (skip with --no-build), uses the stack running at
// STACK_PORT_OFFSET or starts one, serves the build, signs in as the seeded admin
// and shows one booking; then 50 times changes its status on the server (Admin
// SDK, as another device's callable would) and prints, from each change's commit
// time to the first frame painted with the new status: median and worst.
// Each figure also as a multiple of the calibration workload run in the same
// browser at the start and the end (scripts/bench/calibration.ts); the goal is on
// that scale (GOAL_CAL, about a second where it was set). Also prints the Firestore document reads of one dashboard open (every booking
// in the listener's window, the upcoming blocks, the member's access record).
// Asserts nothing.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { buildWeb } from './build-web';
import { ensureBenchStack } from './bench/bench-stack';
import { PROJECT_ID, WEB_OUT_DIR, emulatorEnv } from './stack/ports';
import { signInAsSeededAdmin } from './stack/sign-in-page';
import { serveStatic } from './pwa/static-server';
import { addDaysToDate, businessToday } from '../src/domain/schedule/schedule';
import { blocksFrom, liveWindow } from '../src/domain/booking/booking-doc';
import { ensureChromium } from './stack/chromium';
import { Yardstick, calGoal } from './bench/calibration';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
/** The goal for a change's way to the screen, in calibration units (the workload's time in this browser). */
const GOAL_CAL = 7;
const CHROME = await ensureChromium();
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'];

function stats(ms: number[], yardstick: Yardstick): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const worst = sorted.at(-1)!;
  return `median ${median.toFixed(0)} ms ${yardstick.b(median)}, worst ${worst.toFixed(0)} ms ${yardstick.b(worst)} (${ms.length} changes; ${calGoal(GOAL_CAL)})`;
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildWeb({ emulators: true });
  const stack = await ensureBenchStack({ label: 'bench', uses: ['auth', 'functions', 'firestore'] });
  Object.assign(process.env, emulatorEnv());
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const site = await serveStatic(WEB_OUT_DIR);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const yardstick = Yardstick.begin();
    await yardstick.browserBegin(browser);
    // One booking of the bench's own, tomorrow, on a crew no real booking uses (no slot locks).
    const id = randomUUID();
    const name = `Live Bench ${id.slice(0, 6)}`;
    const now = Timestamp.now();
    const ref = db.collection('bookings').doc(id);
    await ref.set({
      id, customer_name: name, customer_email: `live-${id.slice(0, 6)}@example.com`, customer_phone: null,
      service_name: 'Interior Detailing', booking_date: addDaysToDate(businessToday(new Date()), 1), booking_time: '8:00 AM',
      vehicle_type: 'sedan', vehicle_size: null, vehicle_make: null, vehicle_model: null, comments: null,
      service_street: null, service_city: null, service_postal_code: null, total_price: 195, duration_min: 120,
      status: 'pending', crew: 9, created_at: now, updated_at: now, deleted_at: null, reminder_sent_at: null,
    });

    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsSeededAdmin(page);
    await page.getByLabel('Search bookings').fill(name);
    const row = page.getByTestId(`booking-${id}`);
    await row.waitFor({ timeout: 60_000 });
    // The open's pull has landed (the listener's stream stays open: no network idle to wait for).
    await page.getByTestId('last-synced').filter({ hasText: 'Last synced' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);

    const latencies: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const status = i % 2 === 0 ? 'confirmed' : 'completed';
      // Resolves with the wall-clock time of the first frame painted once the row shows the status.
      // (A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.)
      const painted = page.evaluate<number>(`new Promise((resolve) => {
        const observer = new MutationObserver(() => check());
        function check() {
          const el = document.querySelector('[data-testid="booking-${id}"]');
          if (!el || !el.textContent.includes('${status}')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0));
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        check();
      })`);
      painted.catch(() => undefined);
      // The observer is in place before the change is made.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const result = await ref.update({ status, updated_at: FieldValue.serverTimestamp() });
      latencies.push((await painted) - result.writeTime.toMillis());
      await page.waitForTimeout(100);
    }
    await yardstick.browserEnd(browser);
    yardstick.end();
    console.log(`[bench] ${yardstick.summary()}`);
    console.log(`[bench] a change committed on the server, painted on the signed-in dashboard: ${stats(latencies, yardstick)}`);

    const window = liveWindow(new Date());
    const inWindow = (await db.collection('bookings').where('booking_date', '>=', window.from).where('booking_date', '<=', window.to).count().get()).data().count;
    const blocks = (await db.collection('blocks').where('date_to', '>=', blocksFrom(new Date())).count().get()).data().count;
    console.log(
      `[bench] Firestore reads of one dashboard open: ${inWindow + Math.max(1, blocks) + 1} (${inWindow} bookings from ${window.from} to ${window.to}, ` +
        `${blocks} upcoming blocks (an empty answer counts one read), 1 access record); then 1 per change per open dashboard`,
    );
    console.log(`[bench] load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    await ref.delete();
  } finally {
    await browser.close();
    await site.close();
    await stack?.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
