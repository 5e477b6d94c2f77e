// What the photo-shrinking browser test and `npm run bench:photos` share: a
// phone-size photo made with sharp (12 MP, its pixels stored sideways with EXIF
// orientation 6 as a phone held upright stores them, a camera make and a GPS
// position in its EXIF), and a page that runs src/lib/photos on it in Chromium,
// served by Vite's dev server from the sources (no UI uses the module yet).
import { createServer, type ViteDevServer } from 'vite';
import sharp from 'sharp';
import { ROOT_DIR } from '../stack/ports';

/** The make written into the photo's EXIF: found in the input, and nowhere in a shrunk photo. */
export const PHOTO_MAKE = 'HarnessPhone';
export const PHONE_PHOTO = { width: 4000, height: 3000 } as const;

/**
 * A 12 MP JPEG as a phone stores it: 4000 x 3000 pixels, the left half red and
 * the right half blue (with noise, so it weighs what a phone photo weighs), EXIF
 * orientation 6 (shown turned 90° clockwise: 3000 x 4000, red on top), a make
 * and a GPS position. `seed` varies the noise, so no two bench photos are the same file.
 */
export async function phonePhoto(seed = 1): Promise<Buffer> {
  const { width, height } = PHONE_PHOTO;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 24) % 40;
      const i = (y * width + x) * 3;
      const left = x < width / 2;
      raw[i] = (left ? 190 : 30) + noise;
      raw[i + 1] = 30 + noise;
      raw[i + 2] = (left ? 30 : 190) + noise;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: PHOTO_MAKE, Model: 'Bench 12MP' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 14/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '123/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether a JPEG's EXIF holds a GPS directory (its pointer tag 0x8825, either byte order). */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export const HARNESS_PATH = '/tests/e2e/harness/shrink-photo.html';

/** Vite's dev server on a free loopback port, serving the harness page and the sources it imports. */
export async function startPhotoHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: ROOT_DIR,
    logLevel: 'error',
    resolve: { alias: { '@': `${ROOT_DIR}src` } },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    // Dexie ships a CommonJS build first: pre-bundled for the queueing half of the bench (photo-queue.ts through the outbox).
    optimizeDeps: { noDiscovery: true, include: ['dexie'] },
  });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('the photo harness server has no port');
  return { url: `http://127.0.0.1:${address.port}${HARNESS_PATH}`, close: () => server.close() };
}
