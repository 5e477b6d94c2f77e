import { expect, test } from './csp-guard';
import { BUSINESS } from '../../src/config/business';
import { waitForServiceWorkerControl } from './pwa-support';

// The service worker is this file's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
}


test('the first visit installs the service worker and it controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});

test('the manifest is linked, complete and Chromium finds the site installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: BUSINESS.name,
    short_name: BUSINESS.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#000000',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Book a service', '/?section=booking'],
    ['Dashboard', '/dashboard'],
  ]);
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const file of [...manifest.icons, ...manifest.screenshots].map((i) => i.src)) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type'], file).toContain('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute('content', 'black');

  // What Lighthouse's installability audit used to ask: Chromium's own verdict.
  await waitForServiceWorkerControl(page);
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's browser contexts are incognito, which Chromium reports as a reason on its
  // own; every manifest, icon or service-worker reason would still show up here.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
