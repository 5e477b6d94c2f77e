// Page frame: fixed top header, main area (bottom padding for the mobile bar),
// footer, mobile bottom bar. Scrolls to the hash or to the top on navigation.
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BottomBar } from './bottom-bar';
import { NAV_SCROLL_DELAY_MS, scrollToSection } from './scroll';
import { holdHydration, importWhenOnline, whenHydrated, whenIdleOrNear } from '@/lib/hydration-gate';
import { OfflineBanner } from '@/lib/pwa/offline-banner';

// Toasts, pending badge, service worker and install offer render nothing in the
// prerendered HTML: they load once the page is idle (deferred-chrome.tsx),
// holding the hydration gate until they have mounted. The offline banner is not
// deferred: a connection lost in the first seconds must be told at once.
type DeferredChromeComponent = ComponentType<{ onMounted: () => void }>;
const releaseGate = typeof window === 'undefined' ? () => undefined : holdHydration();

// Chromium may fire beforeinstallprompt (once per page) before the install offer
// has mounted, on a repeat visit whose service worker is already active: keep it
// and hand it over once the deferred parts listen.
let earlyInstallPrompt: Event | null = null;
const keepInstallPrompt = (event: Event) => {
  event.preventDefault();
  earlyInstallPrompt = event;
};
if (typeof window !== 'undefined') window.addEventListener('beforeinstallprompt', keepInstallPrompt);

function releaseChrome() {
  window.removeEventListener('beforeinstallprompt', keepInstallPrompt);
  if (earlyInstallPrompt) window.dispatchEvent(earlyInstallPrompt);
  earlyInstallPrompt = null;
  releaseGate();
}

/** Its own component, so that showing the deferred parts re-renders nothing else. */
function DeferredChromeSlot() {
  const [Chrome, setChrome] = useState<DeferredChromeComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    void whenIdleOrNear(null)
      .then(() => importWhenOnline(() => import('./deferred-chrome')))
      .then(({ DeferredChrome }) => !cancelled && startTransition(() => setChrome(() => DeferredChrome)));
    return () => {
      cancelled = true;
    };
  }, []);
  return Chrome ? <Chrome onMounted={releaseChrome} /> : null;
}

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

/** A route whose handle says `chrome: 'staff'` draws its own header: the public header, footer and bottom bar are not for staff. */
function useOwnChrome(): boolean {
  return useMatches().some((m) => (m.handle as { chrome?: string } | undefined)?.chrome === 'staff');
}

/**
 * Room for the fixed bars above the page's content: the 64 px header and, while
 * it shows, the offline banner below it (its height in --offline-banner-height).
 */
export const FIXED_BARS_HEIGHT = 'calc(64px + var(--offline-banner-height, 0px))';

export function SiteLayout() {
  useScrollOnNavigate();
  const ownChrome = useOwnChrome();
  // Marks the page as interactive (browser tests wait for it before clicking).
  // Deferred parts (DeferredChrome, the home page's booking section) hold it until they hydrate.
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <>
      {ownChrome ? null : <SiteHeader />}
      <Box as="main" pt={FIXED_BARS_HEIGHT} pb={{ base: ownChrome ? '0' : '72px', md: '0' }} minH="100vh">
        <Outlet />
      </Box>
      {ownChrome ? null : <SiteFooter />}
      {ownChrome ? null : <BottomBar />}
      <OfflineBanner />
      <DeferredChromeSlot />
    </>
  );
}
