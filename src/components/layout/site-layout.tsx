// Page frame: fixed top header, main area, footer.
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { Toaster } from '@/components/ui/toaster';
import { PwaFeatures } from '@/lib/pwa/pwa-features';

export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <Box as="main" pt="64px" pb={{ base: '72px', md: '0' }} minH="100vh">
        <Outlet />
      </Box>
      <SiteFooter />
      <Toaster />
      <PwaFeatures />
    </>
  );
}
