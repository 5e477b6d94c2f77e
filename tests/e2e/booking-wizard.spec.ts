import { expect, test } from './hydrated';
import { businessToday } from '../../src/domain/schedule/schedule';
import {
  AVAILABILITY_WAIT_MS,
  calendarCity,
  chooseService,
  fillDetails,
  openWizard,
  pickDate,
  pickTime,
  storedDraft,
  testDate,
  timeButton,
  uniqueEmail,
  warmFunctions,
} from './booking-helpers';
import { inbox } from '../integration/support/inbox';

// The local functions start a worker per concurrent request on a shared 2-core machine: allow for cold starts.
test.describe.configure({ timeout: 120_000 });
test.beforeAll(warmFunctions);

test('a new visitor books online: rules of each step, confirmation, e-mail and starting over', async ({ page, isMobile }, info) => {
  const date = testDate(info, 0);
  const email = uniqueEmail('online');
  await openWizard(page);

  // Service step: 'Continue to Calendar' waits for a package and a vehicle type; the total is live.
  const next = page.getByRole('button', { name: 'Continue to Calendar' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: /^Interior Detailing/ }).click();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Truck/SUV', exact: true }).click();
  await expect(page.getByTestId('live-total')).toHaveText('Total: $244');
  await page.getByRole('button', { name: 'Van', exact: true }).click();
  await expect(page.getByTestId('live-total')).toHaveText('Total: $293');
  await page.getByRole('button', { name: 'Truck/SUV', exact: true }).click();
  if (!isMobile) await expect(page.getByTestId('step-indicator')).toBeVisible();
  await next.click();

  // Calendar step: header, current week with 'Today', past days and the previous week disabled.
  await expect(page.getByTestId('calendar-summary')).toContainText('Interior Detailing');
  await expect(page.getByTestId('calendar-summary')).toContainText('Truck/SUV');
  await expect(page.getByTestId('calendar-summary')).toContainText('$244');
  // The city comes before the dates and times: which times are free depends on the drive there.
  await expect(page.getByRole('group', { name: 'Dates' })).toHaveCount(0);
  await calendarCity(page).selectOption({ label: 'Burnaby' });
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  const today = businessToday(new Date());
  await expect(page.locator(`[data-date="${today}"]`)).toContainText('Today');
  for (const button of await page.getByRole('group', { name: 'Dates' }).getByRole('button').all()) {
    const d = (await button.getAttribute('data-date'))!;
    if (d < today) await expect(button).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Dates' }).getByText('Today', { exact: true })).toHaveCount(0);

  await pickDate(page, date);
  await expect(page.getByRole('group', { name: 'Times' }).getByRole('button')).toHaveCount(18);
  // The list runs 8:00 AM to 4:30 PM; a 2-hour job at 4:30 PM ends by 7:00 PM, so it is offered.
  await expect(timeButton(page, '8:00 AM')).toBeVisible();
  await expect(timeButton(page, '4:30 PM')).toBeEnabled({ timeout: AVAILABILITY_WAIT_MS });
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);
  await pickTime(page, '10:00 AM');

  // Details step: submit waits for name and e-mail.
  const submit = page.getByRole('button', { name: 'Complete Booking' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Full Name').fill('Online Customer');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Full Name').blur();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await fillDetails(page, 'Online Customer', email);
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
  await page.getByLabel('Phone').fill('604-555-0199');
  await page.getByLabel('City').selectOption('burnaby');
  await submit.click();

  // Confirmed by the server: the spec's promises and the success message.
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Booking created successfully!')).toBeVisible();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toContainText(`A confirmation e-mail is on its way to ${email}`);
  await expect(confirmation).toContainText('reminder 24 hours before your appointment');
  await expect(confirmation).toContainText("at least 24 hours' notice");
  await expect(confirmation).toContainText('(604) 555-0142');
  await expect(confirmation).toContainText('$244');
  await expect(page.getByTestId('step-indicator')).toHaveCount(0);
  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(1);

  // 'Book Another Service' starts over with nothing chosen.
  await page.getByRole('button', { name: 'Book Another Service' }).click();
  await expect(page.getByRole('heading', { name: 'Select Your Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Calendar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Interior Detailing/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a draft is restored after a reload, step and typed details included', async ({ page, isMobile }, info) => {
  test.skip(!isMobile, 'the draft store does not depend on the screen: phone project only');
  const date = testDate(info, 1);
  await openWizard(page);
  await chooseService(page, 'Steam Cleaning & Interior Shampoo', 'Van');
  await pickDate(page, date);
  await pickTime(page, '9:00 AM');
  await page.getByLabel('Full Name').fill('Draft Keeper');
  await page.getByLabel('Vehicle Make').fill('Ford');
  await page.getByLabel('Additional Comments').fill('Gate code 1234');
  await expect.poll(async () => (await storedDraft(page))?.details).toMatchObject({ customer_name: 'Draft Keeper', comments: 'Gate code 1234' });

  await page.reload();

  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Draft Keeper');
  await expect(page.getByLabel('Vehicle Make')).toHaveValue('Ford');
  await expect(page.getByLabel('Additional Comments')).toHaveValue('Gate code 1234');
  await expect(page.getByTestId('details-summary')).toContainText('Steam Cleaning & Interior Shampoo');
  await expect(page.getByTestId('details-summary')).toContainText('9:00 AM');
  await expect(page.getByTestId('details-summary')).toContainText('$524');
  // Back to the calendar: the chosen date and time are still selected.
  await page.getByTestId('booking-wizard').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButton(page, '9:00 AM')).toHaveAttribute('aria-pressed', 'true');
});
