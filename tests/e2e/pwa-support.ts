// Shared by the pwa-*.spec.ts files: the built site's pages, read from the build
// output (so new prerendered routes are covered without editing the tests), a
// private copy of the build served by our own stoppable server, and waiting for
// the service worker to control the page.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Page, Request as PageRequest, Response as PageResponse } from '@playwright/test';
import { HOST, PORTS, STACK_HEADERS_FILE, WEB_OUT_DIR } from '../../scripts/stack/ports';
import { cleanUrl } from '../../scripts/pwa/precache';
import { serveStatic, type StaticSite } from '../../scripts/pwa/static-server';

export interface BuiltPage {
  path: string;
  title: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? htmlFiles(join(dir, d.name)) : d.name.endsWith('.html') ? [join(dir, d.name)] : [],
  );
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'");

/** Every prerendered page of the build (not the 404 page or the app shell) with its <title>. */
export function builtPages(dir = WEB_OUT_DIR): BuiltPage[] {
  return htmlFiles(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .filter((file) => file !== '404.html' && file !== 'app-shell.html')
    .map((file) => ({
      path: cleanUrl(file),
      title: decode(/<title>([^<]*)<\/title>/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? ''),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The Functions emulator behind a switch: `down = true` drops every request, for the page and the service worker alike. */
export interface FunctionsSwitch {
  /** host:port the copy of the build calls instead of the emulator. */
  address: string;
  down: boolean;
  close(): Promise<void>;
}

async function switchableFunctions(): Promise<FunctionsSwitch> {
  const state = { down: false } as FunctionsSwitch;
  const server = createServer((req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const upstream = request({ host: HOST, port: PORTS.functions, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  state.address = `${HOST}:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Points every script of a built copy (pages' chunks and sw.js) at another Functions address. */
function retargetFunctions(dir: string, address: string): number {
  const emulator = `${HOST}:${PORTS.functions}`;
  let changed = 0;
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const code = readFileSync(file, 'utf8');
        if (code.includes(emulator)) {
          writeFileSync(file, code.replaceAll(emulator, address));
          changed++;
        }
      }
    }
  };
  walk(dir);
  return changed;
}

export type CopyOfBuild = StaticSite & { dir: string; dispose(): Promise<void> };

/**
 * A private copy of the build, served on its own port (its own origin, so its own service worker).
 * With `switchableFunctions`, its scripts call the Functions emulator through a switch: Playwright's
 * routes and setOffline do not reach requests the service worker makes, this does.
 */
export async function serveCopyOfBuild(): Promise<CopyOfBuild>;
export async function serveCopyOfBuild(options: { switchableFunctions: true }): Promise<CopyOfBuild & { functions: FunctionsSwitch }>;
export async function serveCopyOfBuild(options: { switchableFunctions?: boolean } = {}): Promise<CopyOfBuild & { functions?: FunctionsSwitch }> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-site-'));
  cpSync(WEB_OUT_DIR, dir, { recursive: true });
  const functions = options.switchableFunctions ? await switchableFunctions() : undefined;
  if (functions && retargetFunctions(dir, functions.address) === 0) {
    throw new Error(`no script in ${WEB_OUT_DIR} calls the Functions emulator at ${HOST}:${PORTS.functions}: build with the stack's offset`);
  }
  const site = await serveStatic(dir, { headers: stackSecurityHeaders(functions?.address) });
  return Object.assign(site, {
    dir,
    functions,
    dispose: async () => {
      await site.close();
      await functions?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/**
 * The security headers the Hosting emulator sends for this build (its CSP included), so pages
 * served from a copy run under the same policy; with the functions retargeted, the CSP allows
 * the switch's address in their place.
 */
function stackSecurityHeaders(functionsAddress?: string): Record<string, string> {
  const rules = JSON.parse(readFileSync(STACK_HEADERS_FILE, 'utf8')) as { source: string; headers: { key: string; value: string }[] }[];
  const emulator = `${HOST}:${PORTS.functions}`;
  const headers: Record<string, string> = {};
  for (const { key, value } of rules.find((r) => r.source === '**')?.headers ?? []) {
    if (key === 'Cache-Control') continue;
    headers[key] = functionsAddress ? value.replaceAll(emulator, functionsAddress) : value;
  }
  return headers;
}

/**
 * The worker's activation claims the documents open at that moment. A page that was still on
 * its way (from the page that registered the worker to this one) is not among them, and only
 * its next load is controlled; for a visitor that next page comes from the worker all the same.
 * So: the worker active, then this page loaded again if the claim missed it.
 */
async function controlAfterNavigating(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, { timeout: 90_000 });
  if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Waits until the service worker controls `page`. `navigatedWhileInstalling`: the page moved
 * to another document since the worker was registered (see controlAfterNavigating); without
 * it, the page that registered the worker must be claimed by it, as the install tests assert.
 */
export async function waitForServiceWorkerControl(page: Page, options: { navigatedWhileInstalling?: boolean } = {}): Promise<void> {
  // A failure says where the worker stood and which requests failed meanwhile (the precache's
  // included: Chromium reports a service worker's requests on its context): an install whose
  // precache lost a request ends, and nothing takes control until the next registration.
  const context = page.context();
  const failed: string[] = [];
  const onFailed = (request: PageRequest) => failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  const onResponse = (response: PageResponse) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  };
  context.on('requestfailed', onFailed);
  context.on('response', onResponse);
  try {
    // Installing precaches every prerendered page: allow for a slow, loaded machine.
    if (options.navigatedWhileInstalling) await controlAfterNavigating(page);
    else await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  } catch (error) {
    const worker = await page
      .evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return r ? `installing ${r.installing?.state ?? 'none'}, waiting ${r.waiting?.state ?? 'none'}, active ${r.active?.state ?? 'none'}` : 'no registration';
      })
      .catch(() => 'not readable');
    const requests = failed.length ? `${failed.length}, first: ${failed.slice(0, 5).join('; ')}` : 'none';
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n(the service worker: ${worker}; requests that failed meanwhile: ${requests})`);
  } finally {
    context.off('requestfailed', onFailed);
    context.off('response', onResponse);
  }
}
