// A small, polite notice while the browser is offline. The live region is always in
// the page so screen readers announce the text when it appears. It sits under the
// fixed header and tells its height to the page (--offline-banner-height), which
// moves the content down by as much: it never covers a heading.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_MESSAGE = "You're offline. Pages still work, and bookings will be sent when you're back online.";
const HEIGHT_VAR = '--offline-banner-height';

export function OfflineBanner() {
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const node = ref.current;
    if (online || !node) {
      root.style.removeProperty(HEIGHT_VAR);
      return;
    }
    const tell = () => root.style.setProperty(HEIGHT_VAR, `${node.offsetHeight}px`);
    tell();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(tell);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [online]);
  return (
    <Box role="status" aria-live="polite" position="fixed" top="64px" insetX="0" zIndex="banner" pointerEvents="none">
      {!online && (
        <Box ref={ref} bg="yellow.300" color="black" px="4" py="2" textAlign="center" fontSize="sm" fontWeight="medium" boxShadow="sm">
          {OFFLINE_MESSAGE}
        </Box>
      )}
    </Box>
  );
}
