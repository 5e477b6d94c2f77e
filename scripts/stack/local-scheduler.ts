// The local stack's clock. The emulators do not run schedules, so `npm start`
// runs every job of the one registry (functions/src/scheduled/jobs.ts, bundled
// as functions/lib/local-jobs.js with the functions' own Admin SDK and mail
// transport) on its own period against the local stack, and `npm run tick`
// runs them all once. No list of jobs here: whatever the registry holds runs.
import { createRequire } from 'node:module';
import type { Firestore } from 'firebase-admin/firestore';
import type { ScheduledJob } from '../../functions/src/scheduled/jobs';
import { ROOT_DIR } from './ports';

export const LOCAL_JOBS_BUNDLE = `${ROOT_DIR}functions/lib/local-jobs.js`;
/** The first runs wait this long after start-up, so they do not compete with seeding and the first page loads. */
const FIRST_RUN_DELAY_MS = 30_000;

interface LocalJobsModule {
  SCHEDULED_JOBS: Record<string, ScheduledJob>;
  db: Firestore;
}

const require = createRequire(import.meta.url);

/** The registry as last built; loaded afresh each run, since `npm run dev` rebuilds it on change. Needs the stack's env in process.env. */
export function loadLocalJobs(): LocalJobsModule {
  delete require.cache[LOCAL_JOBS_BUNDLE];
  return require(LOCAL_JOBS_BUNDLE) as LocalJobsModule;
}

/**
 * What a run did, in words, or undefined when it did nothing: every non-empty
 * list and every positive count of its summary ("sent 2 (ab12cd34, …)"), except
 * what it skipped. Job summaries are counts or lists of ids (jobs.ts).
 */
export function describeRun(summary: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'skipped') continue;
    if (Array.isArray(value) && value.length > 0) {
      parts.push(`${key} ${value.length} (${value.map((v) => String(v).slice(0, 8)).join(', ')})`);
    } else if (typeof value === 'number' && value > 0) {
      parts.push(`${key} ${value}`);
    }
  }
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export interface JobRun {
  name: string;
  /** What it did, or undefined when nothing was due. */
  did?: string;
  error?: string;
}

export async function runJob(name: string, now: Date): Promise<JobRun> {
  const { SCHEDULED_JOBS, db } = loadLocalJobs();
  const job = SCHEDULED_JOBS[name];
  if (!job) return { name, error: 'no longer in the registry' };
  try {
    return { name, did: describeRun(await job.run(db, now)) };
  } catch (error) {
    return { name, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every job of the registry once, in order, at `now`. */
export async function runAllJobs(now: Date): Promise<JobRun[]> {
  const runs: JobRun[] = [];
  for (const name of Object.keys(loadLocalJobs().SCHEDULED_JOBS)) runs.push(await runJob(name, now));
  return runs;
}

function clock(now: Date): string {
  return now.toISOString().slice(11, 19);
}

export function formatRun(run: JobRun, now: Date, quietWhenIdle: boolean): string | undefined {
  if (run.error) return `[scheduler] ${clock(now)} ${run.name} failed: ${run.error}`;
  if (run.did) return `[scheduler] ${clock(now)} ${run.name}: ${run.did}`;
  return quietWhenIdle ? undefined : `[scheduler] ${clock(now)} ${run.name}: nothing due`;
}

/** Runs each job every `everyMs` (first after a short delay); prints a line each time one sends something or fails. Returns stop(). */
export function startLocalScheduler(log: (line: string) => void = console.log): () => void {
  const jobs = Object.values(loadLocalJobs().SCHEDULED_JOBS);
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return; // a slow run is never overlapped by the next one
      running = true;
      const now = new Date();
      try {
        const line = formatRun(await runJob(job.name, now), now, true);
        if (line) log(line);
      } finally {
        running = false;
      }
    };
    timers.push(setTimeout(() => void tick(), FIRST_RUN_DELAY_MS));
    timers.push(setInterval(() => void tick(), job.everyMs));
  }
  log(
    `[scheduler] running ${jobs.map((j) => `${j.name} (${j.schedule})`).join(', ')} against the local stack; ` +
      '`npm run tick` runs them now',
  );
  return () => {
    for (const t of timers) clearTimeout(t);
  };
}
