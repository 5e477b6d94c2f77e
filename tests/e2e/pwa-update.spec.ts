import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { serveCopyOfBuild, waitForServiceWorkerControl } from './pwa-support';

// The service worker is this file's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A second deployment: the home page changed, so its precache revision and sw.js change. */
function makeChangedBuild(fromDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-site-v2-'));
  cpSync(fromDir, dir, { recursive: true });
  const oldHome = readFileSync(join(dir, 'index.html'), 'utf8');
  const newHome = oldHome.replace('<head>', '<head>\n    <meta name="site-version" content="2" />');
  writeFileSync(join(dir, 'index.html'), newHome);
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const revised = sw.replaceAll(md5(oldHome), md5(newHome));
  expect(revised, 'the service worker lists the home page with its content hash').not.toBe(sw);
  writeFileSync(join(dir, 'sw.js'), revised);
  return dir;
}

/**
 * Opens the site, deploys a second version and reloads: the toast offers it. Then `beforeReload`
 * runs in the page and Reload is chosen; the new version must be on screen within 20 s.
 */
async function updateAndReload(page: Page, beforeReload?: () => void) {
  const site = await serveCopyOfBuild();
  let v2: string | undefined;
  try {
    await page.goto(`${site.url}/`);
    await waitForServiceWorkerControl(page);
    await expect(page.locator('meta[name="site-version"]')).toHaveCount(0);

    v2 = makeChangedBuild(site.dir);
    site.root = v2;
    // The browser checks sw.js on navigation; the old worker still serves this page.
    await page.reload();
    const toast = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('meta[name="site-version"]')).toHaveCount(0);

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    if (beforeReload) await page.evaluate(beforeReload);
    await toast.getByRole('button', { name: 'Reload' }).click();
    try {
      await expect(page.locator('meta[name="site-version"]')).toHaveAttribute('content', '2', { timeout: 20_000 });
    } catch (error) {
      // Where the update stood: a waiting worker here means the browser never let it take over.
      const workers = await page
        .evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          const state = (w: ServiceWorker | null | undefined) => (w ? w.state : 'none');
          return `controller ${navigator.serviceWorker.controller ? 'set' : 'none'}, active ${state(r?.active)}, waiting ${state(r?.waiting)}, installing ${state(r?.installing)}`;
        })
        .catch((e: unknown) => `not readable: ${String(e)}`);
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n(after Reload: ${navigations} navigation(s); ${workers})`);
    }
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await site.dispose();
    if (v2) rmSync(v2, { recursive: true, force: true });
  }
}

test('a new deployment shows the update toast, and Reload brings the new version', async ({ page }) => {
  await updateAndReload(page);
});

test('Reload brings the new version even when the page was fetching as the new version took over', async ({ page }) => {
  // Requests through the old worker while the new one is being let in: in Chromium they start
  // the old worker again, and without asking again the new one waited about 30 s (it failed
  // 10 times in 12 before the update offer asked again).
  await updateAndReload(page, () => {
    const busy = window.setInterval(() => {
      for (let i = 0; i < 3; i += 1) void fetch(`/manifest.webmanifest?busy=${Math.random()}`).catch(() => undefined);
    }, 5);
    window.setTimeout(() => window.clearInterval(busy), 600);
  });
});
