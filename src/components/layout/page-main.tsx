// The main area of every page: below the fixed top bar, above the mobile bottom bar.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <Box as="main" pt="64px" pb={{ base: '72px', md: '0' }} minH="100vh">
      {children}
    </Box>
  );
}
