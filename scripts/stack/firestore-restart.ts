// A new Firestore emulator with the old one's data, on the same port.
//
// The emulator keeps listening for every page that went away without closing
// its listen (a dashboard closed by a test, cut off, or killed with its
// browser): nothing a client or the stack can send ends such a listen, and
// every later write into its query pays for it. Only a new emulator forgets
// them. firebase-tools starts the emulator's JVM once and has no way to start
// it again, so the stack does it: it has the emulator write its data out (the
// export firebase-tools' `emulators:export` asks for), stops that JVM, and
// starts the same command line again with the export as its seed
// (`--seed_from_export`, as `emulators:start --import` passes it). firebase-tools
// only logs that its JVM ended on a signal; the emulator has no triggers of
// ours to register again (the functions are callables and schedules), and the
// rules come with the command line. Open pages lose their listen for the
// seconds the new JVM takes to start and reconnect by themselves, as after a
// network cut.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { classHistogramAsync, cpuSeconds, findFirestoreJvm, listenBacklog } from './firestore-jvm';

export interface FirestoreRestarter {
  /** Restarts the emulator with its data; resolves once the new one answers. */
  restart(): Promise<{ ms: number }>;
  /** Stops a JVM this restarter started (firebase-tools stops only its own). */
  stop(): Promise<void>;
}

