// A new customer booking on a 390 px phone: each step shows its heading in
// view and focused, with "Step N of 3"; times are not offered before the day's
// answer is in, a day whose answer cannot be had says so under its times (which
// stay put), and a full day is marked before it is tapped; every target is
// 44 px; a mistyped e-mail is told at the field and nothing is sent; the price
// is explained; an online submit says "Sending…", never the offline wording,
// and the page never scrolls sideways; a package chosen elsewhere is chosen in
// the wizard and the vehicle still asked. axe checks every step.
// Days: slot 8 of booking-helpers' testDate (day 38 on the phone).
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './hydrated';
import { testClient } from '../integration/support/client';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { chooseService, fillDetails, openWizard, pickDate, pickTime, testDate, timeButton, uniqueEmail, warmFunctions } from './booking-helpers';

test.describe.configure({ timeout: 150_000 });
test.beforeAll(warmFunctions);

/** axe looks at the wizard only (marketing-a11y.spec.ts checks the home page around it). */
const WIZARD = { include: '[data-testid="booking-wizard"]' };

/** The page is never wider than the screen (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, view } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(scroll, `the page is ${scroll} px wide on a ${view} px screen`).toBeLessThanOrEqual(view);
}

/** The step's heading is focused and on screen below the fixed header, with the step line above it. */
async function expectStepShown(page: Page, heading: string, line: string | null) {
  const h = page.getByRole('heading', { name: heading });
  await expect(h).toBeFocused();
  await expect(h).toBeInViewport();
  const box = (await h.boundingBox())!;
  expect(box.y, 'the heading is not under the fixed header').toBeGreaterThanOrEqual(64);
  if (line) {
    await expect(page.getByTestId('step-line')).toHaveText(line);
    await expect(page.getByTestId('step-line')).toBeInViewport();
  }
  await expectNoSidewaysScroll(page);
}

/** Every button, field and link of the wizard that is shown is at least 44 px tall and wide (the collection notice's inline link aside). */
async function expectThumbTargets(page: Page) {
  const small = await page.getByTestId('booking-wizard').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea')]
      .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ el, r }) => `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
}

test('a phone booking: headings in view and focused, 44 px targets, price lines, the mistyped e-mail, "Sending…" and no sideways scroll', async ({ page }, info) => {
  const date = testDate(info, 8);
  const email = uniqueEmail('phone');
  // The narrowest common phone: nothing may need a sideways scroll at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await openWizard(page);
  await expect(page.getByTestId('step-line')).toHaveText('Step 1 of 3: Service');
  await expectThumbTargets(page);
  await expectNoAxeViolations(page, WIZARD);

  // The price is explained as it changes with the vehicle.
  await page.getByRole('button', { name: /^Interior & Exterior Package/ }).click();
  await page.getByRole('button', { name: 'Truck/SUV', exact: true }).click();
  const lines = page.getByTestId('price-lines');
  await expect(lines).toContainText('Package price$249');
  await expect(lines).toContainText('Truck/SUV surcharge+$62');
  await expect(page.getByTestId('live-total')).toHaveText('Total: $311');
  await page.getByRole('button', { name: 'Van', exact: true }).click();
  await expect(lines).toContainText('Van surcharge+$125');
  await expect(page.getByTestId('live-total')).toHaveText('Total: $374');
  await page.getByRole('button', { name: 'Car', exact: true }).click();
  await expect(lines).toContainText('Car: no surcharge$0');

  // Continue to Calendar sits below the packages: the calendar's top comes into view, focused.
  await page.getByRole('button', { name: 'Continue to Calendar' }).click();
  await expectStepShown(page, 'Choose Date & Time', 'Step 2 of 3: Date & Time');
  await expect(page.getByTestId('calendar-summary')).toContainText('Total: $249');

  // Until the day's answer is in, no time can be taken (and says why); then the free ones can.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/getAvailability', async (route) => {
    await held;
    await route.continue();
  });
  await pickDate(page, date);
  await expect(page.getByTestId('availability-loading')).toHaveText('Checking which times are free…');
  await expect(page.getByRole('group', { name: 'Times' })).toHaveAttribute('aria-busy', 'true');
  await expect(timeButton(page, '10:00 AM')).toBeDisabled();
  await timeButton(page, '10:00 AM').click({ force: true });
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);
  const whileLoading = await page.getByRole('group', { name: 'Times' }).boundingBox();
  release();
  await expect(page.getByTestId('availability-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(timeButton(page, '4:00 PM')).toBeEnabled();
  // The answer coming in moves nothing: a tap then lands where the visitor aimed.
  expect((await page.getByRole('group', { name: 'Times' }).boundingBox())?.y, 'the times stayed where they were').toBe(whileLoading?.y);
  await expectThumbTargets(page);
  await expectNoAxeViolations(page, WIZARD);

  await timeButton(page, '4:00 PM').click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expectStepShown(page, 'Booking Details', 'Step 3 of 3: Details');
  // The form asks where to come (optional: the spec requires only name and e-mail).
  await expect(page.getByRole('group', { name: 'Where should we come?' })).toBeVisible();
  await expectThumbTargets(page);

  // A mistyped e-mail: told at the field once it is left, the submit focuses it, and nothing else is said or sent.
  await page.getByLabel('Full Name').fill('Jordan Phone');
  await page.getByLabel('Email').fill('jordan@');
  await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0);
  await page.getByLabel('Phone').focus();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Complete Booking' });
  await expect(submit).toBeEnabled();
  let sent = 0;
  page.on('request', (r) => r.url().includes('/createBooking') && sent++);
  await page.getByLabel('Phone').fill('604-555-0177');
  await submit.click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toBeInViewport();
  await expect(page.getByText('Failed to create booking. Please try again.')).toHaveCount(0);
  await expect(page.getByText('Please check the highlighted fields')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  expect(sent).toBe(0);
  await expectNoAxeViolations(page, WIZARD);
  // Fixed as it is typed.
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0);

  // An online submit says "Sending…" until the answer: the offline wording never shows, not even for a frame.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('[data-testid="booking-confirmation"] h3')) seen.push(h.textContent ?? '');
      if (/No confirmation e-mail has been sent yet/.test(document.body.textContent ?? '')) seen.push('no e-mail yet');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeInViewport();
  const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
  expect(seen).not.toContain('Booking Saved on This Device');
  expect(seen).not.toContain('no e-mail yet');
  await expectNoSidewaysScroll(page);
  await expectThumbTargets(page);
  await expectNoAxeViolations(page, WIZARD);
});

test('when the functions cannot be reached, "Sending…" turns into the booking saved on this device', async ({ page }, info) => {
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car');
  await pickDate(page, testDate(info, 8));
  await pickTime(page, '4:30 PM');
  await fillDetails(page, 'Dead Spot Customer', uniqueEmail('dead-spot'));
  await page.route(`**/${FIREBASE_REGION}/createBooking`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  // The first attempt failed: no need to wait for the send timeout to say so.
  await expect(page.getByRole('heading', { name: 'Booking Saved on This Device' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('booking-confirmation')).toContainText('No confirmation e-mail has been sent yet');
  await expectNoSidewaysScroll(page);
});

test("a day whose answer cannot be had says so under its times, which stay where they were", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${FIREBASE_REGION}/getAvailability`, async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await pickDate(page, testDate(info, 8));
  const times = page.getByRole('group', { name: 'Times' });
  await expect(times).toHaveAttribute('aria-busy', 'true');
  const whileLoading = (await times.boundingBox())!;
  release();
  const stale = page.getByTestId('availability-stale');
  await expect(stale).toContainText("We couldn't reach our booking system", { timeout: 30_000 });
  await expect(stale.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // A tap aimed at a time while the answer was awaited lands on that time.
  expect((await times.boundingBox())?.y, 'the times stayed where they were').toBe(whileLoading.y);
  expect((await stale.boundingBox())!.y, 'the note is under the times').toBeGreaterThanOrEqual(whileLoading.y + whileLoading.height);
  await expectNoSidewaysScroll(page);
});

