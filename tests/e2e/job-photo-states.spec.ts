// What a job's photos say on the crew's 390 px phone: an upload the server
// fails says it is trying again and why, then uploads by itself; a photo taken
// as Before is tagged After; Remove asks first (keeping it is the first
// answer); an After photo shared before it is uploaded says it will be shared
// once uploaded; and one the server refuses (the booking's details were
// erased meanwhile) says why in the server's words, not an HTTP status.
// Phone project only. Day: 6 ahead at 9:00 AM, on crew-9 locks (no real
// crew's time is taken), inside the window the staff phone's listener holds.
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, openBookingDetails, signIn, storedBooking, updateStoredBooking } from './support/staff';
import { goOffline, goOnline } from './support/network';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'addJobPhoto', 'updateJobPhoto', 'removeJobPhoto', 'jobPhotoLinks']));

const PHONE_WIDTH_PX = 390;

async function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function takePhoto(page: Page, dialog: Locator, tag: 'Before' | 'After', colour: [number, number, number]) {
  const photos = dialog.getByTestId('job-photos');
  await photos.getByRole('group', { name: 'Photo tag' }).getByRole('button', { name: tag }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Take or choose photos').click();
  await (await chooser).setFiles([{ name: `${tag.toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(...colour) }]);
}

/** A line as a person reads it: on the screen, nothing of it cut. */
async function expectReadable(line: Locator) {
  await line.scrollIntoViewIfNeeded();
  const box = (await line.boundingBox())!;
  expect(box.x + box.width, 'the line ends on the screen').toBeLessThanOrEqual(PHONE_WIDTH_PX);
  expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the line is not cut').toBe(true);
}

const storedPhotos = async (id: string) => (((await storedBooking(id))?.photos ?? []) as { tag: string; shared: boolean }[]).map((p) => `${p.tag}${p.shared ? ' shared' : ''}`);

test('a job’s photos say where they stand: retrying and why, tagged again, removed only when asked twice, shared once uploaded, refused in words', async ({ page, context }, info) => {
  const job = await createBooking({ dayOffset: 6, time: '9:00 AM', status: 'confirmed', group: 'photo states' });
  await signIn(page, 'staff');
  const dialog = await openBookingDetails(page, job.name);
  const list = dialog.getByTestId('photo-list');
  const photo = list.getByTestId('job-photo');
  const state = photo.getByTestId('photo-state');

  // The server fails the upload (an error of its own, not a refusal): the photo says so, and tries again by itself.
  await page.route('**/addJobPhoto', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': route.request().headers()['origin'] ?? '*' },
      body: JSON.stringify({ error: { status: 'INTERNAL', message: 'INTERNAL' } }),
    });
  });
  await takePhoto(page, dialog, 'Before', [180, 40, 40]);
  await expect(state).toHaveText('Waiting to upload: the server had a problem, trying again', { timeout: 30_000 });
  await expectReadable(state);
  await page.unroute('**/addJobPhoto');
  await expect(state).toHaveText('Uploaded', { timeout: 60_000 });

  // Taken as Before, it shows the finished job: tagged After, on the phone and on the server.
  const tags = photo.getByRole('group', { name: /^Tag: / });
  await expect(tags.getByRole('button', { name: 'Before' })).toHaveAttribute('aria-pressed', 'true');
  await tags.getByRole('button', { name: 'After' }).click();
  await expect(tags.getByRole('button', { name: 'After' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tags.getByRole('button', { name: 'Before' })).toHaveAttribute('aria-pressed', 'false');
  await expect(photo).toContainText('After photo');
  await expect.poll(() => storedPhotos(job.id), { timeout: 30_000 }).toEqual(['after']);
  await photo.getByRole('button', { name: 'Share with customer' }).click();
  await expect(state).toHaveText('Uploaded · Shared with the customer');
  await expect.poll(() => storedPhotos(job.id), { timeout: 30_000 }).toEqual(['after shared']);

  // Remove asks first; keeping it is the first answer.
  await photo.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this photo?' });
  await expect(confirm).toContainText('the customer no longer sees it');
  await expect(confirm.getByRole('button', { name: 'Keep Photo' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep Photo' }).click();
  await expect(confirm).toBeHidden();
  await expect(photo).toHaveCount(1);
  await photo.getByRole('button', { name: /^Remove / }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(photo).toHaveCount(0);
  await expect.poll(() => storedPhotos(job.id), { timeout: 30_000 }).toEqual([]);

  // With no signal: an After photo shared before it is uploaded is not seen by the customer yet, and says so.
  await goOffline(context);
  await takePhoto(page, dialog, 'After', [40, 40, 180]);
  await expect(state).toHaveText('Waiting to upload', { timeout: 30_000 });
  await photo.getByRole('button', { name: 'Share with customer' }).click();
  await expect(state).toHaveText('Waiting to upload · Will be shared once uploaded');
  await expectReadable(state);
  await info.attach('job photos waiting to upload', { body: await page.screenshot(), contentType: 'image/png' });

  // Meanwhile the customer's details are erased: back online, the server refuses the photo, and the phone says why in words.
  await updateStoredBooking(job.id, { anonymized_at: Timestamp.now() });
  await goOnline(context);
  await expect(state).toHaveText('Not uploaded: This booking was deleted or its personal details were erased: photos can no longer be added', { timeout: 60_000 });
  await expectReadable(state);
  await expect(page.getByText('Photo not uploaded').first()).toBeVisible();
  await expect(page.getByText(/\[\d{3}\]/)).toHaveCount(0);
  await info.attach('job photo refused', { body: await page.screenshot(), contentType: 'image/png' });
});
