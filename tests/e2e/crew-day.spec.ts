// The crew's day on a phone: the admin blocks a rainy day over two bookings
// and asks their customers to reschedule; one customer follows the e-mail's
// link and moves inside 24 hours, and the dashboard shows the other still
// waiting. The crew taps On My Way with no signal and it is sent on
// reconnect; a customer who is not there is marked No-show from the day view.
// A customer note saved with no signal while the office changed the note is
// not written over the office's: the crew sees who changed it, and can send its own again.
// Phone project only (the layout these are for). Days: the rain day is 59
// ahead (no other test books it); the customer moves to 3 days ahead at
// 3:00 PM (the seed's jobs that day end by 12:30 PM); the crew's jobs are
// today at 8:00 AM and 10:00 AM (the note) and yesterday at 3:00 PM on crew 9 (no real crew's time;
// the integration tests' crew-9 jobs of those days sit at other hours).
import { expect, test } from './hydrated';
import { waitForMail } from '../integration/support/inbox';
import { STAFF_FUNCTIONS, pickDate, timeButton, warmCallables } from './booking-helpers';
import { addBlockedDay, askToReschedule, createBooking, findBooking, signIn, storedBooking, updateStoredBooking } from './support/staff';
import { addDaysToDate, businessMinutesNow, businessToday, minutesToLabel } from '../../src/domain/schedule/schedule';
import { longDate } from '../../src/domain/schedule/week-strip';
import { goOffline, goOnline } from './support/network';
import { signedInClient } from '../integration/support/staff-fixtures';
import type { SetCustomerNoteInput, SetCustomerNoteOutput } from '../../src/domain/schedule/crew-schema';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() =>
  warmCallables([...STAFF_FUNCTIONS, 'createBlock', 'listBlocks', 'askToReschedule', 'sendOnMyWay', 'setCustomerNote', 'getMyBooking', 'getAvailability', 'rescheduleMyBooking']),
);

const day = (n: number) => addDaysToDate(businessToday(new Date()), n);

