// The customer corrects the service address on the manage page, on a phone
// (390 px): a new street is saved (offline first: it waits on the device and
// goes when the signal is back); a new city the crew cannot get to at the
// booking's time is refused beside the form, readable and in view, with the
// next step: a new time, offered for the new city, which moves both.
// Day 76 (tests/integration/support/test-days.ts, BROWSER_DAYS): crew 1 in
// Langley 10:00 AM-12:00 PM and 1:00-3:00 PM (the customer's), crew 2 in
// Langley from 12:00 PM; Langley to North Vancouver is 90 minutes.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './hydrated';
import { testClient } from '../integration/support/client';
import { bookingInput } from '../integration/support/booking-input';
import { waitForMail } from '../integration/support/inbox';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { longDate } from '../../src/domain/schedule/week-strip';
import { pickDate, timeButton, uniqueEmail, warmCallables } from './booking-helpers';
import { removeBookingsOn, storedBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const DAY = addDaysToDate(businessToday(new Date()), 76);
const NAME = 'Address Move';
const NOT_REACHED =
  "Our crew can't get to North Vancouver by 1:00 PM: our jobs before and after yours that day are too far from there. Pick a new time for the new address, or keep your current address.";

interface Booked {
  id: string;
  email: string;
  /** The manage link, as the confirmation e-mail carries it. */
  link: string;
}

/** A Langley job of 2 hours booked online (createBooking answers with its manage token). */
async function bookInLangley(time: string): Promise<Booked> {
  const client = testClient();
  try {
    const email = uniqueEmail('address');
    const input = bookingInput({ customer_name: `${NAME} ${randomUUID().slice(0, 6)}`, customer_email: email, service_name: 'Interior Detailing', booking_date: DAY, booking_time: time, service_street: '20338 65 Ave', service_city: 'langley', service_postal_code: null });
    const created = await client.call<unknown, { id: string; manage_token: string }>('createBooking', input);
    return { id: created.id, email, link: `/manage-booking#id=${created.id}&t=${created.manage_token}` };
  } finally {
    await client.close();
  }
}

/** Inside the 390 x 844 screen, whole. */
async function expectInView(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

test.beforeAll(async () => {
  await warmCallables(['getAvailability', 'createBooking', 'getMyBooking', 'setMyBookingAddress', 'rescheduleMyBooking']);
  // A run before this one on the same stack left its jobs on the day.
  await removeBookingsOn(DAY, NAME);
});

test('a saved address is corrected (offline first), a city the crew cannot reach is refused beside the form, and a new time there moves both', async ({ page, context }) => {
  await bookInLangley('10:00 AM');
  const other = await bookInLangley('12:00 PM');
  const mine = await bookInLangley('1:00 PM');
  expect([(await storedBooking(other.id))?.crew, (await storedBooking(mine.id))?.crew]).toEqual([2, 1]);

  await page.goto(mine.link);
  const address = page.getByTestId('managed-address');
  await expect(address).toHaveText('20338 65 Ave, Langley', { timeout: 30_000 });

  // A new street, with no signal: it waits on the phone, then goes.
  await page.getByRole('button', { name: 'Change Address' }).click();
  const form = page.getByTestId('edit-address');
  await expect(form.getByLabel('Street Address')).toHaveValue('20338 65 Ave');
  await expect(form.getByLabel('City')).toHaveValue('langley');
  await form.getByLabel('Street Address').fill('20400 65 Ave');
  await goOffline(context);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByTestId('change-waiting')).toContainText('Your address is saved on this device');
  expect((await storedBooking(mine.id))?.service_street).toBe('20338 65 Ave');
  await goOnline(context);
  const done = page.getByTestId('change-done');
  await expect(done).toContainText('Thank you: we will come to 20400 65 Ave, Langley.', { timeout: 60_000 });
  await expect(done).toBeInViewport();
  await expect(address).toHaveText('20400 65 Ave, Langley');
  await expect(form).toHaveCount(0);
  expect((await storedBooking(mine.id))?.service_street).toBe('20400 65 Ave');

  // North Vancouver: 90 minutes from the job before, which ends at noon; the other crew is busy.
  await page.getByRole('button', { name: 'Change Address' }).click();
  await form.getByLabel('Street Address').fill('141 W 14th St');
  await form.getByLabel('City').selectOption({ label: 'North Vancouver' });
  await form.getByRole('button', { name: 'Save Address' }).click();
  const refused = form.getByTestId('change-refused');
  await expect(refused).toContainText('We could not save your address.', { timeout: 60_000 });
  // The server's words as they are: nothing added (the web SDK's " [400]" once was).
  const why = refused.getByText(NOT_REACHED, { exact: true });
  await expect(why).toBeVisible();
  // Beside the fields, as typed, readable and whole on the phone's screen.
  await expect(form.getByLabel('Street Address')).toHaveValue('141 W 14th St');
  await expect(form.getByLabel('City')).toHaveValue('north-vancouver');
  await refused.scrollIntoViewIfNeeded();
  await expectInView(refused);
  expect(await why.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  expect(await why.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const pick = refused.getByRole('button', { name: 'Pick a New Time' });
  await expectInView(pick);
  expect((await pick.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await storedBooking(mine.id)).toMatchObject({ service_street: '20400 65 Ave', service_city: 'langley', booking_time: '1:00 PM' });

  // The next step: the times the crews can reach North Vancouver at (12:30 PM would do for Langley, not there).
  await pick.click();
  await expect(page.getByTestId('move-address')).toHaveText('For your new address: 141 W 14th St, North Vancouver');
  await expect(page.getByTestId('change-refused')).toHaveCount(0);
  await pickDate(page, DAY);
  await expect(timeButton(page, '1:30 PM')).toBeEnabled({ timeout: 30_000 });
  await expect(timeButton(page, '12:30 PM')).toBeDisabled();
  await timeButton(page, '1:30 PM').click();
  await page.getByRole('button', { name: 'Confirm New Time' }).click();
  await expect(page.getByTestId('managed-when')).toHaveText(`${longDate(DAY)} at 1:30 PM`, { timeout: 60_000 });
  await expect(address).toHaveText('141 W 14th St, North Vancouver');
  expect(await storedBooking(mine.id)).toMatchObject({ service_street: '141 W 14th St', service_city: 'north-vancouver', booking_time: '1:30 PM', crew: 1 });
  const [mail] = await waitForMail(mine.email, /^Booking Rescheduled/, 30_000);
  expect(mail?.text).toContain('Service address: 141 W 14th St, North Vancouver');
});
