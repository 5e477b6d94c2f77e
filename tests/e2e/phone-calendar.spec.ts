// The wizard's date and time step on a 390 px phone: the strip opens on today
// (on a Saturday too), the times shown always belong to the day shown as
// chosen (a week change clears the day and the time), every time and day that
// cannot be booked says why, the time a city change lost is said beside the
// times and goes once it is stale, and a city not in the list can still book.
// Phone project only (playwright.config.ts). Days: 40 and 41 are read (41: two
// Langley jobs at 8:00 AM, booking-drive.spec's day, made here too if this runs
// first); slot 11 of testDate (day 44) is booked at 3:00 PM with no city; slot 14 at
// 8:00 AM (a booking moved from its manage page).
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { addDaysToDate, businessInstant, businessToday } from '../../src/domain/schedule/schedule';
import { longDate } from '../../src/domain/schedule/week-strip';
import { BUSINESS } from '../../src/config/business';
import { storedBookingsNamed } from './support/staff';
import { bookOnline, manageLinkFromInbox } from './support/manage-link';
import { bookBothCrewsInLangleyAt8, calendarCity, chooseService, fillDetails, openWizard, pickDate, pickTime, testDate, timeButton, uniqueEmail, warmFunctions } from './booking-helpers';
import { box, keepScreenshot } from './support/layout';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(warmFunctions);

const day = (n: number) => addDaysToDate(businessToday(new Date()), n);
const DRIVE_DAY = day(41);

test.beforeAll(() => bookBothCrewsInLangleyAt8(DRIVE_DAY));


/** On screen and clear of the fixed header and of the bottom bar (a phone's), not only inside the viewport. */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport();
  const header = await box(page.getByRole('banner'));
  const bar = await box(page.getByRole('navigation', { name: 'Quick links' }));
  await expect.poll(async () => {
    const r = await box(locator);
    return r.y >= header.y + header.height && r.y + r.height <= bar.y;
  }, 'clear of the header and the bottom bar').toBe(true);
}

const dates = (page: Page) => page.getByRole('group', { name: 'Dates' });
const times = (page: Page) => page.getByRole('group', { name: /^Times/ });
const dayButton = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);

/** The days of the strip shown as chosen (aria-pressed). */
async function pressedDays(page: Page): Promise<string[]> {
  const pressed: string[] = [];
  for (const b of await dates(page).getByRole('button').all()) if ((await b.getAttribute('aria-pressed')) === 'true') pressed.push((await b.getAttribute('data-date'))!);
  return pressed;
}

/** Whenever times are offered, they are the times of the one day shown as chosen, and say so. */
async function expectTimesBelongToChosenDay(page: Page) {
  const pressed = await pressedDays(page);
  if ((await times(page).count()) === 0) return;
  expect(pressed, 'times are offered, so one day of the strip is shown as chosen').toHaveLength(1);
  await expect(times(page)).toHaveAccessibleName(`Times on ${longDate(pressed[0])}`);
}

test('a week change clears the chosen day and time: the times shown are always those of the day shown as chosen', async ({ page }, info) => {
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', 'Burnaby');
  // The first day of the strip that takes a booking (today may be over).
  const open = dates(page).locator('button:not([aria-disabled="true"]):not([disabled])').first();
  await expect(open).toBeVisible({ timeout: 30_000 });
  const first = (await open.getAttribute('data-date'))!;
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  const free = times(page).locator('button:not([aria-disabled="true"]):not([disabled])').first();
  await expect(free).toBeVisible({ timeout: 30_000 });
  await free.click();
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toBeVisible();

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(dayButton(page, first)).toHaveCount(0);
  await expectTimesBelongToChosenDay(page);
  expect(await pressedDays(page)).toEqual([]);
  await expect(times(page)).toHaveCount(0);
  // Nothing chosen, nothing to continue with.
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);
  await keepScreenshot(info, page, 'calendar-after-week-change-390');

  // A day of this week, tapped: it is the one shown as chosen, and the times are its own.
  const next = dates(page).locator('button:not([aria-disabled="true"]):not([disabled])').first();
  await next.click();
  await expect(next).toHaveAttribute('aria-pressed', 'true');
  await expectTimesBelongToChosenDay(page);
  // Back a week: the day chosen before is no longer chosen, and no times are shown for it.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(dayButton(page, first)).toHaveAttribute('aria-pressed', 'false');
  await expectTimesBelongToChosenDay(page);
});

test('on a Saturday the strip opens on that Saturday, not on six days gone by', async ({ page }) => {
  // A Saturday two to three weeks ahead, at noon in the business's time: the page's clock only.
  let saturday = day(14);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysToDate(saturday, 1);
  await page.clock.setFixedTime(businessInstant(saturday, 12 * 60));
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', 'Burnaby');
  const strip = dates(page).getByRole('button');
  await expect(strip).toHaveCount(7);
  await expect(strip.first()).toHaveAttribute('data-date', saturday);
  await expect(strip.first()).toContainText('Today');
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  // Every day shown fits the 390 px screen.
  for (const b of await strip.all()) {
    const r = await box(b);
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(390);
  }
});

