// A new staff member on a phone: the staff pages have their own bar (no public
// bottom bar or footer), a detailer opens on the day's jobs, a booking without
// an address says "Address missing: call" on every view of it, and an admin's
// block over bookings is warned about before it is saved (each booking opens
// from the warning) and removed only after a second tap. On desktop the list
// of bookings scrolls with the page, not inside a box of its own. axe checks
// the login page and the dashboard.
// Days: the flagged job is tomorrow (on crew 9: it takes no real crew's time);
// the block test uses day 119, whose other bookings on crew 1 it may list too
// (see tests/integration/support/booking-input.ts).
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, findBooking, signIn } from './support/staff';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { formatDate } from '../../src/features/staff/booking-format';

test.describe.configure({ timeout: 150_000 });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'createBlock', 'removeBlock', 'listBlocks']));

/** The public site's chrome is not on the staff pages; their own bar is. */
async function expectStaffChrome(page: Page) {
  await expect(page.getByTestId('staff-header')).toBeVisible();
  await expect(page.getByTestId('staff-header').getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
}

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'what a detailer sees on a phone: phone project only');

  test("the staff pages' own chrome, the detailer's first screen and a booking without an address flagged on every view", async ({ page }) => {
    const flagged = await createBooking({ dayOffset: 1, time: '11:00 AM', street: null, group: 'noaddress' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
    await expectStaffChrome(page);
    await expectNoAxeViolations(page);

    await signIn(page, 'staff');
    await expectStaffChrome(page);
    // The first screen is the day's jobs.
    await expect(page.getByRole('button', { name: 'Today & Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    const job = page.getByTestId(`job-${flagged.id}`);
    await expect(job).toBeVisible({ timeout: 30_000 });
    // The city is known, the street is not.
    await expect(job.getByTestId('address-missing')).toHaveText(`Address missing: call ${flagged.phone} (Burnaby)`);
    await expect(job.getByTestId('address-missing').getByRole('link', { name: flagged.phone })).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page);

    // The list's card.
    await findBooking(page, flagged.name);
    await expect(page.getByTestId(`booking-${flagged.id}`).getByTestId('address-missing')).toHaveText('Address missing: call');
    // The details dialog.
    await page.getByRole('button', { name: `View booking of ${flagged.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('address-missing')).toContainText('Address missing: call');
    await expect(dialog.getByRole('link', { name: flagged.email })).toHaveCSS('text-decoration-line', 'underline');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The day view.
    await page.getByRole('button', { name: 'Day View' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId(`day-job-${flagged.id}`).getByTestId('address-missing')).toHaveText('Address missing: call');

    // The way back to the public site opens the home page.
    await page.getByTestId('staff-header').getByRole('link', { name: 'Public site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  });

  test('Blocked Time warns before saving a block over bookings, links to them, and Remove asks first', async ({ page }) => {
    const offset = 119;
    const date = addDaysToDate(businessToday(new Date()), offset);
    // Crew 1 in the booking, its slot locks on crew 9 (the helper's): the block below is still free to take crew 1.
    const inside = await createBooking({ dayOffset: offset, time: '10:00 AM', crew: 1, group: 'inblock' });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Blocked Time' }).click();
    const blocks = page.getByRole('dialog', { name: 'Blocked Time' });
    await blocks.getByLabel('First day').fill(date);
    await blocks.getByLabel('Last day').fill(date);
    await blocks.getByLabel('Crew').selectOption('1');
    await blocks.getByLabel('Note').fill(`e2e ${inside.name}`);
    await blocks.getByRole('button', { name: 'Add Block' }).click();

    // Nothing saved yet: the warning names the booking, which opens from it.
    const warning = blocks.getByTestId('block-warning');
    await expect(warning).toContainText(/\d+ bookings? (is|are) inside this block/);
    await expect(blocks.getByTestId('block-list').getByText(`e2e ${inside.name}`)).toHaveCount(0);
    const link = warning.getByRole('button', { name: new RegExp(inside.name) });
    await expect(link).toContainText(`${formatDate(date)} 10:00 AM, crew 1`);
    await link.click();
    const details = page.getByRole('dialog').filter({ hasText: inside.name }).filter({ has: page.getByRole('button', { name: 'Reschedule' }) });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    await blocks.getByRole('button', { name: 'Add Block Anyway' }).click();
    const row = blocks.getByTestId('block-list').locator('li').filter({ hasText: `e2e ${inside.name}` });
    await expect(row).toBeVisible({ timeout: 30_000 });

    // Remove asks; Keep Block keeps it; Yes, Remove removes it.
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(row.getByRole('group', { name: 'Remove this block?' })).toBeVisible();
    await row.getByRole('button', { name: 'Keep Block' }).click();
    await expect(row.getByRole('button', { name: 'Remove' })).toBeVisible();
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Yes, Remove' }).click();
    await expect(blocks.getByTestId('block-list').locator('li').filter({ hasText: `e2e ${inside.name}` })).toHaveCount(0, { timeout: 30_000 });
  });
});

test('on desktop the bookings list scrolls with the page: every row is reached by scrolling the page, and back from the day view the screen shows its rows at once', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the table is the desktop layout');
  const group = `scroll${Date.now().toString(36)}`;
  await Promise.all(Array.from({ length: 16 }, (_, i) => createBooking({ group, dayOffset: 60 + (i % 4), price: 100 + i })));
  await signIn(page, 'admin');
  await page.getByLabel('Search bookings').fill(group);
  await expect(page.getByTestId('shown-count')).toHaveText(/^16 of /, { timeout: 30_000 });
  const list = page.getByTestId('windowed-list');
  // No inner scroll box: the list is as tall as its rows.
  expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'auto')).toBe(true);
  await page.getByLabel('Search bookings').fill('');
  await expect(page.getByTestId('shown-count')).toHaveAttribute('data-settled', 'true');
  // The page itself scrolls to the last row of the whole list.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastIndex = await list.evaluate((el) => Math.round(el.querySelector<HTMLElement>('.dash-window-track')!.offsetHeight / 56) - 1);
  await expect(list.locator('.dash-slot').last()).toBeInViewport();
  expect(await list.evaluate((el, i) => [...el.querySelectorAll<HTMLElement>('.dash-slot')].some((s) => s.style.top === `${i * 56}px`), lastIndex)).toBe(true);

  // Back from the day view on a scrolled page, the list comes with the rows the screen shows,
  // before its first frame: no blank band while it measures where it is. In a short window,
  // scrolled to the day view's end, the list's first rows are above the screen when it comes back.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.getByRole('button', { name: 'Day View' }).click();
  await expect(page.getByTestId('day-view')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const firstFrame = await page.evaluate(async () => {
    const back = [...document.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="View"] button')].find((b) => b.textContent === 'All Bookings')!;
    back.click();
    // React renders a click's update in a microtask; a frame's callbacks run before it is painted.
    await new Promise((done) => requestAnimationFrame(done));
    const shown = document.querySelector<HTMLElement>('[data-testid="windowed-list"]')!;
    const box = shown.getBoundingClientRect();
    const to = Math.min(box.bottom, window.innerHeight);
    let reached = Math.max(box.top, 0);
    const slots = [...shown.querySelectorAll<HTMLElement>('.dash-slot')].map((slot) => slot.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    for (const slot of slots) if (slot.top <= reached + 0.5 && slot.bottom > reached) reached = slot.bottom;
    return { scrollY: window.scrollY, covered: reached >= to - 0.5, reached: Math.round(reached), to: Math.round(to) };
  });
  expect(firstFrame.scrollY, 'the page was scrolled when the list came back').toBeGreaterThan(0);
  expect(firstFrame, 'rows cover the screen in the first frame').toMatchObject({ covered: true });
});
