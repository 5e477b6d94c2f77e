// What every page adds once it is idle, with nothing to show at first: toasts,
// the pending-updates badge and the PWA's parts (service worker registration,
// install offer). In the app it is loaded with import() by the site layout; on
// the public pages it is an island hydrating when the page is idle
// (chrome-islands.ts). Either way none of it is in the first load's critical path.
import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster-view';
import { PwaFeatures } from '@/lib/pwa/pwa-features';
import { releaseEarlyInstallPrompt } from '@/lib/pwa/early-install-prompt';
import { PendingIndicator } from './pending-indicator';
import { MotionProvider } from '@/components/motion/motion-provider';

export function DeferredChrome({ onMounted, locationKey }: { onMounted?: () => void; locationKey?: string }) {
  useEffect(() => {
    releaseEarlyInstallPrompt();
    onMounted?.();
  }, [onMounted]);
  return (
    <MotionProvider>
      <Toaster />
      <PendingIndicator />
      <PwaFeatures locationKey={locationKey} />
    </MotionProvider>
  );
}
