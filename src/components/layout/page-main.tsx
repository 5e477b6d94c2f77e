// The main area of every page: below the fixed top bar, above the mobile bottom bar.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * Room for the fixed bars above the page's content: the 64 px header and, while
 * it shows, the offline banner below it (its height in --offline-banner-height).
 */
export const FIXED_BARS_HEIGHT = 'calc(64px + var(--offline-banner-height, 0px))';

/** `bottomBar`: false on the staff pages, which have no mobile bottom bar to keep clear of. */
export function PageMain({ children, bottomBar = true }: { children: ReactNode; bottomBar?: boolean }) {
  return (
    <Box as="main" pt={FIXED_BARS_HEIGHT} pb={{ base: bottomBar ? '72px' : '0', md: '0' }} minH="100vh">
      {children}
    </Box>
  );
}
