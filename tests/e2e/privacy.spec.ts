import { expect, test } from './hydrated';
import { chooseService, openWizard, pickDate, pickTime, testDate, warmFunctions } from './booking-helpers';
import { serveCopyOfBuild, waitForServiceWorkerControl } from './pwa-support';
import { createBooking, findBooking, signIn, storedBooking } from './support/staff';

// Cold function workers and a shared, loaded machine: allow for slow starts (no assertion is timed).
test.describe.configure({ timeout: 180_000 });

const NOTICE = 'We use your details only to schedule your detail and contact you about it.';
const SECTIONS = ['What we collect and why', 'Who sees it', 'Where it is stored', 'How long we keep it', 'Your rights: a copy, a correction or deletion'];

test('the booking form says why it collects details beside the submit button, with a link to the policy in a new tab', async ({ page }, info) => {
  await warmFunctions();
  await openWizard(page);
  await chooseService(page);
  await pickDate(page, testDate(info, 11));
  await pickTime(page, '10:00 AM');
  await page.getByLabel('Full Name').fill('Privacy Reader');

  const notice = page.getByTestId('collection-notice');
  const submit = page.getByRole('button', { name: 'Complete Booking' });
  await expect(notice).toContainText(NOTICE);
  await expect(notice).toBeVisible();
  await expect(submit).toBeVisible();
  // Beside the button: on its row, or (narrow screens) the line right above it.
  const n = (await notice.boundingBox())!;
  const s = (await submit.boundingBox())!;
  expect(s.y - (n.y + n.height)).toBeLessThan(24);
  expect(n.y - (s.y + s.height)).toBeLessThan(0);

  // The policy opens in a new tab, so the form and what was typed stay where they are.
  const link = notice.getByRole('link', { name: 'Privacy Policy' });
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByLabel('Full Name')).toHaveValue('Privacy Reader');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/privacy opens from the footer, says what, why, who, where, how long and how to ask, and opens offline', async ({ page }) => {
    const site = await serveCopyOfBuild();
    try {
      await page.goto(`${site.url}/services`);
      await waitForServiceWorkerControl(page);
      // The network is cut by stopping our own server (setOffline does not reach the service worker).
      site.offline = true;
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
      await footerLink.click();
      await expect(page).toHaveURL(`${site.url}/privacy`);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const policy = page.locator('article');
      await expect(policy.getByText('Google Cloud (Firebase)')).toBeVisible();
      await expect(policy.getByText('in Canada (Montréal)')).toBeVisible();
      await expect(policy.getByText('for 24 months after your appointment')).toBeVisible();
      await expect(policy.getByText('E-mail bookings@example.com')).toBeVisible();
      await expect(policy.getByText('Last updated: November 29, 2026')).toBeVisible();

      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    } finally {
      await site.dispose();
    }
  });
});

test('an admin erases a past booking’s personal details from its details dialog, after a confirmation', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the details dialog is the same component on both viewports (staff-dashboard.spec.ts covers the phone layout): run once');
  const job = await createBooking({ status: 'completed', dayOffset: -3, price: 249 });
  await signIn(page, 'admin');
  await findBooking(page, job.name);
  await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Erase Personal Details' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${job.name}, Interior Detailing`);
  // It says what goes and what stays, and then does exactly that.
  await expect(confirm).toContainText('Name, e-mail, phone, street address, postal code, vehicle make and model, comments, the staff’s note about the customer, the job’s photos and its condition check are erased; the date, time, service, vehicle type, city, price and status stay.');
  await confirm.getByRole('button', { name: 'Keep Details' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await storedBooking(job.id))?.customer_name).toBe(job.name);

  await dialog.getByRole('button', { name: 'Erase Personal Details' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase', exact: true }).click();
  // The first call of this function starts a worker in the local emulator (slow on a loaded machine).
  await expect(dialog.getByText('Anonymized', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Personal details erased')).toBeVisible();
  await expect(dialog.getByText(job.email)).toHaveCount(0);
  await expect(dialog.getByText('.invalid')).toHaveCount(0);
  await expect(dialog.getByText('123 Test St')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Erase Personal Details' })).toHaveCount(0);
  const stored = await storedBooking(job.id);
  expect(stored).toMatchObject({ customer_name: 'Anonymized', customer_email: null, customer_phone: null, service_street: null, total_price: 249, status: 'completed', service_city: 'burnaby' });
});
