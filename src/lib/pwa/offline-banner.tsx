// A small, polite notice while the browser is offline. The live region is always in
// the page so screen readers announce the text when it appears.
import { Box } from '@chakra-ui/react';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_MESSAGE = "You're offline. Pages still work, and bookings will be sent when you're back online.";

export function OfflineBanner() {
  const online = useOnline();
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
