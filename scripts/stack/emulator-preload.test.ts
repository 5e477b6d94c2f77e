// The emulators' preload, on firebase-tools' own code: a function worker started
// the way the Functions emulator starts one still loads firebase-functions and the
// Admin SDK and answers a call, without loading firebase-tools' deploy code; the
// helper it gets in place of the real one answers as the real one does; and the
// Auth emulator starts without compiling its API's validators and still refuses
// a malformed request as before; reading the functions no longer asks the npm
// registry for firebase-functions' latest version; and Hosting's request log
// leaves out the build's files served without trouble.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { paced } from '../../src/testing/pace';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FUNCTIONS_MODULES = join(ROOT, 'functions/node_modules');
const PRELOAD = fileURLToPath(new URL('./emulator-preload.cjs', import.meta.url));
const TOOLS = dirname(require.resolve('firebase-tools/package.json'));
const RUNTIME = join(TOOLS, 'lib/emulator/functionsEmulatorRuntime');
const { findModuleRoot } = require(PRELOAD) as { findModuleRoot: (name: string, file: string) => string };

/** A functions folder with one HTTP function, using the project's own firebase-functions and Admin SDK. */
function functionsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'worker-preload-'));
  const manifest = require(join(ROOT, 'functions/package.json')) as { dependencies: Record<string, string> };
  const dependencies = { 'firebase-functions': manifest.dependencies['firebase-functions'], 'firebase-admin': manifest.dependencies['firebase-admin'] };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'worker-preload-check', main: 'index.js', dependencies }));
  writeFileSync(join(dir, 'index.js'), `exports.hello = require('firebase-functions/v2/https').onRequest((req, res) => res.send('hello from the worker'));\n`);
  symlinkSync(FUNCTIONS_MODULES, join(dir, 'node_modules'));
  return dir;
}

/** What a worker loaded once it answered one call: whether firebase-tools' deploy code was among it. */
async function startWorker(dir: string, preload: boolean): Promise<{ answer: string; deployLoaded: boolean; adminLoaded: boolean }> {
  const socket = join(dir, `worker-${preload ? 'preload' : 'plain'}.sock`);
  // Reports on SIGTERM what the worker's process loaded.
  const probe = join(dir, 'probe.cjs');
  writeFileSync(
    probe,
    `process.on('SIGTERM', () => {
      const files = Object.keys(require.cache);
      process.stderr.write('PROBE ' + JSON.stringify({
        deployLoaded: files.some((f) => f.includes('/firebase-tools/lib/deploy/')),
        adminLoaded: files.some((f) => f.includes('/firebase-admin/lib/')),
      }) + '\\n');
      process.exit(0);
    });\n`,
  );
  const child = spawn(process.execPath, [RUNTIME], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_OPTIONS: `--require ${JSON.stringify(probe)}${preload ? ` --require ${JSON.stringify(PRELOAD)}` : ''}`,
      FUNCTION_TARGET: 'hello',
      FUNCTION_SIGNATURE_TYPE: 'http',
      PORT: socket,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
  child.stdout!.resume();
  try {
    await expect.poll(() => existsSync(socket), { timeout: paced(30_000), message: `the worker listens (stderr: ${stderr.slice(-500)})` }).toBe(true);
    const call = () =>
      new Promise<string>((resolve, reject) => {
        const req = request({ socketPath: socket, path: '/', method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += String(d)));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
    // The socket's file appears when it is bound, a moment before it accepts
    // connections: on a loaded machine a call in that moment is refused.
    const answer = await (async () => {
      for (const deadline = Date.now() + paced(30_000); ; ) {
        try {
          return await call();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED' || Date.now() > deadline) throw error;
          await new Promise((wait) => setTimeout(wait, 100));
        }
      }
    })();
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGTERM');
    await exited;
    const report = /PROBE (\{.*\})/.exec(stderr);
    expect(report, `the probe's report (stderr: ${stderr.slice(-500)})`).toBeTruthy();
    return { answer, ...(JSON.parse(report![1]) as { deployLoaded: boolean; adminLoaded: boolean }) };
  } finally {
    child.kill('SIGKILL');
  }
}

describe('the emulators’ preload in a function worker', () => {
  const dir = functionsFolder();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a worker answers its call with the Admin SDK loaded and without firebase-tools’ deploy code (which it loads without the preload)', async () => {
    const [withPreload, without] = await Promise.all([startWorker(dir, true), startWorker(dir, false)]);
    expect(withPreload).toEqual({ answer: 'hello from the worker', adminLoaded: true, deployLoaded: false });
    expect(without).toEqual({ answer: 'hello from the worker', adminLoaded: true, deployLoaded: true });
  }, paced(60_000));

  it('finds a package’s folder as firebase-tools’ own helper does', () => {
    const real = require('firebase-tools/lib/emulator/functionsEmulatorShared') as { findModuleRoot: (name: string, file: string) => string };
    const cases: [string, string][] = [
      ['firebase-functions', require.resolve('firebase-functions', { paths: [FUNCTIONS_MODULES] })],
      ['firebase-admin', require.resolve('firebase-admin', { paths: [FUNCTIONS_MODULES] })],
      // The nearest package.json names another package: no folder.
      ['firebase-admin', require.resolve('firebase-functions', { paths: [FUNCTIONS_MODULES] })],
      ['anything', '/no/such/folder/index.js'],
    ];
    for (const [name, file] of cases) expect(findModuleRoot(name, file), `${name} from ${file}`).toBe(real.findModuleRoot(name, file));
    expect(findModuleRoot('firebase-admin', cases[1][1])).toBe(join(FUNCTIONS_MODULES, 'firebase-admin'));
    // A first require of firebase-tools' emulator module: seconds of loading on a busy machine.
  }, paced(60_000));
});

/**
 * Starts firebase-tools' Auth emulator app in a process of its own, with the preload,
 * and reports how many validators exegesis had compiled when the app was ready and
 * after two sign-ups: one malformed, one well formed.
 */
async function authEmulatorWithPreload(): Promise<{ atStart: number; afterCalls: number; malformed: [number, string]; wellFormed: [number, boolean] }> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-preload-'));
  const probe = join(dir, 'probe.cjs');
  writeFileSync(
    probe,
    `const { createRequire } = require('node:module');
    const fromTools = createRequire(${JSON.stringify(require.resolve('firebase-tools/package.json'))});
    const Ajv = createRequire(fromTools.resolve('exegesis'))('ajv').default;
    let compiled = 0;
    const compile = Ajv.prototype.compile;
    Ajv.prototype.compile = function (...args) { compiled++; return compile.apply(this, args); };
    fromTools('./lib/emulator/auth/server.js').createApp('demo-preload-check').then((app) => {
      const atStart = compiled;
      const server = app.listen(0, '127.0.0.1', async () => {
        const url = 'http://127.0.0.1:' + server.address().port + '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key';
        const signUp = (body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
          .then(async (r) => [r.status, await r.json()]);
        const [badStatus, bad] = await signUp({ email: 'one@example.com', password: 'secret12', mfaInfo: 'not-a-list' });
        const [goodStatus, good] = await signUp({ email: 'two@example.com', password: 'secret12', returnSecureToken: true });
        console.log('PROBE ' + JSON.stringify({ atStart, afterCalls: compiled, malformed: [badStatus, bad.error && bad.error.message], wellFormed: [goodStatus, typeof good.idToken === 'string'] }));
        process.exit(0);
      });
    });\n`,
  );
  const child = spawn(process.execPath, ['--require', PRELOAD, probe], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += String(d)));
    child.stderr!.on('data', (d: Buffer) => (output += String(d)));
    await new Promise((done) => child.on('exit', done));
    const report = /PROBE (\{.*\})/.exec(output);
    expect(report, `the probe's report (output: ${output.slice(-500)})`).toBeTruthy();
    return JSON.parse(report![1]) as Awaited<ReturnType<typeof authEmulatorWithPreload>>;
  } finally {
    // A probe still running when the test gives up goes with it.
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the emulators’ preload in the Auth emulator', () => {
  it('starts it without compiling a validator, and the operation called compiles its own and refuses a malformed body as before', async () => {
    const { atStart, afterCalls, malformed, wellFormed } = await authEmulatorWithPreload();
    // Without the preload, exegesis compiles them all as the app starts: 961 with firebase-tools 15.
    expect(atStart).toBe(0);
    expect(afterCalls).toBeGreaterThan(0);
    expect(malformed).toEqual([400, 'Invalid JSON payload received. /mfaInfo must be array']);
    expect(wellFormed).toEqual([200, true]);
  }, paced(60_000));
});

