// `npm run bench:availability`: how long a week of availability for one
// package takes to answer with 20 jobs a day on the books (10 a crew, in the
// cities served, some without one), now that drives between jobs count.
// Two figures: the function's answer (availability(), getAvailability's whole
// work: the week's lock query, the cities of the bookings they name, the rule)
// run in this process against the Firestore emulator, and the rule alone
// (dayBookFromLocks + slotStates over the week, the code the browser runs too).
// Goals, as multiples of the calibration workload run in this process at the
// start and the end (scripts/bench/calibration.ts; the figures are printed at the
// end, beside the milliseconds): the function under FUNCTION_GOAL_CAL, the rule
// under RULE_GOAL_CAL (about 100 ms and a frame, 16 ms, where they were set). Also the documents
// one answer reads (Firestore bills each; the function counts them), for a day
// and a week, busy and empty: the bound an anonymous caller can cost per call. BENCH_RUNS timed
// answers of the function (default 30), BENCH_RULE_RUNS of the rule (default
// 500). The week is in March 2038 with a clock on it (no test uses 2038); its
// bookings and locks are written with fixed ids and removed at the end. Uses
// the stack already running at STACK_PORT_OFFSET, or starts one (and stops it).
// Runs under tsx with tsconfig.node.json (the @/ alias of the function code).
import type { Firestore } from 'firebase-admin/firestore';
import { ensureBenchStack } from './bench/bench-stack';
import { CITY_IDS, type CityId } from '../src/domain/schedule/cities';
import { addDaysToDate, dayBookFromLocks, occupiedHalfHours, slotLockId, slotStates, type LockLike } from '../src/domain/schedule/schedule';
import { Yardstick, calGoal } from './bench/calibration';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const RULE_RUNS = Number(process.env.BENCH_RULE_RUNS ?? 500);
/** Goals in calibration units (the workload's time in this process). */
const FUNCTION_GOAL_CAL = 0.7;
const RULE_GOAL_CAL = 0.1;
const JOBS_PER_CREW = 10;
const JOB_MIN = 30;
const FROM = '2038-03-01';
const DAYS = 7;
const NOW = new Date('2038-02-27T17:00:00Z');
const SERVICE = 'Interior Detailing';
const CITY: CityId = 'burnaby';
const DURATION_MIN = 120;

interface Job {
  id: string;
  date: string;
  crew: number;
  startMin: number;
  city: CityId | null;
}

/** 20 jobs a day: each crew on the hour from 8:00 AM to 5:00 PM, half an hour each, cities in turn and every seventh without one. */
function week(): Job[] {
  const jobs: Job[] = [];
  for (let d = 0; d < DAYS; d++) {
    const date = addDaysToDate(FROM, d);
    for (const crew of [1, 2]) {
      for (let i = 0; i < JOBS_PER_CREW; i++) {
        const n = d * 20 + (crew - 1) * JOBS_PER_CREW + i;
        jobs.push({ id: `bench-availability-${date}-${crew}-${i}`, date, crew, startMin: 8 * 60 + i * 60, city: n % 7 === 6 ? null : CITY_IDS[n % CITY_IDS.length] });
      }
    }
  }
  return jobs;
}

const locksOf = (job: Job) => occupiedHalfHours(job.startMin, JOB_MIN).map((minute) => ({ id: slotLockId(job.date, minute, job.crew), booking_id: job.id, date: job.date, minute, crew: job.crew }));

async function writeWeek(db: Firestore, jobs: Job[]) {
  const batch = db.batch();
  for (const job of jobs) {
    batch.set(db.collection('bookings').doc(job.id), { id: job.id, booking_date: job.date, service_city: job.city, crew: job.crew, duration_min: JOB_MIN, status: 'confirmed', deleted_at: null });
    for (const { id, ...lock } of locksOf(job)) batch.set(db.collection('slotLocks').doc(id), lock);
  }
  await batch.commit();
}

