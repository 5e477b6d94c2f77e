// Choosing the real emulator (Java 21+ and the jar, found), and the fallback
// Firestore, as the stack starts it, applying every server timestamp of a write
// (the library alone applied only the first one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { EMULATOR_JVM_OPTIONS, FIRESTORE_MIN_JAVA, chooseFirestore, findEmulatorJar, realFirestoreEnv, startFallbackFirestore, type RunningFallback } from './firestore';
import { findJava, javaCandidates } from './java';
import { freePort } from './free-port';

describe('fallback Firestore server timestamps', () => {
  let fallback: RunningFallback;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    const port = await freePort();
    fallback = await startFallbackFirestore(port);
    app = initializeApp({ projectId: 'demo-fallback-transforms' }, 'fallback-transforms');
    db = getFirestore(app);
    db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  });

  afterAll(async () => {
    await deleteApp(app);
    fallback.stop();
  });

  it('stamps both created_at and updated_at of a create with the commit time', async () => {
    const before = Date.now();
    const ref = db.collection('bookings').doc('two-stamps');
    await ref.create({ name: 'x', created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    const data = (await ref.get()).data()!;
    expect(data.created_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at.isEqual(data.created_at)).toBe(true);
    expect(data.created_at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(data.created_at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('applies every transform of a transaction write: timestamps and an increment after them', async () => {
    const ref = db.collection('mail').doc('three-transforms');
    await ref.set({ attempts: 1, created_at: Timestamp.fromMillis(0) });
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, {
        sent_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        attempts: FieldValue.increment(1),
      });
    });
    const data = (await ref.get()).data()!;
    expect(data.attempts).toBe(2);
    expect(data.sent_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at.isEqual(data.sent_at)).toBe(true);
    expect(data.created_at.toMillis()).toBe(0);
  });
});

describe('finding Java and the Firestore emulator jar', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-java-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A JDK home whose bin/java prints the given version as `java -version` does. */
  function fakeJdk(name: string, version: string): string {
    const home = join(dir, name);
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'java'), `#!/bin/sh\necho 'openjdk version "${version}" 2025-01-01' >&2\n`, { mode: 0o755 });
    return home;
  }

  it('takes the first new-enough Java from JAVA_HOME or PATH and names what it passed over', () => {
    const old = fakeJdk('jdk-17', '17.0.15');
    const recent = fakeJdk('jdk-25', '25.0.3');
    const { java, tooOld } = findJava(FIRESTORE_MIN_JAVA, { JAVA_HOME: old, PATH: join(recent, 'bin') });
    expect(java).toMatchObject({ home: recent, major: 25, source: 'PATH' });
    expect(tooOld[0]).toBe('Java 17 (JAVA_HOME)');
    expect(javaCandidates({ JAVA_HOME: recent, PATH: join(recent, 'bin') }).filter((c) => c.home === recent)).toHaveLength(1);
  });

  it('finds the jar of an installed Cloud SDK component through CLOUDSDK_ROOT_DIR, to be wrapped', () => {
    const sdk = join(dir, 'sdk');
    mkdirSync(join(sdk, 'platform', 'cloud-firestore-emulator'), { recursive: true });
    const file = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    writeFileSync(file, '');
    expect(findEmulatorJar({ CLOUDSDK_ROOT_DIR: sdk, PATH: '' })).toMatchObject({ file, runnable: false });
  });

  it('says in its reason why it falls back, and FIRESTORE_MODE=real refuses to fall back', () => {
    expect(chooseFirestore({ FIRESTORE_MODE: 'fallback' })).toEqual({ kind: 'fallback', reason: 'FIRESTORE_MODE=fallback' });
    const old = fakeJdk('jdk-11', '11.0.2');
    const choice = chooseFirestore({ JAVA_HOME: old, PATH: '', FIRESTORE_EMULATOR_BINARY_PATH: join(dir, 'none.jar') });
    if (choice.kind === 'real') {
      // This machine has a JDK 21+ in its JVM directory and an emulator jar: it must be the one chosen.
      expect(choice.java.major).toBeGreaterThanOrEqual(21);
    } else {
      expect(choice.reason).toContain('Java 11 (JAVA_HOME)');
      expect(() => chooseFirestore({ FIRESTORE_MODE: 'real', JAVA_HOME: old, PATH: '' })).toThrow(/FIRESTORE_MODE=real, but/);
    }
  });
});

describe("the real emulator's JVM options", () => {
  const java = { home: '/usr/lib/jvm/some-jdk', major: 25, source: 'the JVM directory' };

  it('adds the quick compiler, the one-thread collector and the quiet logging to options already set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jvm-options-'));
    try {
      const env = realFirestoreEnv(java, '/x/emulator.jar', dir, { PATH: '/usr/bin', JDK_JAVA_OPTIONS: '-Xmx2g' });
      expect(env.JDK_JAVA_OPTIONS).toBe(`-Xmx2g ${EMULATOR_JVM_OPTIONS.join(' ')} -Djava.util.logging.config.file=${join(dir, 'firestore-logging.properties')}`);
      expect(env.PATH).toBe(`/usr/lib/jvm/some-jdk/bin:/usr/bin`);
      // Verbose logs keep the JVM options and drop only the logging configuration.
      expect(realFirestoreEnv(java, '/x/emulator.jar', dir, { FIRESTORE_EMULATOR_LOGS: 'verbose' }).JDK_JAVA_OPTIONS).toBe(EMULATOR_JVM_OPTIONS.join(' '));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
