// A maintenance plan on the customer's phone (390 px): the plan made by the
// owner reaches the customer as an e-mail whose manage link opens the visit
// with "Your plan" (the cadence in words, the price per visit, its state and
// the next visits); the customer skips this visit (confirmed), and with no
// signal the page still shows the plan, without the skipped visit. And the
// offer after a booking of a plan package: every 4 weeks at the plan's
// discount, asked for from the confirmation and stored on the booking.
// Moving one visit is the page's own Reschedule.
// Phone project only. Days: the skipped plan's two visits on days 10 and 52
// at 2:00 PM, the moved plan's on days 12 and 54 at 2:00 PM, its first moved
// to 4:00 PM (every 6 weeks: both within the 8 weeks visits are made ahead; no
// other browser spec books days 10 and 12; 52 is testDate slot 15 on the
// phone, whose 8:00 AM is this spec's offer booking; 54 is slot 16, where
// phone-calendar books 8:00 AM). A visit whose time is
// taken (a shared stack's integration bookings) is still made, asking for a
// time: the assertions read dates, not times.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { chooseService, fillDetails, openWizard, pickDate, pickTime, testDate, timeButton, uniqueEmail, warmCallables } from './booking-helpers';
import { waitForServiceWorkerControl } from './pwa-support';
import { goOffline } from './support/network';
import { bookingIdOf } from './support/manage-link';
import { adminDb, signedInClient } from '../integration/support/staff-fixtures';
import { waitForMail } from '../integration/support/inbox';
import type { CreatePlanInput } from '../../src/domain/plans/plan-schema';
import { PLAN_RULES, defaultPlanPrice } from '../../src/domain/plans/plan-rules';
import { weekdayOfDate } from '../../src/domain/plans/plan-words';
import { formatMoney } from '../../src/domain/money';
import { longDate } from '../../src/domain/schedule/week-strip';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => warmCallables(['getAvailability', 'createBooking', 'getMyBooking', 'getMyPlan', 'skipMyPlanVisit', 'createPlan', 'requestPlan']));
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const PHONE_WIDTH_PX = 390;
const day = (n: number) => addDaysToDate(businessToday(new Date()), n);

/** Inside the phone's width, and a thumb's height where it is a button. */
async function expectOnScreen(locator: Locator, minHeight = 0): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH_PX);
  expect(box!.height).toBeGreaterThanOrEqual(minHeight);
}

/** The owner makes the plan (the staff callable, as the dashboard sends it); the customer gets its e-mail. */
async function planMadeFor(email: string, name: string, firstDay: number): Promise<{ link: string; first: string; second: string }> {
  const first = day(firstDay);
  const second = addDaysToDate(first, 42);
  const input: CreatePlanInput = {
    id: randomUUID(),
    service_name: 'Interior Detailing',
    cadence: { kind: 'weeks', every: 6, weekday: weekdayOfDate(first) },
    start_time: '2:00 PM',
    crew: null,
    start_date: first,
    end: { kind: 'after', visits: 2 },
    customer_name: name,
    customer_email: email,
    customer_phone: '604-555-0177',
    vehicle_type: 'sedan',
    vehicle_make: 'Mazda',
    vehicle_model: '3',
    comments: null,
    service_street: '77 Plan Street',
    service_city: 'burnaby',
    service_postal_code: null,
  };
  const admin = await signedInClient('admin');
  try {
    await admin.call('createPlan', input);
  } finally {
    await admin.close();
  }
  const [mail] = await waitForMail(email, /^Your maintenance plan/, 60_000);
  const link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, "the plan's e-mail carries the next visit's manage link").toBeTruthy();
  return { link: link!, first, second };
}

const visits = (page: Page) => page.getByTestId('plan-visit');

