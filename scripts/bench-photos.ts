// `npm run bench:photos`: the crew's photos, end to end on this machine.
// 1. Shrinking: BENCH_PHOTOS_SHRINK (10) phone-size photos (12 MP JPEGs made
//    here with sharp, scripts/bench/photo-harness.ts) shrunk one after another
//    by src/lib/photos in Chromium (a phone-sized page, no CPU throttling),
//    traced: the total time, and the longest task on the page's main thread
//    while it ran (the goal: under 50 ms, so the screen never stalls); then
//    shrunk and QUEUED as the Photos section does (the file into IndexedDB,
//    the addJobPhoto row into the outbox), traced the same way.
// 2. Uploading: BENCH_PHOTOS_UPLOAD (20) shrunk photos queued in an outbox
//    (fake-indexeddb in Node) and sent by the real sync engine and addJobPhoto
//    kind to the local stack (the one running at STACK_PORT_OFFSET, or one
//    started here), one job's photos one after another, signed in as the
//    seeded staff member; each photo's object is checked in Storage after.
// The machine is shared (2 cores): figures move with whatever else runs, so each
// is also printed as a multiple of the calibration workload (scripts/bench/
// calibration.ts), run in the same Chromium for the shrinking figures and in this
// process for the upload's, at the start and the end of each part; the goals are
// on that scale. The figures are printed at the end, once the units are known.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { ensureBenchStack } from './bench/bench-stack';
import { PROJECT_ID, STORAGE_BUCKET } from './stack/ports';
import { ensureChromium } from './stack/chromium';
import { SEED_ACCOUNTS } from './stack/seed';
import { phonePhoto, startPhotoHarness } from './bench/photo-harness';
import { AppDb } from '../src/lib/db/db';
import { queuePhoto } from '../src/lib/photos/photo-queue';
import { OUTBOX_KINDS } from '../src/lib/sync/outbox-kinds';
import { createSyncEngine, type CallFn } from '../src/lib/sync/sync-engine';
import { setStaffSignedIn } from '../src/lib/sync/staff-session';
import { Yardstick, calGoal } from './bench/calibration';

const SHRINK_COUNT = Number(process.env.BENCH_PHOTOS_SHRINK ?? 10);
const UPLOAD_COUNT = Number(process.env.BENCH_PHOTOS_UPLOAD ?? 20);
/** Goals in calibration units: the longest main-thread task while shrinking (about 50 ms where set), and each photo's upload. */
const LONGEST_TASK_GOAL_CAL = 0.35;
const UPLOAD_GOAL_CAL = 3;

const yardstick = Yardstick.begin();
/** The figures, printed at the end with the calibration of the start and the end. */
const report: (() => string)[] = [];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The longest task (wall time, ms) on the busiest renderer main thread of a trace. */
function longestMainThreadTask(events: TraceEvent[]): number {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X');
  const busiest = mains.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return Math.max(0, ...tasksOf(busiest).map((e) => (e.dur ?? 0) / 1000));
}

async function benchShrink(): Promise<string[]> {
  console.log(`[bench] making ${SHRINK_COUNT} phone photos (12 MP JPEG, EXIF orientation and GPS) with sharp…`);
  const photos = await Promise.all(Array.from({ length: SHRINK_COUNT }, (_, i) => phonePhoto(i + 1)));
  const inputMb = photos.reduce((n, p) => n + p.length, 0) / SHRINK_COUNT / 1024 / 1024;
  const harness = await startPhotoHarness();
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await yardstick.browserBegin(browser);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/fixture/photo-*', (route) => route.fulfill({ body: photos[Number(route.request().url().split('photo-')[1])]!, contentType: 'image/jpeg' }));
    await page.goto(harness.url);
    await page.waitForFunction(() => (window as unknown as { harnessReady?: boolean }).harnessReady === true);
    // One photo first: the worker's start and the module's first load are not what a crew waits on each time.
    await page.evaluate(() => (window as unknown as { shrinkAll: (urls: string[]) => Promise<unknown> }).shrinkAll(['/fixture/photo-0']));
    await page.evaluate(() => (window as unknown as { shrinkAndQueueAll: (urls: string[]) => Promise<unknown> }).shrinkAndQueueAll(['/fixture/photo-0']));
    const urls = photos.map((_, i) => `/fixture/photo-${i}`);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] });
    const result = await page.evaluate((list) => (window as unknown as { shrinkAll: (u: string[]) => Promise<{ ms: number; sizes: number[] }> }).shrinkAll(list), urls);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const longest = longestMainThreadTask(trace.traceEvents);
    const sizes = [...result.sizes].sort((a, b) => a - b);
    report.push(
      () =>
        `[bench] shrank ${SHRINK_COUNT} phone photos (12 MP, ${inputMb.toFixed(1)} MB each on average) in ${(result.ms / 1000).toFixed(2)} s ${yardstick.b(result.ms)} ` +
        `(${(result.ms / SHRINK_COUNT).toFixed(0)} ms each ${yardstick.b(result.ms / SHRINK_COUNT)}); out: median ${Math.round(sizes[Math.floor(sizes.length / 2)]! / 1024)} KB`,
      () => `[bench] longest main-thread task while shrinking: ${longest.toFixed(1)} ms ${yardstick.b(longest)} (${calGoal(LONGEST_TASK_GOAL_CAL)})`,
    );
    // Shrunk and queued as the Photos section does: the file into IndexedDB and the row into the outbox, in one transaction each.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] });
    const queued = await page.evaluate(
      (list) => (window as unknown as { shrinkAndQueueAll: (u: string[]) => Promise<{ ms: number; queued: number; files: number }> }).shrinkAndQueueAll(list),
      urls,
    );
    const queueTrace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const longestQueued = longestMainThreadTask(queueTrace.traceEvents);
    if (queued.queued !== SHRINK_COUNT || queued.files !== SHRINK_COUNT) throw new Error(`expected ${SHRINK_COUNT} queued photos and files, found ${queued.queued} and ${queued.files}`);
    report.push(
      () =>
        `[bench] shrank and queued ${SHRINK_COUNT} phone photos (file in IndexedDB, row in the outbox) in ${(queued.ms / 1000).toFixed(2)} s ${yardstick.b(queued.ms)} ` +
        `(${(queued.ms / SHRINK_COUNT).toFixed(0)} ms each ${yardstick.b(queued.ms / SHRINK_COUNT)}); longest main-thread task: ${longestQueued.toFixed(1)} ms ${yardstick.b(longestQueued)} (${calGoal(LONGEST_TASK_GOAL_CAL)})`,
    );
    // The shrunk photos, for the upload.
    const shrunk: string[] = [];
    for (let i = 0; i < Math.min(UPLOAD_COUNT, SHRINK_COUNT); i++) {
      const answer = await page.evaluate((url) => (window as unknown as { shrinkFrom: (u: string) => Promise<{ data: string }> }).shrinkFrom(url), `/fixture/photo-${i}`);
      shrunk.push(answer.data);
    }
    await yardstick.browserEnd(browser);
    return shrunk;
  } finally {
    await browser.close();
    await harness.close();
  }
}

