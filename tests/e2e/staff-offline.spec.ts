import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { FIREBASE_REGION } from '../../src/config/firebase-region';
import type { StaffRole } from '../../scripts/stack/staff-role';
import { confirmBookingWhileCallablesFail, createBooking, findBooking, setStoredStatus, signIn, storedBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';

test.describe.configure({ timeout: 120_000 });
// Cold function workers take many seconds on a loaded machine: start them before the first sign-in pulls.
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

/** A pending booking the admin (or `role`) confirms while the callables cannot be reached (the page itself and Auth still load). */
async function confirmWhileUnreachable(page: Page, dayOffset?: number, role: StaffRole = 'admin') {
  const job = await createBooking({ status: 'pending', dayOffset });
  await signIn(page, role);
  await confirmBookingWhileCallablesFail(page, job.name);
  return job;
}

test.describe('a change queued on the crew’s phone', () => {
  // The queue and its rollback are the same on every screen; the crew in an
  // underground garage is on a phone: phone project only.
  test.skip(({ isMobile }) => !isMobile, 'viewport-independent: phone project only');

  test('a status change made while the server is unreachable survives a reload, marked pending, and is stored once it is back', async ({ page }) => {
    const job = await confirmWhileUnreachable(page);

    await page.reload();
    await findBooking(page, job.name);
    const row = page.getByTestId(`booking-${job.id}`);
    await expect(row).toContainText('confirmed');
    await expect(row).toContainText('pending sync');
    await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
    expect((await storedBooking(job.id))?.status).toBe('pending');

    await page.unroute(`**/${FIREBASE_REGION}/**`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).not.toContainText('pending sync', { timeout: 30_000 });
    await expect(row).toContainText('confirmed');
    await expect.poll(async () => (await storedBooking(job.id))?.status).toBe('confirmed');
  });

  test('a change queued offline that the server refuses once back (cancelled meanwhile by someone else) is rolled back with a message', async ({ page }) => {
    const job = await confirmWhileUnreachable(page);
    const row = page.getByTestId(`booking-${job.id}`);
    await expect(row).toContainText('pending sync');

    // Meanwhile another staff member cancels it; a cancelled booking cannot become confirmed.
    await setStoredStatus(job.id, 'cancelled');
    await page.unroute(`**/${FIREBASE_REGION}/**`);
    await page.getByRole('button', { name: 'Refresh' }).click();

    await expect(page.getByText('Failed to update booking status')).toBeVisible({ timeout: 30_000 });
    await expect(row).not.toContainText('pending sync');
    await expect(row).toContainText('cancelled');
    await expect(page.getByTestId('last-synced')).not.toContainText('waiting to sync');
    expect((await storedBooking(job.id))?.status).toBe('cancelled');
  });
});

test.describe('sign-out never drops queued changes', () => {
  // The sign-out rules are the same on every viewport (the header's Sign Out button and one dialog): desktop only.
  test.beforeEach(({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'viewport-independent: desktop project only');
  });

  test('online, sign-out first sends the queued change ("Sending 1 change…") and signs out once the server has it', async ({ page }) => {
    const job = await confirmWhileUnreachable(page);
    // The callables answer again, but only when released: the sending state can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The holding route is registered before the refusing one goes (the newest route runs first): no window
    // in which the outbox's own retry could reach the server before Sign Out is tapped.
    await page.route(
      (url) => url.pathname.includes(`/${FIREBASE_REGION}/`),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.unroute(`**/${FIREBASE_REGION}/**`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Sending 1 change…' })).toBeVisible();
    expect((await storedBooking(job.id))?.status).toBe('pending');
    release();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    expect((await storedBooking(job.id))?.status).toBe('confirmed');
    await expect(page.getByTestId('waiting-changes')).toHaveCount(0);
  });

  test('offline, the dialog says the change has not reached the server; "Stay signed in" keeps it, and it is sent once back online', async ({ page, context }) => {
    const job = await confirmWhileUnreachable(page);
    await goOffline(context);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('1 change made on this device has not reached the server (you are offline).');
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');

    await goOnline(context);
    await page.unroute(`**/${FIREBASE_REGION}/**`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('confirmed');
  });

  test('offline, "Sign out and discard them" names the count, signs out and sends nothing', async ({ page, context }) => {
    // Two days back: the second change, Mark as Completed, needs the job's start behind it.
    const job = await confirmWhileUnreachable(page, -2);
    // A second change to the same booking: two queued.
    await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByTestId('last-synced')).toContainText('2 changes waiting to sync');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await goOffline(context);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('2 changes made on this device have not reached the server (you are offline).');
    await dialog.getByRole('button', { name: 'Sign out and discard them (2 changes)' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    await goOnline(context);
    await page.unroute(`**/${FIREBASE_REGION}/**`);
    // Nothing is left to send: the login page shows no waiting changes, and the server never got them.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByTestId('waiting-changes')).toHaveCount(0);
    expect((await storedBooking(job.id))?.status).toBe('pending');
  });

  test('a change left by a session that ended by itself waits for a signed-in staff member and is sent after signing in again', async ({ page }) => {
    // Two sign-ins, each waiting for a first pull from the local functions.
    test.setTimeout(180_000);
    const job = await confirmWhileUnreachable(page);
    // The session ends without Sign Out (as when a token is revoked): Firebase's stored session is gone.
    // Deleted from a public page, which never opens Firebase, so nothing holds the database open.
    await page.goto('/services');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );
    await page.unroute(`**/${FIREBASE_REGION}/**`);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('waiting-changes')).toContainText('1 change made on this device is waiting for a signed-in staff member.');
    expect((await storedBooking(job.id))?.status).toBe('pending');

    await signIn(page, 'admin');
    await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('confirmed');
    await expect(page.getByTestId('last-synced')).not.toContainText('waiting');
  });
});

test.describe('the stored session', () => {
  // The crew's phone in a garage: the phone project only; the session is the same on every screen.
  test.skip(({ isMobile }) => !isMobile, 'viewport-independent: phone project only');

  /** Firebase Auth's endpoints: the account check on every page load and the token refresh. */
  const AUTH_ENDPOINTS = /\/(identitytoolkit|securetoken)\.googleapis\.com\//;

  test('the dashboard opens at once from the session stored on the phone: while the account check hangs (a change queued there waits to sync), and when the token expired while it had no signal; after Sign Out it is gone', async ({ page }) => {
    // A change made where the server cannot be reached, queued on the phone.
    const job = await confirmWhileUnreachable(page, undefined, 'staff');

    // A connection that says online and carries nothing: Firebase's check of the stored account
    // waits for its own timeout (30 s), and the cached bookings show long before.
    await page.route(AUTH_ENDPOINTS, () => undefined);
    await page.reload();
    await expect(page.getByRole('button', { name: 'All Bookings' })).toBeVisible();
    await findBooking(page, job.name);
    // The page shows the staff member signed in: the queued change waits to sync, not for a sign-in.
    await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
    // Firebase answers once it is reached, and the change is sent.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await findBooking(page, job.name);
    await expect(page.getByTestId('last-synced')).not.toContainText('waiting', { timeout: 30_000 });
    await expect.poll(async () => (await storedBooking(job.id))?.status).toBe('confirmed');

    // The phone slept past its token's hour with no signal: the token cannot be refreshed, and the
    // dashboard still opens as the staff member signed in here. Changed from a public page, which
    // never opens Firebase, so nothing writes the stored session back.
    await page.goto('/services');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(AUTH_ENDPOINTS, (route) => route.abort('internetdisconnected'));
    const expired = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
            const store = tx.objectStore('firebaseLocalStorage');
            const all = store.getAll();
            let changed = 0;
            all.onsuccess = () => {
              for (const record of all.result as { fbase_key: string; value: { stsTokenManager?: { expirationTime: number } } }[]) {
                if (!record.fbase_key.startsWith('firebase:authUser:') || !record.value.stsTokenManager) continue;
                record.value.stsTokenManager.expirationTime = Date.now() - 60_000;
                store.put(record);
                changed += 1;
              }
            };
            tx.oncomplete = () => {
              open.result.close();
              resolve(changed);
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    // Firebase keeps its session in this shape: were it to change, nothing here would have expired.
    expect(expired, "the stored session's token was set to have expired").toBe(1);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'All Bookings' })).toBeVisible();
    await findBooking(page, job.name);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Back in signal: Sign Out ends the stored session too, and the dashboard asks for a sign-in again.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Your staff access has ended')).toHaveCount(0);
  });
});
