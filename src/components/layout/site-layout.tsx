// Page frame: fixed top header, main area (bottom padding for the mobile bar),
// footer, mobile bottom bar. Scrolls to the hash or to the top on navigation.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BottomBar } from './bottom-bar';
import { NAV_SCROLL_DELAY_MS, scrollToSection } from './scroll';
import { Toaster } from '@/components/ui/toaster';
import { PwaFeatures } from '@/lib/pwa/pwa-features';
import { PendingIndicator } from '@/lib/sync/pending-indicator';

function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const t = setTimeout(() => scrollToSection(id, initial ? 'auto' : 'smooth'), initial ? 0 : NAV_SCROLL_DELAY_MS);
      return () => clearTimeout(t);
    }
    if (!initial) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
}

export function SiteLayout() {
  useScrollOnNavigate();
  // Marks the page as interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SiteHeader />
      <Box as="main" pt="64px" pb={{ base: '72px', md: '0' }} minH="100vh">
        <Outlet />
      </Box>
      <SiteFooter />
      <BottomBar />
      <Toaster />
      <PendingIndicator />
      <PwaFeatures />
    </>
  );
}
