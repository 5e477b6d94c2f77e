// The processes under a process, whatever their process group: firebase-tools
// starts the Firestore emulator's JVM in a group of its own, so a signal to
// the emulators' group does not reach it, and a JVM whose firebase-tools was
// killed mid-shutdown (it waits for running functions first) kept its ports
// and a core's worth of threads after the test run that started it had ended.
import { readFileSync, readdirSync } from 'node:fs';

/** Every live descendant of `root` (Linux /proc; none where there is no /proc). */
export function descendants(root: number, procDir = '/proc'): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync(procDir);
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`${procDir}/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** SIGKILL to each pid that is still there. */
export function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
