// Bookings made with no signal: saved on the device, sent when the connection
// returns, and honest about which state they are in. No service worker exists
// yet, so context.setOffline reaches everything the page does.
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { testClient } from '../integration/support/client';
import { answerWizard, openWizard, testDate, timeButton, uniqueEmail, warmFunctions } from './booking-helpers';
import { inbox } from '../integration/support/inbox';
import { goOffline, goOnline } from './support/network';

// The local functions start a worker per concurrent request on a shared 2-core machine: allow for cold starts.
test.describe.configure({ timeout: 120_000 });
test.beforeAll(warmFunctions);

async function expectWaiting(page: Page) {
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(page.getByRole('heading', { name: 'Booking Saved on This Device' })).toBeVisible();
  await expect(confirmation).toContainText('Your booking is saved on this device');
  await expect(confirmation).toContainText("sent automatically when you're back online");
  await expect(confirmation).toContainText('No confirmation e-mail has been sent yet');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toHaveCount(0);
}

test('a booking made offline waits on the device and is confirmed after reconnecting, without any action', async ({ page, context }, info) => {
  const email = uniqueEmail('offline');
  await openWizard(page);
  await answerWizard(page, { service: 'Interior & Exterior Package', vehicle: 'Car', date: testDate(info, 2), time: '11:00 AM', name: 'Offline Customer', email });

  await goOffline(context);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expectWaiting(page);
  await expect(page.getByTestId('booking-confirmation')).toContainText("You're offline.");
  expect(await inbox(email)).toHaveLength(0);

  await goOnline(context);

  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Booking created successfully!')).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText(`A confirmation e-mail is on its way to ${email}`);
  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(1);
});

test('a reload while the booking waits keeps it waiting, and it is sent later by itself', async ({ page, context }, info) => {
  const email = uniqueEmail('reload');
  await openWizard(page);
  await answerWizard(page, { service: 'Interior Detailing', vehicle: 'Car', date: testDate(info, 3), time: '1:00 PM', name: 'Reload Customer', email });

  // The site answers but the functions do not (a dead spot behind a captive network, say).
  await context.route('**/createBooking', (route) => route.abort('internetdisconnected'));
  await goOffline(context);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expectWaiting(page);
  await goOnline(context);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Booking Saved on This Device' })).toBeVisible();
  await expect(page.getByTestId('confirmation-summary')).toContainText('1:00 PM');
  await expect(page.getByTestId('booking-confirmation')).toContainText('No confirmation e-mail has been sent yet');

  await context.unroute('**/createBooking');
  // The engine's own retry timer sends it: no click, no reload.
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });
  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(1);
});

test('a slot taken while offline brings the visitor back to the time step with the details kept', async ({ page, context }, info) => {
  const date = testDate(info, 4);
  const email = uniqueEmail('taken');
  await openWizard(page);
  await answerWizard(page, { service: 'Interior Detailing', vehicle: 'Truck/SUV', date, time: '2:00 PM', name: 'Taken Customer', email });
  await page.getByLabel('Vehicle Model').fill('Outback');

  await goOffline(context);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expectWaiting(page);

  // Meanwhile two other customers take both crews at 2:00 PM.
  const other = testClient();
  try {
    for (let i = 0; i < 2; i++) {
      await other.call('createBooking', {
        id: crypto.randomUUID(),
        customer_name: `Faster Customer ${i}`,
        customer_email: uniqueEmail(`faster${i}`),
        service_name: 'Interior Detailing',
        vehicle_type: 'sedan',
        booking_date: date,
        booking_time: '2:00 PM',
      });
    }
  } finally {
    await other.close();
  }

  await goOnline(context);

  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  // Only the specific reason, not the generic failure line above it.
  await expect(page.getByRole('alert')).toHaveText('Sorry, that time was just booked by someone else. Please choose another time.');
  await expect(page.getByText('Failed to create booking. Please try again.')).toHaveCount(0);
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButton(page, '2:00 PM')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);

  // A time the crews can drive from to their 2:00 PM jobs (those have no city: the farthest, 60 minutes from Burnaby).
  await timeButton(page, '11:00 AM').click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Taken Customer');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Vehicle Model')).toHaveValue('Outback');
  await expect(page.getByTestId('details-summary')).toContainText('Truck/SUV');
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('confirmation-summary')).toContainText('11:00 AM');
});
