// Chooses and starts Firestore for the local stack: the real emulator where a
// JDK 21+ and the emulator's jar can be found, otherwise the in-process fallback
// server (@firestore-emulator/server) on the same port.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';
import { HOST } from './ports';
import { findJava, type JavaRuntime } from './java';

export type { JavaRuntime };

/** The oldest Java the Firestore emulator (and firebase-tools' check of it) accepts. */
export const FIRESTORE_MIN_JAVA = 21;

export interface EmulatorJar {
  file: string;
  /**
   * firebase-tools' own download is runnable with `java -jar`; the gcloud
   * package's jar has no Main-Class and is run from the classpath by its
   * launcher, so the stack wraps it (wrapEmulatorJar).
   */
  runnable: boolean;
  source: string;
}

export type FirestoreChoice =
  | { kind: 'real'; reason: string; java: JavaRuntime; jar: EmulatorJar }
  | { kind: 'fallback'; reason: string };

/** Folders a Google Cloud SDK may be installed in: its own variable, `gcloud` on PATH, the usual places. */
function cloudSdkRoots(env: NodeJS.ProcessEnv): string[] {
  const roots: string[] = [];
  if (env.CLOUDSDK_ROOT_DIR) roots.push(env.CLOUDSDK_ROOT_DIR);
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const bin = join(dir, 'gcloud');
    if (existsSync(bin)) roots.push(dirname(dirname(realpathSync(bin))));
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', join(homedir(), 'google-cloud-sdk'), '/snap/google-cloud-cli/current');
  return roots;
}

/**
 * The Firestore emulator's jar: one named by FIRESTORE_EMULATOR_BINARY_PATH,
 * firebase-tools' download (~/.cache/firebase/emulators, newest first), or the
 * jar of an installed Google Cloud SDK's `cloud-firestore-emulator` component
 * (Debian's google-cloud-cli-firestore-emulator package puts it there).
 */
export function findEmulatorJar(env: NodeJS.ProcessEnv = process.env): EmulatorJar | undefined {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    return { file: env.FIRESTORE_EMULATOR_BINARY_PATH, runnable: true, source: 'FIRESTORE_EMULATOR_BINARY_PATH' };
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jars = readdirSync(cache)
      .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
      .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    if (jars.length > 0) return { file: join(cache, jars[0]), runnable: true, source: "firebase-tools' download" };
  }
  for (const root of cloudSdkRoots(env)) {
    const file = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(file)) return { file, runnable: false, source: `the Cloud SDK in ${root}` };
  }
  return undefined;
}

export function chooseFirestore(env: NodeJS.ProcessEnv = process.env): FirestoreChoice {
  const forced = env.FIRESTORE_MODE;
  if (forced === 'fallback') return { kind: 'fallback', reason: 'FIRESTORE_MODE=fallback' };
  const { java, tooOld } = findJava(FIRESTORE_MIN_JAVA, env);
  const jar = findEmulatorJar(env);
  const missing = [
    java ? undefined : tooOld.length > 0 ? `only ${tooOld.join(', ')} found, the emulator needs Java ${FIRESTORE_MIN_JAVA}+` : `no Java ${FIRESTORE_MIN_JAVA}+ found`,
    jar ? undefined : 'no Firestore emulator jar found',
  ].filter(Boolean);
  if (java && jar) {
    return { kind: 'real', java, jar, reason: `Java ${java.major} from ${java.source} (${java.home}), the jar of ${jar.source}` };
  }
  if (forced === 'real') throw new Error(`FIRESTORE_MODE=real, but ${missing.join(' and ')}.`);
  return { kind: 'fallback', reason: missing.join(' and ') };
}

/**
 * A jar that `java -jar` can run, for the gcloud package's jar that has no
 * Main-Class: a manifest naming the emulator's main class and the package's
 * jar on its Class-Path, made with the JDK's own `jar` tool. Kept beside the
 * stacks (`.stack/`) under a name that changes with the wrapped jar, and
 * written atomically, so stacks side by side share it.
 */
export function wrapEmulatorJar(java: JavaRuntime, jar: EmulatorJar, dir: string): string {
  if (jar.runnable) return jar.file;
  const stamp = createHash('sha256').update(`${jar.file}:${statSync(jar.file).mtimeMs}`).digest('hex').slice(0, 12);
  const wrapper = join(dir, `firestore-emulator-${stamp}.jar`);
  if (existsSync(wrapper)) return wrapper;
  mkdirSync(dir, { recursive: true });
  const tmp = `${wrapper}.${process.pid}.tmp`;
  const manifest = `${tmp}.mf`;
  writeFileSync(manifest, `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${pathToFileURL(jar.file).href}\n`);
  const tool = join(java.home, 'bin', 'jar');
  const result = spawnSync(tool, ['--create', '--file', tmp, '--manifest', manifest], { encoding: 'utf8' });
  rmSync(manifest, { force: true });
  if (result.error || result.status !== 0) {
    rmSync(tmp, { force: true });
    throw new Error(`Could not make a runnable Firestore emulator jar with ${tool}: ${result.error?.message ?? result.stderr}`);
  }
  renameSync(tmp, wrapper);
  return wrapper;
}