test('every time and day that cannot be booked says why: past, too soon, full, too far from our other jobs', async ({ page }, info) => {
  // The page's clock at noon on day 40: before 12:00 PM has passed, until 2:00 PM is inside the 2-hour notice.
  const today = day(40);
  await page.clock.setFixedTime(businessInstant(today, 12 * 60));
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', 'North Vancouver');
  await pickDate(page, today);
  await expect(timeButton(page, '2:00 PM')).toBeEnabled({ timeout: 30_000 });

  const why = page.getByTestId('unavailable-why');
  /** The time's own words under its label, readable, and the line a tap on it shows under the times. */
  async function expectReason(time: string, caption: string, line: RegExp) {
    const button = timeButton(page, time);
    await expect(button).toBeDisabled();
    const words = button.getByText(caption, { exact: true });
    await expect(words).toBeVisible();
    const b = await box(button);
    const w = await box(words);
    expect(w.x >= b.x && w.x + w.width <= b.x + b.width && w.y >= b.y && w.y + w.height <= b.y + b.height, `"${caption}" lies inside the ${time} button`).toBe(true);
    expect(Number.parseFloat(await words.evaluate((el) => getComputedStyle(el).fontSize)), `"${caption}" is readable`).toBeGreaterThanOrEqual(12);
    // Tapped as a person would (Playwright's click waits for a button it sees as disabled to be enabled).
    await button.click({ force: true });
    await expect(why).toHaveText(line);
    await expectOnScreen(page, why);
    // Under the times it explains, and nothing was chosen.
    expect((await box(why)).y).toBeGreaterThanOrEqual((await box(times(page))).y + (await box(times(page))).height - 1);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);
  }

  await expectReason('8:00 AM', 'Past', /^8:00 AM has passed\./);
  await expectReason('12:30 PM', 'Too soon', /^12:30 PM is too soon: we need 2 hours' notice\./);
  // Day 41: both crews on a job in Langley until 10:00 AM, 90 minutes from North Vancouver.
  await pickDate(page, DRIVE_DAY);
  await expect(timeButton(page, '11:30 AM')).toBeEnabled({ timeout: 30_000 });
  await expect(why).toHaveCount(0);
  await expectReason('8:00 AM', 'Full', /^8:00 AM is full: every crew is booked then\./);
  await expectReason('10:00 AM', 'Too far', /^10:00 AM is too far from our other jobs: our crew can't get to North Vancouver by then\./);
  await expectTimesBelongToChosenDay(page);
  await keepScreenshot(info, page, 'times-with-reasons-390');

  // A day with no time left says why on the day itself: today after the last start time.
  await page.clock.setFixedTime(businessInstant(today, 18 * 60));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  const over = dayButton(page, today);
  await expect(over).toBeDisabled({ timeout: 30_000 });
  await expect(over).toContainText('Too late');
  await over.click({ force: true });
  await expect(why).toHaveText(/^Too late to book today/);
  await expectOnScreen(page, why);
});

const LOST = "10:30 AM no longer fits: our crew can't get to North Vancouver by then. Please choose another time.";

test('a time lost to a city change is said beside the times, in view, and goes once stale; a city not in the list still books', async ({ page }, info) => {
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', 'Langley');
  await pickDate(page, DRIVE_DAY);
  await expect(timeButton(page, '10:30 AM')).toBeEnabled({ timeout: 30_000 });
  await timeButton(page, '10:30 AM').click();

  await calendarCity(page).selectOption({ label: 'North Vancouver' });
  const lost = page.getByRole('alert');
  await expect(lost).toHaveText(LOST, { timeout: 30_000 });
  // On screen, right above the times it is about.
  await expectOnScreen(page, lost);
  const l = await box(lost);
  const t = await box(times(page));
  expect(l.y + l.height, 'the message is above the times').toBeLessThanOrEqual(t.y);
  expect(t.y - (l.y + l.height), 'and next to them').toBeLessThan(80);

  // Another city: the message named North Vancouver and goes.
  await calendarCity(page).selectOption({ label: 'Surrey' });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // New Westminster is not in the list: the last choice takes it on, says what happens, and books with no city.
  await calendarCity(page).selectOption({ label: 'Other city in Metro Vancouver' });
  const other = page.getByTestId('other-city');
  await expect(other).toContainText('anywhere in Metro Vancouver');
  await expect(other).toContainText(BUSINESS.phoneDisplay);
  await expectOnScreen(page, other);
  const date = testDate(info, 11);
  await pickDate(page, date);
  await pickTime(page, '3:00 PM');
  await expect(page.getByLabel('City')).toHaveValue('other');
  await expect(page.getByText('Add your city to the street address.')).toBeVisible();
  const name = `Other City ${randomUUID().slice(0, 6)}`;
  await fillDetails(page, name, uniqueEmail('other-city'));
  await page.getByLabel('Street Address').fill('12 Columbia St, New Westminster');
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 30_000 });
  // Stored as a booking with no city (the drives count it as the farthest), its city in the street address.
  await expect.poll(async () => (await storedBookingsNamed(name)).map((b) => [b.service_city, b.service_street])).toEqual([[null, '12 Columbia St, New Westminster']]);
});

test("the manage page's reschedule calendar too: a week change clears the chosen day and time", async ({ page }, info) => {
  const email = uniqueEmail('manage-week');
  await bookOnline(email, testDate(info, 16), '8:00 AM');
  await page.goto(await manageLinkFromInbox(email));
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const open = dates(page).locator('button:not([aria-disabled="true"]):not([disabled])').first();
  await expect(open).toBeVisible({ timeout: 30_000 });
  const first = (await open.getAttribute('data-date'))!;
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  await expect(times(page)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(dayButton(page, first)).toHaveCount(0);
  expect(await pressedDays(page)).toEqual([]);
  await expect(times(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(dayButton(page, first)).toHaveAttribute('aria-pressed', 'false');
  await expectTimesBelongToChosenDay(page);
});
