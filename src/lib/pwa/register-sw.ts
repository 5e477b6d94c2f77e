// Registers /sw.js with workbox-window (loaded on demand, production builds only)
// and wires the update offer to the app's toaster.
import { Workbox } from 'workbox-window';
import { toaster } from '@/lib/toaster';
import { useBookingActivity } from './booking-activity';
import { startUpdateFlow } from './update-flow';

export const UPDATE_TOAST_ID = 'pwa-update';

export async function registerServiceWorker(): Promise<void> {
  const worker = new Workbox('/sw.js', { scope: '/' });
  const onWaiting = startUpdateFlow({
    worker,
    isBookingInProgress: () => useBookingActivity.getState().bookingInProgress,
    onBookingActivityChange: (listener) =>
      useBookingActivity.subscribe((now, before) => {
        if (now.bookingInProgress !== before.bookingInProgress) listener();
      }),
    offerUpdate: (accept) => {
      toaster.create({
        id: UPDATE_TOAST_ID,
        title: 'A new version is available',
        type: 'info',
        duration: Infinity,
        closable: true,
        action: { label: 'Reload', onClick: accept },
      });
    },
    reload: () => window.location.reload(),
    nudgeTakeover: () => {
      // A worker's script is fetched the way a page is: the browser first tries again to
      // activate a waiting service worker, and stops the old one once it is idle. The
      // worker itself only closes; it is ended anyway should its script never arrive.
      try {
        const nudge = new Worker('/sw-nudge.js');
        setTimeout(() => nudge.terminate(), 10_000);
      } catch {
        // No dedicated workers here: the browser activates the new version in its own time.
      }
    },
  });
  const registration = await worker.register();
  // Registration waits until the page is idle: an update the browser began installing
  // before that raises no event workbox-window listens to. Offer it once installed.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing) onWaiting();
    });
  }
}
