// The whole local stack in one call: Firestore (real or fallback), the SMTP
// catcher, the Emulator Suite (and optionally Vite's dev server), seed data.
// stop() takes everything down and frees the ports.
import { chooseFirestore, realFirestoreEnv, startFallbackFirestore, wrapEmulatorJar, type FirestoreChoice } from './firestore';
import { startMailCatcher } from './mail-catcher';
import { startEmulators } from './emulators';
import { HOST, PORTS, PROJECT_ID, ROOT_DIR, STACK_DIR, emulatorEnv } from './ports';
import { chooseStorageRules, storageRulesEnv, type StorageRulesChoice } from './storage-rules';
import { readFileSync } from 'node:fs';
import { assertPortsFree } from './wait';
import { seedAccounts, seedBookings } from './seed';
import { onCleanup } from './cleanup';
import { firestoreRestarter, watchFirestore, type FirestoreRestarter, type FirestoreWatch } from './firestore-restart';

export interface StackOptions {
  /** Serve the built site with the Hosting emulator (true) or leave the web to Vite's dev server. */
  hosting: boolean;
  seed: boolean;
  log?: (line: string) => void;
  /**
   * Restart the real Firestore emulator with its data when pages that went away have left
   * it degraded (scripts/stack/firestore-restart.ts): for stacks that run all day (`npm start`).
   * STACK_FIRESTORE_WATCH=0 turns it off.
   */
  watchFirestore?: boolean;
}

export interface RunningStack {
  firestore: FirestoreChoice;
  /** The Storage emulator's rules runtime: the real one, or the deny-all stand-in (scripts/stack/storage-rules.ts). */
  storageRules: StorageRulesChoice;
  urls: Record<string, string>;
  /** The real Firestore emulator's restart with its data, and the stack's watch over it (when asked for). */
  firestoreRestarter?: FirestoreRestarter;
  firestoreWatch?: FirestoreWatch;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { vite: _vite, ...needed } = PORTS;
  if (!options.hosting) delete (needed as Partial<typeof needed>).hosting;
  await assertPortsFree(needed);

  const env = emulatorEnv();
  // Without Hosting the site is Vite's dev server: e-mailed links go there.
  if (!options.hosting) env.SITE_ORIGIN = `http://${HOST}:${PORTS.vite}`;
  // The Admin SDK in this process (seeding) and every child talk to the emulators.
  Object.assign(process.env, env);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (stops.length > 0) await stops.pop()!();
  };
  try {
    const firestore = chooseFirestore();
    // Only for the Emulator Suite's process: it runs the emulator with `java` from PATH.
    let suiteEnv: Record<string, string> = {};
    if (firestore.kind === 'fallback') {
      const fallback = await startFallbackFirestore(PORTS.firestore);
      stops.push(onCleanup(() => fallback.stop()));
      log(`[stack] Firestore: in-process fallback server on ${HOST}:${PORTS.firestore} (${firestore.reason}; rules tests will be skipped)`);
    } else {
      suiteEnv = realFirestoreEnv(firestore.java, wrapEmulatorJar(firestore.java, firestore.jar, `${ROOT_DIR}.stack`), STACK_DIR);
      log(`[stack] Firestore: real Firestore emulator on ${HOST}:${PORTS.firestore} (${firestore.reason})`);
    }

    // The Storage emulator's rules runtime runs on the Java already on the suite's PATH, when Firestore put one there.
    const storageRules = chooseStorageRules(process.env, firestore.kind === 'real' ? firestore.java : undefined);
    suiteEnv = { ...suiteEnv, ...storageRulesEnv(storageRules, readFileSync(`${ROOT_DIR}storage.rules`, 'utf8'), `${ROOT_DIR}.stack`, { ...process.env, ...suiteEnv }) };
    log(`[stack] Storage: emulator on ${HOST}:${PORTS.storage}, rules runtime: ${storageRules.kind === 'real' ? 'real' : 'stand-in'} (${storageRules.reason})`);

    const mail = await startMailCatcher(PORTS.smtp, PORTS.inbox);
    stops.push(onCleanup(() => mail.stop()));

    const emulators = await startEmulators({ firestore: firestore.kind, hosting: options.hosting, env: { ...env, ...suiteEnv } });
    stops.push(emulators.stop);

    let restarter: FirestoreRestarter | undefined;
    let watch: FirestoreWatch | undefined;
    if (firestore.kind === 'real') {
      restarter = firestoreRestarter({ host: HOST, port: PORTS.firestore, projectId: PROJECT_ID, stackDir: STACK_DIR });
      // A JVM the restarter started is no child of firebase-tools: stopped on its own, before the suite.
      stops.push(onCleanup(() => restarter!.stop()));
      if (options.watchFirestore && process.env.STACK_FIRESTORE_WATCH !== '0') {
        watch = watchFirestore(restarter, { port: PORTS.firestore, log });
        stops.push(async () => watch!.stop());
      }
    }

    if (options.seed) {
      await seedAccounts();
      const count = await seedBookings();
      log(`[stack] seeded 2 accounts and ${count} bookings`);
    }

    const urls: Record<string, string> = {
      ...(options.hosting ? { site: `http://${HOST}:${PORTS.hosting}` } : {}),
      inbox: `http://${HOST}:${PORTS.inbox}`,
      smtp: `smtp://${HOST}:${PORTS.smtp}`,
      auth: `http://${HOST}:${PORTS.auth}`,
      functions: `http://${HOST}:${PORTS.functions}`,
      firestore: `${HOST}:${PORTS.firestore}`,
      storage: `http://${HOST}:${PORTS.storage}`,
      emulatorHub: `http://${HOST}:${PORTS.hub}`,
    };
    return { firestore, storageRules, urls, firestoreRestarter: restarter, firestoreWatch: watch, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