test('a day with no free time for the package is marked full before it is tapped', async ({ page }, info) => {
  const date = testDate(info, 8);
  // A two-hour job at 11:00 AM on each crew: an 8-hour job must start by 11:00 AM to end by
  // 7:00 PM, and every such start runs into one of them, so none fits that day any more. The
  // afternoon stays free for this file's other two-hour bookings on the same day (4:00 and 4:30 PM).
  const client = testClient();
  try {
    for (let i = 0; i < 2; i++) {
      await client.call('createBooking', {
        id: randomUUID(),
        customer_name: `Full Day ${i}`,
        customer_email: uniqueEmail(`full-day-${i}`),
        service_name: 'Interior Detailing',
        vehicle_type: 'sedan',
        booking_date: date,
        booking_time: '11:00 AM',
      });
    }
  } catch (error) {
    // A rerun on the same stack finds the crews already taken: the day is full either way.
    if (!/just booked/.test(String(error))) throw error;
  } finally {
    await client.close();
  }
  await openWizard(page);
  await chooseService(page, '5 Year Ceramic Coating', 'Car');
  const day = page.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 30 && !(await day.isVisible()); i++) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(day).toHaveAttribute('data-full', 'true', { timeout: 30_000 });
  await expect(day).toBeDisabled();
  await expect(day).toContainText('Full');
  await expect(day).toHaveAccessibleName(/ Full$/);
});

test("'Select Package' on the ceramic page and 'Book Now' on a package card choose the package and still ask the vehicle", async ({ page }) => {
  await page.goto('/services/ceramic-coating');
  await page.getByRole('link', { name: 'Select Package: 5-Year Professional Grade' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('calendar-summary');
  await expect(summary).toContainText('5 Year Ceramic Coating');
  await expect(summary).toContainText('Choose your vehicle type to see your total');
  await summary.getByRole('button', { name: 'Van', exact: true }).click();
  await expect(summary).toContainText('Van surcharge+$550');
  await expect(summary).toContainText('Total: $1,649');
  // A reload does not choose the package again: the address no longer names it.
  await expect(page).toHaveURL(/\/\?section=booking$/);

});

test("'Book Now' on a home page package card chooses its package and asks the vehicle on the calendar", async ({ page }) => {
  await page.goto('/');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Interior Detailing', exact: true }) });
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('calendar-summary');
  await expect(summary).toContainText('Interior Detailing');
  await expect(summary).toContainText('Choose your vehicle type to see your total');
  await summary.getByRole('button', { name: 'Truck/SUV', exact: true }).click();
  await expect(summary).toContainText('Total: $244');
  await expect(summary.getByRole('button', { name: 'Truck/SUV', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
