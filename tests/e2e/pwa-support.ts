// Shared by the pwa-*.spec.ts files: the built site's pages, read from the build
// output (so new prerendered routes are covered without editing the tests), a
// private copy of the build served by our own stoppable server, and waiting for
// the service worker to control the page.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { WEB_OUT_DIR } from '../../scripts/stack/ports';
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

/** A private copy of the build, served on its own port (its own origin, so its own service worker). */
export async function serveCopyOfBuild(): Promise<StaticSite & { dir: string; dispose(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-site-'));
  cpSync(WEB_OUT_DIR, dir, { recursive: true });
  const site = await serveStatic(dir);
  return Object.assign(site, {
    dir,
    dispose: async () => {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // Installing precaches every prerendered page: allow for a slow, loaded machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
}
