// `npm run bench:sync`: how fast the sync engine drains the outbox to the local
// functions. Prints (1) the time 200 queued bookings (BENCH_COUNT) take to drain, (2) the time
// 20 staff status changes (BENCH_STAFF_CHANGES) queued offline (20 bookings) take to be on the server,
// and (3) the time from the `online` event to the first request of a booking
// queued offline.
// Uses the stack already running at STACK_PORT_OFFSET, or starts one (and stops it).
// Runs the real engine and createBooking kind in Node over fake-indexeddb.
// Each figure also as a multiple of the calibration workload run in this process
// at the start and the end (scripts/bench/calibration.ts), with the goals on that
// scale; the figures are printed together at the end, once the unit is known.
import 'fake-indexeddb/auto';
import { ensureBenchStack } from './bench/bench-stack';
import { AppDb } from '../src/lib/db/db';
import { SYNC_TIMING, createSyncEngine, type CallFn } from '../src/lib/sync/sync-engine';
import { enqueueBooking, myBookings } from '../src/lib/sync/create-booking';
import { OUTBOX_KINDS, enqueue } from '../src/lib/sync/outbox-kinds';
import { setStaffSignedIn } from '../src/lib/sync/staff-session';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { SEED_ACCOUNTS } from './stack/seed';
import { PROJECT_ID } from './stack/ports';
import { addDaysToDate, businessToday } from '../src/domain/schedule/schedule';
import { benchBookingInputs } from './bench/bench-bookings';
import { drainAll } from '../src/testing/outbox';
import { Yardstick, calGoal } from './bench/calibration';

const COUNT = Number(process.env.BENCH_COUNT ?? 200);
// Far from the seed and the e2e tests' days; a second run on the same stack needs another BENCH_FIRST_DAY.
const FIRST_DAY = Number(process.env.BENCH_FIRST_DAY ?? 90);
// Entries in flight at once: the engine's own (BENCH_CONCURRENCY=1 measures one at a time).
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? SYNC_TIMING.SEND_CONCURRENCY);
/** Tells this run's customers from an earlier run's on the same stack (each e-mail may hold only a few upcoming bookings). */
const RUN = Date.now().toString(36);
const inputs = (count: number, firstDay: number) => benchBookingInputs(count, firstDay, `bench-${RUN}`);

// BENCH_STAFF_CHANGES: fewer for a quick run (npm run bench:smoke).
const STAFF_CHANGES = Number(process.env.BENCH_STAFF_CHANGES ?? 20);

/** Goals in calibration units (the workload's time in this process), per booking or change sent and for the wake-up. */
const GOAL_CAL = { perBooking: 1, perStaffChange: 0.5, onlineToSend: 0.3 };

/** 20 pending bookings on days of their own (no capacity involved), straight into Firestore, as other devices made them. */
async function staffFixtures(firstDay: number): Promise<{ id: string; revision: number }[]> {
  const app = getApps().find((a) => a.name === 'bench-sync') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'bench-sync');
  const fs = getFirestore(app);
  const today = businessToday(new Date());
  const batch = fs.batch();
  const out: { id: string; revision: number }[] = [];
  for (let i = 0; i < STAFF_CHANGES; i++) {
    const id = crypto.randomUUID();
    const now = Timestamp.now();
    batch.set(fs.collection('bookings').doc(id), {
      ...inputs(1, firstDay)[0],
      id,
      customer_email: null,
      booking_date: addDaysToDate(today, firstDay + (i % 5)),
      booking_time: '6:00 PM',
      duration_min: 120,
      status: 'pending',
      crew: 9,
      revision: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      reminder_sent_at: null,
    });
    out.push({ id, revision: 0 });
  }
  await batch.commit();
  return out;
}

/** Page-like globals so the engine's `online` listener runs as in a browser. */
function fakePageGlobals() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  Object.assign(globalThis, { window: win, document: doc });
  return win;
}

