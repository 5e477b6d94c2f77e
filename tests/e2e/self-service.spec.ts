// The customer's own booking, from the link in the confirmation e-mail:
// reschedule and cancel online, the staff dashboard and the inbox seeing both;
// /my-bookings and /manage-booking opening with the network gone; a cancel made
// while the server is unreachable waiting on the device, surviving a reload and
// sent on reconnect; inside 24 hours only the call; a wrong token shows nothing.
// These check data and flows, not layout: they run on the desktop project only
// (the phone project would double ~1.5 minutes of e2e time for nothing new).
// Days: 47 and 48 ahead (see tests/integration/support/booking-input.ts), and one
// booking just inside 24 hours on a crew number no real booking uses.
import type { Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from './hydrated';
import { waitForMail } from '../integration/support/inbox';
import { createBooking, findBooking, manageLinkOf, signIn, storedBooking, updateStoredBooking } from './support/staff';
import { waitForServiceWorkerControl } from './pwa-support';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { addDaysToDate, businessMinutesNow, businessToday, minutesToLabel } from '../../src/domain/schedule/schedule';
import { longDate } from '../../src/domain/schedule/week-strip';
import { STAFF_FUNCTIONS, chooseService, fillDetails, openWizard, pickDate, pickTime, timeButton, uniqueEmail, warmCallables } from './booking-helpers';
import { goOffline, goOnline } from './support/network';
import { bookOnline, manageLinkFromInbox } from './support/manage-link';

test.describe.configure({ timeout: 180_000 });
// The manage page's callables too: a cold worker answers later than the page waits, and the page then says it is offline.
test.beforeAll(() => warmCallables(['getAvailability', 'createBooking', 'getMyBooking', 'rescheduleMyBooking', 'cancelMyBooking', ...STAFF_FUNCTIONS]));


const day = (n: number) => addDaysToDate(businessToday(new Date()), n);

async function cancelOnPage(page: Page) {
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Booking' }).click();
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('booked in the wizard, rescheduled from the e-mail link (dashboard and inbox see the new time), opened offline, then cancelled', async ({ page, context }) => {
    const email = uniqueEmail('manage');
    const name = `Manage ${randomUUID().slice(0, 6)}`;
    const date = day(47);
    const newDate = day(48);

    // A booking made on this device, so /my-bookings lists it.
    await openWizard(page);
    await chooseService(page);
    await pickDate(page, date);
    await pickTime(page, '10:00 AM');
    await fillDetails(page, name, email);
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });

    // Another customer then takes the second crew from 11:00 AM: for anyone else 11:00 AM is full.
    await bookOnline(uniqueEmail('other'), date, '11:00 AM');

    await page.goto(await manageLinkFromInbox(email));
    const when = page.getByTestId('managed-when');
    await expect(when).toHaveText(`${longDate(date)} at 10:00 AM`, { timeout: 30_000 });
    await expect(page.getByTestId('managed-status')).toHaveText('Confirmed');
    // An upcoming booking offers no erasure request (that comes once it is over).
    await expect(page.getByTestId('erasure-request')).toHaveCount(0);

    // Reschedule with the wizard's own control: the current time is marked and not offered.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await pickDate(page, date);
    await expect(page.getByRole('button', { name: '10:00 AM (current time)' })).toBeDisabled();
    // Its own crew holds 11:00 and 11:30 and is free after: an hour later is offered to this booking.
    await expect(timeButton(page, '11:00 AM')).toBeEnabled({ timeout: 30_000 });
    await pickDate(page, newDate);
    await expect(timeButton(page, '1:00 PM')).toBeEnabled({ timeout: 30_000 });
    await timeButton(page, '1:00 PM').click();
    await page.getByRole('button', { name: 'Confirm New Time' }).click();
    await expect(when).toHaveText(`${longDate(newDate)} at 1:00 PM`, { timeout: 60_000 });
    await expect(page.getByTestId('change-waiting')).toHaveCount(0);
    const [rescheduled] = await waitForMail(email, /^Booking Rescheduled/, 30_000);
    expect(rescheduled?.subject).toBe(`Booking Rescheduled: Interior Detailing on ${longDate(newDate)} at 1:00 PM`);

    // With the network gone (the service worker installed), both pages open from this device.
    await waitForServiceWorkerControl(page, { navigatedWhileInstalling: true });
    await goOffline(context);
    await page.goto('/my-bookings');
    const mine = page.getByTestId('my-bookings').locator('li').filter({ hasText: `${longDate(newDate)} at 1:00 PM` });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('my-booking-status')).toHaveText('Confirmed');
    await mine.getByRole('link', { name: 'Manage this booking' }).click();
    const staleNote = page.getByText("You're offline: this is your booking as last seen on this device.");
    await expect(staleNote).toBeVisible({ timeout: 30_000 });
    await expect(when).toHaveText(`${longDate(newDate)} at 1:00 PM`);
    // A fresh load of the manage link, offline.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(staleNote).toBeVisible({ timeout: 30_000 });
    await expect(when).toHaveText(`${longDate(newDate)} at 1:00 PM`);

    // Back online: cancel from the link.
    await goOnline(context);
    await expect(staleNote).toHaveCount(0, { timeout: 30_000 });
    await cancelOnPage(page);
    await expect(page.getByTestId('managed-status')).toHaveText('Cancelled', { timeout: 60_000 });
    await expect(page.getByTestId('read-only')).toContainText('This booking is cancelled');
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    // BC's PIPA: once cancelled (or over), the customer can ask the business to erase their details, by e-mail with the reference.
    const erase = page.getByTestId('erasure-request').getByRole('link', { name: 'Ask to erase my details' });
    await expect(erase).toHaveAttribute('href', /^mailto:bookings@example\.com\?subject=Erase%20my%20personal%20details%20\(booking%20[0-9a-f]{8}\)/);
    expect((await waitForMail(email, /^Booking Cancelled/, 30_000)).length).toBe(1);

    // The staff dashboard shows the new time, and the cancellation.
    await signIn(page, 'admin');
    await findBooking(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('1:00 PM');
    await expect(row).toContainText('cancelled');
  });
});

