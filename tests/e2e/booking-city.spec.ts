// The service address city is prefilled when the visitor came to the booking
// section from a city page's booking button (product.md section 5). The
// calendar asks it before the times (the crews drive between jobs), so the
// prefill is there already.
import { expect, test } from './hydrated';
import type { Page } from '@playwright/test';
import { calendarCity, chooseService, pickDate, pickTime, storedDraft, testDate, warmFunctions } from './booking-helpers';

// The local functions start a worker per concurrent request on a shared 2-core machine: allow for cold starts.
test.describe.configure({ timeout: 120_000 });
test.beforeAll(warmFunctions);

async function arriveAtWizard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/\?section=booking$/);
  await expect(page.getByRole('heading', { name: 'Select Your Service' })).toBeVisible();
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

const citySelect = (page: Page) => page.getByLabel('City');

test('from /surrey, Book Your Appointment leads to a details form with Surrey as the city', async ({ page }, info) => {
  await page.goto('/surrey');
  await page.getByRole('link', { name: 'Book Your Appointment' }).click();
  await arriveAtWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car');
  await pickDate(page, testDate(info, 5));
  await pickTime(page, '9:00 AM');

  await expect(citySelect(page)).toHaveValue('surrey');
  await expect(citySelect(page).locator('option:checked')).toHaveText('Surrey');
});

test('a city page prefill never replaces the city the visitor chose, neither on the way back nor after a reload', async ({ page }, info) => {
  await page.goto('/services/steam-cleaning/vancouver');
  await page.getByRole('link', { name: 'Schedule Now' }).click();
  // The service page's button chose its package: the wizard opens on the calendar and asks the vehicle there.
  await expect(page).toHaveURL(/\/\?section=booking$/);
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('calendar-summary')).toContainText('Steam Cleaning & Interior Shampoo');
  await page.getByTestId('calendar-summary').getByRole('button', { name: 'Van', exact: true }).click();
  await pickDate(page, testDate(info, 6));
  await pickTime(page, '9:00 AM');
  await expect(citySelect(page)).toHaveValue('vancouver');

  // The visitor lives elsewhere: their choice stays when they go back a step and return.
  await citySelect(page).selectOption({ label: 'Richmond' });
  await page.getByTestId('booking-wizard').getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expect(citySelect(page)).toHaveValue('richmond');

  // The restored draft keeps it too.
  await expect
    .poll(async () => {
      const draft = await storedDraft(page);
      return `${String(draft?.step)} ${(draft?.details as { service_city?: string } | undefined)?.service_city}`;
    })
    .toBe('form richmond');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(citySelect(page)).toHaveValue('richmond');
});

test('without a city page, the city starts empty', async ({ page }, info) => {
  await page.goto('/?section=booking');
  await arriveAtWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', null);
  // The calendar asks it before it shows any date or time.
  await expect(calendarCity(page)).toHaveValue('');
  await expect(page.getByTestId('city-first')).toHaveText('Choose your city to see the free times.');
  await expect(page.getByRole('group', { name: 'Dates' })).toHaveCount(0);
  // The city chosen there is the details form's.
  await calendarCity(page).selectOption({ label: 'Coquitlam' });
  await pickDate(page, testDate(info, 7));
  await pickTime(page, '9:00 AM');
  await expect(citySelect(page)).toHaveValue('coquitlam');
});

test("booking from a second city page takes that page's city, not the first one's", async ({ page }) => {
  await page.goto('/vancouver');
  await page.getByRole('link', { name: 'Book Your Appointment' }).first().click();
  await arriveAtWizard(page);
  await chooseService(page, 'Interior Detailing', 'Car', null);
  await expect(calendarCity(page)).toHaveValue('vancouver');
  await expect.poll(async () => ((await storedDraft(page))?.details as { service_city?: string } | undefined)?.service_city).toBe('vancouver');

  // The visitor looks at Surrey and books from there: the wizard opens on their draft, with Surrey.
  await page.goto('/surrey');
  await page.getByRole('link', { name: 'Book Your Appointment' }).first().click();
  await expect(page).toHaveURL(/\/\?section=booking$/);
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(calendarCity(page)).toHaveValue('surrey');
  await expect(calendarCity(page).locator('option:checked')).toHaveText('Surrey');

  // A reload is no new choice: what the visitor picks since stays.
  await calendarCity(page).selectOption({ label: 'Richmond' });
  await expect.poll(async () => ((await storedDraft(page))?.details as { service_city?: string } | undefined)?.service_city).toBe('richmond');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(calendarCity(page)).toHaveValue('richmond');
});
