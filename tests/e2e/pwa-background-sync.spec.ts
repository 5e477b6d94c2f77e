import { expect, test } from '@playwright/test';
import { serveCopyOfBuild, waitForServiceWorkerControl } from './pwa-support';

test('a Background Sync for the outbox wakes the open page so its sync engine can send', async ({ page }) => {
  const site = await serveCopyOfBuild();
  try {
    await page.goto(`${site.url}/`);
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { swMessages: string[] }).swMessages = seen;
      navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string }>) => seen.push(e.data?.type ?? ''));
    });

    // Fire the sync event the way the browser does when the connection is back.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${site.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: site.url, registrationId: await registrationId, tag: 'outbox-sync', lastChance: false });

    await expect.poll(() => page.evaluate(() => (window as unknown as { swMessages: string[] }).swMessages)).toEqual(['outbox-sync']);
  } finally {
    await site.dispose();
  }
});
