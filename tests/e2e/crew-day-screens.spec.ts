// What staff could not find and what the screens did not say, on a phone: a
// Today & Tomorrow card opens the booking's details and says when its other
// actions come (no Mark as Completed before the job started); the sign-in
// toast covers no job, and a toast over an open dialog leaves its Close button
// free; Blocked Time, whenever it opens, lists under each block
// the bookings it concerns and where each stands (on another device too), and
// Ask to Reschedule says how many get an e-mail and how many a call before
// sending; the date field does not take focus (the phone's picker) when the
// dialog opens again; dates and times read one way; the day view offers no
// free time that has gone by.
// Phone project only. Days: tomorrow at 9:00 AM and 10:00 AM on crew 9 (no real
// crew: the locks of the helper's bookings are crew-9 locks of their own); the
// block is day 4 from 2:00 PM to 7:00 PM on crew 1 (the seed's day-4 job is
// crew 2 at noon; no other test books day 4), its bookings crew 1 from 2:00 PM,
// one of them moved to day 4 at 8:00 AM.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, signIn, storedBooking, submitSignIn } from './support/staff';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed';
import { addDaysToDate, businessMinutesNow, businessToday, labelToMinutes } from '../../src/domain/schedule/schedule';
import { formatDate } from '../../src/features/staff/booking-format';
import { signedInClient } from '../integration/support/staff-fixtures';
import type { StaffRescheduleBookingInput, StaffRescheduleBookingOutput, UpdateBookingStatusInput, UpdateBookingStatusOutput } from '../../src/domain/callables/staff-schema';
import { box, overlaps } from './support/layout';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'createBlock', 'listBlocks', 'askToReschedule', 'staffRescheduleBooking']));

const day = (n: number) => addDaysToDate(businessToday(new Date()), n);
/** "Wed, Nov 18, 2026 8:00 AM": the one way staff screens write a moment. */
const DATE_TIME = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/;



