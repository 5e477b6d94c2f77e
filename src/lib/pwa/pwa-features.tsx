// Everything the PWA adds to a page: service worker registration with the update
// offer (production builds only, never Vite's dev server) and the install offer.
// Mounted once, with the page's deferred parts (the offline banner is apart: it
// must show at once).
import { useEffect } from 'react';
import { InstallPrompt } from './install-prompt';

export function PwaFeatures({ locationKey }: { locationKey?: string }) {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Loaded after hydration so workbox-window stays out of the first load.
    void import('./register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  }, []);
  return <InstallPrompt locationKey={locationKey} />;
}
