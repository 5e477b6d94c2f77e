import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { createBooking, findBooking, setStoredStatus, signIn, storedBooking } from './support/staff';

test.describe.configure({ timeout: 120_000 });

/** A pending booking the admin confirms while the callables cannot be reached (the page itself and Auth still load). */
async function confirmWhileUnreachable(page: Page) {
  const job = await createBooking({ status: 'pending' });
  await signIn(page, 'admin');
  await findBooking(page, job.name);
  await page.route(`**/${FIREBASE_REGION}/**`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  return job;
}

test('a status change made while the server is unreachable survives a reload, marked pending, and is stored once it is back', async ({ page }) => {
  const job = await confirmWhileUnreachable(page);

  await page.reload();
  await findBooking(page, job.name);
  const row = page.getByTestId(`booking-${job.id}`);
  await expect(row).toContainText('confirmed');
  await expect(row).toContainText('pending sync');
  await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
  expect((await storedBooking(job.id))?.status).toBe('pending');

  await page.unroute(`**/${FIREBASE_REGION}/**`);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).not.toContainText('pending sync', { timeout: 30_000 });
  await expect(row).toContainText('confirmed');
  await expect.poll(async () => (await storedBooking(job.id))?.status).toBe('confirmed');
});

test('a change queued offline that the server refuses once back (cancelled meanwhile by someone else) is rolled back with a message', async ({ page }) => {
  const job = await confirmWhileUnreachable(page);
  const row = page.getByTestId(`booking-${job.id}`);
  await expect(row).toContainText('pending sync');

  // Meanwhile another staff member cancels it; a cancelled booking cannot become confirmed.
  await setStoredStatus(job.id, 'cancelled');
  await page.unroute(`**/${FIREBASE_REGION}/**`);
  await page.getByRole('button', { name: 'Refresh' }).click();

  await expect(page.getByText('Failed to update booking status')).toBeVisible({ timeout: 30_000 });
  await expect(row).not.toContainText('pending sync');
  await expect(row).toContainText('cancelled');
  await expect(page.getByTestId('last-synced')).not.toContainText('waiting to sync');
  expect((await storedBooking(job.id))?.status).toBe('cancelled');
});