async function main() {
  const stack = await ensureBenchStack({ label: 'bench', uses: ['functions'] });
  const { testClient } = await import('../tests/integration/support/client');
  const client = testClient();
  const call: CallFn = (name, input) => client.call(name, input);
  const kinds = { createBooking: OUTBOX_KINDS.createBooking };
  const yardstick = Yardstick.begin();
  const report: (() => string)[] = [];
  try {
    // Warm the function up (the emulator loads code in each worker on its first request:
    // as many workers as requests in flight at once).
    await Promise.all(inputs(CONCURRENCY, FIRST_DAY - 1).map((input) => client.call('createBooking', input).catch(() => undefined)));

    const db = new AppDb(`bench-${Date.now()}`);
    const queued = inputs(COUNT, FIRST_DAY);
    for (const input of queued) await enqueueBooking(db, input);
    const engine = createSyncEngine({ db, call, kinds, locks: null, concurrency: CONCURRENCY });
    const t0 = performance.now();
    await drainAll(engine, db);
    const drainMs = performance.now() - t0;
    // No drain of its own may run after its database closes below.
    engine.stop();
    await engine.idle();
    // Where each stands as the visitor's screens read it (derived from the outbox, refusals and the answers).
    const standing = (await myBookings(db)).map((b) => b.sync);
    const count = (state: (typeof standing)[number]) => standing.filter((s) => s === state).length;
    const [confirmed, rejected, left] = [count('confirmed'), count('rejected'), count('pending')];
    report.push(
      () =>
        `[bench] drained ${COUNT} outbox bookings, ${CONCURRENCY} at once, in ${(drainMs / 1000).toFixed(2)} s ${yardstick.n(drainMs)} ` +
        `(${(drainMs / COUNT).toFixed(1)} ms each ${yardstick.n(drainMs / COUNT)}; ${calGoal(GOAL_CAL.perBooking)} each); confirmed ${confirmed}, refused ${rejected}, still waiting ${left}`,
    );

    // Staff: 20 status changes made offline on 20 bookings, then sent: time until all are on the server.
    const staff = testClient();
    const account = SEED_ACCOUNTS.find((a) => a.role === 'staff')!;
    await signInWithEmailAndPassword(staff.auth, account.email, account.password);
    const staffCall: CallFn = (name, input) => staff.call(name, input);
    setStaffSignedIn(true);
    const staffKinds = { updateBookingStatus: OUTBOX_KINDS.updateBookingStatus };
    // Warm the staff callable in as many workers as requests go at once.
    const warm = await staffFixtures(FIRST_DAY - 5);
    await Promise.all(warm.slice(0, CONCURRENCY).map((b) => staff.call('updateBookingStatus', { id: b.id, status: 'confirmed' })));
    const targets = await staffFixtures(FIRST_DAY - 5);
    const db3 = new AppDb(`bench-staff-${Date.now()}`);
    for (const t of targets) {
      await enqueue(db3, 'updateBookingStatus', { id: t.id, status: 'confirmed', mutation_id: crypto.randomUUID(), base_revision: t.revision });
    }
    const engine3 = createSyncEngine({ db: db3, call: staffCall, kinds: staffKinds, locks: null, concurrency: CONCURRENCY });
    const s0 = performance.now();
    await drainAll(engine3, db3);
    const staffMs = performance.now() - s0;
    engine3.stop();
    await engine3.idle();
    const refusedStaff = await db3.refusals.count();
    report.push(
      () =>
        `[bench] ${STAFF_CHANGES} queued staff status changes on the server in ${(staffMs / 1000).toFixed(2)} s ${yardstick.n(staffMs)} ` +
        `(${(staffMs / STAFF_CHANGES).toFixed(1)} ms each ${yardstick.n(staffMs / STAFF_CHANGES)}; ${calGoal(GOAL_CAL.perStaffChange)} each), refused ${refusedStaff}`,
    );
    await staff.close();
    db3.close();

    // Offline, then back online: time from the `online` event to the first request.
    const win = fakePageGlobals();
    let offline = true;
    let onlineAt = 0;
    let firstSendMs: number | undefined;
    const flaky: CallFn = async (name, input, timeoutMs) => {
      if (offline) throw new TypeError('Failed to fetch');
      firstSendMs ??= performance.now() - onlineAt;
      return call(name, input, timeoutMs);
    };
    const db2 = new AppDb(`bench-online-${Date.now()}`);
    const engine2 = createSyncEngine({ db: db2, call: flaky, kinds, locks: null });
    engine2.start();
    await enqueueBooking(db2, inputs(1, FIRST_DAY - 2)[0]);
    await engine2.drain(); // fails: offline; now in backoff
    offline = false;
    onlineAt = performance.now();
    win.dispatchEvent(new Event('online'));
    while ((await db2.outbox.count()) > 0) await new Promise((r) => setTimeout(r, 5));
    engine2.stop();
    await engine2.idle();
    const onlineMs = firstSendMs ?? NaN;
    report.push(() => `[bench] from \`online\` to first send: ${onlineMs.toFixed(1)} ms ${yardstick.n(onlineMs)} (${calGoal(GOAL_CAL.onlineToSend)})`);
    db.close();
    db2.close();
    yardstick.end();
    console.log(`[bench] ${yardstick.summary()}`);
    for (const line of report) console.log(line());
  } finally {
    await client.close();
    await stack?.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
