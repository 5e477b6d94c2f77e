// Staff devices live: the dashboard listens to Firestore, so another device's
// change shows with no reload, refocus or Refresh; a role revoked elsewhere ends
// access on a signed-in device within seconds and keeps its queued changes.
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import { addDaysToDate, businessToday } from '../../src/domain/schedule';
import { createBooking, createStaffAccount, findBooking, setRole, signIn, signInAs, storedBooking } from './support/staff';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

/**
 * How long another device may take to show a change once the acting device has it
 * confirmed by the server. The listener usually takes well under a second here
 * (`npm run bench:live`); the margin is for a loaded machine. The old pull-only
 * dashboard never updated without a reload, a refocus or Refresh, whatever the wait.
 */
const SHOWS_WITHIN_MS = 5_000;

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  return context.newPage();
}

test('a change on one device shows on the other with no reload: the desktop table and the phone day view, bookings and blocked time', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'two devices in one test (a desktop and a phone context): run once, from the desktop project');
  const tomorrow = addDaysToDate(businessToday(new Date()), 1);
  const job = await createBooking({ status: 'pending', dayOffset: 1, time: '7:30 AM', crew: 2, group: 'live' });

  await signIn(page, 'admin');
  await findBooking(page, job.name);
  const row = page.getByTestId(`booking-${job.id}`);
  await expect(row).toContainText('pending');

  const phone = await phonePage(browser, info.project.use.baseURL);
  try {
    await signIn(phone, 'staff');
    await phone.getByRole('button', { name: 'Day View' }).click();
    await phone.getByLabel('Day', { exact: true }).fill(tomorrow);
    const card = phone.getByTestId(`day-job-${job.id}`);
    await expect(card).toContainText('pending', { timeout: 30_000 });

    // The office confirms on the desktop; the crew's phone is not touched.
    await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('confirmed');
    let started = Date.now();
    await expect(card).toContainText('confirmed', { timeout: SHOWS_WITHIN_MS });
    console.log(`[live] desktop's Confirm on the phone's day view after ${Date.now() - started} ms`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    // The crew completes it on the phone; the office's table follows.
    await card.getByRole('button', { name: new RegExp(`^Details of ${job.name}`) }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Mark as Completed' }).click();
    await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('completed');
    started = Date.now();
    await expect(row).toContainText('completed', { timeout: SHOWS_WITHIN_MS });
    console.log(`[live] phone's Mark as Completed in the desktop's table after ${Date.now() - started} ms`);

    // Blocked time added on the desktop shows on the phone's day view of that day, and goes when removed.
    const rainDay = addDaysToDate(businessToday(new Date()), 97);
    await phone.getByLabel('Day', { exact: true }).fill(rainDay);
    const lane1 = phone.getByTestId('lane-1');
    await expect(lane1.getByText('Blocked: Weather')).toHaveCount(0);
    await page.getByRole('button', { name: 'Blocked Time' }).click();
    const blocks = page.getByRole('dialog');
    await blocks.getByLabel('First day').fill(rainDay);
    await blocks.getByLabel('Last day').fill(rainDay);
    await blocks.getByLabel('Reason').selectOption('Weather');
    await blocks.getByLabel('Note').fill('Rain (live)');
    await blocks.getByRole('button', { name: 'Add Block' }).click();
    await expect(page.getByText('Blocked time added')).toBeVisible({ timeout: 30_000 });
    started = Date.now();
    await expect(lane1.getByText('Blocked: Weather')).toBeVisible({ timeout: SHOWS_WITHIN_MS });
    console.log(`[live] desktop's block on the phone's day view after ${Date.now() - started} ms`);
    await blocks.getByTestId('block-list').getByRole('listitem').filter({ hasText: 'Rain (live)' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Blocked time removed')).toBeVisible({ timeout: 30_000 });
    await expect(lane1.getByText('Blocked: Weather')).toHaveCount(0, { timeout: SHOWS_WITHIN_MS });
  } finally {
    await phone.context().close();
  }
});

test("a role revoked while signed in ends access within seconds: the bookings leave the device, its queued change stays", async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the revocation path is the same on every viewport: checked once, on the phone project');
  const member = await createStaffAccount('staff', 'revoked');
  const job = await createBooking({ status: 'pending', group: 'revoke' });
  await signInAs(page, member);
  await findBooking(page, job.name);

  // A change made while the callables cannot be reached waits in the outbox.
  await page.route(`**/${FIREBASE_REGION}/**`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  await setRole(member.uid, null);
  await expect(page.getByText('Your staff access has ended')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId(`booking-${job.id}`)).toHaveCount(0);
  // Signed out where the revoked refresh token is refused (production), or signed in with no role
  // where it is still refreshed (the Auth emulator): either way no bookings and a plain word why.
  await expect(page.getByText('This account has no staff role. Ask the owner to grant one.').or(page.getByRole('button', { name: 'Sign In' }))).toBeVisible();

  const stored = await page.evaluate(
    () =>
      new Promise<{ bookings: number; outbox: string[] }>((resolve, reject) => {
        const req = indexedDB.open('coastline-detailing');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['bookings', 'outbox']);
          const count = tx.objectStore('bookings').count();
          const all = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            resolve({ bookings: count.result, outbox: (all.result as { kind: string }[]).map((r) => r.kind) });
            db.close();
          };
        };
      }),
  );
  expect(stored.bookings, 'no customer data stays on the device').toBe(0);
  expect(stored.outbox, 'the queued change is kept for someone with staff access').toContain('updateBookingStatus');
  expect((await storedBooking(job.id))?.status, 'nothing was sent without a role').toBe('pending');
});
