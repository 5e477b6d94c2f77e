// A maintenance plan set up by staff on a 390 px phone: from a completed job's
// card, Set Up Plan (every 2 weeks) checks the next six visits with the server
// before anything is made (with no signal it says so and makes nothing); the
// fourth, on a time both crews already have, says so and offers the nearest
// free time; taken, the check runs again and every visit fits. Create Plan books the visits that fall within 8 weeks, and the
// dashboard marks each as a plan visit, the fourth at the time offered; a
// visit's details show the plan and its next visits, and skipping that visit
// (after a question) cancels it alone. The customer opens the plan's e-mail on
// their phone, skips the first visit from its manage link, and the dashboard
// shows it cancelled.
//
// Phone project only (playwright.config.ts). Days: the completed job 3 days
// ago (crew-9 locks, clashing with nothing); the plan's visits on days 11, 25,
// 39 and 53 from today (the seed is today-3..today+5; testDate slot 2 and
// slot 16 take 25 and 53 on the desktop project only, whose specs using them
// run on phones alone), so no other spec books a real crew on those days.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, findBooking, signIn } from './support/staff';
import { goOffline, goOnline } from './support/network';
import { waitForMail } from '../integration/support/inbox';
import { PROJECT_ID } from '../../scripts/stack/ports';
import { formatDate } from '../../src/features/staff/booking-format';
import { addDaysToDate, businessToday, labelToMinutes, occupiedHalfHours, slotLockId } from '../../src/domain/schedule/schedule';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'previewPlan', 'createPlan', 'getPlan']));

function serverDb() {
  const app = getApps().find((a) => a.name === 'e2e-plans') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'e2e-plans');
  return getFirestore(app);
}

/** A confirmed two-hour job on a real crew, with that crew's locks: the time is taken for that crew. */
async function takeCrew(date: string, time: string, crew: number, tag: string): Promise<void> {
  const db = serverDb();
  const id = randomUUID();
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(db.collection('bookings').doc(id), {
    id,
    customer_name: `Plan Blocker ${tag} ${crew}`,
    customer_email: null,
    customer_phone: '604-555-0199',
    service_name: 'Interior Detailing',
    booking_date: date,
    booking_time: time,
    vehicle_type: 'sedan',
    vehicle_size: null,
    vehicle_make: null,
    vehicle_model: null,
    comments: null,
    service_street: '9 Blocker Ave',
    service_city: 'burnaby',
    service_postal_code: null,
    total_price: 195,
    duration_min: 120,
    status: 'confirmed',
    crew,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    reminder_sent_at: null,
  });
  for (const minute of occupiedHalfHours(labelToMinutes(time)!, 120)) {
    batch.set(db.collection('slotLocks').doc(slotLockId(date, minute, crew)), { booking_id: id, date, minute, crew });
  }
  await batch.commit();
}

async function inPhoneWidth(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  expect(b!.x).toBeGreaterThanOrEqual(0);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  return b!;
}