test('a cancel made while the server is unreachable waits on the device, survives a reload and is sent on reconnect', async ({ page }) => {
  const email = uniqueEmail('manage-offline');
  const id = await bookOnline(email, day(47), '2:00 PM');
  await page.goto(await manageLinkFromInbox(email));
  await expect(page.getByTestId('managed-when')).toContainText('at 2:00 PM', { timeout: 30_000 });

  await page.route(`**/${FIREBASE_REGION}/**`, (route) => route.abort('internetdisconnected'));
  await cancelOnPage(page);
  await expect(page.getByTestId('change-waiting')).toContainText('Your cancellation is saved on this device');
  await page.reload();
  await expect(page.getByTestId('change-waiting')).toContainText('Your cancellation is saved on this device', { timeout: 30_000 });
  expect((await storedBooking(id))?.status).toBe('pending');

  await page.unroute(`**/${FIREBASE_REGION}/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('managed-status')).toHaveText('Cancelled', { timeout: 60_000 });
  await expect(page.getByTestId('change-waiting')).toHaveCount(0);
  expect((await storedBooking(id))?.status).toBe('cancelled');
  expect((await waitForMail(email, /^Booking Cancelled/, 30_000)).length).toBe(1);
});

test('a quoted job of two whole days is moved by phone: the page says so and offers no Reschedule, only Cancel', async ({ page }) => {
  // Crew 9 (no real booking uses it), 40 days ahead: nothing else about the day matters to the page.
  const job = await createBooking({ dayOffset: 40 });
  await updateStoredBooking(job.id, { job_days: 2, quote_id: randomUUID() });
  await page.goto(await manageLinkOf(job.id));
  await expect(page.getByTestId('managed-when')).toContainText('at 9:00 AM', { timeout: 30_000 });
  const call = page.getByTestId('call-to-change');
  await expect(call).toHaveText('A job of several days is moved by phone: please call (604) 555-0142');
  await expect(call.getByRole('link', { name: '(604) 555-0142' })).toHaveAttribute('href', 'tel:+16045550142');
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
});

test('inside 24 hours the page offers only the call; a wrong token shows "We couldn\'t find that booking" and nothing else', async ({ page }) => {
  // Tomorrow, half an hour or more before this time of day: always inside 24 hours.
  const startMin = Math.max(0, Math.floor(businessMinutesNow(new Date()) / 30) * 30 - 30);
  const job = await createBooking({ dayOffset: 1, time: minutesToLabel(startMin) });
  await page.goto(await manageLinkOf(job.id));
  await expect(page.getByTestId('managed-when')).toContainText(`at ${minutesToLabel(startMin)}`, { timeout: 30_000 });
  const call = page.getByTestId('call-to-change');
  await expect(call).toHaveText('Changes within 24 hours of your appointment: please call (604) 555-0142');
  await expect(call.getByRole('link', { name: '(604) 555-0142' })).toHaveAttribute('href', 'tel:+16045550142');
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  // The same booking with a wrong token: the "not found" answer, no data.
  // A token of the right shape that this booking's key never made.
  const wrong = randomBytes(32).toString('base64url').slice(0, 43);
  await page.goto(`/manage-booking#id=${job.id}&t=${wrong}`);
  await page.reload();
  await expect(page.getByTestId('manage-not-found')).toHaveText("We couldn't find that booking", { timeout: 30_000 });
  await expect(page.getByTestId('managed-booking')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(job.name);
  await expect(page.getByRole('button', { name: /Reschedule|Cancel Booking/ })).toHaveCount(0);
});
