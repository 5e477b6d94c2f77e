// A manage link that was forwarded, replaced: by the customer from the link
// itself, and by staff from the booking's details. Either way the link before
// shows "We couldn't find that booking" (nothing of the booking on the page),
// and the new link, which only the customer's inbox gets, opens it. Phone only.
// Day: testDate slot 14 at 10:00 AM and 3:00 PM (manage-private-data books the
// same day at 1:00 PM).
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { testDate, uniqueEmail, warmCallables } from './booking-helpers';
import { bookOnline, bookingIdOf, manageLinkFromInbox } from './support/manage-link';
import { findBooking, signIn, storedBooking } from './support/staff';
import { waitForMail } from '../integration/support/inbox';
import { LINK_RENEWED_MESSAGE, NOT_FOUND_MESSAGE } from '../../src/domain/booking/manage-messages';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(['createBooking', 'getMyBooking', 'renewMyManageLink', 'renewManageLink', 'listBookings']));

/** The link of the newest "Your New Booking Link" e-mail. */
async function renewedLinkFromInbox(email: string): Promise<string> {
  const [mail] = await waitForMail(email, /^Your New Booking Link/, 30_000);
  const link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, 'the e-mail carries the new link').toBeTruthy();
  return link!;
}

async function expectNotFound(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.reload();
  await expect(page.getByTestId('manage-not-found')).toHaveText(NOT_FOUND_MESSAGE, { timeout: 30_000 });
  await expect(page.getByRole('main')).not.toContainText(name);
}

test('the customer replaces a forwarded link from the link itself: the old one opens nothing, the e-mailed one opens the booking', async ({ page }, info) => {
  const email = uniqueEmail('renew-mine');
  const id = await bookOnline(email, testDate(info, 14), '10:00 AM');
  const name = (await storedBooking(id))!.customer_name as string;
  const forwarded = await manageLinkFromInbox(email);
  expect(bookingIdOf(forwarded)).toBe(id);

  await page.goto(forwarded);
  await expect(page.getByTestId('managed-when')).toContainText('at 10:00 AM', { timeout: 30_000 });
  const button = page.getByRole('button', { name: 'Send Me a New Link' });
  // Readable and reachable on the phone.
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await button.click();
  await expect(page.getByTestId('link-renewed')).toHaveText(LINK_RENEWED_MESSAGE, { timeout: 30_000 });

  const renewed = await renewedLinkFromInbox(email);
  expect(renewed).not.toBe(forwarded);
  await expectNotFound(page, forwarded, name);
  await page.goto(renewed);
  await page.reload();
  await expect(page.getByTestId('managed-when')).toContainText('at 10:00 AM', { timeout: 30_000 });
});

test('staff send a new link from the booking details: the customer gets it, the old one opens nothing', async ({ page, browser }, info) => {
  const email = uniqueEmail('renew-staff');
  const id = await bookOnline(email, testDate(info, 14), '3:00 PM');
  const name = (await storedBooking(id))!.customer_name as string;
  const old = await manageLinkFromInbox(email);

  await signIn(page, 'staff');
  await findBooking(page, name);
  await page.getByRole('button', { name: `View booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: /^Booking / });
  await details.getByRole('button', { name: 'Send New Link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send a new booking link?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Send New Link' }).click();
  await expect(page.getByText('New booking link e-mailed to the customer')).toBeVisible({ timeout: 30_000 });
  // The history says so, on this device, from the server's row.
  await expect(details.getByText('New booking link sent')).toBeVisible({ timeout: 30_000 });

  const renewed = await renewedLinkFromInbox(email);
  const customer = await browser.newPage();
  try {
    await expectNotFound(customer, old, name);
    await customer.goto(renewed);
    await customer.reload();
    await expect(customer.getByTestId('managed-when')).toContainText('at 3:00 PM', { timeout: 30_000 });
  } finally {
    await customer.close();
  }
});
