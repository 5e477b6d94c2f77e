// Job photos in a parkade, on the crew's phone: with no signal, two photos
// taken on a job through the file chooser and a condition ticked show at once,
// and are still there after a reload with no signal; on reconnect both reach
// Storage once (one object per photo, read with the Admin SDK), show on a
// second signed-in device (asked for again there after a failed first fetch),
// and the After photo the crew shared shows on the customer's manage page. A
// file that is not a picture gets its message and nothing is queued. Phone
// project only. Day: 131 ahead on crew 9 (no other test books it).
import sharp from 'sharp';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Locator, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, manageLinkOf, openBookingDetails, signIn, storedBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';
import { waitForServiceWorkerControl } from './pwa-support';
import { PHOTO_MESSAGES } from '../../src/domain/photos/photo-bytes';
import { PROJECT_ID } from '../../scripts/stack/ports';


test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'addJobPhoto', 'updateJobPhoto', 'setConditionCheck', 'jobPhotoLinks', 'getMyBooking', 'photo']));

function bucket() {
  const app =
    getApps().find((a) => a.name === 'e2e-photos') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID, storageBucket: process.env.STACK_STORAGE_BUCKET! }, 'e2e-photos');
  return getStorage(app).bucket();
}

/** A phone-like JPEG made by sharp: a colour field with a stripe, so two photos differ. */
async function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 2400, height: 200, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r, g, b } } })
    .composite([{ input: stripe, top: 800, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Chooses files through the chooser the Photos section opens (as a tap on a phone does). */
async function takePhotos(page: Page, dialog: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Take or choose photos').click();
  await (await chooser).setFiles(files);
}

/** Every photo thumbnail in `scope` drawn from a real picture (not a broken image). */
async function expectThumbnailsDrawn(scope: Locator, count: number) {
  const images = scope.getByRole('img');
  await expect(images).toHaveCount(count, { timeout: 30_000 });
  await expect.poll(() => images.evaluateAll((els) => els.filter((e) => (e as HTMLImageElement).naturalWidth > 0).length), { timeout: 30_000 }).toBe(count);
}

test.describe('job photos on the crew’s phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the crew takes photos on a phone: phone project only');
  test.use({ serviceWorkers: 'allow' });

  test('taken with no signal they show at once and after a reload, reach Storage once on reconnect, show on another device, and a shared After photo reaches the customer', async ({ page, context, browser }) => {
    const job = await createBooking({ dayOffset: 131, time: '9:00 AM', status: 'confirmed', group: 'photos' });
    await signIn(page, 'staff');
    // The reload below happens with no signal: the service worker must serve the app.
    await waitForServiceWorkerControl(page, { navigatedWhileInstalling: true });
    let dialog = await openBookingDetails(page, job.name);
    await expect(dialog.getByTestId('job-photos')).toContainText('No photos yet.');

    await goOffline(context);
    // The condition check first: scratches on the rear bumper.
    const condition = dialog.getByTestId('condition-check');
    await condition.getByText('Scratches', { exact: true }).click();
    await condition.getByRole('textbox', { name: 'Note (optional)' }).fill('Rear bumper');
    await condition.getByRole('button', { name: 'Save condition check' }).click();
    await expect(condition.getByTestId('condition-state')).toHaveText('Waiting to save', { timeout: 30_000 });

    const photos = dialog.getByTestId('job-photos');
    await photos.getByRole('group', { name: 'Photo tag' }).getByRole('button', { name: 'Before' }).click();
    await takePhotos(page, dialog, [{ name: 'before.jpg', mimeType: 'image/jpeg', buffer: await jpeg(180, 40, 40) }]);
    await photos.getByRole('group', { name: 'Photo tag' }).getByRole('button', { name: 'After' }).click();
    await photos.getByRole('textbox', { name: 'Caption (optional)' }).fill('Seats like new');
    await takePhotos(page, dialog, [{ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 40, 180) }]);

    const list = photos.getByTestId('photo-list');
    await expect(list.getByTestId('job-photo')).toHaveCount(2, { timeout: 30_000 });
    await expect(list.getByTestId('photo-state')).toHaveText(['Waiting to upload', 'Waiting to upload']);
    await expectThumbnailsDrawn(list, 2);
    // Shared while still waiting: the share goes after the photo, and the customer sees it once it is uploaded.
    await list.getByRole('button', { name: 'Share with customer' }).click();
    await expect(list.getByTestId('photo-state').nth(1)).toHaveText('Waiting to upload · Will be shared once uploaded');

    // The app closed and opened again, still with no signal: nothing is lost.
    await page.reload();
    dialog = await openBookingDetails(page, job.name);
    const again = dialog.getByTestId('photo-list');
    await expect(again.getByTestId('photo-state')).toHaveText(['Waiting to upload', 'Waiting to upload · Will be shared once uploaded']);
    await expectThumbnailsDrawn(again, 2);
    await expect(dialog.getByTestId('condition-state')).toHaveText('Waiting to save');
    expect((await storedBooking(job.id))?.photos ?? []).toEqual([]);

    await goOnline(context);
    await expect(again.getByTestId('photo-state')).toHaveText(['Uploaded', 'Uploaded · Shared with the customer'], { timeout: 60_000 });
    await expect(dialog.getByTestId('condition-state')).toContainText('Checked', { timeout: 30_000 });
    // The share is its own queued change after the photo's: "Shared" above may still be the
    // device's projection of it, so wait for the server to have both photos and the share.
    const storedPhotos = async () =>
      (((await storedBooking(job.id))?.photos ?? []) as { tag: string; shared: boolean; caption: string | null }[]).map((p) => [p.tag, p.shared, p.caption]).sort();
    await expect
      .poll(storedPhotos, { timeout: 30_000 })
      .toEqual([
        ['after', true, 'Seats like new'],
        ['before', false, null],
      ]);
    const stored = (await storedBooking(job.id))!;
    expect(stored.condition_check).toMatchObject({ items: ['scratches'], note: 'Rear bumper' });
    const [objects] = await bucket().getFiles({ prefix: `jobs/${job.id}/` });
    expect(objects.map((o) => o.name).sort()).toEqual((stored.photos as { id: string }[]).map((p) => `jobs/${job.id}/${p.id}`).sort());

    // The office's phone, signed in on its own: both photos load through their links, the
    // first attempt at each lost to a dead spot and both asked for again with the job still open.
    const office = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      const other = await office.newPage();
      let refused = 0;
      await other.route('**/photos/**', (route) => (refused++ < 2 ? route.abort('connectionreset') : route.fallback()));
      await signIn(other, 'admin');
      const otherDialog = await openBookingDetails(other, job.name);
      const otherList = otherDialog.getByTestId('photo-list');
      await expect(otherList.getByTestId('photo-state')).toHaveText(['Uploaded', 'Uploaded · Shared with the customer'], { timeout: 30_000 });
      await expectThumbnailsDrawn(otherList, 2);
      expect(refused, 'both photos were refused once, then asked for again').toBeGreaterThanOrEqual(4);
      await expect(otherDialog.getByTestId('booking-history')).toContainText('Condition check');
    } finally {
      await office.close();
    }

    // The customer's manage page shows the shared After photo, and only it.
    const customer = await browser.newContext();
    try {
      const manage = await customer.newPage();
      await manage.goto(await manageLinkOf(job.id));
      const shared = manage.getByTestId('managed-photos');
      await expect(shared.getByRole('img')).toHaveCount(1, { timeout: 30_000 });
      await expect(shared.getByRole('img', { name: 'After photo: Seats like new' })).toBeVisible();
      await expectThumbnailsDrawn(shared, 1);
    } finally {
      await customer.close();
    }
  });

  test('a file that is not a picture gets its message and nothing is queued', async ({ page }) => {
    const job = await createBooking({ dayOffset: 131, time: '1:00 PM', status: 'confirmed', group: 'not a photo' });
    await signIn(page, 'staff');
    const dialog = await openBookingDetails(page, job.name);
    await takePhotos(page, dialog, [{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') }]);
    await expect(dialog.getByTestId('photo-problems')).toHaveText(`invoice.pdf: ${PHOTO_MESSAGES.notImage}`, { timeout: 30_000 });
    await expect(dialog.getByTestId('job-photos')).toContainText('No photos yet.');
    await expect(page.getByTestId('last-synced')).not.toContainText('waiting to sync');
    expect(await page.evaluate(async () => {
      const open = indexedDB.open('coastline-detailing');
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = (store: string) =>
        new Promise<number>((resolve, reject) => {
          const req = idb.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      const counts = { outbox: await count('outbox'), photoFiles: await count('photoFiles') };
      idb.close();
      return counts;
    })).toEqual({ outbox: 0, photoFiles: 0 });
  });
});
