// Runs the Firebase Emulator Suite (Auth, Functions, Storage, Hosting, and
// Firestore when the real emulator can run) as one child process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, PROJECT_ID, ROOT_DIR, STACK_DIR, STACK_HEADERS_FILE, WEB_OUT_DIR, localSecrets } from './ports';
import { onCleanup } from './cleanup';
import { cappedLog } from './capped-log';
import { descendants, killAll } from './process-tree';

const require = createRequire(import.meta.url);

export interface EmulatorOptions {
  firestore: 'real' | 'fallback';
  hosting: boolean;
  env: Record<string, string>;
}

export interface RunningEmulators {
  stop(): Promise<void>;
  logFile: string;
}

/**
 * The headers the local build generated (its CSP allows this stack's emulator
 * ports and the hashes of the built pages' inline scripts; scripts/build-web.ts).
 * firebase.json's own are production's and would block every call to the emulators.
 */
function stackHostingHeaders(): unknown {
  const file = STACK_HEADERS_FILE;
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site for the emulators first (npx tsx scripts/build-web.ts --emulators)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The functions folder this stack's Functions emulator loads: links to
 * functions/'s package.json, node_modules, built lib and .env files, beside a
 * `.secret.local` of this stack's own. The emulator reads the functions'
 * secrets (SMTP_URL, MANAGE_LINK_SECRET) from `.secret.local` in the functions
 * folder, in place of Secret Manager; the SMTP URL
 * names this stack's mail catcher, so two stacks of one checkout (`npm start`
 * and `npm test` side by side) each need their own file, so their own folder.
 * The emulator hands every value of that file to every function, declared or
 * not: tests/integration/function-secrets.test.ts checks the declarations.
 */
function stackFunctionsDir(): string {
  const source = `${ROOT_DIR}functions/`;
  const dir = `${STACK_DIR}functions/`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const linked = readdirSync(source).filter((name) => ['package.json', 'node_modules'].includes(name) || name.startsWith('.env'));
  // lib/ is linked whether or not it is built yet: the link follows every rebuild (`npm run dev`).
  for (const name of [...linked, 'lib']) symlinkSync(`${source}${name}`, `${dir}${name}`);
  const secrets = Object.entries(localSecrets()).map(([key, value]) => `${key}=${value}\n`).join('');
  writeFileSync(`${dir}.secret.local`, `# Written by scripts/stack/emulators.ts for this stack's Functions emulator: development values only.\n${secrets}`);
  return dir;
}

/**
 * firebase.json with this stack's ports, written into the stack's own folder
 * so stacks can run side by side. firebase-tools resolves paths from the
 * config's folder, so they are made relative to it; it refuses a rules file
 * outside that folder, so the rules and indexes are copied into it.
 */
function writeConfig(hosting: boolean): string {
  const fromStack = (path: string) => relative(STACK_DIR, path) || '.';
  const base = JSON.parse(readFileSync(`${ROOT_DIR}firebase.json`, 'utf8'));
  mkdirSync(STACK_DIR, { recursive: true });
  for (const file of ['firestore.rules', 'firestore.indexes.json', 'storage.rules']) copyFileSync(`${ROOT_DIR}${file}`, `${STACK_DIR}${file}`);
  const config = {
    ...base,
    hosting: { ...base.hosting, public: fromStack(WEB_OUT_DIR), headers: hosting ? stackHostingHeaders() : base.hosting.headers },
    functions: base.functions.map((f: Record<string, unknown>) => ({
      ...f,
      source: fromStack(stackFunctionsDir()),
      predeploy: undefined,
    })),
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    storage: { rules: 'storage.rules' },
    emulators: {
      ...base.emulators,
      auth: { host: HOST, port: PORTS.auth },
      functions: { host: HOST, port: PORTS.functions },
      firestore: { host: HOST, port: PORTS.firestore, websocketPort: PORTS.firestoreWebsocket },
      hosting: { host: HOST, port: PORTS.hosting },
      storage: { host: HOST, port: PORTS.storage },
      hub: { host: HOST, port: PORTS.hub },
      logging: { host: HOST, port: PORTS.logging },
      // Started implicitly with the Functions emulator; pinned so stacks side by side never clash.
      eventarc: { host: HOST, port: PORTS.eventarc },
      tasks: { host: HOST, port: PORTS.tasks },
    },
  };
  const file = `${STACK_DIR}firebase.json`;
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The Functions emulator runs each request in a worker process of its own and
 * starts a new one (loading firebase-admin, firebase-functions and our bundle,
 * about 1-2 s of CPU) for every request that finds no idle worker. A worker
 * that does not answer its health check within 30 s is given up on, and the
 * request it was started for is never answered (the client sees
 * deadline-exceeded after 70 s). 20 simultaneous bookings meant 20 cold starts
 * at once on 2 shared cores, and all of them missed the 30 s. So:
 * - at most EMULATOR_PARALLEL requests run at once; the rest wait in the
 *   emulator's queue and reuse the workers that finish (Cloud Functions also
 *   serves a burst with a bounded number of instances);
 * - a worker may take up to EMULATOR_WORKER_LOAD_S to load on a busy machine.
 */
