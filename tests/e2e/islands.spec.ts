// The public pages are static HTML whose interactive parts are islands, each
// hydrating on its own (src/lib/islands). Each island of the home page works
// before the booking wizard (the largest island) has loaded and
// after it has, on the same page; and a public page moves to another by an
// ordinary page load, offline too (precached), where that page's islands work.
// Phone project: the menu button, the bottom bar and the services dropdown
// exist below 768 px only.
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { serveCopyOfBuild, waitForServiceWorkerControl } from './pwa-support';
import { goOffline, goOnline } from './support/network';


const wizardIsland = (page: Page) => page.locator('[data-island="booking"]');

/** Uses every island of the home page but the wizard, and leaves the page as it found it. */
async function useEachIsland(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  // Header: the menu opens over the page and closes.
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  await menu.getByRole('button', { name: 'Close Menu' }).click();
  await expect(menu).toBeHidden();

  // Bottom bar: the Locations sheet lists the six cities and closes.
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await bar.getByRole('button', { name: 'Locations' }).click();
  const sheet = page.getByRole('dialog', { name: 'Our Locations' });
  await expect(sheet.getByRole('button')).toHaveText(['Burnaby', 'Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'Richmond', 'Close']);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // Restorations' Learn More (an island of its own) opens the services island's Specialty tab.
  const category = page.getByRole('combobox', { name: 'Service category' });
  await page.getByRole('button', { name: 'Learn More About Restorations' }).click();
  await expect(category).toHaveValue('specialty');
  await expect(page.locator('#services article')).toHaveCount(2);
  await category.selectOption({ label: 'Exterior Services' });
  await expect(page.locator('#services article')).toHaveCount(9);
  await category.selectOption({ label: 'Interior Services' });
  await expect(page.locator('#services article')).toHaveCount(3);

  // Gallery: the viewer opens on the photo tapped, moves on and closes.
  await page.locator('[data-gallery-item]').first().click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByText('(1 of 14)')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('(2 of 14)')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // Offline notice.
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await goOffline(page.context());
  await expect(banner).toBeVisible();
  await goOnline(page.context());
  await expect(banner).toHaveCount(0);
}

test('each island of the home page works before the booking wizard has loaded, and after it has', async ({ page }) => {
  // Scrolling to the gallery passes the booking section, which would start the wizard: its module
  // (src/app/booking-wizard.tsx, src/app/booking-island.ts) is held back until the other islands have been used.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/booking-wizard-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/');
  // Interactive without the app part: the wizard waits for the visitor (its section is far below).
  await expect(wizardIsland(page)).not.toHaveAttribute('data-island-hydrated');
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'false');
  expect(asked, 'nothing of the wizard is loaded on arrival').toEqual([]);
  await useEachIsland(page);
  await expect(wizardIsland(page), 'the wizard has not hydrated').not.toHaveAttribute('data-island-hydrated');

  // The visitor scrolls to the booking section: the wizard loads, hydrates and answers.
  release();
  await page.locator('#booking').scrollIntoViewIfNeeded();
  await expect(wizardIsland(page)).toHaveAttribute('data-island-hydrated', '', { timeout: 30_000 });
  expect(asked).toHaveLength(1);
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: /^Interior Detailing/ }).click();
  await expect(page.getByRole('button', { name: /^Interior Detailing/ })).toHaveAttribute('aria-pressed', 'true');

  await useEachIsland(page);
  // A Book Now card hands its service to the wizard, with the toast.
  await page.locator('#services').getByRole('article').filter({ hasText: 'Interior & Exterior Package' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Interior & Exterior Package selected!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible();
  await expect(page.getByTestId('calendar-summary')).toContainText('Interior & Exterior Package');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a public page moves to another by an ordinary page load, offline too, and the new page answers', async ({ page }) => {
    const site = await serveCopyOfBuild();
    try {
      await page.goto(`${site.url}/services`);
      await waitForServiceWorkerControl(page);
      // The network is cut by stopping our own server (setOffline does not reach the service worker).
      site.offline = true;

      const bar = page.getByRole('navigation', { name: 'Quick links' });
      await bar.getByRole('button', { name: 'Locations' }).click();
      const arrived = page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith('/services/interior-detailing/surrey'));
      await page.getByRole('dialog', { name: 'Our Locations' }).getByRole('button', { name: 'Surrey', exact: true }).click();
      const response = await arrived;
      expect(response.fromServiceWorker(), 'the page came from the precache').toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Interior Detailing in Surrey' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Locations' })).toHaveAttribute('data-active', '');

      // Its islands hydrate from the precache: the menu opens, and its link moves on, offline still.
      await page.getByRole('button', { name: 'Open Menu' }).click();
      const home = page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/');
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
      expect((await home).fromServiceWorker()).toBe(true);
      await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Learn More About Restorations' }).click();
      await expect(page.getByRole('combobox', { name: 'Service category' })).toHaveValue('specialty');
    } finally {
      await site.dispose();
    }
  });
});