test('a Today & Tomorrow card opens its details and says when its actions come; the sign-in toast covers no job; dates read one way', async ({ page }) => {
  const [first, second] = await Promise.all([
    createBooking({ dayOffset: 1, time: '9:00 AM', status: 'confirmed', group: 'card one', emailLocalPart: 'e2e-card' }),
    createBooking({ dayOffset: 1, time: '10:00 AM', status: 'confirmed', group: 'card two', emailLocalPart: 'e2e-card' }),
  ]);
  const staff = SEED_ACCOUNTS.find((a) => a.role === 'staff')!;
  await submitSignIn(page, staff);
  // The toast takes the staff bar's place at the top: it covers neither job card (at the bottom it sat on the second).
  const toast = page.getByRole('status').filter({ hasText: 'Signed in successfully' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const toastBox = await box(toast);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(page.getByTestId('staff-header'))).height + 1);
  const cardOne = page.getByTestId(`job-${first.id}`);
  const cardTwo = page.getByTestId(`job-${second.id}`);
  await expect(cardTwo).toBeVisible({ timeout: 30_000 });
  for (const card of [cardOne, cardTwo]) expect(overlaps(toastBox, await box(card))).toBe(false);
  await expect(page.getByTestId('last-synced')).toContainText('Last synced', { timeout: 30_000 });
  const synced = (await page.getByTestId('last-synced').innerText()).replace(/^Last synced /, '').split(' · ')[0];
  expect(synced).toMatch(DATE_TIME);

  // Tomorrow's job: no On My Way, Mark as Completed or No-show yet, and the card says when each comes.
  await expect(cardOne.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  await expect(cardOne.getByRole('button', { name: 'On My Way' })).toHaveCount(0);
  await expect(cardOne.getByTestId('actions-later')).toContainText('On My Way: on the day of the job');
  await expect(cardOne.getByTestId('actions-later')).toContainText('Mark as Completed and No-show: after the start time (9:00 AM)');
  // Fingertip-sized targets.
  for (const button of await cardOne.getByRole('button').all()) expect((await box(button)).height).toBeGreaterThanOrEqual(44);

  // The card's time and name open the details: the customer's card, the history, and the same word on what comes later.
  await cardOne.getByRole('button', { name: `9:00 AM ${first.name}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: /^Booking / });
  await expect(details).toContainText(first.email);
  await expect(details.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  await expect(details.getByTestId('actions-later')).toContainText('On My Way: on the day of the job');
  const created = details.getByText('Created', { exact: true }).locator('xpath=following-sibling::*[1]');
  expect(await created.innerText()).toMatch(DATE_TIME);
  // Reschedule, opened and opened again, leaves its date field (the phone's picker) alone.
  for (let i = 0; i < 2; i++) {
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule Booking' });
    await expect(reschedule).toBeVisible();
    await expect(reschedule.getByLabel('New date')).not.toBeFocused();
    await reschedule.getByRole('button', { name: 'Close' }).first().click();
    await expect(reschedule).toBeHidden();
  }
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  // And so does its Details button.
  await cardTwo.getByRole('button', { name: 'Details', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Booking / })).toContainText(second.email);
});

test('the day view offers no free time that has gone by today', async ({ page }) => {
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Day View' }).click();
  await expect(page.getByTestId('day-view')).toHaveAttribute('data-date', day(0));
  // The half hour now is in: a gap may start there, never before (before, today read "Free 8:00 AM–7:00 PM" at 5 PM).
  const nowHalfHour = Math.floor(businessMinutesNow(new Date()) / 30) * 30;
  const gaps = await page.getByTestId('free-gap').allInnerTexts();
  for (const gap of gaps) {
    const start = labelToMinutes(/^Free (\d{1,2}:\d{2} [AP]M)/.exec(gap.trim())?.[1] ?? '');
    expect(start, gap).toBeDefined();
    expect(start!, gap).toBeGreaterThanOrEqual(nowHalfHour);
  }
  // A day ahead still offers its free time (day 4: crew 1's morning is free, the block test's day).
  await page.getByLabel('Day', { exact: true }).fill(day(4));
  await expect(page.getByTestId('day-view')).toHaveAttribute('data-date', day(4));
  await expect(page.getByTestId('free-gap').first()).toBeVisible();
});

/** The admin's Blocked Time dialog, opened from the dashboard. */
async function openBlocks(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Blocked Time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blocked Time' });
  await expect(dialog).toBeVisible();
  // The first field is a date: focused, the phone's date picker would pop up over the dialog.
  await expect(dialog.getByLabel('First day')).not.toBeFocused();
  return dialog;
}

test('Blocked Time, reopened and on another phone, lists the bookings a block sat over with where each stands; Ask to Reschedule says who gets an e-mail and who a call', async ({ page, browser }) => {
  const tag = randomUUID().slice(0, 6);
  const [quiet, moving, cancelling, noMail] = await Promise.all([
    createBooking({ dayOffset: 4, time: '2:00 PM', crew: 1, status: 'confirmed', group: `block stays ${tag}`, emailLocalPart: 'e2e-block' }),
    createBooking({ dayOffset: 4, time: '3:00 PM', crew: 1, status: 'confirmed', group: `block moves ${tag}`, emailLocalPart: 'e2e-block' }),
    createBooking({ dayOffset: 4, time: '4:00 PM', crew: 1, status: 'confirmed', group: `block cancels ${tag}`, emailLocalPart: 'e2e-block' }),
    createBooking({ dayOffset: 4, time: '4:30 PM', crew: 1, status: 'pending', group: `block no mail ${tag}`, noEmail: true }),
  ]);
  await signIn(page, 'admin');
  let dialog = await openBlocks(page);
  // The note is said to reach the customers.
  await expect(dialog.getByLabel('Note to customers')).toBeVisible();
  await expect(dialog).toContainText('Sent word for word to the customers you ask to reschedule');
  await dialog.getByLabel('First day').fill(day(4));
  await dialog.getByLabel('Last day').fill(day(4));
  await dialog.getByLabel('Hours').selectOption('part');
  await dialog.getByLabel('From', { exact: true }).selectOption('2:00 PM');
  await dialog.getByLabel('To', { exact: true }).selectOption('7:00 PM');
  await dialog.getByLabel('Crew').selectOption('1');
  await dialog.getByLabel('Reason').selectOption('Weather');
  await dialog.getByLabel('Note to customers').fill(`Rain (${tag})`);
  await dialog.getByRole('button', { name: 'Add Block' }).click();
  await expect(dialog.getByTestId('block-warning')).toContainText('4 bookings are inside this block', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Add Block Anyway' }).click();
  // Read out as a status although the modal dialog hides the page behind it from screen readers.
  const added = page.getByRole('status').filter({ hasText: 'Blocked time added' });
  await expect(added).toBeVisible({ timeout: 60_000 });
  // The toast takes the top of the screen but leaves the dialog's Close button free to tap.
  const close = dialog.getByRole('button', { name: 'Close' }).first();
  expect(overlaps(await box(added), await box(close))).toBe(false);
  await close.click();
  await expect(dialog).toBeHidden();

  // Reopened: the block still lists its four bookings, nobody asked yet.
  dialog = await openBlocks(page);
  const block = dialog.getByTestId('block-list').getByRole('listitem').filter({ hasText: `Rain (${tag})` });
  await expect(block.getByTestId('block-bookings')).toContainText('4 bookings are inside this block');
  for (const b of [quiet, moving, cancelling, noMail]) await expect(block.getByTestId(`conflict-${b.id}`)).toContainText('nobody asked');

  // Ask to Reschedule says first who gets what.
  await block.getByRole('button', { name: 'Ask to Reschedule' }).click();
  const ask = block.getByRole('group', { name: 'Ask to reschedule?' });
  await expect(ask).toContainText('3 customers will get an e-mail');
  await expect(ask).toContainText(`your note “Rain (${tag})”`);
  await expect(ask).toContainText('1 customer without an e-mail gets a call from you instead');
  await ask.getByRole('button', { name: 'E-mail 3 customers' }).click();
  await expect(page.getByText('Asked 4 customers to pick a new time')).toBeVisible({ timeout: 60_000 });
  for (const b of [quiet, moving, cancelling]) await expect(block.getByTestId(`conflict-${b.id}`)).toContainText('needs a new time', { timeout: 30_000 });
  await expect(block.getByTestId(`conflict-${noMail.id}`)).toContainText('needs a new time: call them');
  await expect(block.getByRole('button', { name: 'Ask to Reschedule' })).toHaveCount(0);

  // Meanwhile the office moves one out of the block and another customer cancels.
  const office = await signedInClient('admin');
  try {
    await office.call<StaffRescheduleBookingInput, StaffRescheduleBookingOutput>('staffRescheduleBooking', {
      id: moving.id,
      mutation_id: randomUUID(),
      booking_date: day(4),
      booking_time: '8:00 AM',
    });
    await office.call<UpdateBookingStatusInput, UpdateBookingStatusOutput>('updateBookingStatus', { id: cancelling.id, status: 'cancelled', mutation_id: randomUUID() });
  } finally {
    await office.close();
  }
  expect(await storedBooking(moving.id)).toMatchObject({ booking_time: '8:00 AM', reschedule_request: null });

  // Another admin phone, a fresh device: the same list, each where it stands now.
  const other = await browser.newContext({ ...test.info().project.use });
  try {
    const phone = await other.newPage();
    await signIn(phone, 'admin');
    const blocks = await openBlocks(phone);
    const same = blocks.getByTestId('block-list').getByRole('listitem').filter({ hasText: `Rain (${tag})` });
    await expect(same.getByTestId('block-bookings')).toContainText('2 bookings are inside this block', { timeout: 30_000 });
    await expect(same.getByTestId(`conflict-${quiet.id}`)).toContainText('needs a new time');
    await expect(same.getByTestId(`conflict-${noMail.id}`)).toContainText('needs a new time: call them');
    await expect(same.getByTestId(`conflict-${moving.id}`)).toContainText(`moved to ${formatDate(day(4))} 8:00 AM`);
    await expect(same.getByTestId(`conflict-${cancelling.id}`)).toContainText('cancelled');
    // Each opens its details, the moved one too.
    await same.getByTestId(`conflict-${moving.id}`).getByRole('button').click();
    const details = phone.getByRole('dialog', { name: /^Booking / });
    await expect(details).toContainText(moving.name);
    await expect(details).toContainText('Rescheduled');
  } finally {
    await other.close();
  }
  // And on the first phone, without reopening, the same.
  await expect(block.getByTestId(`conflict-${moving.id}`)).toContainText('moved to', { timeout: 30_000 });
  await expect(block.getByTestId(`conflict-${cancelling.id}`)).toContainText('cancelled');
});