export const EMULATOR_PARALLEL = 6;
export const EMULATOR_WORKER_LOAD_S = 120;

/** Environment read by firebase-tools' Functions emulator (lib/emulator/workQueue.js, runtimes/discovery). */
export function functionsEmulatorEnv(): Record<string, string> {
  return {
    FUNCTIONS_EMULATOR_PARALLEL: String(EMULATOR_PARALLEL),
    FUNCTIONS_DISCOVERY_TIMEOUT: String(EMULATOR_WORKER_LOAD_S),
  };
}

/**
 * Every Node process of the suite loads it: a function worker is spared firebase-tools' deploy
 * code, and the Auth emulator compiles its API's validators as their operations are first called.
 */
const EMULATOR_PRELOAD = fileURLToPath(new URL('./emulator-preload.cjs', import.meta.url));

/**
 * The Emulator Suite's environment, without the functions' secrets: its
 * function workers would inherit them, and a function must get a secret only
 * through `.secret.local` (stackFunctionsDir), as it gets it from Secret Manager deployed.
 */
function emulatorProcessEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    ...functionsEmulatorEnv(),
    CI: 'true',
    FORCE_COLOR: '0',
    // The Storage emulator keeps its files under the system's temporary folder and
    // deletes that folder when it stops: each stack gets its own, or stopping one
    // stack (npm test) would delete the photos of another (npm start).
    TMPDIR: `${STACK_DIR}tmp`,
    // The suite's process and its function workers (EMULATOR_PRELOAD).
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(EMULATOR_PRELOAD)}`].filter(Boolean).join(' '),
  };
  for (const key of Object.keys(localSecrets())) delete out[key];
  return out;
}

export async function startEmulators(options: EmulatorOptions, timeoutMs = 180_000): Promise<RunningEmulators> {
  const configFile = writeConfig(options.hosting);
  mkdirSync(`${STACK_DIR}tmp`, { recursive: true });
  const only = ['auth', 'functions', 'storage', ...(options.hosting ? ['hosting'] : []), ...(options.firestore === 'real' ? ['firestore'] : [])];
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const logFile = `${STACK_DIR}emulators.log`;
  const log = cappedLog(logFile);
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', configFile],
    {
      // The Firestore emulator writes its debug log into the working folder: the stack's own.
      cwd: STACK_DIR,
      detached: true, // its own process group, so stop() takes Java and the function workers too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: emulatorProcessEnv(options.env),
    },
  );
  let output = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  // SIGINT first (firebase-tools shuts its emulators down cleanly), SIGKILL after 15 s to the
  // group and to every process under firebase-tools, taken before it goes (its Firestore JVM
  // has a group of its own, and would outlive a firebase-tools killed mid-shutdown).
  const stopNow = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      return;
    }
    const timedOut = await Promise.race([exitPromise.then(() => false), new Promise((r) => setTimeout(() => r(true), 15_000))]);
    if (timedOut) {
      const under = descendants(child.pid!);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      killAll(under);
    }
    log.end();
  };

  const stop = onCleanup(stopNow);

  /** Resolves with the first pattern the output matches, or undefined at the deadline or exit. */
  const waitFor = (patterns: RegExp[], ms: number) =>
    new Promise<RegExp | undefined>((resolve) => {
      const done = (value: RegExp | undefined) => {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve(value);
      };
      const check = () => {
        const hit = patterns.find((p) => p.test(output));
        if (hit) done(hit);
      };
      const timer = setTimeout(() => done(undefined), ms);
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      child.once('exit', () => done(undefined));
      check();
    });

  const READY = /All emulators ready/;
  // Functions are loaded after the suite says it is ready; wait for them too,
  // or every call would 404 with no clue.
  const LOADED = /Loaded functions definitions from source/;
  const FAILED = /Failed to load function definition/;
  const ready = (await waitFor([READY], timeoutMs)) === READY && (await waitFor([LOADED, FAILED], 60_000)) === LOADED;

  if (!ready) {
    await stop();
    const tail = output.split('\n').slice(-30).join('\n');
    throw new Error(`The Firebase emulators or their functions did not become ready (log: ${logFile}). Last lines:\n${tail}`);
  }
  return { stop, logFile };
}
