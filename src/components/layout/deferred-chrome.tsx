// What the site layout adds to every page that has no prerendered markup and
// nothing to show at first: toasts, the pending-updates badge and the PWA's
// parts (service worker registration, install offer). Loaded
// with import() once the page is idle, so none of it is in the first load.
import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster-view';
import { PwaFeatures } from '@/lib/pwa/pwa-features';
import { PendingIndicator } from './pending-indicator';

export function DeferredChrome({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <>
      <Toaster />
      <PendingIndicator />
      <PwaFeatures />
    </>
  );
}