test('a rain day: the admin asks two customers to reschedule, one moves inside 24 hours from the e-mail, the other still shows as waiting', async ({ page, browser }) => {
  const rainDay = day(59);
  const [moving, waiting] = await Promise.all([
    createBooking({ dayOffset: 59, time: '9:00 AM', crew: 1, status: 'confirmed', group: 'rain moves', emailLocalPart: 'e2e-rain' }),
    createBooking({ dayOffset: 59, time: '1:00 PM', crew: 2, status: 'confirmed', group: 'rain waits', emailLocalPart: 'e2e-rain' }),
  ]);
  await signIn(page, 'admin');
  const dialog = await addBlockedDay(page, { day: rainDay, reason: 'Weather', note: 'Heavy rain forecast' });
  // It warns first that the two jobs are inside the day.
  await expect(dialog.getByTestId('block-warning')).toContainText('2 bookings are inside this block', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Add Block Anyway' }).click();
  await expect(page.getByText('Blocked time added')).toBeVisible({ timeout: 60_000 });
  // The new block lists them under it in the list of blocks; asking says first who gets an e-mail.
  const conflicts = dialog.getByTestId('block-list').getByRole('listitem').filter({ hasText: 'Heavy rain forecast' }).getByTestId('block-bookings');
  await expect(conflicts).toContainText('2 bookings are inside this block', { timeout: 30_000 });
  await conflicts.getByRole('button', { name: 'Ask to Reschedule' }).click();
  await conflicts.getByRole('button', { name: 'E-mail 2 customers' }).click();
  await expect(page.getByText('Asked 2 customers to pick a new time')).toBeVisible({ timeout: 60_000 });
  for (const b of [moving, waiting]) await expect(dialog.getByTestId(`conflict-${b.id}`)).toContainText('needs a new time', { timeout: 30_000 });

  // The rain day comes closer than the 24 hours in which customers must call to change
  // (a browser test cannot move the clock): the moving customer's job is tomorrow,
  // half an hour or more before this time of day.
  const soon = minutesToLabel(Math.max(0, Math.floor(businessMinutesNow(new Date()) / 30) * 30 - 30));
  await updateStoredBooking(moving.id, { booking_date: day(1), booking_time: soon });

  // The customer, on a phone of their own, follows the link in the e-mail.
  const [mail] = await waitForMail(moving.email, /^Please pick a new time/, 30_000);
  const link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, 'the request e-mail carries the manage link').toBeTruthy();
  const phone = await browser.newContext();
  const customer = await phone.newPage();
  await customer.goto(link!);
  await expect(customer.getByTestId('managed-when')).toHaveText(`${longDate(day(1))} at ${soon}`, { timeout: 30_000 });
  await expect(customer.getByTestId('reschedule-asked')).toContainText("We're sorry: we can't come at this time");
  // Inside 24 hours, yet no "please call": the business asked.
  await expect(customer.getByTestId('call-to-change')).toHaveCount(0);
  await customer.getByRole('button', { name: 'Reschedule' }).click();
  await pickDate(customer, day(3));
  await timeButton(customer, '3:00 PM').click();
  await customer.getByRole('button', { name: 'Confirm New Time' }).click();
  // The whole date and time: from 3:30 PM on, `soon` is 3:00 PM too, and the time alone
  // read the same before the move as after it.
  await expect(customer.getByTestId('managed-when')).toHaveText(`${longDate(day(3))} at 3:00 PM`, { timeout: 60_000 });
  await expect(customer.getByTestId('change-sending')).toHaveCount(0);
  await expect(customer.getByTestId('change-waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(customer.getByTestId('reschedule-asked')).toHaveCount(0);
  await phone.close();
  expect(await storedBooking(moving.id)).toMatchObject({ booking_date: day(3), booking_time: '3:00 PM', reschedule_request: null });

  // The admin's phone: the moved one shows its new time, the other still needs one.
  await expect(dialog.getByTestId(`conflict-${moving.id}`)).toContainText('moved to', { timeout: 30_000 });
  await expect(dialog.getByTestId(`conflict-${waiting.id}`)).toContainText('needs a new time');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await findBooking(page, waiting.name);
  await expect(page.getByTestId(`booking-${waiting.id}`)).toContainText('needs a new time');
  await page.getByLabel('Status filter').selectOption('needs-new-time');
  await expect(page.getByTestId(`booking-${waiting.id}`)).toBeVisible();
  await page.getByLabel('Search bookings').fill(moving.name);
  await expect(page.getByTestId('shown-count')).toHaveText(/^0 of /);
});

test('the crew taps On My Way with no signal: it is sent on reconnect; a customer not there is marked No-show from the day view', async ({ page, context }) => {
  const [job, missed] = await Promise.all([
    createBooking({ dayOffset: 0, time: '8:00 AM', status: 'confirmed', group: 'on my way', emailLocalPart: 'e2e-omw' }),
    createBooking({ dayOffset: -1, time: '3:00 PM', status: 'confirmed', group: 'no show' }),
  ]);
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Day View' }).click();
  const todayJob = page.getByTestId(`day-job-${job.id}`);
  await expect(todayJob).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  await todayJob.getByRole('button', { name: `On My Way to ${job.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '30 min' }).click();
  // Before about 7:30 AM the window is before the 8:00 AM booking, and the dialog asks first.
  const saved = page.getByText('Saved on this device; it will be sent when you are back online');
  const sendEarly = page.getByRole('dialog').getByRole('button', { name: 'Send Anyway' });
  await expect(saved.or(sendEarly)).toBeVisible({ timeout: 30_000 });
  if (await sendEarly.isVisible()) await sendEarly.click();
  await expect(saved).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
  expect((await storedBooking(job.id))?.on_my_way ?? null).toBeNull();

  await goOnline(context);
  const [mail] = await waitForMail(job.email, /^We're on our way: arriving/, 60_000);
  expect(mail.subject).toMatch(/^We're on our way: arriving \d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByTestId('last-synced')).not.toContainText('waiting to sync', { timeout: 30_000 });
  await expect.poll(async () => (await storedBooking(job.id))?.on_my_way?.drive_min).toBe(30);
  await todayJob.getByRole('button', { name: `Details of ${job.name} at 8:00 AM` }).click();
  await expect(page.getByRole('dialog')).toContainText('On my way');
  await expect(page.getByRole('dialog')).toContainText(/Sent .*: arriving/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // Yesterday's job: the customer was not there.
  await page.getByRole('button', { name: 'Previous day' }).click();
  const missedJob = page.getByTestId(`day-job-${missed.id}`);
  await missedJob.getByRole('button', { name: `No-show: ${missed.name}` }).click();
  await expect(page.getByText('Booking status updated to no-show')).toBeVisible({ timeout: 30_000 });
  await expect(missedJob).toContainText('no-show');
  await expect(missedJob.getByRole('button', { name: /No-show/ })).toHaveCount(0);
  await expect.poll(async () => (await storedBooking(missed.id))?.status).toBe('no-show');
});

test('a customer note saved with no signal after the office changed the note: theirs stands, the crew is told who changed it, and "apply mine again" writes it', async ({ page, context }) => {
  const job = await createBooking({ dayOffset: 0, time: '10:00 AM', status: 'confirmed', group: 'note', emailLocalPart: 'e2e-note' });
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Day View' }).click();
  const todayJob = page.getByTestId(`day-job-${job.id}`);
  await expect(todayJob).toBeVisible({ timeout: 30_000 });
  await todayJob.getByRole('button', { name: `Details of ${job.name} at 10:00 AM` }).click();
  const dialog = page.getByRole('dialog');
  const note = dialog.getByRole('textbox', { name: 'Customer note' });
  await expect(note).toHaveValue('');

  await goOffline(context);
  await note.fill('Gate code 4821');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online').last()).toBeVisible({ timeout: 30_000 });
  // Meanwhile the office writes another note, on the booking as the crew's phone last had it.
  const office = await signedInClient('admin');
  try {
    await office.call<SetCustomerNoteInput, SetCustomerNoteOutput>('setCustomerNote', { id: job.id, mutation_id: crypto.randomUUID(), base_revision: 0, note: 'Dog in the yard' });
  } finally {
    await office.close();
  }

  await goOnline(context);
  const notice = dialog.getByTestId(`conflict-${job.id}`);
  await expect(notice).toContainText('admin@example.com (admin) changed the customer note at', { timeout: 30_000 });
  await expect(notice).toContainText('while you were offline: your customer note was not applied');
  await expect(note).toHaveValue('Dog in the yard');
  expect((await storedBooking(job.id))?.customer_note).toBe('Dog in the yard');

  await notice.getByRole('button', { name: 'Apply Mine Again' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await storedBooking(job.id))?.customer_note, { timeout: 30_000 }).toBe('Gate code 4821');
  await expect(note).toHaveValue('Gate code 4821');
});

test('an admin asks one customer to reschedule from the booking’s details: the reason and note reach them, the booking shows it needs a new time', async ({ page }) => {
  const job = await createBooking({ dayOffset: 59, time: '3:00 PM', status: 'confirmed', group: 'van', emailLocalPart: 'e2e-van' });
  await signIn(page, 'admin');
  const details = await askToReschedule(page, job.name, { reason: 'Vehicle', note: 'Our van is in the shop' });
  await expect(details.getByTestId('needs-new-time')).toBeVisible({ timeout: 30_000 });
  await expect(details).toContainText('Asked to move');
  await expect(details.getByRole('button', { name: 'Ask to Reschedule' })).toHaveCount(0);
  const [mail] = await waitForMail(job.email, /^Please pick a new time/, 30_000);
  expect(mail.text).toContain('a problem with our service vehicle');
  expect(mail.text).toContain('Our van is in the shop');
});
