// src/lib/photos in Chromium: a 12 MP phone photo (made with sharp: stored
// sideways with EXIF orientation 6, a camera make and a GPS position) comes out
// as a JPEG with its long side at 1600 px, turned upright, with no EXIF and no
// GPS; a file that is not an image and a broken JPEG get their clear messages.
// The module has no screen yet: a harness page served by Vite's dev server runs
// it (scripts/bench/photo-harness.ts), as `npm run bench:photos` does.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { PHOTO_MAKE, hasGpsDirectory, phonePhoto, startPhotoHarness } from '../../scripts/bench/photo-harness';

let harness: { url: string; close: () => Promise<void> };
let photo: Buffer;

test.beforeAll(async () => {
  [harness, photo] = await Promise.all([startPhotoHarness(), phonePhoto()]);
});
test.afterAll(async () => {
  await harness?.close();
});

interface Shrunk {
  ok: boolean;
  width?: number;
  height?: number;
  type?: string;
  data?: string;
  name?: string;
  code?: string;
  message?: string;
}

async function shrinkInPage(page: Page, body: Buffer, contentType: string): Promise<Shrunk> {
  await page.route('**/fixture/picked', (route) => route.fulfill({ body, contentType }));
  await page.goto(harness.url);
  await page.waitForFunction(() => (window as unknown as { harnessReady?: boolean }).harnessReady === true);
  return page.evaluate(() => (window as unknown as { shrinkFrom: (url: string) => Promise<Shrunk> }).shrinkFrom('/fixture/picked'));
}

test('a 12 MP phone photo comes out 1600 px on its long side, upright, without EXIF or GPS', async ({ page }) => {
  const input = await sharp(photo).metadata();
  // The photo is what a phone makes: 12 MP stored sideways, with a make and a GPS position.
  expect([input.width, input.height, input.orientation]).toEqual([4000, 3000, 6]);
  expect(input.exif?.includes(PHOTO_MAKE)).toBe(true);
  expect(hasGpsDirectory(input.exif)).toBe(true);

  const result = await shrinkInPage(page, photo, 'image/jpeg');
  expect(result).toMatchObject({ ok: true, width: 1200, height: 1600, type: 'image/jpeg' });
  const output = Buffer.from(result.data!, 'base64');
  const meta = await sharp(output).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1600]);
  // No EXIF at all (so no orientation to apply again, no GPS, no camera), and no trace of them in the file.
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(output.includes(PHOTO_MAKE)).toBe(false);
  expect(output.includes('Exif\0\0')).toBe(false);
  // A phone photo comes to a few hundred KB.
  expect(output.length).toBeLessThan(2 * 1024 * 1024);

  // Upright: the stored left half (red) is now the top, the right half (blue) the bottom.
  const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, b: data[i + 2]! };
  };
  const top = pixel(600, 200);
  const bottom = pixel(600, 1400);
  expect(top.r).toBeGreaterThan(top.b + 100);
  expect(bottom.b).toBeGreaterThan(bottom.r + 100);
});

test('a file that is not an image, and a JPEG cut short, each get a clear message', async ({ page }) => {
  const text = await shrinkInPage(page, Buffer.from('%PDF-1.7 not a photo at all'), 'image/jpeg');
  expect(text).toEqual({ ok: false, name: 'PhotoShrinkError', code: 'not-image', message: 'That file is not a photo: choose a JPEG, PNG or WebP picture' });
  const broken = await shrinkInPage(page, photo.subarray(0, 2000), 'image/jpeg');
  expect(broken).toEqual({ ok: false, name: 'PhotoShrinkError', code: 'unreadable', message: 'That photo could not be read: take or choose it again' });
});
