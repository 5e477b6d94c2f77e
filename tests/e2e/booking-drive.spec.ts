// The wizard asks the service city before it shows times (the crews drive
// between jobs, so which times are free depends on where the job is), offers
// only the times a crew can reach, keeps the city with the draft, and a city
// changed after a time was chosen checks that time again and says why it went.
// The day view shows each drive between a crew's jobs, each crew's driving
// total, and marks a day whose drives do not fit. Day 41, phone only
// (tests/integration/support/booking-input.ts): both crews finish a job in
// Langley at 10:00 AM there; the day view's own jobs are written as stored
// (no slot locks: as if their cities had changed after booking).
import { expect, test } from './hydrated';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { bookBothCrewsInLangleyAt8, calendarCity, openWizard, pickDate, storedDraft, timeButton, warmFunctions } from './booking-helpers';
import { createBooking, signIn, updateStoredBooking } from './support/staff';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(warmFunctions);

const DAY = addDaysToDate(businessToday(new Date()), 41);

test.beforeAll(() => bookBothCrewsInLangleyAt8(DAY));

const LOST = "10:30 AM no longer fits: our crew can't get to North Vancouver by then. Please choose another time.";

test('asks the city first, offers only the times a crew can reach, and a changed city re-checks the chosen time', async ({ page }) => {
  await openWizard(page);
  await page.getByRole('button', { name: /^Interior Detailing/ }).click();
  await page.getByRole('button', { name: 'Car', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible();

  // No dates or times until the city is known.
  await expect(calendarCity(page)).toHaveValue('');
  await expect(page.getByTestId('city-first')).toHaveText('Choose your city to see the free times.');
  await expect(page.getByRole('group', { name: 'Dates' })).toHaveCount(0);

  // North Vancouver is 90 minutes from Langley: nothing before 11:30 AM.
  await calendarCity(page).selectOption({ label: 'North Vancouver' });
  await pickDate(page, DAY);
  await expect(timeButton(page, '11:30 AM')).toBeEnabled({ timeout: 30_000 });
  for (const time of ['8:00 AM', '10:00 AM', '10:30 AM', '11:00 AM']) await expect(timeButton(page, time)).toBeDisabled();

  // In Langley itself the crew needs 15 minutes: 10:30 AM, not 10:00 AM.
  await calendarCity(page).selectOption({ label: 'Langley' });
  await expect(timeButton(page, '10:30 AM')).toBeEnabled({ timeout: 30_000 });
  await expect(timeButton(page, '10:00 AM')).toBeDisabled();
  await timeButton(page, '10:30 AM').click();
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toBeVisible();

  // The city changes after the time was chosen: the time goes, and the wizard says why.
  await calendarCity(page).selectOption({ label: 'North Vancouver' });
  await expect(page.getByRole('alert')).toHaveText(LOST, { timeout: 30_000 });
  await expect(timeButton(page, '10:30 AM')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Continue to Details' })).toHaveCount(0);

  // The same on the details form: its city is the calendar's, and changing it sends the visitor back to the times.
  await calendarCity(page).selectOption({ label: 'Langley' });
  await timeButton(page, '10:30 AM').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('langley');
  await page.getByLabel('City').selectOption({ label: 'North Vancouver' });
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(LOST);
  await expect(calendarCity(page)).toHaveValue('north-vancouver');

  // The draft keeps the city: after a reload the calendar has it and offers its times.
  await expect.poll(async () => ((await storedDraft(page))?.details as { service_city?: string } | undefined)?.service_city).toBe('north-vancouver');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(calendarCity(page)).toHaveValue('north-vancouver');
  await expect(page.locator(`[data-date="${DAY}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButton(page, '11:30 AM')).toBeEnabled({ timeout: 30_000 });
  await expect(timeButton(page, '10:30 AM')).toBeDisabled();
});

test("the day view shows the drive into each job, each crew's driving total, and marks a day that does not fit", async ({ page }) => {
  // Crew 1: Langley until 10:00 AM, then North Vancouver at 10:30 AM (90 minutes away). Crew 2: Langley again at 12:00 PM.
  const far = await createBooking({ dayOffset: 41, crew: 1, time: '10:30 AM', status: 'confirmed', group: 'drive view' });
  const near = await createBooking({ dayOffset: 41, crew: 2, time: '12:00 PM', status: 'confirmed', group: 'drive view' });
  await updateStoredBooking(far.id, { service_city: 'north-vancouver' });
  await updateStoredBooking(near.id, { service_city: 'langley' });

  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Day View' }).click();
  await page.getByLabel('Day', { exact: true }).fill(DAY);
  const farJob = page.getByTestId(`day-job-${far.id}`);
  await expect(farJob).toBeVisible({ timeout: 30_000 });
  await expect(farJob.getByTestId('drive-into')).toHaveText('90 min from Langley: only 30 min between jobs');
  await expect(farJob.getByTestId('drive-into')).toHaveAttribute('data-fits', 'false');
  await expect(page.getByTestId(`day-job-${near.id}`).getByTestId('drive-into')).toHaveText('15 min from Langley');
  await expect(page.getByTestId('drive-total-1')).toHaveText('90 min driving');
  await expect(page.getByTestId('drive-total-2')).toHaveText('15 min driving');
  await expect(page.getByTestId('day-misfit')).toHaveText('This day does not fit: Crew 1 cannot drive between jobs in time.');

  // The North Vancouver job moves to Langley (its city corrected): 15 minutes fit, and the day does.
  await updateStoredBooking(far.id, { service_city: 'langley' });
  await expect(farJob.getByTestId('drive-into')).toHaveText('15 min from Langley', { timeout: 30_000 });
  await expect(page.getByTestId('drive-total-1')).toHaveText('15 min driving');
  await expect(page.getByTestId('day-misfit')).toHaveCount(0);
});
