// A small, polite notice while the browser is offline. The live region is always in
// the page so screen readers announce the text when it appears.
import { useSyncExternalStore } from 'react';
import { Box } from '@chakra-ui/react';

export const OFFLINE_MESSAGE = "You're offline. Pages still work, and bookings will be sent when you're back online.";

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  // The prerendered HTML assumes online; the real state applies right after hydration.
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <Box role="status" aria-live="polite" position="fixed" top="64px" insetX="0" zIndex="banner" pointerEvents="none">
      {!online && (
        <Box bg="yellow.300" color="black" px="4" py="2" textAlign="center" fontSize="sm" fontWeight="medium" boxShadow="sm">
          {OFFLINE_MESSAGE}
        </Box>
      )}
    </Box>
  );
}