async function removeWeek(db: Firestore, jobs: Job[]) {
  const batch = db.batch();
  for (const job of jobs) {
    batch.delete(db.collection('bookings').doc(job.id));
    for (const { id } of locksOf(job)) batch.delete(db.collection('slotLocks').doc(id));
  }
  await batch.commit();
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)], worst: sorted[sorted.length - 1] };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

/** The rule alone: each day's DayBook from its locks and the slot states of the week, as the function computes them. */
function timeRule(jobs: Job[]) {
  const cities = new Map(jobs.map((j) => [j.id, j.city]));
  const byDate = new Map<string, LockLike[]>();
  for (const job of jobs) byDate.set(job.date, [...(byDate.get(job.date) ?? []), ...locksOf(job)]);
  const once = () => {
    let free = 0;
    for (let d = 0; d < DAYS; d++) {
      const date = addDaysToDate(FROM, d);
      const day = dayBookFromLocks(byDate.get(date) ?? [], (id) => cities.get(id));
      free += slotStates(date, DURATION_MIN, day, NOW, { city: CITY }).filter((s) => s.available).length;
    }
    return free;
  };
  for (let i = 0; i < 20; i++) once();
  const ms: number[] = [];
  let free = 0;
  for (let i = 0; i < RULE_RUNS; i++) {
    const t = performance.now();
    free = once();
    ms.push(performance.now() - t);
  }
  return { ...stats(ms), free };
}

async function main() {
  const yardstick = Yardstick.begin();
  const jobs = week();
  const rule = timeRule(jobs);
  const cal = (ms: number) => `${fmt(ms)} ms ${yardstick.n(ms)}`;
  /** Printed at the end, with the calibration of the start and the end. */
  const report: (() => string)[] = [
    () =>
      `the rule alone (dayBookFromLocks + slotStates), a week, 20 jobs a day: median ${cal(rule.median)}, p95 ${cal(rule.p95)}, worst ${cal(rule.worst)} (${RULE_RUNS} runs; ${calGoal(RULE_GOAL_CAL)})`,
  ];

  const stack = await ensureBenchStack({ label: 'availability', uses: ['firestore'], seed: false });
  try {
    const { functionsDb } = await import('../tests/integration/support/functions-db');
    const { availability } = await import('../functions/src/booking/availability');
    const db = await functionsDb();
    await writeWeek(db, jobs);
    try {
      const ask = () => availability(db, { service_name: SERVICE, from: FROM, days: DAYS }, NOW, { city: CITY });
      const readsFor = async (from: string, days: number) => {
        const reads = { documents: 0 };
        await availability(db, { service_name: SERVICE, from, days }, NOW, { city: CITY }, undefined, reads);
        return reads.documents;
      };
      const empty = addDaysToDate(FROM, 14);
      console.log(
        `documents read per answer: a busy day ${await readsFor(FROM, 1)}, a busy week ${await readsFor(FROM, DAYS)}, an empty week ${await readsFor(empty, DAYS)} ` +
          `(20 jobs a day of half an hour: one lock each, and the city of each booking they name)`,
      );
      // The same answer as the rule's, and the first calls warm the connection.
      const first = await ask();
      const offered = first.dates.reduce((n, d) => n + d.slots.filter((s) => s.available).length, 0);
      if (offered !== rule.free) throw new Error(`the function offered ${offered} times, the rule ${rule.free}`);
      for (let i = 0; i < 2; i++) await ask();
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await ask();
        ms.push(performance.now() - t);
      }
      const fn = stats(ms);
      report.push(
        () =>
          `the function (availability() against the Firestore emulator), a week, 20 jobs a day: median ${cal(fn.median)}, p95 ${cal(fn.p95)}, worst ${cal(fn.worst)} (${RUNS} runs, ${offered} times offered; ${calGoal(FUNCTION_GOAL_CAL)})`,
      );
    } finally {
      await removeWeek(db, jobs);
    }
    yardstick.end();
    console.log(yardstick.summary());
    for (const line of report) console.log(line());
  } finally {
    await stack?.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[availability] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
