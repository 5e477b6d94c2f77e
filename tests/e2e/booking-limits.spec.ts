import { expect, test } from './hydrated';
import { BUSINESS } from '../../src/config/business';
import { ABUSE_LIMITS } from '../../src/config/limits';
import { addDaysToDate } from '../../src/domain/schedule/schedule';
import { testClient } from '../integration/support/client';
import { chooseService, fillDetails, openWizard, pickDate, pickTime, testDate, uniqueEmail, warmFunctions } from './booking-helpers';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(warmFunctions);

// The refusal and the kept fields do not depend on the viewport (the form is
// the same one-column/two-column form): desktop only, to keep the e2e run lean.
test('a customer past the daily booking limit sees the message with the phone number and keeps every field', async ({ page }, info) => {
  const email = uniqueEmail('limit');
  const date = testDate(info, 20);
  // The day's allowance of online bookings for this e-mail, used up elsewhere (another tab, a script).
  const client = testClient();
  try {
    const times = ['8:00 AM', '10:30 AM', '1:00 PM', '3:30 PM'];
    for (let i = 0; i < ABUSE_LIMITS.bookingsPerEmail.max; i++) {
      await client.call('createBooking', {
        id: crypto.randomUUID(),
        customer_name: 'Earlier Booking',
        customer_email: email,
        service_name: 'Interior Detailing',
        vehicle_type: 'sedan',
        booking_date: addDaysToDate(date, 1),
        booking_time: times[i],
      });
    }
  } finally {
    await client.close();
  }

  await openWizard(page);
  await chooseService(page);
  await pickDate(page, date);
  await pickTime(page, '9:00 AM');
  const typed: [string, string][] = [
    ['Phone', '604-555-0177'],
    ['Vehicle Make', 'Subaru'],
    ['Vehicle Model', 'Outback'],
    ['Street Address', '77 Limit Lane'],
    ['Postal Code', 'V5K 0A1'],
    ['Additional Comments', 'Park in the lane, please'],
  ];
  await fillDetails(page, 'Lim Ited', email);
  for (const [label, value] of typed) await page.getByLabel(label).fill(value);
  await page.getByLabel('City').selectOption('burnaby');
  await page.getByRole('button', { name: 'Complete Booking' }).click();

  // Refused by the server (not retried forever): back on the form with the message and the phone number.
  // The wizard's notice (a Chakra Alert, which has no alert role) carries the server's message.
  const alert = page.getByText(/can't take more online bookings/);
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).toContainText(BUSINESS.phoneDisplay);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Lim Ited');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  for (const [label, value] of typed) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByLabel('City')).toHaveValue('burnaby');

  // And after a reload, still there: the refused booking became a draft again.
  await page.reload();
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByLabel('Vehicle Model')).toHaveValue('Outback');
});
