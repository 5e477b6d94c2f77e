// Staff devices live: the dashboard listens to Firestore, so another device's
// change shows with no reload, refocus or Refresh; two devices that changed one
// booking offline end with one outcome and one visible conflict on the device
// that lost; a role revoked elsewhere ends access on a signed-in device within
// seconds and keeps its queued changes.
import { devices, type Browser, type Page, type Request } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { addBlockedDay, confirmBookingWhileCallablesFail, createBooking, createStaffAccount, findBooking, setRole, signIn, signInAs, storedBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';
import { paced } from './support/pace';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

/**
 * How long another device may take to show a change once the acting device has it
 * confirmed by the server: 5 s on a quiet machine, at this machine's pace. The
 * listener usually takes well under a second there (`npm run bench:live`). The old
 * pull-only dashboard never updated without a reload, a refocus or Refresh, whatever
 * the wait, and nothing pulls on a timer: a longer wait still tells the two apart.
 */
const SHOWS_WITHIN_MS = paced(5_000);

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  return context.newPage();
}

test('a change on one device shows on the other with no reload: the desktop table and the phone day view, bookings and blocked time', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'two devices in one test (a desktop and a phone context): run once, from the desktop project');
  // Yesterday's: the crew marks it completed, which a job allows once its start has passed.
  const yesterday = addDaysToDate(businessToday(new Date()), -1);
  const job = await createBooking({ status: 'pending', dayOffset: -1, time: '7:30 AM', crew: 2, group: 'live' });

  await signIn(page, 'admin');
  await findBooking(page, job.name);
  const row = page.getByTestId(`booking-${job.id}`);
  await expect(row).toContainText('pending');

  const phone = await phonePage(browser, info.project.use.baseURL);
  try {
    await signIn(phone, 'staff');
    await phone.getByRole('button', { name: 'Day View' }).click();
    await phone.getByLabel('Day', { exact: true }).fill(yesterday);
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
    const blocks = await addBlockedDay(page, { day: rainDay, reason: 'Weather', note: 'Rain (live)' });
    // Other tests' bookings may sit on that day: then the dialog names them first.
    const anyway = blocks.getByRole('button', { name: 'Add Block Anyway' });
    await expect(page.getByText('Blocked time added').or(anyway)).toBeVisible({ timeout: 30_000 });
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByText('Blocked time added')).toBeVisible({ timeout: 30_000 });
    started = Date.now();
    await expect(lane1.getByText('Blocked: Weather')).toBeVisible({ timeout: SHOWS_WITHIN_MS });
    console.log(`[live] desktop's block on the phone's day view after ${Date.now() - started} ms`);
    const rain = blocks.getByTestId('block-list').getByRole('listitem').filter({ hasText: 'Rain (live)' });
    await rain.getByRole('button', { name: 'Remove' }).click();
    await rain.getByRole('button', { name: 'Yes, Remove' }).click();
    await expect(page.getByText('Blocked time removed')).toBeVisible({ timeout: 30_000 });
    await expect(lane1.getByText('Blocked: Weather')).toHaveCount(0, { timeout: SHOWS_WITHIN_MS });
  } finally {
    await phone.context().close();
  }
});

/** Both bookings of this test in the list: its group's name is in both. */
async function listBoth(page: Page, group: string) {
  const search = page.getByLabel('Search bookings');
  if (!(await search.isVisible())) await page.getByRole('button', { name: 'All Bookings' }).click();
  await search.fill(group);
  await expect(page.getByTestId('shown-count')).toHaveText(/^2 of /, { timeout: 30_000 });
}

/**
 * What a device holds of a booking, for a failure's message: whether it believes it is
 * online, its stored server row (status and when the server last changed it) and the
 * kinds waiting in its outbox.
 */
function deviceHolds(page: Page, id: string) {
  return page.evaluate(
    (bookingId) =>
      new Promise<unknown>((resolve) => {
        const req = indexedDB.open('coastline-detailing');
        req.onerror = () => resolve({ error: String(req.error) });
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['bookings', 'outbox']);
          const row = tx.objectStore('bookings').get(bookingId);
          const all = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            const b = row.result as { status?: string; updated_at?: string } | undefined;
            resolve({ online: navigator.onLine, stored: b ? { status: b.status, updated_at: b.updated_at } : null, outbox: (all.result as { kind: string }[]).map((r) => r.kind) });
            db.close();
          };
        };
      }),
    id,
  );
}

/**
 * The requests of a page's Firestore listen channel, for a failure's message: when each was
 * sent (the handshake and sends are POSTs, the back channel that brings the changes a GET),
 * when its answer began, and how it ended.
 */
function listenChannelLog(page: Page): string[] {
  const log: string[] = [];
  const listen = (url: string) => url.includes('/Listen/channel');
  const at = () => new Date().toISOString().slice(11, 23);
  const what = (r: Request) => {
    const q = new URL(r.url()).searchParams;
    return `${r.method()} ${r.resourceType()} RID=${q.get('RID')} AID=${q.get('AID') ?? ''} TYPE=${q.get('TYPE') ?? ''} SID=${(q.get('SID') ?? '').slice(0, 6)}`;
  };
  page.on('request', (r) => listen(r.url()) && log.push(`${at()} sent ${what(r)}`));
  page.on('response', (r) => listen(r.url()) && log.push(`${at()} answer ${r.status()} ${what(r.request())}`));
  page.on('requestfinished', (r) => listen(r.url()) && log.push(`${at()} ended ${what(r)}`));
  page.on('requestfailed', (r) => listen(r.url()) && log.push(`${at()} failed ${r.failure()?.errorText} ${what(r)}`));
  return log;
}

