// After booking, on a phone: My Bookings and the manage page use the customer's
// words ("Confirmed", never "pending" beside the wizard's "Booking Confirmed");
// a reschedule says it succeeded, with the new time, in view; a booking queued
// offline and refused later is a link on My Bookings to its form, with the
// reason; the offline banner covers no heading and nothing covers the
// confirmation's buttons. axe checks My Bookings and the manage page.
// Days: 120, the last bookable one (see tests/integration/support/booking-input.ts):
// 10:00 AM moved to 1:00 PM, 4:00 PM taken by two other customers while one
// waits offline, then 8:00 AM; a job on crew-9 locks at 9:00 AM.
import { expectNoAxeViolations } from './support/axe';
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './hydrated';
import { testClient } from '../integration/support/client';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { longDate } from '../../src/domain/schedule/week-strip';
import { createBooking, manageLinkOf } from './support/staff';
import { answerWizard, openWizard, pickDate, timeButton, uniqueEmail, warmCallables } from './booking-helpers';
import { goOffline, goOnline } from './support/network';


test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(['getAvailability', 'createBooking', 'getMyBooking', 'rescheduleMyBooking', 'cancelMyBooking', 'setMyBookingAddress']));

const DAY_OFFSET = 120;
const DAY = addDaysToDate(businessToday(new Date()), DAY_OFFSET);

/** `covered` is not under `cover` (both on screen): one's box ends before the other's starts. */
async function expectNotCovered(covered: Locator, cover: Locator, what: string) {
  const a = (await covered.boundingBox())!;
  for (const c of await cover.all()) {
    const b = await c.boundingBox();
    if (!b) continue;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, what).toBe(false);
  }
}

