// What a customer's phone keeps of their booking once the business takes it
// back: a job photo the crew stops sharing does not show again, not even with
// no signal, and an erased booking leaves nothing on the device (its name
// nowhere in IndexedDB, /my-bookings empty) while the manage page says it can't
// be found. At no point does Cache Storage hold a job photo (/photos/…): the
// service worker never caches them. Links come from the confirmation e-mails.
// Phone project only. Day: testDate slot 14 (no other test books it).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { chooseService, fillDetails, openWizard, pickDate, pickTime, testDate, uniqueEmail, warmCallables } from './booking-helpers';
import { waitForServiceWorkerControl } from './pwa-support';
import { goOffline, goOnline } from './support/network';
import { bookOnline, bookingIdOf, manageLinkFromInbox } from './support/manage-link';
import { setStoredStatus } from './support/staff';
import { signedInClient } from '../integration/support/staff-fixtures';
import type { TestClient } from '../integration/support/client';
import type { AddJobPhotoInput, UpdateJobPhotoInput } from '../../src/domain/photos/job-photos';
import { NOT_FOUND_MESSAGE } from '../../src/domain/booking/manage-messages';

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => warmCallables(['getAvailability', 'createBooking', 'getMyBooking', 'addJobPhoto', 'updateJobPhoto', 'anonymizeBooking', 'photo']));
test.use({ serviceWorkers: 'allow' });

/** The crew's After photo of the job, shared with the customer (as the crew's phone sends it). */
async function sharePhoto(staff: TestClient, bookingId: string, caption: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e86c1' } }).jpeg().toBuffer();
  const input: AddJobPhotoInput = {
    booking_id: bookingId,
    photo_id: randomUUID(),
    tag: 'after',
    caption,
    taken_at: new Date().toISOString(),
    content_type: 'image/jpeg',
    data: jpeg.toString('base64'),
  };
  await staff.call('addJobPhoto', input);
  await setShared(staff, bookingId, input.photo_id, true);
  return input.photo_id;
}

function setShared(staff: TestClient, bookingId: string, photoId: string, shared: boolean) {
  return staff.call<UpdateJobPhotoInput, unknown>('updateJobPhoto', { booking_id: bookingId, photo_id: photoId, shared });
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });
}

/**
 * The job photos in Cache Storage, read once the worker has cached an image the
 * page asked for after them: by then it has handled the photos too (an earlier
 * worker cached those with every other image).
 */
async function cachedPhotos(page: Page): Promise<string[]> {
  const later = `/screenshots/wide.png?after=${randomUUID()}`;
  await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
  }, later);
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(later)), { timeout: 30_000 }).toBe(true);
  return (await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/photos/'));
}

/** Everything the origin's IndexedDB databases hold, as text (a file's bytes are not read). */
function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T,>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const out: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) out[`${name}/${store}`] = await request(db.transaction(store).objectStore(store).getAll());
      db.close();
    }
    return JSON.stringify(out);
  });
}

/** The shared photo on the manage page, drawn at its size inside a phone's width. */
async function expectPhotoShown(page: Page, name: string) {
  const photo = page.getByTestId('managed-photos').getByRole('img', { name });
  await expect(photo).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([120, 120]);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('a customer’s phone after the business takes data back', () => {
  let staff: TestClient;
  test.beforeAll(async () => {
    staff = await signedInClient('staff');
  });
  test.afterAll(async () => {
    await staff?.close();
  });

  test('a photo the crew stops sharing is never cached, does not show with no signal, and leaves the stored booking', async ({ page, context }, info) => {
    const email = uniqueEmail('unshared');
    await bookOnline(email, testDate(info, 14), '1:00 PM');
    const link = await manageLinkFromInbox(email);
    const id = bookingIdOf(link);
    const photoId = await sharePhoto(staff, id, 'Wheels like new');

    await page.goto(link);
    await waitForServiceWorkerControl(page);
    // Loaded again, the photo comes through the worker.
    await page.reload();
    await expectPhotoShown(page, 'After photo: Wheels like new');
    expect(await cachedPhotos(page)).toEqual([]);

    await setShared(staff, id, photoId, false);
    // No signal: the page shows the booking as last seen, which still lists the photo, and nothing on the device has it.
    await goOffline(context);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(page.getByText("You're offline: this is your booking as last seen on this device.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('managed-when')).toContainText('at 1:00 PM');
    await expect(page.getByRole('img', { name: 'After photo: Wheels like new' })).toHaveCount(0, { timeout: 30_000 });

    // Back online: the server's answer no longer lists it, and the stored booking lets it go.
    await goOnline(context);
    await page.reload();
    await expect(page.getByTestId('managed-when')).toContainText('at 1:00 PM', { timeout: 30_000 });
    await expect(page.getByTestId('manage-unreachable')).toHaveCount(0);
    await expect(page.getByTestId('managed-photos')).toHaveCount(0);
    await expect.poll(() => indexedDbText(page), { timeout: 30_000 }).not.toContain(photoId);
    expect(await cachedPhotos(page)).toEqual([]);
  });

  test('an erased booking leaves nothing on the device, and its link says it can’t be found', async ({ page }, info) => {
    const email = uniqueEmail('erased');
    const name = `Erase ${randomUUID().slice(0, 6)}`;
    // Made on this phone, so /my-bookings lists it too.
    await openWizard(page);
    await chooseService(page);
    await pickDate(page, testDate(info, 14));
    await pickTime(page, '10:00 AM');
    await fillDetails(page, name, email);
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 40_000 });
    const link = await manageLinkFromInbox(email);
    const id = bookingIdOf(link);
    await sharePhoto(staff, id, 'Seats like new');

    await page.goto(link);
    await waitForServiceWorkerControl(page, { navigatedWhileInstalling: true });
    await page.reload();
    await expectPhotoShown(page, 'After photo: Seats like new');
    expect(await cachedPhotos(page)).toEqual([]);
    expect(await indexedDbText(page), 'the phone keeps the booking while it is the customer’s').toContain(name);

    // The job is done, and the customer asked the business to erase their details.
    await setStoredStatus(id, 'completed');
    const admin = await signedInClient('admin');
    try {
      await admin.call('anonymizeBooking', { id });
    } finally {
      await admin.close();
    }

    await page.reload();
    const notFound = page.getByTestId('manage-not-found');
    await expect(notFound).toHaveText(NOT_FOUND_MESSAGE, { timeout: 30_000 });
    const box = (await notFound.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.getByTestId('managed-booking')).toHaveCount(0);
    // The stores that still hold a trace, so a failure names where it stayed.
    const holding = async (trace: string) =>
      Object.entries(JSON.parse(await indexedDbText(page)) as Record<string, unknown>)
        .filter(([, rows]) => JSON.stringify(rows).includes(trace))
        .map(([store]) => store);
    await expect.poll(() => holding(name), { timeout: 30_000 }).toEqual([]);
    for (const trace of [email, '/photos/', 'Seats like new']) expect(await holding(trace), trace).toEqual([]);
    expect(await cachedPhotos(page)).toEqual([]);

    await page.goto('/my-bookings');
    await expect(page.getByTestId('my-bookings-empty')).toBeVisible({ timeout: 30_000 });
  });
});
