import { expect, test } from './csp-guard';
import { builtPages, serveCopyOfBuild, waitForServiceWorkerControl } from './pwa-support';
import { goOffline, goOnline } from './support/network';

// The service worker is this file's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The network is cut by stopping our own server (Playwright's setOffline does not
// reach service workers); the page list comes from the build output.
const pages = builtPages();

test('after one visit every prerendered page, and the not-found page for unknown paths, opens with the network cut', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "the worker's caching does not depend on the screen: the desktop project walks every page");
  test.setTimeout(60_000 + pages.length * 3_000);
  expect(pages.map((p) => p.path)).toContain('/');
  const site = await serveCopyOfBuild();
  try {
    await page.goto(`${site.url}/`);
    await waitForServiceWorkerControl(page);
    site.offline = true;

    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();

    const login = pages.find((p) => p.path === '/login')!;
    for (const { path, title } of pages) {
      // The title and the not-found check are in the served HTML: no need to wait for every image.
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      expect(response?.fromServiceWorker(), path).toBe(true);
      if (path === '/dashboard' || path === '/reports') {
        // Signed out, the staff pages' guard sends the visitor to sign in, offline as well.
        await expect(page, path).toHaveURL(`${site.url}/login`);
        await expect(page, path).toHaveTitle(login.title);
      } else {
        await expect(page, path).toHaveTitle(title);
      }
      await expect(page.getByText('Oops! Page not found'), path).toHaveCount(0);
    }

    const unknown = await page.goto(`${site.url}/no-such-page-offline`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();

    // A query string (the 'Book a service' shortcut) opens the same precached page.
    const shortcut = await page.goto(`${site.url}/?section=booking`);
    expect(shortcut?.status()).toBe(200);
    await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();
  } finally {
    await site.dispose();
  }
});

test('a polite banner says the site still works while offline and goes away when back online', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toHaveCount(0);
  await goOffline(context);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText("You're offline. Pages still work, and bookings will be sent when you're back online.");
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  await goOnline(context);
  await expect(page.getByText("You're offline")).toHaveCount(0);
});
