import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { HOST, PORTS } from '../../scripts/stack/ports';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { waitForServiceWorkerControl } from './pwa-support';

// The service worker is this file's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const functionsUrl = process.env.STACK_FUNCTIONS_URL ?? `http://${HOST}:${PORTS.functions}`;

/** Every URL in every Cache Storage cache of the page's origin. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

test('other images are cached on first view; Firebase paths and function calls never are', async ({ page, baseURL }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  // A same-origin image that is not precached (the manifest's wide screenshot).
  await page.evaluate(async () => {
    const img = new Image();
    img.src = '/screenshots/wide.png';
    await img.decode();
  });
  // Hosting's reserved /__/ paths and a call to the Functions emulator, through the worker.
  await page.evaluate(async ({ fn, region }) => {
    await fetch('/__/firebase/init.json').catch(() => undefined);
    await fetch(`${fn}/demo-mobile-detailing/${region}/getAvailability`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":{}}' }).catch(() => undefined);
  }, { fn: functionsUrl, region: FIREBASE_REGION });

  await expect.poll(async () => (await cachedUrls(page))['images'] ?? []).toContain(`${baseURL}/screenshots/wide.png`);
  const all = Object.values(await cachedUrls(page)).flat();
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  expect(all.filter((url) => url.includes('/__/'))).toEqual([]);
});

test('job photos an earlier worker cached with the other images are dropped when this worker takes over; other images stay', async ({ page, baseURL }) => {
  // A page of the site that registers no worker: Cache Storage as an earlier worker left it.
  await page.goto('/favicon.svg');
  const photo = `${baseURL}/photos/b-erased/0b0e7d1e-7f5c-4c1a-9d61-0c5b8b8f2a10?x=1900000000&k=c&s=earlier`;
  const other = `${baseURL}/images/kept-by-an-earlier-worker.png`;
  await page.evaluate(async (urls) => {
    const images = await caches.open('images');
    for (const url of urls) await images.put(url, new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })));
  }, [photo, other]);

  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect.poll(async () => (await cachedUrls(page))['images'] ?? [], { timeout: 30_000 }).not.toContain(photo);
  expect((await cachedUrls(page))['images']).toContain(other);
});
