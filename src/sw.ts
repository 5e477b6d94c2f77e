// The service worker (bundled by vite-plugin-pwa, precache list injected by
// scripts/build-web.ts after prerendering). Pages, app shell, JS/CSS, fonts and
// the above-the-fold images are precached; other same-origin images are cached
// on first use (bounded), except job photos (private: never cached, and dropped
// from what an earlier worker cached); everything else (Functions, Auth, /__/
// paths, maps frames, any cross-origin call) goes to the network untouched.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { APP_SHELL_URL, NOT_FOUND_URL, OUTBOX_SYNC_TAG, SW_MESSAGE } from '@/lib/pwa/sw-protocol';
import { drainOutboxInBackground } from '@/lib/pwa/sw-background-sync';
import { RUNTIME_IMAGE_CACHE, dropCachedPrivateImages, isRuntimeCachedImage } from '@/lib/pwa/private-images';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Background Sync is not in TypeScript's worker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// A new worker waits until the visitor accepts the update (src/lib/pwa), then takes
// over. On the very first install there is nothing to wait for: claim the page at once
// so it works offline without a reload.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
// Workers before this one cached job photos with the other images, for 30 days: a photo
// un-shared or erased since would still show from there. They go when this worker takes over.
self.addEventListener('activate', (event) => event.waitUntil(dropCachedPrivateImages(self.caches)));

// Hosting serves its not-found page (/404) with status 404: precache that one anyway;
// any other failed response still fails the install, as it should.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.ok || (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_URL) ? response : null,
  },
]);

// Pages are precached under their clean URLs ('/', '/services', ...). Any query string
// (?section=booking, utm_*) still opens the same page.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// Navigations to a path with no precached page: the network answers (with Hosting's
// real 404); offline, the precached not-found page (status 404), or the empty app
// shell if a build ever lacks it (the client router then renders the route).
const isOwnDocument = (url: URL, request: Request) =>
  request.mode === 'navigate' && request.destination === 'document' && url.origin === self.location.origin && !url.pathname.startsWith('/__/');

registerRoute(
  ({ url, request }) => isOwnDocument(url, request),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => {
          const page = (await matchPrecache(NOT_FOUND_URL)) ?? (await matchPrecache(APP_SHELL_URL));
          if (!page) return undefined;
          return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
        },
      },
    ],
  }),
);

// Images not precached: cache first, bounded, own origin only (maps tiles and
// other cross-origin images are left alone). Job photos go to the network
// every time: their links stop working when the photo is un-shared or erased.
registerRoute(
  ({ request }) => isRuntimeCachedImage(request, self.location.origin),
  new CacheFirst({
    cacheName: RUNTIME_IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Background Sync for the outbox (Chromium): the worker sends the queued bookings itself.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) drainOutboxInBackground(self, sync);
});
