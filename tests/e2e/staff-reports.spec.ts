import { readFile } from 'node:fs/promises';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, createPastBlock, findBooking, setStoredStatus, signIn, storedBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';
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
    // The figures that read every booking come too (the worker's first look leaves them out).
    await expect(page.getByTestId('report-first-look')).toHaveCount(0);
    await expect(page.getByTestId('headline-newCustomers').locator('dd').first()).toHaveText(/^\d+$/);
    await expect(page.getByTestId('figure-customers')).toBeVisible();
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

// A past day of its own: the jobs the test below marks completed.
const OFFLINE_DAY_OFFSET = -173;

test.describe('a job marked completed with no signal', () => {
  test.use({ serviceWorkers: 'allow' });

  test('counts in Reports while it waits to be sent, and what a pull brings shows in the open report', async ({ page, context }) => {
    const date = addDaysToDate(businessToday(new Date()), OFFLINE_DAY_OFFSET);
    const job = await createBooking({ dayOffset: OFFLINE_DAY_OFFSET, status: 'confirmed', price: 160, group: 'reports-offline' });
    const other = await createBooking({ dayOffset: OFFLINE_DAY_OFFSET, status: 'confirmed', price: 90, group: 'reports-offline' });

    await signIn(page, 'admin');
    await waitForServiceWorkerControl(page, { navigatedWhileInstalling: true });
    // Reports opened once with a signal, so its code is on the device.
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByTestId('headline-booked')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Dashboard' }).click();

    await goOffline(context);
    await findBooking(page, job.name);
    await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(dialog.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('To', { exact: true }).fill(date);
    await page.getByLabel('From', { exact: true }).fill(date);
    // The change waiting to be sent counts: $160 completed of $250 booked.
    await expect(page.getByTestId('headline-booked')).toContainText('$250.00', { timeout: 30_000 });
    await expect(page.getByTestId('headline-completed')).toContainText('$160.00');
    await expect(page.getByTestId('figure-revenue-time')).toBeVisible();

    // Back online the change goes; another job completed on the server comes with the next pull, into the open report.
    await goOnline(context);
    await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('completed');
    await setStoredStatus(other.id, 'completed');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('headline-completed')).toContainText('$250.00', { timeout: 30_000 });
  });
});

// A past day of its own: the rain day the test below reads.
const RAIN_DAY_OFFSET = -201;

test.describe('rain in a past period', () => {
  test('a rain day long before yesterday is in Reports: the job it cancelled is revenue lost to blocked time', async ({ page }) => {
    const date = addDaysToDate(businessToday(new Date()), RAIN_DAY_OFFSET);
    const lost = await createBooking({ dayOffset: RAIN_DAY_OFFSET, status: 'cancelled', price: 180, group: 'rain' });
    await createPastBlock({ dayOffset: RAIN_DAY_OFFSET, bookingIds: [lost.id], reason: 'Weather' });

    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByTestId('headline-booked')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(date);
    await page.getByLabel('To', { exact: true }).fill(date);

    const weather = page.getByTestId('figure-blocked').getByRole('table').getByRole('row', { name: /Weather/ });
    // Jobs lost and revenue lost (the cells after moved jobs and revenue moved).
    await expect(weather.getByRole('cell').nth(3)).toHaveText('$180.00', { timeout: 30_000 });
    await expect(weather.getByRole('cell').nth(2)).toHaveText('1');
  });
});

// A day of its own for the first look (the test above counts its day's bookings exactly).
const FIRST_LOOK_DAY = 141;

test.describe('the owner’s first look', () => {
  // Every request goes through the page's routes (a service worker would answer some itself).
  test.use({ serviceWorkers: 'block' });

  test('on a phone an admin sees the headlines, the first chart and every figure’s table while the chart library is still on its way, then the other charts', async ({ page }) => {
    const date = addDaysToDate(businessToday(new Date()), FIRST_LOOK_DAY);
    await createBooking({ dayOffset: FIRST_LOOK_DAY, status: 'completed', price: 240, group: 'reports-first' });
    await signIn(page, 'admin');
    // The chart library held back, as on a slow connection: what the owner reads first must not wait on it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/report-chart-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('To', { exact: true }).fill(date);
    await page.getByLabel('From', { exact: true }).fill(date);

    await expect(page.getByTestId('headline-completed')).toContainText('$240.00', { timeout: 30_000 });
    const first = page.getByTestId('chart-revenue-time');
    await expect(first.getByText('Booked')).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThan(100);
    // Booked and completed, $240 each: two bars of one height, most of the chart's.
    const bars = first.locator('.rp-bar');
    await expect(bars).toHaveCount(2);
    const [booked, completed] = [(await bars.nth(0).boundingBox())!, (await bars.nth(1).boundingBox())!];
    expect(booked.height).toBeGreaterThan(box.height / 2);
    expect(completed.height).toBe(booked.height);
    expect(booked.y + booked.height).toBeLessThanOrEqual(box.y + box.height);

    // The other figures' tables are there, their charts not yet.
    const city = page.getByTestId('figure-revenue-city');
    await expect(city.getByRole('table').getByRole('row', { name: /Burnaby/ })).toContainText('$240.00');
    await expect(city.locator('.recharts-bar-rectangle')).toHaveCount(0);

    release();
    await expect(city.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 });
  });

  test('on a phone the headlines and the first chart show before the staff pages’ shell has started, and a period picked then is the one the page goes on with', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('last-synced')).toContainText('Last synced', { timeout: 30_000 });
    // One worker reads the bookings: the one the page's own inline script starts, which the app then takes over.
    const workers: string[] = [];
    page.on('worker', (worker) => {
      if (/report-worker/.test(worker.url())) workers.push(worker.url());
    });
    // The Chakra system held back, as on a slow phone: the shell (and the view in it) cannot draw until it comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/system-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's frame itself: page.goto here waits for hydration, which the held chunk holds back.
    await page.mainFrame().goto('/reports');
    await expect(page.getByTestId('headline-booked')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('chart-revenue-time').locator('.rp-bar').first()).toBeAttached();
    // Drawn ahead: the view (its other figures, its spinner) is not there yet, and the page's own spinner is hidden.
    await expect(page.getByTestId('figure-revenue-city')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
    const month = await page.getByTestId('report-range').textContent();
    await page.getByRole('button', { name: 'This year', exact: true }).click();
    await expect(page.getByRole('button', { name: 'This year', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const year = await page.getByTestId('report-range').textContent();
    expect(year).not.toBe(month);
    const booked = await page.getByTestId('headline-booked').boundingBox();

    release();
    // The view takes the page over where the first look was, on the year picked.
    await expect(page.getByTestId('figure-revenue-city')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'This year', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'This month', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('report-range')).toHaveText(year!);
    await expect(page.getByTestId('chart-revenue-time')).toHaveAttribute('data-period', /^\d{4}-01-01\.\./, { timeout: 30_000 });
    expect(await page.getByTestId('headline-booked').boundingBox()).toEqual(booked);
    await expect(page.getByTestId('headline-booked')).toHaveCount(1);
    expect(workers).toHaveLength(1);
  });
});

test('staff without the admin role see no Reports link, are refused the page, and never load its view or its worker', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/reports-view|reports-ahead|report-worker|report-chart/.test(request.url())) loaded.push(request.url());
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