test('staff set up a plan from a completed job: the preview shows a full visit and its nearest free time, and the visits are booked and marked', async ({ page, context, browser }) => {
  const today = businessToday(new Date());
  const job = await createBooking({ dayOffset: -3, time: '10:00 AM', status: 'completed', group: 'plan' });
  const visitDays = [11, 25, 39, 53].map((n) => addDaysToDate(today, n));
  // Both crews have the fourth visit's time.
  const tag = job.id.slice(0, 6);
  await takeCrew(visitDays[3], '10:00 AM', 1, tag);
  await takeCrew(visitDays[3], '10:00 AM', 2, tag);

  await signIn(page, 'staff');
  await findBooking(page, job.name);
  await page.getByTestId(`booking-${job.id}`).getByRole('button', { name: `View booking of ${job.name}` }).click();
  const details = page.getByRole('dialog', { name: /^Booking / });
  await expect(details).toBeVisible();
  // The customer's card offers a plan from this job too (no plan of theirs yet).
  await expect(details.getByRole('button', { name: `Set Up Plan from ${formatDate(addDaysToDate(today, -3))}` })).toBeVisible();
  await details.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Set Up Plan' }).click();

  const setup = page.getByRole('dialog', { name: 'Set Up Plan' });
  await expect(setup).toBeVisible();
  // Prefilled from the job: its time, every 4 weeks, the plan price for a car ($195 less 10 %).
  await expect(setup.getByLabel('Start time')).toHaveValue('10:00 AM');
  await expect(setup.getByLabel('How often')).toHaveValue('weeks:4');
  await expect(setup.getByLabel('Price per visit ($)')).toHaveValue('176');
  // With no signal nothing is checked, and nothing is made unchecked.
  await goOffline(context);
  await expect(setup.getByTestId('plan-preview-state')).toHaveText('The preview needs a connection: connect to check the visits before the plan is made.');
  await setup.getByRole('button', { name: 'Create Plan' }).click();
  await expect(setup.getByRole('alert')).toHaveText('The preview needs a connection: connect to check the visits before the plan is made.');
  await expect(setup).toBeVisible();
  await goOnline(context);

  await setup.getByLabel('How often').selectOption({ label: 'Every 2 weeks' });
  await expect(setup.getByLabel('First date')).toHaveValue(visitDays[0]);

  // The server's check of the next six visits: three fit, the fourth is full and offers another time.
  const visits = setup.getByTestId('plan-preview-visits').getByRole('listitem');
  await expect(visits).toHaveCount(6, { timeout: 60_000 });
  for (let i = 0; i < 3; i++) await expect(visits.nth(i)).toContainText(`${formatDate(visitDays[i])} 10:00 AM`);
  for (let i = 0; i < 3; i++) await expect(visits.nth(i)).toContainText('Fits');
  const fourth = visits.nth(3);
  await expect(fourth).toContainText(`${formatDate(visitDays[3])} 10:00 AM`);
  await expect(fourth).toContainText('Full: both crews are booked');
  const nearest = fourth.getByRole('button', { name: /^Nearest free: / });
  await expect(nearest).toBeVisible();
  await nearest.scrollIntoViewIfNeeded();
  const nearestBox = await inPhoneWidth(nearest);
  expect(nearestBox.height).toBeGreaterThanOrEqual(44);
  const altDate = (await nearest.getAttribute('data-date'))!;
  const altTime = (await nearest.getAttribute('data-time'))!;
  await expect(nearest).toHaveText(`Nearest free: ${formatDate(altDate)} ${altTime}`);
  expect(altTime).not.toBe('10:00 AM');

  // Taken: the plan starts at that time (the same day: only the time moves) and every visit is checked again.
  expect(altDate).toBe(visitDays[3]);
  await nearest.click();
  await expect(setup.getByLabel('Start time')).toHaveValue(altTime);
  await expect(fourth).toContainText(`${formatDate(visitDays[3])} ${altTime}`, { timeout: 60_000 });
  await expect(fourth).toContainText('Fits');
  await expect(setup.getByText('Full: both crews are booked')).toHaveCount(0);

  await setup.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByText('Plan created: its visits are being booked')).toBeVisible({ timeout: 60_000 });
  await expect(setup).toBeHidden();
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The job and the four visits within 8 weeks, each marked as a plan visit, at the time taken.
  await page.getByLabel('Search bookings').fill(job.name);
  await expect(page.getByTestId('shown-count')).toHaveText(/^5 of /, { timeout: 60_000 });
  await page.getByLabel('Sort by').selectOption({ label: 'Sort by Date' });
  await expect(page.getByTestId(`booking-${job.id}`).getByTestId('plan-visit')).toHaveCount(0);
  for (const day of visitDays) {
    const card = page.getByRole('listitem').filter({ hasText: `${formatDate(day)} · ${altTime}` });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('plan-visit')).toBeVisible();
    await expect(card.getByTestId('plan-visit')).toHaveText('Plan');
    await inPhoneWidth(card.getByTestId('plan-visit'));
  }

  // The fourth visit's details: the plan in words, its next visits with this one marked.
  const fourthCard = page.getByRole('listitem').filter({ hasText: `${formatDate(visitDays[3])} · ${altTime}` });
  await fourthCard.getByRole('button', { name: /^View booking of / }).click();
  const plan = details.getByTestId('plan-section');
  await expect(plan).toBeVisible();
  await expect(plan.getByTestId('plan-summary')).toContainText(`Every 2 weeks on`, { timeout: 60_000 });
  await expect(plan.getByTestId('plan-summary')).toContainText(`at ${altTime}`);
  await expect(plan.getByTestId('plan-summary')).toContainText('$176.00 per visit');
  await expect(plan.getByTestId('plan-visits').locator('[aria-current="true"]')).toContainText(`${formatDate(visitDays[3])} ${altTime} (this visit)`);
  await plan.scrollIntoViewIfNeeded();
  await inPhoneWidth(plan.getByRole('button', { name: 'End Plan' }));
  // A customer with a plan's visit to come is not offered a second plan from their card.
  await expect(details.getByRole('button', { name: /^Set Up Plan from / })).toHaveCount(0);

  // This visit only: skipped after a question, the plan's other visits left as they are.
  await plan.getByRole('button', { name: 'Skip This Visit' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Skip this visit?' });
  await expect(ask).toContainText(`${formatDate(visitDays[3])} at ${altTime} is cancelled`);
  await ask.getByRole('button', { name: 'Skip Visit' }).click();
  await expect(page.getByText(`Visit of ${formatDate(visitDays[3])} skipped`)).toBeVisible({ timeout: 60_000 });
  await expect(details.getByText('cancelled', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(plan.getByRole('button', { name: 'Skip This Visit' })).toHaveCount(0);
  await expect(plan.getByTestId('plan-visits').getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  await expect(plan.getByTestId('plan-visits')).not.toContainText(formatDate(visitDays[3]));

  // The customer's phone: the plan's e-mail opens the first visit with their plan, and they skip it there.
  const [mail] = await waitForMail(job.email, /^Your maintenance plan$/, 60_000);
  const link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, "the plan's e-mail carries the first visit's manage link").toBeTruthy();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const customer = await phone.newPage();
    await customer.goto(link!);
    await customer.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const mine = customer.getByRole('region', { name: 'Your plan' });
    await expect(mine.getByTestId('plan-visit').first()).toContainText(`(this visit)`, { timeout: 30_000 });
    await mine.getByRole('button', { name: 'Skip This Visit' }).click();
    await customer.getByRole('alertdialog', { name: 'Skip this visit?' }).getByRole('button', { name: 'Yes, Skip This Visit' }).click();
    await expect(mine.getByTestId('plan-change-done')).toContainText('This visit is skipped.', { timeout: 60_000 });
  } finally {
    await phone.close();
  }

  // The dashboard hears of it: the first visit is cancelled; the second and third stay booked.
  await details.getByRole('button', { name: 'Close' }).first().click();
  const cardOn = (date: string) => page.getByRole('listitem').filter({ hasText: `${formatDate(date)} · ${altTime}` });
  await expect(cardOn(visitDays[0]).getByText('cancelled', { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const date of visitDays.slice(1, 3)) await expect(cardOn(date).getByText('cancelled', { exact: true })).toHaveCount(0);
});
