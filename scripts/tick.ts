// `npm run tick`: runs every scheduled job once, now, against the running local
// stack (the one on this STACK_PORT_OFFSET), and prints what each one sent.
// `npm run tick -- --now=2026-11-24T18:00:00Z` runs them at another time, e.g.
// 24 hours before a booking, to see its reminder without waiting for the day.
import { existsSync } from 'node:fs';
import { buildFunctions } from './build-functions';
import { HOST, PORTS, PORT_OFFSET, emulatorEnv } from './stack/ports';
import { portOpen } from './stack/wait';
import { LOCAL_JOBS_BUNDLE, formatRun, runAllJobs } from './stack/local-scheduler';

function parseNow(): Date {
  const arg = process.argv.slice(2).find((a) => a.startsWith('--now='));
  if (!arg) return new Date();
  const now = new Date(arg.slice('--now='.length));
  if (Number.isNaN(now.getTime())) throw new Error(`--now must be a date and time, e.g. --now=2026-11-24T18:00:00Z; got "${arg}"`);
  return now;
}

async function main(): Promise<number> {
  const now = parseNow();
  if (!(await portOpen(PORTS.firestore, HOST)) || !(await portOpen(PORTS.smtp, HOST))) {
    console.error(
      `[tick] no local stack on STACK_PORT_OFFSET=${PORT_OFFSET} (Firestore ${HOST}:${PORTS.firestore}, SMTP ${HOST}:${PORTS.smtp}): ` +
        'start it with `npm start` (with the same STACK_PORT_OFFSET) first.',
    );
    return 1;
  }
  Object.assign(process.env, emulatorEnv());
  if (!existsSync(LOCAL_JOBS_BUNDLE)) await buildFunctions();
  const runs = await runAllJobs(now);
  for (const run of runs) console.log(formatRun(run, now, false));
  return runs.some((r) => r.error) ? 1 : 0;
}

main().then(
  // The Admin SDK keeps its channel open: exit explicitly.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[tick] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