/** A status action from a booking's details dialog, while offline: kept on the device. */
async function actOffline(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `View booking of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online').last()).toBeVisible();
  // Closed with Escape: the toast may come up where the pointer rests from the tap,
  // which holds it (as a hovered toast is held), and on a phone it lies over the
  // dialog's close button, so a click there waits on a toast that never leaves.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('both offline, the office confirms and the crew cancels the same bookings: one outcome on the server, one conflict on the crew\'s phone, and "keep theirs" and "apply mine again" each work', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'two devices in one test (a desktop and a phone context): run once, from the desktop project');
  const group = `conflict${Date.now().toString(36)}`;
  const kept = await createBooking({ status: 'pending', group });
  const again = await createBooking({ status: 'pending', group });

  // Kept for a failure's message: what the office's page said went wrong (a snapshot it could not store,
  // a listener's stream that failed), without the requests that failed while it was offline.
  const officeWarnings: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().includes('ERR_INTERNET_DISCONNECTED')) officeWarnings.push(`${new Date().toISOString()} ${m.text().slice(0, 300)}`);
  });
  const officeChannel = listenChannelLog(page);
  await signIn(page, 'admin');
  await listBoth(page, group);
  const phone = await phonePage(browser, info.project.use.baseURL);
  try {
    await signIn(phone, 'staff');
    await listBoth(phone, group);

    await goOffline(page.context());
    await goOffline(phone.context());
    for (const job of [kept, again]) await actOffline(page, job.name, 'Confirm Booking');
    for (const job of [kept, again]) await actOffline(phone, job.name, 'Cancel Booking');

    // The office reconnects first: its confirms are the outcome.
    await goOnline(page.context());
    for (const job of [kept, again]) await expect.poll(async () => (await storedBooking(job.id))?.status, { timeout: 30_000 }).toBe('confirmed');

    // The crew's phone reconnects: its cancels were made before the confirms, on an older revision.
    await goOnline(phone.context());
    const reconnected = Date.now();
    const notice = (id: string) => phone.getByTestId(`conflict-${id}`);
    for (const job of [kept, again]) {
      await expect(notice(job.id)).toHaveCount(1, { timeout: 30_000 });
      await expect(notice(job.id)).toContainText('admin@example.com (admin) confirmed this at');
      await expect(notice(job.id)).toContainText('while you were offline: your Cancel Booking was not applied');
    }
    const conflictShown = Date.now() - reconnected;
    for (const job of [kept, again]) {
      await expect(phone.getByTestId(`booking-${job.id}`)).toContainText('confirmed', { timeout: SHOWS_WITHIN_MS });
      await expect(page.getByTestId(`booking-${job.id}`)).toContainText('confirmed', { timeout: SHOWS_WITHIN_MS });
    }
    console.log(`[conflict] the phone showed both conflicts ${conflictShown} ms after reconnecting, and the server's state on both devices after ${Date.now() - reconnected} ms`);
    for (const job of [kept, again]) expect((await storedBooking(job.id))?.status, 'one outcome on the server').toBe('confirmed');
    const history = (await storedBooking(kept.id))?.history as { change: string; by: string; from: string | null; to: string | null }[];
    expect(history.map((h) => [h.change, h.by, h.from, h.to])).toEqual([
      ['status', 'admin', 'pending', 'confirmed'],
      ['not-applied', 'staff', 'cancelled', null],
    ]);

    // Keep theirs: the confirm stands and the notice goes.
    await notice(kept.id).getByRole('button', { name: 'Keep Theirs' }).click();
    await expect(notice(kept.id)).toHaveCount(0);
    // Apply mine again: the cancel is sent on the booking as it is now, and the office sees it.
    await notice(again.id).getByRole('button', { name: 'Apply Mine Again' }).click();
    await expect(notice(again.id)).toHaveCount(0);
    await expect.poll(async () => (await storedBooking(again.id))?.status, { timeout: 30_000 }).toBe('cancelled');
    const serverHad = Date.now();
    await expect(page.getByTestId(`booking-${again.id}`))
      .toContainText('cancelled', { timeout: SHOWS_WITHIN_MS })
      .catch(async (error: Error) => {
        const server = await storedBooking(again.id);
        const at = (server?.updated_at as { toDate?: () => Date } | undefined)?.toDate?.().toISOString();
        throw new Error(
          `${error.message}\n\nThe server: ${server?.status} at ${at}. The office's device: ${JSON.stringify(await deviceHolds(page, again.id))}; its last warnings: ${JSON.stringify(officeWarnings.slice(-20))}; its listen channel's last requests: ${JSON.stringify(officeChannel.slice(-30))}`,
        );
      });
    console.log(`[conflict] the office showed the crew's second cancel ${Date.now() - serverHad} ms after the server had it`);
    await expect(phone.getByTestId(`booking-${again.id}`)).toContainText('cancelled');
    expect((await storedBooking(kept.id))?.status).toBe('confirmed');
    await expect(phone.getByTestId('conflicts')).toHaveCount(0);
  } finally {
    await phone.context().close();
  }
});

test("a role revoked while signed in ends access within seconds: the bookings leave the device, its queued change stays", async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the revocation path is the same on every viewport: checked once, on the phone project');
  const member = await createStaffAccount('staff', 'revoked');
  const job = await createBooking({ status: 'pending', group: 'revoke' });
  await signInAs(page, member);

  // A change made while the callables cannot be reached waits in the outbox.
  await confirmBookingWhileCallablesFail(page, job.name);

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
