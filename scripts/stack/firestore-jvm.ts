// The Firestore emulator's JVM as the stack sees it from outside: which process
// it is (firebase-tools starts it, in a process group of its own) and what it
// holds (heap, threads, the objects on its heap by class), read with the JDK's
// own tools. bench:soak reads it before and after a day-like load.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The process of the Java emulator listening on `port` (its command line says `--port <port>`), if any. */
export function findFirestoreJvm(port: number, procDir = '/proc'): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync(procDir);
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`${procDir}/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!args[0]?.endsWith('java') || !args.some((a) => a.includes('firestore'))) continue;
    const at = args.indexOf('--port');
    if (at >= 0 && args[at + 1] === String(port)) return Number(entry);
  }
  return undefined;
}

/** A JDK tool (jcmd, jstat) beside the `java` binary the process runs. */
function jdkTool(pid: number, tool: string): string | undefined {
  try {
    const beside = join(dirname(realpathSync(`/proc/${pid}/exe`)), tool);
    return existsSync(beside) ? beside : undefined;
  } catch {
    return undefined;
  }
}

export interface JvmSample {
  /** Heap in use (young + old), from jstat -gc. */
  heapMb: number;
  /** Resident memory of the process. */
  rssMb: number;
  threads: number;
  /** Instances on the heap by class name (jcmd GC.class_histogram: it runs a full collection first). */
  instances: Map<string, number>;
}

function parseHistogram(out: string): Map<string, number> {
  const instances = new Map<string, number>();
  for (const row of out.split('\n')) {
    const m = /^\s*\d+:\s+(\d+)\s+\d+\s+(\S+)/.exec(row);
    if (m) instances.set(m[2], Number(m[1]));
  }
  return instances;
}

const HISTOGRAM_OPTIONS = { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 } as const;

/** Instances on the heap by class name (`jcmd GC.class_histogram`, which collects garbage first); empty without a JDK's jcmd. */
export function classHistogram(pid: number): Map<string, number> {
  const jcmd = jdkTool(pid, 'jcmd');
  return jcmd ? parseHistogram(spawnSync(jcmd, [String(pid), 'GC.class_histogram'], HISTOGRAM_OPTIONS).stdout ?? '') : new Map();
}

/** classHistogram without blocking this process meanwhile (jcmd is a JVM of its own: a second or so on a busy machine). */
export async function classHistogramAsync(pid: number): Promise<Map<string, number>> {
  const jcmd = jdkTool(pid, 'jcmd');
  if (!jcmd) return new Map();
  const { stdout } = await promisify(execFile)(jcmd, [String(pid), 'GC.class_histogram'], HISTOGRAM_OPTIONS).catch(() => ({ stdout: '' }));
  return parseHistogram(stdout);
}

export function sampleJvm(pid: number): JvmSample | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const threads = Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const instances = classHistogram(pid);
  let heapMb = 0;
  const jstat = jdkTool(pid, 'jstat');
  if (jstat) {
    const [head, values] = (spawnSync(jstat, ['-gc', String(pid)], { encoding: 'utf8', timeout: 30_000 }).stdout ?? '').trim().split('\n');
    if (head && values) {
      const names = head.trim().split(/\s+/);
      const nums = values.trim().split(/\s+/).map(Number);
      const used = ['S0U', 'S1U', 'EU', 'OU'].reduce((sum, name) => sum + (nums[names.indexOf(name)] || 0), 0);
      heapMb = used / 1024;
    }
  }
  return { heapMb, rssMb, threads, instances };
}

/** The classes whose instance count grew most from `before` to `after`: [class, before, after]. */
export function grownClasses(before: JvmSample, after: JvmSample, count = 12): [string, number, number][] {
  return [...after.instances.entries()]
    .map(([name, n]): [string, number, number] => [name, before.instances.get(name) ?? 0, n])
    .filter(([, b, a]) => a > b)
    .sort((x, y) => y[2] - y[1] - (x[2] - x[1]))
    .slice(0, count);
}

/** The emulator's listens and the messages queued for them, read off its heap. */
export interface ListenBacklog {
  /** Listen streams the emulator serves: one per page's channel, open or long gone. */
  listens: number;
  /**
   * Messages waiting in web channels' back channels. An open page takes its
   * channel's messages within seconds; the messages of a page that went away
   * without closing its listen stay, up to the emulator's 10,000 per channel.
   */
  queued: number;
}

const LISTEN_STREAM = 'com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1ListenStream';
const QUEUED_MESSAGE = 'com.google.net.webchannel.server.v8.Envelope';

export function listenBacklog(sample: Pick<JvmSample, 'instances'>): ListenBacklog {
  return { listens: sample.instances.get(LISTEN_STREAM) ?? 0, queued: sample.instances.get(QUEUED_MESSAGE) ?? 0 };
}

/** CPU seconds the process has used so far (user + system), from /proc; undefined when it is gone. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat: 12th and 13th after the state.
    return (Number(after[11]) + Number(after[12])) / 100;
  } catch {
    return undefined;
  }
}
