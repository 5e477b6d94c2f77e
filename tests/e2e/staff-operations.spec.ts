// Running the day in the browser: a phone booking taken on a phone
// (online, then offline and sent on reconnect), a booking rescheduled from its
// details on a phone, blocked time seen by the public wizard and the crew day
// view, and the CSV export of the filtered list.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, chooseService, openWizard, warmCallables } from './booking-helpers';
import { addBlockedDay, createBooking, findBooking, signIn, storedBooking, storedBookingsNamed } from './support/staff';
import { waitForMail } from '../integration/support/inbox';
import { FIREBASE_REGION } from '../../src/config/firebase-region';

test.describe.configure({ timeout: 180_000 });

// Cold function workers take many seconds on a loaded machine: start this spec's before the tests need them.
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'createStaffBooking', 'staffRescheduleBooking', 'createBlock', 'removeBlock', 'listBlocks', 'getAvailability']));

const OFFLINE_ROUTE = `**/${FIREBASE_REGION}/**`;

/** Fills the New Booking form for a phone customer (no e-mail) on `date` at `time`. */
async function fillPhoneBooking(page: Page, name: string, date: string, time: string, checkAvailability: boolean) {
  await page.getByRole('button', { name: 'New Booking' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'New Booking' })).toBeVisible();
  // The privacy notice at collection, for staff to read out to the caller.
  await expect(form.getByTestId('phone-collection-notice')).toContainText('We use your details only to schedule your detail and contact you about it.');
  await form.getByLabel('Customer name').fill(name);
  await form.getByLabel('Phone').fill('604-555-0166');
  await form.getByLabel('Package').selectOption('Interior Detailing');
  await form.getByLabel('Street address').fill('4700 Kingsway');
  await form.getByLabel('City').selectOption('burnaby');
  await form.getByLabel('Date').fill(date);
  if (checkAvailability) await expect(form.getByTestId('new-booking-availability')).toContainText('start times free', { timeout: 30_000 });
  await form.getByLabel('Time').selectOption(time);
  await form.getByRole('button', { name: 'Save Booking' }).click();
}

test.describe('phone bookings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff take a phone booking online, and another offline that is sent on reconnect', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-sized test: it sets its own 390 px viewport, so it runs once');
    const date = addDaysToDate(businessToday(new Date()), 113);
    const online = `Phone Online ${Date.now().toString(36)}`;
    const offline = `Phone Offline ${Date.now().toString(36)}`;
    await signIn(page, 'staff');

    await fillPhoneBooking(page, online, date, '11:00 AM', true);
    await expect(page.getByText('Booking created successfully!')).toBeVisible({ timeout: 60_000 });
    await findBooking(page, online);
    await expect(page.getByRole('listitem').filter({ hasText: online })).not.toContainText('pending sync');
    await expect.poll(async () => (await storedBookingsNamed(online)).map((b) => [b.source, b.customer_email, b.created_by, b.booking_time])).toEqual([
      ['staff', null, 'staff@example.com', '11:00 AM'],
    ]);

    // No connection to the functions: the booking is kept on the device, shown pending.
    await page.route(OFFLINE_ROUTE, (route) => route.abort('internetdisconnected'));
    await fillPhoneBooking(page, offline, date, '1:00 PM', false);
    await expect(page.getByText('Saved on this device; it will be sent when you are back online')).toBeVisible({ timeout: 30_000 });
    await findBooking(page, offline);
    const row = page.getByRole('listitem').filter({ hasText: offline });
    await expect(row).toContainText('pending sync');
    await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
    expect(await storedBookingsNamed(offline)).toEqual([]);

    await page.unroute(OFFLINE_ROUTE);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).not.toContainText('pending sync', { timeout: 30_000 });
    await expect.poll(async () => (await storedBookingsNamed(offline)).map((b) => [b.source, b.booking_time])).toEqual([['staff', '1:00 PM']]);
  });
});

