// Job photos are private: links the functions sign (under PHOTOS.pathPrefix),
// valid only while the photo is on the server and, for a customer, shared. A
// copy in Cache Storage is one the server cannot reach, so the service worker
// never keeps them, and what an earlier worker kept is dropped (the worker on
// activation, the manage page when the server says a booking or photo is gone).
import { PHOTOS } from '@/config/business';

/** The name of the service worker's runtime cache of images (src/sw.ts). */
export const RUNTIME_IMAGE_CACHE = 'images';

export function isPrivateImagePath(pathname: string): boolean {
  return pathname.startsWith(PHOTOS.pathPrefix);
}

/**
 * Whether the service worker keeps a request's answer in its runtime image
 * cache: an image of the site's own origin, not a Firebase reserved path
 * (`/__/`), and never a job photo.
 */
export function isRuntimeCachedImage(request: { url: string; destination: string }, origin: string): boolean {
  if (request.destination !== 'image') return false;
  const url = new URL(request.url);
  return url.origin === origin && !url.pathname.startsWith('/__/') && !isPrivateImagePath(url.pathname);
}

/**
 * Deletes every job photo from every cache of `storage` (the worker's or the
 * page's `caches`): an earlier worker cached them with the other images.
 * Returns how many entries went.
 */
export async function dropCachedPrivateImages(storage: CacheStorage): Promise<number> {
  let dropped = 0;
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (isPrivateImagePath(new URL(request.url).pathname) && (await cache.delete(request))) dropped++;
    }
  }
  return dropped;
}

/** The page's Cache Storage, where there is one (not outside a secure context, nor in Node). */
export async function dropPagePrivateImages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await dropCachedPrivateImages(caches).catch(() => undefined);
}
