// The process tree the stack's stop kills: found through /proc whatever the
// processes' groups, checked on a real tree (a detached grandchild, as
// firebase-tools starts the Firestore emulator's JVM).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paced } from '../../src/testing/pace';
import { descendants, killAll } from './process-tree';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(existsSync('/proc/self/stat'))('descendants', () => {
  it('finds a grandchild in a process group of its own, and killAll ends it', async () => {
    // The child starts a detached grandchild, prints its pid, then waits.
    const script = `const { spawn } = require('node:child_process');
      const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
      console.log('grandchild ' + g.pid); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Read until the line arrives (a chunk may hold part of it, or other output first).
    let out = '';
    const grandchild = await new Promise<number>((resolve) =>
      child.stdout!.on('data', (d: Buffer) => {
        out += String(d);
        const m = /grandchild (\d+)\n/.exec(out);
        if (m) resolve(Number(m[1]));
      }),
    );
    try {
      const found = descendants(child.pid!);
      expect(found).toContain(grandchild);
      killAll(found);
      child.kill('SIGKILL');
      await expect.poll(() => alive(grandchild), { timeout: paced(5_000) }).toBe(false);
    } finally {
      killAll([grandchild, child.pid!]);
    }
  });

  it('answers none for a process without children and for a folder that is not /proc', () => {
    expect(descendants(2 ** 22 + 7)).toEqual([]);
    expect(descendants(1, '/no/such/proc')).toEqual([]);
  });
});