/**
 * The emulator's java.util.logging levels. A listener whose page went away
 * without closing its channel (a dashboard closed or killed while offline)
 * stays registered, and once its queue is full every change to a collection
 * it listened to logs three WARNING lines per such channel ("too many pending
 * messagings in the back channel"): tens of thousands of lines per write,
 * which the emulator formats and firebase-tools relays line by line into
 * `firebase-debug.log` and `firestore-debug.log`, on the cores the functions
 * need. The web-channel loggers say nothing below SEVERE; everything else
 * (failed operations, start-up) keeps the JDK's default INFO.
 */
export const EMULATOR_LOGGING = [
  'handlers=java.util.logging.ConsoleHandler',
  'java.util.logging.ConsoleHandler.level=ALL',
  '.level=INFO',
  'com.google.net.webchannel.server.level=SEVERE',
  'com.google.cloud.datastore.emulator.firestore.webchannel.level=SEVERE',
].join('\n');

function writeLoggingConfig(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'firestore-logging.properties');
  writeFileSync(file, `${EMULATOR_LOGGING}\n`);
  return file;
}

/**
 * What firebase-tools needs to start the real emulator: it runs `java` from
 * PATH (and checks its version first) and `java -jar` on
 * FIRESTORE_EMULATOR_BINARY_PATH. Its command line sets no logging
 * configuration, so the JVM's own option variable adds ours.
 */
export function realFirestoreEnv(java: JavaRuntime, jarFile: string, stackDir: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  // FIRESTORE_EMULATOR_LOGS=verbose: the emulator's own logging, every warning (to study the emulator, or for bench:soak's before).
  const logging = env.FIRESTORE_EMULATOR_LOGS === 'verbose' ? undefined : `-Djava.util.logging.config.file=${writeLoggingConfig(stackDir)}`;
  return {
    JAVA_HOME: java.home,
    PATH: `${join(java.home, 'bin')}${delimiter}${env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_BINARY_PATH: jarFile,
    JDK_JAVA_OPTIONS: [env.JDK_JAVA_OPTIONS, ...EMULATOR_JVM_OPTIONS, logging].filter(Boolean).join(' '),
  };
}

/**
 * The emulator's JVM compiles with its quick compiler only and collects garbage on
 * one thread: its data is a test run's or a developer's day, small, and on 2 cores
 * the optimising compiler's and the parallel collector's threads took CPU from the
 * functions and the browser beside it. Over the integration and rules tiers the JVM
 * used 40 CPU seconds instead of 51, and the tiers took as long.
 */
export const EMULATOR_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export interface RunningFallback {
  stop(): void;
}

type ApplyTransforms = FirestoreStateDocument['v1Transform'];
const PATCHED = Symbol.for('mobile-detailing.fallback-transforms-patched');

/**
 * Shim for @firestore-emulator/server 0.3.15: `FirestoreStateDocument.v1Transform`
 * loops over a write's field transforms but `return`s (instead of `continue`s)
 * after a serverTimestamp or an array union/remove, so only the first such
 * transform of a write is applied: `{ created_at: serverTimestamp(), updated_at:
 * serverTimestamp() }` left `updated_at` unset. Applying the transforms one at a
 * time through the library's own code gives every field its value (the request
 * time of the commit, the same for every write in it). Idempotent; in-process
 * only, node_modules is not modified.
 */
export function patchFallbackTransforms(): void {
  const proto = FirestoreStateDocument.prototype as FirestoreStateDocument & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const applyEach: ApplyTransforms = proto.v1Transform;
  proto.v1Transform = function (this: FirestoreStateDocument, date, transforms) {
    for (const transform of transforms) applyEach.call(this, date, [transform]);
  };
  proto[PATCHED] = true;
}

export async function startFallbackFirestore(port: number): Promise<RunningFallback> {
  patchFallbackTransforms();
  const server = new FirestoreServer();
  // The library's start() binds 0.0.0.0; the local stack stays on loopback, so
  // bind its gRPC server ourselves.
  const grpcServer = (server as unknown as { server: Server }).server;
  await new Promise<void>((resolve, reject) =>
    grpcServer.bindAsync(`${HOST}:${port}`, ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())),
  );
  return { stop: () => server.stop() };
}