test('the customer sees their plan on a visit, skips it, and sees the plan without it with no signal', async ({ page, context }) => {
  const email = uniqueEmail('plan-skip');
  const { link, first, second } = await planMadeFor(email, `Plan ${randomUUID().slice(0, 6)}`, 10);
  expect(bookingIdOf(link)).toContain(first);

  await page.goto(link);
  await waitForServiceWorkerControl(page);
  const section = page.getByRole('region', { name: 'Your plan' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const weekday = longDate(first).split(',')[0];
  await expect(section.getByTestId('plan-cadence')).toHaveText(`Every 6 weeks on ${weekday} at 2:00 PM`);
  await expect(section.getByTestId('plan-price')).toHaveText(`Interior Detailing, ${formatMoney(defaultPlanPrice('Interior Detailing', 'sedan'))} a visit`);
  await expect(section.getByTestId('plan-state')).toHaveText('Active');
  await expect(visits(page)).toHaveCount(2);
  await expect(visits(page).nth(0)).toContainText(longDate(first));
  await expect(visits(page).nth(0)).toContainText('(this visit)');
  await expect(visits(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(visits(page).nth(1)).toContainText(longDate(second));
  await expectOnScreen(section);
  for (const line of await visits(page).all()) await expectOnScreen(line);
  const skip = section.getByRole('button', { name: 'Skip This Visit' });
  await expectOnScreen(skip, 44);

  await skip.click();
  const dialog = page.getByRole('alertdialog', { name: 'Skip this visit?' });
  await expect(dialog).toContainText(`Interior Detailing on ${longDate(first)}`);
  await dialog.getByRole('button', { name: 'Yes, Skip This Visit' }).click();
  await expect(section.getByTestId('plan-change-done')).toContainText('This visit is skipped.', { timeout: 40_000 });
  await expect(visits(page)).toHaveCount(1);
  await expect(visits(page).nth(0)).toContainText(longDate(second));
  // The page read the visit again: it is cancelled now, and cannot be skipped twice.
  await expect(page.getByTestId('managed-status')).toHaveText('Cancelled', { timeout: 30_000 });
  await expect(skip).toHaveCount(0);

  // No signal: the plan as last seen on this phone, without the skipped visit.
  await goOffline(context);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByText("You're offline: this is your booking as last seen on this device.")).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('plan-cadence')).toHaveText(`Every 6 weeks on ${weekday} at 2:00 PM`);
  await expect(visits(page)).toHaveCount(1);
  await expect(visits(page).nth(0)).toContainText(longDate(second));
  await expect(section).not.toContainText(longDate(first));
  await expectOnScreen(section);
});

test('one visit of a plan is moved with Reschedule, and the plan lists it at its new time', async ({ page }) => {
  const email = uniqueEmail('plan-move');
  const { link, first, second } = await planMadeFor(email, `Plan ${randomUUID().slice(0, 6)}`, 12);
  await page.goto(link);
  const section = page.getByRole('region', { name: 'Your plan' });
  await expect(visits(page)).toHaveCount(2, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Reschedule' }).click();
  await pickDate(page, first);
  await expect(timeButton(page, '4:00 PM')).toBeEnabled({ timeout: 30_000 });
  await timeButton(page, '4:00 PM').click();
  await page.getByRole('button', { name: 'Confirm New Time' }).click();
  await expect(page.getByTestId('change-done')).toContainText(`Your booking is moved to ${longDate(first)} at 4:00 PM.`, { timeout: 60_000 });
  await expect(visits(page).nth(0)).toContainText(`${longDate(first)} at 4:00 PM`, { timeout: 30_000 });
  await expect(visits(page).nth(1)).toContainText(longDate(second));
  // The plan itself is as it was: the next visits keep the plan's time.
  await expect(section.getByTestId('plan-cadence')).toContainText('at 2:00 PM');
  await expectOnScreen(section);
});

test('after booking a plan package, the customer asks for a plan every 4 weeks and the request is stored on the booking', async ({ page }, info) => {
  const email = uniqueEmail('plan-offer');
  await openWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car');
  await pickDate(page, testDate(info, 15));
  await pickTime(page, '8:00 AM');
  await fillDetails(page, `Offer ${randomUUID().slice(0, 6)}`, email);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });

  const offer = page.getByRole('region', { name: /^Keep it clean/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(`Keep it clean: every 4 weeks at ${PLAN_RULES.discountPercent} % off`)).toBeVisible();
  await expect(offer.getByTestId('plan-offer-price')).toHaveText(`${formatMoney(defaultPlanPrice('Interior Detailing', 'sedan'))} a visit`);
  const every4 = offer.getByRole('button', { name: 'Every 4 weeks' });
  await expect(every4).toHaveAttribute('aria-pressed', 'true');
  // Another interval renames the offer; back to every 4 weeks.
  await offer.getByRole('button', { name: 'Every 2 weeks' }).click();
  await expect(offer.getByText(`Keep it clean: every 2 weeks at ${PLAN_RULES.discountPercent} % off`)).toBeVisible();
  await every4.click();
  await expect(every4).toHaveAttribute('aria-pressed', 'true');
  await expect(offer.getByRole('button', { name: 'Every 2 weeks' })).toHaveAttribute('aria-pressed', 'false');
  await expectOnScreen(offer);
  for (const choice of await offer.getByRole('group', { name: 'How often' }).getByRole('button').all()) await expectOnScreen(choice, 44);
  const ask = offer.getByRole('button', { name: 'Ask for This Plan' });
  await expectOnScreen(ask, 40);

  await ask.click();
  await expect(offer.getByTestId('plan-offer-sent')).toHaveText("Request sent: we'll be in touch to set up your plan.", { timeout: 40_000 });
  await expect(ask).toHaveCount(0);

  const id = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="manage-link"]')!.href;
    return new URLSearchParams(new URL(link).hash.slice(1)).get('id')!;
  });
  const stored = (await adminDb().collection('bookings').doc(id).get()).get('plan_request') as { cadence: unknown; asked_at: string } | undefined;
  expect(stored?.cadence).toEqual({ kind: 'weeks', every: 4, weekday: weekdayOfDate(testDate(info, 15)) });

  // Reloaded, the confirmation still says the request went (kept on this phone).
  await page.reload();
  await expect(page.getByTestId('plan-offer-sent')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Every 4 weeks' })).toHaveAttribute('aria-pressed', 'true');
});
