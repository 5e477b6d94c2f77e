import { readFile } from 'node:fs/promises';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, signIn } from './support/staff';
import { goOffline } from './support/network';
import { waitForServiceWorkerControl } from './pwa-support';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));
// What a phone shows, at the narrowest phone width the site is checked at.
test.use({ viewport: { width: 390, height: 844 } });

// A day of its own, far enough out that no other spec books on it.
const DAY_OFFSET = 137;

test.describe('the owner’s reports', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an admin opens Reports with no signal on a phone, picks a period, reads a chart’s table and exports its CSV with the same total', async ({ page, context }) => {
    const date = addDaysToDate(businessToday(new Date()), DAY_OFFSET);
    await createBooking({ dayOffset: DAY_OFFSET, status: 'completed', price: 200, group: 'reports' });
    await createBooking({ dayOffset: DAY_OFFSET, status: 'confirmed', price: 150, group: 'reports' });
    // A no-show brought nothing in: not booked revenue.
    await createBooking({ dayOffset: DAY_OFFSET, status: 'no-show', price: 100, group: 'reports' });

    await signIn(page, 'admin');
    // The reload below happens with no signal: the service worker serves the page and its chunks.
    await waitForServiceWorkerControl(page, { navigatedWhileInstalling: true });
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByTestId('headline-booked')).toBeVisible({ timeout: 30_000 });

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'This month', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Custom', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'This month', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.getByLabel('To', { exact: true }).fill(date);
    await page.getByLabel('From', { exact: true }).fill(date);

    // The headline and the chart's table agree: $350 booked, $200 completed, the no-show left out.
    await expect(page.getByTestId('headline-booked')).toContainText('$350.00', { timeout: 30_000 });
    await expect(page.getByTestId('headline-completed')).toContainText('$200.00');
    await expect(page.getByTestId('headline-noShowRate')).toContainText('50%');
    const figure = page.getByTestId('figure-revenue-city');
    const table = figure.getByRole('table');
    await expect(table.getByRole('row', { name: /Burnaby/ })).toContainText('$350.00');
    const totalRow = table.getByRole('row', { name: /Total/ });
    await expect(totalRow).toContainText('2');
    await expect(totalRow).toContainText('$350.00');
    await expect(totalRow).toContainText('$200.00');

    // Read on a 390 px phone: the section fits the screen's width, its chart is drawn, the total is in view once scrolled to.
    const section = await figure.boundingBox();
    expect(section!.x).toBeGreaterThanOrEqual(0);
    expect(section!.x + section!.width).toBeLessThanOrEqual(390);
    const chart = await figure.getByTestId('chart-revenue-city').boundingBox();
    expect(chart!.height).toBeGreaterThan(100);
    expect(chart!.width).toBeGreaterThan(250);
    await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await totalRow.scrollIntoViewIfNeeded();
    await expect(totalRow).toBeInViewport();

    const download = page.waitForEvent('download');
    await figure.getByRole('button', { name: 'Export CSV: Revenue by city' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report-revenue-city-${date}-to-${date}.csv`);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['City,Jobs,Booked,Completed', 'Burnaby,2,350.00,200.00', 'Total,2,350.00,200.00', '']);
  });
});

test('staff without the admin role see no Reports link, are refused the page, and never load its view or its worker', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/reports-view|report-worker/.test(request.url())) loaded.push(request.url());
  });
  await signIn(page, 'staff');
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/reports');
  await expect(page.getByRole('alert')).toHaveText('Reports are for admins only.', { timeout: 30_000 });
  await expect(page.getByTestId('report-headlines')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(loaded).toEqual([]);
});