interface JvmLaunch {
  exe: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** How the running JVM was started: its executable, command line, environment and folder. */
function launchOf(pid: number): JvmLaunch {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (args.at(-1) === '') args.pop();
  const env: NodeJS.ProcessEnv = {};
  for (const entry of readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return { exe: realpathSync(`/proc/${pid}/exe`), args: args.slice(1), env, cwd: realpathSync(`/proc/${pid}/cwd`) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SIGINT, then SIGKILL after `graceMs`; resolves once the process is gone. SIGINT, as Ctrl-C: the
 * JVM then exits with 130, which firebase-tools takes for a stop; after SIGTERM it exits with 143,
 * which firebase-tools takes for a crash of its emulator, and it stops the whole suite.
 */
async function end(pid: number, graceMs = 10_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
    while (alive(pid)) await sleep(50);
  }
}

/** Resolves once the emulator on `origin` answers its root ("Ok"); throws past the deadline. */
async function waitAnswering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the new Firestore emulator exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(origin, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`the new Firestore emulator did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

/** The seed option on a command line: replaced when there, added when not. */
export function withSeed(args: readonly string[], metadataFile: string): string[] {
  const out = [...args];
  const at = out.indexOf('--seed_from_export');
  if (at >= 0) out[at + 1] = metadataFile;
  else out.push('--seed_from_export', metadataFile);
  return out;
}

export function firestoreRestarter(options: { host: string; port: number; projectId: string; stackDir: string; startTimeoutMs?: number }): FirestoreRestarter {
  const origin = `http://${options.host}:${options.port}`;
  const exportDir = join(options.stackDir, 'firestore-restart');
  let own: ChildProcess | undefined;
  let running: Promise<{ ms: number }> | undefined;

  const restartOnce = async () => {
    const started = performance.now();
    const pid = findFirestoreJvm(options.port);
    if (!pid) throw new Error(`no Firestore emulator JVM found on port ${options.port}`);
    const launch = launchOf(pid);

    rmSync(exportDir, { recursive: true, force: true });
    mkdirSync(exportDir, { recursive: true });
    const response = await fetch(`${origin}/emulator/v1/projects/${options.projectId}:export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ database: `projects/${options.projectId}/databases/(default)`, export_directory: exportDir, export_name: 'firestore_export' }),
    });
    const said = await response.text();
    const metadata = join(exportDir, 'firestore_export', 'firestore_export.overall_export_metadata');
    if (!response.ok || !existsSync(metadata)) throw new Error(`the Firestore emulator did not export its data (${response.status} ${said.slice(0, 200)})`);

    await end(pid);
    // The emulator's own log, where firebase-tools had it write.
    const logFd = openSync(join(launch.cwd, 'firestore-debug.log'), 'a');
    try {
      own = spawn(launch.exe, withSeed(launch.args, metadata), { cwd: launch.cwd, env: launch.env, detached: true, stdio: ['ignore', logFd, logFd] });
    } finally {
      closeSync(logFd);
    }
    own.unref();
    await waitAnswering(origin, own, options.startTimeoutMs ?? 120_000);
    return { ms: performance.now() - started };
  };

  return {
    restart() {
      // One at a time: a second caller waits for the restart under way.
      running ??= restartOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      await running?.catch(() => undefined);
      if (own?.pid && own.exitCode === null && own.signalCode === null) await end(own.pid, 5_000);
    },
  };
}

/**
 * Messages queued in back channels past which the emulator is given a new JVM.
 * Pages that are open take their channel's messages within seconds, so this
 * many queued means pages that went away, and every write into their listens'
 * window pays for each of them (the emulator builds each page's message, up to
 * its own cap of 10,000 queued per channel, and tries to queue it past that).
 */
export const RESTART_AT_QUEUED = 5_000;
/** The JVM counts as quiet (no write or query under way) below this share of one core. */
const QUIET_CPU_SHARE = 0.1;
const QUIET_WINDOW_MS = 3000;

export type WatchVerdict =
  | { action: 'none'; listens: number; queued: number }
  | { action: 'restarted'; listens: number; queued: number; ms: number }
  | { action: 'waiting'; listens: number; queued: number };

export interface FirestoreWatch {
  /** One look at the emulator: restarts it when its back channels hold `restartAtQueued` messages and it is quiet. */
  check(): Promise<WatchVerdict>;
  stop(): void;
}

/**
 * Looks at the emulator every `intervalMs` (a heap histogram of its JVM: a
 * collection of its heap and a run of the JDK's jcmd, a fraction of a CPU
 * second) and restarts it with its data when pages that went away have left
 * too much queued for them. Only in a quiet moment (the JVM all but idle for a
 * few seconds): a write that came between the export and the end of the old
 * JVM would be lost, so a stack that is never quiet keeps its emulator. A call
 * that starts during the restart waits for it (the Admin SDK retries an
 * unavailable Firestore), and open pages reconnect.
 */
export function watchFirestore(
  restarter: FirestoreRestarter,
  options: { port: number; intervalMs?: number; restartAtQueued?: number; log?: (line: string) => void },
): FirestoreWatch {
  const restartAt = options.restartAtQueued ?? RESTART_AT_QUEUED;
  let busy = false;

  const quiet = async (pid: number) => {
    const before = cpuSeconds(pid);
    await sleep(QUIET_WINDOW_MS);
    const after = cpuSeconds(pid);
    return before !== undefined && after !== undefined && after - before < (QUIET_WINDOW_MS / 1000) * QUIET_CPU_SHARE;
  };

  const check = async (): Promise<WatchVerdict> => {
    const pid = findFirestoreJvm(options.port);
    if (!pid) return { action: 'none', listens: 0, queued: 0 };
    const { listens, queued } = listenBacklog({ instances: await classHistogramAsync(pid) });
    if (queued < restartAt) return { action: 'none', listens, queued };
    if (!(await quiet(pid))) return { action: 'waiting', listens, queued };
    const { ms } = await restarter.restart();
    options.log?.(
      `[stack] Firestore emulator restarted with its data in ${(ms / 1000).toFixed(1)} s: ${queued} messages were queued for ${listens} listens, most of pages gone without closing them`,
    );
    return { action: 'restarted', listens, queued, ms };
  };

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    check()
      .catch((error: unknown) => options.log?.(`[stack] Firestore emulator check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs ?? 30_000);
  timer.unref();

  return {
    check,
    stop: () => clearInterval(timer),
  };
}