test('an admin blocks tomorrow for rain: the public wizard shows tomorrow unavailable, the day view shows two lanes with the jobs and the block', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', "the block and the wizard's refusal do not depend on the screen, and two lanes on a phone are the day view's demanding layout: checked once, on the phone project");
  const tomorrow = addDaysToDate(businessToday(new Date()), 1);
  const tag = info.project.name;
  const time1 = '11:00 AM';
  const time2 = '4:00 PM';
  const [first, second] = await Promise.all([
    createBooking({ dayOffset: 1, time: time1, crew: 1, group: `lane1 ${tag}` }),
    createBooking({ dayOffset: 1, time: time2, crew: 2, group: `lane2 ${tag}` }),
  ]);
  await signIn(page, 'admin');
  const dialog = await addBlockedDay(page, { day: tomorrow, reason: 'Weather', note: `Rain (${tag})` });
  // Tomorrow's bookings this device knows are named before anything is saved (first-use-staff.spec.ts checks the warning itself).
  await expect(dialog.getByTestId('block-warning')).toContainText(first.name, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Add Block Anyway' }).click();
  await expect(page.getByText('Blocked time added')).toBeVisible({ timeout: 60_000 });
  // Tomorrow's bookings are inside it: listed for the admin, not cancelled.
  const listed = dialog.getByTestId('block-list').getByRole('listitem').filter({ hasText: `Rain (${tag})` });
  await expect(listed.getByTestId('block-bookings')).toContainText(first.name, { timeout: 30_000 });
  await expect(listed.getByTestId('block-bookings')).toContainText(second.name);
  await expect(listed).not.toContainText('pending sync');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The public wizard, in a browser of its own: every time tomorrow is unavailable.
  const visitor = await browser.newContext();
  const wizard = await visitor.newPage();
  await openWizard(wizard);
  await chooseService(wizard);
  // The whole day is taken: it is marked full, and cannot be chosen, before anyone taps it.
  const day = wizard.locator(`[data-date="${tomorrow}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await wizard.getByRole('button', { name: 'Next week' }).click();
  await expect(day).toHaveAttribute('data-full', 'true', { timeout: 30_000 });
  await expect(day).toBeDisabled();
  await visitor.close();

  // The day view: lane 1 has the first job, lane 2 the second, both shaded by the block.
  await page.getByRole('button', { name: 'Day View' }).click();
  await page.getByLabel('Day', { exact: true }).fill(tomorrow);
  const lane1 = page.getByTestId('lane-1');
  const lane2 = page.getByTestId('lane-2');
  await expect(lane1.getByTestId(`day-job-${first.id}`)).toContainText(time1);
  await expect(lane1.getByTestId(`day-job-${second.id}`)).toHaveCount(0);
  await expect(lane2.getByTestId(`day-job-${second.id}`)).toContainText(second.name);
  for (const lane of [lane1, lane2]) await expect(lane.getByText('Blocked: Weather').first()).toBeVisible();
  await lane2.getByRole('button', { name: `Details of ${second.name} at ${time2}` }).click();
  await expect(page.getByRole('dialog')).toContainText(second.phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Removing it frees tomorrow again.
  await page.getByRole('button', { name: 'Blocked Time' }).click();
  const rain = page.getByRole('dialog').getByTestId('block-list').getByRole('listitem').filter({ hasText: `Rain (${tag})` });
  await rain.getByRole('button', { name: 'Remove' }).click();
  await rain.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(page.getByText('Blocked time removed')).toBeVisible({ timeout: 30_000 });
});

test('staff reschedule a booking from its details on a phone: the new time shows at once, is stored, and the customer is e-mailed', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the full-screen dialog on a phone is the demanding layout: checked once, on the phone project');
  const date = addDaysToDate(businessToday(new Date()), 113);
  const job = await createBooking({ dayOffset: 113, time: '9:00 AM', emailLocalPart: 'e2e-move', group: 'move' });
  await signIn(page, 'staff');
  await findBooking(page, job.name);
  await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reschedule' }).click();

  const form = page.getByRole('form', { name: 'Reschedule booking' });
  await expect(form.getByTestId('reschedule-current')).toContainText('9:00 AM');
  await expect(form.getByLabel('New date')).toHaveValue(date);
  // The staff view of that day has answered (the times it offers are live).
  await expect(form.getByTestId('reschedule-availability')).toContainText('start times free on this day', { timeout: 30_000 });
  await form.getByLabel('New time').selectOption('4:00 PM');
  await form.getByRole('button', { name: 'Save New Time' }).click();
  await expect(page.getByText(/^Booking moved to .* at 4:00 PM$/)).toBeVisible({ timeout: 30_000 });
  await expect(form).toBeHidden();

  await expect.poll(async () => (await storedBooking(job.id))?.booking_time, { timeout: 30_000 }).toBe('4:00 PM');
  const details = page.getByRole('dialog').filter({ hasText: `Booking ${job.id.slice(0, 8)}` });
  await expect(details).toContainText('4:00 PM');
  await expect(details.getByTestId('booking-history')).toContainText('Rescheduled');
  const mails = await waitForMail(job.email, /^Booking Rescheduled/, 30_000);
  expect(mails, 'the customer is told of the new time').toHaveLength(1);
  expect(mails[0].text).toContain('4:00 PM');
});

test('CSV export downloads the filtered rows', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the file is built from the filtered rows, not the layout: checked once');
  const group = `csv${Date.now().toString(36)}`;
  const rows = await Promise.all([createBooking({ group, price: 195, dayOffset: 50 }), createBooking({ group, price: 311, dayOffset: 51, status: 'confirmed' })]);
  await signIn(page, 'admin');
  await page.getByLabel('Search bookings').fill(group);
  await expect(page.getByTestId('shown-count')).toHaveText(/^2 of /, { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFBooking ID,Date,Time,')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  for (const [i, b] of rows.entries()) {
    const line = lines.find((l) => l.startsWith(`${b.id},`));
    expect(line, `row of ${b.name}`).toContain(`,${b.name},`);
    expect(line).toContain(`,${addDaysToDate(businessToday(new Date()), i === 0 ? 50 : 51)},09:00,`);
    expect(line).toContain(i === 0 ? ',195.00,' : ',311.00,');
    // The words on screen, not the codes.
    expect(line).toContain(',Car,');
    expect(line).toContain(',Burnaby,');
    expect(line).toContain(i === 0 ? ',Pending,' : ',Confirmed,');
  }
});
