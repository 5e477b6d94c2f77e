// The owner turns the weekly summary e-mail off and on again from Reports, on
// a phone: the switch shows what the server stores (settings/reports), and a
// reload shows the change kept.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { signIn } from './support/staff';
import { PROJECT_ID } from '../../scripts/stack/ports';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));
test.use({ viewport: { width: 390, height: 844 } });

function reportSettings() {
  const app = getApps().find((a) => a.name === 'e2e-report-settings') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'e2e-report-settings');
  return getFirestore(app).doc('settings/reports');
}

test.afterAll(async () => {
  await reportSettings().delete();
});

test('an admin turns the weekly summary e-mail off in Reports on a phone, and it stays off after a reload', async ({ page }) => {
  await reportSettings().delete();
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);

  const setting = page.getByTestId('weekly-summary-setting');
  const toggle = setting.getByRole('checkbox', { name: 'Weekly summary e-mail' });
  // On until the owner changes it, with where and when it goes.
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  await expect(toggle).toBeEnabled();
  await expect(setting).toContainText('Mondays at 7:00 AM to owner@example.com');
  const box = await setting.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const label = await setting.getByText('Weekly summary e-mail', { exact: true }).boundingBox();
  expect(label!.height).toBeGreaterThan(10);
  // The box itself is drawn, beside its words, and the whole line is a thumb's height.
  const control = await toggle.boundingBox();
  expect(control!.width).toBeGreaterThanOrEqual(16);
  expect(control!.height).toBeGreaterThanOrEqual(16);
  expect(control!.x + control!.width).toBeLessThanOrEqual(label!.x);
  const line = await setting.locator('label').boundingBox();
  expect(line!.height).toBeGreaterThanOrEqual(44);

  await setting.getByText('Weekly summary e-mail', { exact: true }).click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await reportSettings().get()).get('weekly_summary'), { timeout: 30_000 }).toBe(false);

  await page.reload();
  await expect(page.getByTestId('weekly-summary-setting').getByRole('checkbox', { name: 'Weekly summary e-mail' })).not.toBeChecked({ timeout: 30_000 });
  await expect(page.getByTestId('weekly-summary-setting').getByRole('checkbox', { name: 'Weekly summary e-mail' })).toBeEnabled();

  await page.getByTestId('weekly-summary-setting').getByText('Weekly summary e-mail', { exact: true }).click();
  await expect.poll(async () => (await reportSettings().get()).get('weekly_summary'), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('weekly-summary-setting').getByRole('checkbox', { name: 'Weekly summary e-mail' })).toBeChecked();
});