/**
 * Runs firebase-tools' check of the functions' SDK version (the one a stack's start
 * runs) in a process of its own, with `npm` on the PATH a stand-in that notes each
 * call and answers as the registry would that a newer version exists; whether it
 * was called.
 */
function sdkCheck(preload: boolean): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-check-'));
  try {
    const asked = join(dir, 'asked');
    writeFileSync(join(dir, 'npm'), `#!/bin/sh\necho "$@" >> ${JSON.stringify(asked)}\necho '{"dist-tags":{"latest":"99.0.0"}}'\n`, { mode: 0o755 });
    const check = `require('firebase-tools/lib/deploy/functions/runtimes/node/index.js');
      require('firebase-tools/lib/deploy/functions/runtimes/node/versioning.js').checkFunctionsSDKVersion('7.4.0');`;
    const result = spawnSync(process.execPath, [...(preload ? ['--require', PRELOAD] : []), '-e', check], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: paced(30_000),
    });
    expect(result.status, `the check ran (stderr: ${result.stderr.slice(-500)})`).toBe(0);
    return existsSync(asked);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the emulators’ preload as firebase-tools reads the functions', () => {
  it('does not ask the npm registry for firebase-functions’ latest version (firebase-tools asks it without the preload)', () => {
    expect(sdkCheck(false), 'without the preload').toBe(true);
    expect(sdkCheck(true), 'with the preload').toBe(false);
  }, paced(60_000));
});

/** The lines Hosting's request log gets for each path, morgan required as firebase-tools' Hosting requires it. */
async function hostingLogLines(paths: Record<string, number>): Promise<string[]> {
  // Requiring the preload (above) hooked this process's loader too: morgan comes through it.
  const morgan = createRequire(join(TOOLS, 'lib/serve/hosting.js'))('morgan') as (
    format: string,
    options: { stream: { write(line: string): void } },
  ) => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const lines: string[] = [];
  const log = morgan('combined', { stream: { write: (line) => lines.push(line) } });
  const server = createServer((req, res) => {
    log(req, res, () => undefined);
    res.statusCode = paths[req.url ?? ''] ?? 404;
    res.end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    for (const path of Object.keys(paths)) await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    return lines;
  } finally {
    server.close();
  }
}

describe('the emulators’ preload in Hosting', () => {
  it('leaves the build’s files served without trouble out of the request log, and logs pages, other files and failures', async () => {
    const lines = await hostingLogLines({ '/assets/client-abc.js': 200, '/assets/gone-abc.js': 404, '/services': 200, '/sw.js': 200, '/images/hero-home-800.avif': 200 });
    const logged = lines.map((line) => /"GET (\S+)/.exec(line)?.[1]);
    expect(logged).toEqual(['/assets/gone-abc.js', '/services', '/sw.js', '/images/hero-home-800.avif']);
  });
});