async function benchUpload(shrunk: string[]): Promise<void> {
  const stack = await ensureBenchStack({ label: 'bench', uses: ['functions'] });
  try {
    const app = getApps().find((a) => a.name === 'bench-photos') ?? initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }, 'bench-photos');
    // A job of its own, on crew 9 (no real crew's capacity) and a date no test uses.
    const bookingId = `bench-photos-${randomUUID()}`;
    const now = Timestamp.now();
    await getFirestore(app).collection('bookings').doc(bookingId).set({
      id: bookingId, customer_name: 'Bench Photos', customer_email: null, customer_phone: null, service_name: 'Interior Detailing',
      booking_date: '2036-07-01', booking_time: '10:00 AM', vehicle_type: 'sedan', vehicle_size: null, vehicle_make: null, vehicle_model: null,
      comments: null, service_street: null, service_city: null, service_postal_code: null, total_price: 195, duration_min: 120,
      status: 'confirmed', crew: 9, created_at: now, updated_at: now, deleted_at: null, reminder_sent_at: null,
    });
    const { testClient } = await import('../tests/integration/support/client');
    const staff = testClient();
    const account = SEED_ACCOUNTS.find((a) => a.role === 'staff')!;
    await signInWithEmailAndPassword(staff.auth, account.email, account.password);
    // Warm the callable's worker: a cold start is the emulator's, not the upload's.
    await staff.call('addJobPhoto', {
      booking_id: bookingId, photo_id: randomUUID(), tag: 'before', caption: null, taken_at: new Date().toISOString(), content_type: 'image/jpeg', data: shrunk[0]!,
    });
    // The photos queued on a device (files in IndexedDB: fake-indexeddb in Node), then sent by the real engine
    // and the addJobPhoto kind: each file read and encoded on its attempt, one job's photos one after another.
    const db = new AppDb(`bench-photos-${Date.now()}`);
    for (let i = 0; i < UPLOAD_COUNT; i++) {
      const bytes = Buffer.from(shrunk[i % shrunk.length]!, 'base64');
      await queuePhoto(db, { bookingId, tag: i % 2 === 0 ? 'before' : 'after', blob: new Blob([bytes], { type: 'image/jpeg' }) });
    }
    setStaffSignedIn(true);
    const call: CallFn = (name, input) => staff.call(name, input);
    const engine = createSyncEngine({ db, call, kinds: OUTBOX_KINDS, locks: null });
    const started = performance.now();
    const summary = await engine.drain();
    const ms = performance.now() - started;
    if (summary.sent !== UPLOAD_COUNT || (await db.outbox.count()) !== 0) throw new Error(`the outbox sent ${summary.sent} of ${UPLOAD_COUNT} photos`);
    db.close();
    const [files] = await getStorage(app).bucket().getFiles({ prefix: `jobs/${bookingId}/` });
    const kb = shrunk.reduce((n, s) => n + (s.length * 3) / 4, 0) / shrunk.length / 1024;
    report.push(
      () =>
        `[bench] uploaded ${UPLOAD_COUNT} queued photos (${Math.round(kb)} KB each) through the outbox (addJobPhoto, one job's photos in order) in ${(ms / 1000).toFixed(2)} s ${yardstick.n(ms)} ` +
        `(${(ms / UPLOAD_COUNT).toFixed(0)} ms each ${yardstick.n(ms / UPLOAD_COUNT)}; ${calGoal(UPLOAD_GOAL_CAL)} each); ${files.length - 1} new objects in Storage`,
    );
    if (files.length !== UPLOAD_COUNT + 1) throw new Error(`expected ${UPLOAD_COUNT + 1} objects under jobs/${bookingId}/, found ${files.length}`);
    await getStorage(app).bucket().deleteFiles({ prefix: `jobs/${bookingId}/` });
    await getFirestore(app).collection('bookings').doc(bookingId).delete();
    await staff.close();
  } finally {
    await stack?.stop();
  }
}

try {
  const shrunk = await benchShrink();
  await benchUpload(shrunk);
  yardstick.end();
  console.log(`[bench] ${yardstick.summary()}`);
  for (const line of report) console.log(line());
  console.log('[bench] machine: shared, 2 cores; the milliseconds move with whatever else runs, the multiples of the calibration less');
  process.exit(0);
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
