// Background Sync and the outbox under the service worker. The Functions emulator is
// reached through a switch (pwa-support.ts): Playwright's routes and setOffline do
// not reach requests the service worker makes itself.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './hydrated';
import { serveCopyOfBuild, waitForServiceWorkerControl, type CopyOfBuild, type FunctionsSwitch } from './pwa-support';
import { answerWizard, testDate, uniqueEmail, warmFunctions } from './booking-helpers';
import { inbox } from '../integration/support/inbox';
import { goOffline, goOnline } from './support/network';

// The service worker is this file's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The local functions start a worker per concurrent request on a shared 2-core machine: allow for cold starts.
test.describe.configure({ timeout: 150_000 });

/** The id Chromium gives the site's service worker registration. */
async function registrationIdOf(cdp: CDPSession, siteUrl: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${siteUrl}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Fires the outbox's sync event the way the browser does when the connection is back. */
async function dispatchOutboxSync(cdp: CDPSession, siteUrl: string): Promise<void> {
  const registrationId = await registrationIdOf(cdp, siteUrl);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: siteUrl, registrationId, tag: 'outbox-sync', lastChance: false });
}

async function expectWaiting(page: Page) {
  await expect(page.getByRole('heading', { name: 'Booking Saved on This Device' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-confirmation')).toContainText('No confirmation e-mail has been sent yet');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toHaveCount(0);
}

test('a Background Sync for the outbox wakes the open page so its sync engine can send', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', "viewport-independent (the service worker's sync event and its message to the page): desktop project only");
  const site = await serveCopyOfBuild();
  try {
    await page.goto(`${site.url}/`);
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { swMessages: string[] }).swMessages = seen;
      navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string }>) => seen.push(e.data?.type ?? ''));
    });

    await dispatchOutboxSync(await page.context().newCDPSession(page), site.url);

    await expect.poll(() => page.evaluate(() => (window as unknown as { swMessages: string[] }).swMessages)).toEqual(['outbox-sync']);
  } finally {
    await site.dispose();
  }
});

/**
 * The wizard on the served copy, under its service worker, answered; then the
 * functions stop answering (the site itself still loads) and Complete Booking
 * leaves the booking waiting on the device.
 */
async function bookWithFunctionsDown(page: Page, site: CopyOfBuild & { functions: FunctionsSwitch }, answers: Parameters<typeof answerWizard>[1]) {
  await page.goto(`${site.url}/?section=booking`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await answerWizard(page, answers);
  site.functions.down = true;
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expectWaiting(page);
}

test.describe('bookings sent under the service worker', () => {
  // The customer booking with a weak signal is on a phone; the wizard itself is tested on both viewports elsewhere.
  test.skip(({ isMobile }) => !isMobile, "the service worker's outbox is the same on every viewport: run on the phone project only");
  test.beforeAll(warmFunctions);

  test('a booking queued in a tab that was then closed is sent by the service worker on Background Sync, with no page open', async ({ page, context }, info) => {
    const site = await serveCopyOfBuild({ switchableFunctions: true });
    try {
      const email = uniqueEmail('bgsync');
      // The functions stop answering (the site itself still loads): the booking waits on the device.
      await bookWithFunctionsDown(page, site, { service: 'Interior Detailing', vehicle: 'Car', date: testDate(info, 5), time: '9:00 AM', name: 'Closed Tab Customer', email });
      await page.close();

      // Connection back, no page of the site open: the browser wakes the worker for the outbox.
      site.functions.down = false;
      const blank = await context.newPage();
      await dispatchOutboxSync(await context.newCDPSession(blank), site.url);

      await expect.poll(async () => (await inbox(email)).length, { timeout: 60_000 }).toBe(1);
      expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);

      // Opening the site later shows the booking as confirmed, and nothing is sent twice.
      const again = await context.newPage();
      await again.goto(`${site.url}/?section=booking`);
      await waitForHydration(again);
      await expect(again.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 30_000 });
      await expect(again.getByTestId('booking-confirmation')).toContainText(`A confirmation e-mail is on its way to ${email}`);
      expect(await inbox(email)).toHaveLength(1);
    } finally {
      await site.dispose();
    }
  });

  test('a booking waiting under the service worker survives an offline reload and is confirmed, with its e-mail, once the network is back', async ({ page, context }, info) => {
    const site = await serveCopyOfBuild({ switchableFunctions: true });
    try {
      const email = uniqueEmail('swreload');
      await bookWithFunctionsDown(page, site, { service: 'Interior & Exterior Package', vehicle: 'Car', date: testDate(info, 6), time: '10:00 AM', name: 'Offline Reload Customer', email });

      // No network at all: the service worker serves the page, the booking still waits.
      site.offline = true;
      await goOffline(context);
      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expectWaiting(page);
      await expect(page.getByTestId('confirmation-summary')).toContainText('10:00 AM');
      await expect(page.getByRole('status').filter({ hasText: "You're offline. Pages still work" })).toBeVisible();
      expect(await inbox(email)).toHaveLength(0);

      // Back online: confirmed without any action, and the confirmation e-mail arrives.
      site.offline = false;
      site.functions.down = false;
      await goOnline(context);
      await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });
      await expect(page.getByTestId('booking-confirmation')).toContainText(`A confirmation e-mail is on its way to ${email}`);
      await expect.poll(async () => (await inbox(email)).length, { timeout: 30_000 }).toBe(1);
    } finally {
      await site.dispose();
    }
  });
});
