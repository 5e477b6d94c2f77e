// Everything the PWA adds to a page: service worker registration with the update
// offer (production builds only, never Vite's dev server), the offline banner and
// the install offer. Mounted once in the site layout.
import { useEffect } from 'react';
import { OfflineBanner } from './offline-banner';
import { InstallPrompt } from './install-prompt';

export function PwaFeatures() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Loaded after hydration so workbox-window stays out of the first load.
    void import('./register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  }, []);
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
