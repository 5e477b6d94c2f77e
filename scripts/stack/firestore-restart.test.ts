// The Firestore emulator restarted with its data, as the stack's watch does it
// to a long-running stack: on the real emulator's JVM (skipped where Java 21+ or
// the jar is missing, as the stack then runs the fallback).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chooseFirestore, realFirestoreEnv, wrapEmulatorJar } from './firestore';
import { findFirestoreJvm } from './firestore-jvm';
import { firestoreRestarter, watchFirestore, withSeed, type FirestoreRestarter } from './firestore-restart';
import { freePort } from './free-port';

async function answering(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no emulator on ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the seed option of a restarted emulator', () => {
  it('is added to a command line without one and replaces an earlier one', () => {
    expect(withSeed(['-jar', 'e.jar', '--port', '1'], '/x/a.metadata')).toEqual(['-jar', 'e.jar', '--port', '1', '--seed_from_export', '/x/a.metadata']);
    expect(withSeed(['--seed_from_export', '/old', '--port', '1'], '/new')).toEqual(['--seed_from_export', '/new', '--port', '1']);
  });
});

const choice = chooseFirestore();

describe.skipIf(choice.kind !== 'real')('restarting the real Firestore emulator with its data', () => {
  const PROJECT = 'demo-firestore-restart';
  let dir: string;
  let port: number;
  let first: ChildProcess;
  let firstExit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let restarter: FirestoreRestarter;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    if (choice.kind !== 'real') return;
    dir = mkdtempSync(join(tmpdir(), 'firestore-restart-'));
    port = await freePort();
    const env = realFirestoreEnv(choice.java, wrapEmulatorJar(choice.java, choice.jar, dir), dir);
    // The command line firebase-tools runs, in a process group of its own as there.
    first = spawn(
      'java',
      ['-jar', env.FIRESTORE_EMULATOR_BINARY_PATH, '--host', '127.0.0.1', '--port', String(port), '--project_id', PROJECT, '--single_project_mode', 'true'],
      { cwd: dir, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' },
    );
    firstExit = new Promise((resolve) => first.once('exit', (code, signal) => resolve({ code, signal })));
    await answering(port, 120_000);
    restarter = firestoreRestarter({ host: '127.0.0.1', port, projectId: PROJECT, stackDir: dir });
    app = initializeApp({ projectId: PROJECT }, 'firestore-restart');
    db = getFirestore(app);
    db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  }, 180_000);

  afterAll(async () => {
    if (app) await deleteApp(app).catch(() => undefined);
    await restarter?.stop();
    if (first?.pid) {
      try {
        process.kill(first.pid, 'SIGKILL');
      } catch {
        /* already gone: the restart ended it */
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every document, runs a new JVM on the same port, and an open listener hears later changes', async () => {
    const bookings = db.collection('bookings');
    await Promise.all(Array.from({ length: 30 }, (_, i) => bookings.doc(`b${i}`).set({ customer_name: `Customer ${i}`, status: 'pending' })));
    const before = findFirestoreJvm(port);
    expect(before).toBe(first.pid);

    const seen: string[] = [];
    const unsubscribe = bookings.where('status', '==', 'confirmed').onSnapshot(
      (snapshot) => seen.push(...snapshot.docs.map((d) => d.id)),
      () => undefined,
    );
    try {
      // The watch, told that any backlog is too much, restarts the emulator.
      // It waits for a quiet moment: the writes above may keep the JVM busy for a few more seconds.
      const watch = watchFirestore(restarter, { port, restartAtQueued: 0, intervalMs: 3_600_000 });
      let verdict = await watch.check();
      for (let look = 1; verdict.action === 'waiting' && look < 20; look++) verdict = await watch.check();
      watch.stop();
      expect(verdict.action).toBe('restarted');
      // The old JVM ended as after Ctrl-C (130): firebase-tools, its parent on a stack, takes any other
      // exit code for a crash of its emulator and stops the whole suite.
      expect(await firstExit).toEqual({ code: 130, signal: null });

      const after = findFirestoreJvm(port);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      const snapshot = await bookings.get();
      expect(snapshot.size).toBe(30);
      expect(snapshot.docs.find((d) => d.id === 'b7')?.get('customer_name')).toBe('Customer 7');

      await bookings.doc('b3').update({ status: 'confirmed' });
      await expect.poll(() => seen.includes('b3'), { timeout: 60_000, interval: 200 }).toBe(true);
    } finally {
      unsubscribe();
    }
  }, 240_000);
});
