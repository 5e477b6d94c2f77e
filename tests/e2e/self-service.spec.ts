// The customer's manage page, opened from the confirmation e-mail's link: a
// cancel made while the server is unreachable waits on the device, survives a
// reload and is sent on reconnect.
// These check data and flows, not layout: they run on the desktop project only
// (the phone project would double ~1 minute of e2e time for nothing new).
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './hydrated';
import { testClient } from '../integration/support/client';
import { storedBooking } from './support/staff';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { testDate, uniqueEmail, warmFunctions } from './booking-helpers';

test.describe.configure({ timeout: 150_000 });
test.skip(({ isMobile }) => isMobile, 'viewport-independent: runs on the desktop project only');
test.beforeAll(async () => warmFunctions());

interface Mail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

async function mailsTo(to: string, subject: RegExp): Promise<Mail[]> {
  const res = await fetch(`${process.env.STACK_INBOX_URL}/email`);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to.some((t) => t.address === to) && subject.test(m.subject));
}

/** A booking made through createBooking (so its confirmation e-mail, with the manage link, is in the inbox). */
async function bookOnline(date: string, time: string) {
  const client = testClient();
  try {
    const email = uniqueEmail('manage');
    const name = `Manage ${randomUUID().slice(0, 6)}`;
    const stored = await client.call<unknown, { id: string }>('createBooking', {
      id: randomUUID(),
      customer_name: name,
      customer_email: email,
      customer_phone: null,
      service_name: 'Interior Detailing',
      vehicle_type: 'sedan',
      booking_date: date,
      booking_time: time,
    });
    return { id: stored.id, email, name };
  } finally {
    await client.close();
  }
}

async function manageLinkFromInbox(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(email, /^Booking Confirmed/);
      link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    }, { timeout: 30_000 })
    .not.toBe('');
  return link;
}

async function cancelOnPage(page: Page) {
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Booking' }).click();
}

test('a cancel made while the server is unreachable waits on the device, survives a reload and is sent on reconnect', async ({ page }, info) => {
  const booking = await bookOnline(testDate(info, 12), '10:00 AM');
  const link = await manageLinkFromInbox(booking.email);
  await page.goto(link);
  await expect(page.getByTestId('managed-when')).toContainText('at 10:00 AM', { timeout: 30_000 });

  await page.route(`**/${FIREBASE_REGION}/**`, (route) => route.abort('internetdisconnected'));
  await cancelOnPage(page);
  await expect(page.getByTestId('change-waiting')).toContainText('Your cancellation is saved on this device');
  await page.reload();
  await expect(page.getByTestId('change-waiting')).toContainText('Your cancellation is saved on this device', { timeout: 30_000 });
  expect((await storedBooking(booking.id))?.status).toBe('pending');

  await page.unroute(`**/${FIREBASE_REGION}/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('managed-status')).toHaveText('cancelled', { timeout: 60_000 });
  await expect(page.getByTestId('change-waiting')).toHaveCount(0);
  expect((await storedBooking(booking.id))?.status).toBe('cancelled');
});