test('My Bookings and the manage page say "Confirmed"; a reschedule says it succeeded, with the new time', async ({ page }) => {
  const email = uniqueEmail('words');
  await openWizard(page);
  await answerWizard(page, { service: 'Interior Detailing', vehicle: 'Car', date: DAY, time: '10:00 AM', name: 'Words Customer', email });
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('booking-success')).toHaveText('Booking created successfully!');
  // The link to the bookings on this device looks like a link.
  const mine = page.getByRole('link', { name: 'My bookings on this device' });
  await expect(mine).toHaveCSS('text-decoration-line', 'underline');
  await mine.click();

  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  const item = page.getByTestId('my-bookings').locator('li').filter({ hasText: `${longDate(DAY)} at 10:00 AM` });
  await expect(item.getByTestId('my-booking-status')).toHaveText('Confirmed');
  await expect(page.getByRole('main')).not.toContainText(/pending|Received by us/i);
  await expectNoAxeViolations(page);

  await item.getByRole('link', { name: 'Manage this booking' }).click();
  await expect(page.getByTestId('managed-status')).toHaveText('Confirmed', { timeout: 30_000 });
  await expect(page.getByRole('main')).not.toContainText(/pending/i);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reschedule' }).click();
  await pickDate(page, DAY);
  await expect(timeButton(page, '1:00 PM')).toBeEnabled({ timeout: 30_000 });
  await timeButton(page, '1:00 PM').click();
  await page.getByRole('button', { name: 'Confirm New Time' }).click();
  // Said as done, with the time it now has, brought into view (the picker it came from is gone).
  const done = page.getByTestId('change-done');
  await expect(done).toContainText(`Your booking is moved to ${longDate(DAY)} at 1:00 PM.`, { timeout: 60_000 });
  await expect(done).toContainText('We have e-mailed you the new time');
  await expect(done).toBeInViewport();
  await expect(done).toBeFocused();
  await expect(page.getByTestId('managed-when')).toHaveText(`${longDate(DAY)} at 1:00 PM`);
  await expect(page.getByTestId('change-waiting')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('offline: the banner covers no heading, nothing covers the buttons, and a booking refused later links to its form with the reason', async ({ page, context }) => {
  const email = uniqueEmail('refused');
  await openWizard(page);
  await answerWizard(page, { service: 'Interior Detailing', vehicle: 'Car', date: DAY, time: '4:00 PM', name: 'Refused Later', email });
  await page.getByLabel('Vehicle Model').fill('Corolla');

  await goOffline(context);
  const banner = page.getByText("You're offline. Pages still work, and bookings will be sent when you're back online.");
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  const heading = page.getByRole('heading', { name: 'Booking Saved on This Device' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
  await expectNotCovered(heading, banner, 'the offline banner covers the heading');
  // Toasts (and the install offer) never sit over the confirmation's buttons.
  for (const name of ['Book Another Service', 'Return Home']) {
    const button = page.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expectNotCovered(button, page.locator('[data-scope="toast"][data-part="root"]'), `a toast covers ${name}`);
    await expectNotCovered(button, banner, `the banner covers ${name}`);
  }

  // Meanwhile two other customers take both crews at 4:00 PM.
  const other = testClient();
  try {
    for (let i = 0; i < 2; i++) {
      await other.call('createBooking', {
        id: randomUUID(),
        customer_name: `Faster ${i}`,
        customer_email: uniqueEmail(`faster-${i}`),
        service_name: 'Interior Detailing',
        vehicle_type: 'sedan',
        booking_date: DAY,
        booking_time: '4:00 PM',
        // In the visitor's city: a crew drives there from the visitor's 1:00 PM job in time.
        service_city: 'burnaby',
      });
    }
  } finally {
    await other.close();
  }
  await goOnline(context);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 40_000 });

  // My Bookings: not accepted, why, and a link back to the form.
  await page.goto('/my-bookings');
  const item = page.getByTestId('my-bookings').locator('li').filter({ hasText: `${longDate(DAY)} at 4:00 PM` });
  await expect(item.getByTestId('my-booking-status')).toHaveText('Not accepted');
  const refused = item.getByTestId('refused-booking');
  await expect(refused).toContainText('Sorry, that time was just booked by someone else. Please choose another time.');
  await expect(refused).not.toContainText('[');
  await expectNoAxeViolations(page);
  await refused.getByRole('link', { name: 'Open the booking form to fix it' }).click();

  // The form as it was sent, at the step to fix, with the reason.
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText('Sorry, that time was just booked by someone else. Please choose another time.');
  await expect(page.locator(`[data-date="${DAY}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButton(page, '4:00 PM')).toBeDisabled({ timeout: 30_000 });
  await timeButton(page, '8:00 AM').click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Refused Later');
  await expect(page.getByLabel('Vehicle Model')).toHaveValue('Corolla');
});

test('a booking made without an address asks for it on the manage page, and takes it', async ({ page }) => {
  // Its locks are on crew 9 (the helper's): it takes none of the day's real times.
  const job = await createBooking({ dayOffset: DAY_OFFSET, time: '9:00 AM', street: null });
  await page.goto(await manageLinkOf(job.id));
  const ask = page.getByTestId('add-address');
  await expect(ask).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('managed-booking')).toContainText('Not given yet');
  await expect(ask.getByRole('heading', { name: 'Where should we come?' })).toBeVisible();
  // The city the booking has is already chosen; a missing street is said at the field, which takes focus.
  await expect(ask.getByLabel('City')).toHaveValue('burnaby');
  await ask.getByRole('button', { name: 'Save Address' }).click();
  await expect(ask.getByText('Enter the street address')).toBeVisible();
  await expect(ask.getByLabel('Street Address')).toBeFocused();
  await expectNoAxeViolations(page);

  await ask.getByLabel('Street Address').fill('4321 Hastings St');
  await ask.getByLabel('Postal Code').fill('v5c 2j9');
  await ask.getByRole('button', { name: 'Save Address' }).click();
  const done = page.getByTestId('change-done');
  await expect(done).toContainText('Thank you: we will come to 4321 Hastings St, Burnaby.', { timeout: 60_000 });
  await expect(done).toBeInViewport();
  await expect(page.getByTestId('managed-booking')).toContainText('4321 Hastings St, Burnaby, V5C 2J9');
  await expect(page.getByTestId('add-address')).toHaveCount(0);
});
