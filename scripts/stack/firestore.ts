// Chooses and starts Firestore for the local stack: the real emulator where
// Java 21+ and its jar are present, otherwise the in-process fallback server
// (@firestore-emulator/server) on the same port (product.md section 4).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';
import { HOST } from './ports';

export type FirestoreChoice = { kind: 'real'; reason: string } | { kind: 'fallback'; reason: string };

export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function firestoreJarPresent(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator.*\.jar$/.test(f));
}

export function chooseFirestore(): FirestoreChoice {
  const forced = process.env.FIRESTORE_MODE;
  if (forced === 'fallback') return { kind: 'fallback', reason: 'FIRESTORE_MODE=fallback' };
  const java = javaMajorVersion();
  if (forced === 'real') return { kind: 'real', reason: 'FIRESTORE_MODE=real' };
  if (java === undefined) return { kind: 'fallback', reason: 'no Java found' };
  if (java < 21) return { kind: 'fallback', reason: `Java ${java} found, the Firestore emulator needs 21+` };
  if (!firestoreJarPresent()) return { kind: 'fallback', reason: 'the Firestore emulator jar is not downloaded' };
  return { kind: 'real', reason: `Java ${java} and the emulator jar found` };
}

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
