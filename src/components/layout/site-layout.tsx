// The app's page frame (staff and customer pages, React Router): fixed top
// header, main area (bottom padding for the mobile bar), footer, mobile bottom
// bar. Scrolls to the hash or to the top on navigation. The public pages have
// the same frame as static HTML with islands (page-layout.tsx).
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BottomBar } from './bottom-bar';
import { PageMain } from './page-main';
import { NAV_SCROLL_DELAY_MS, scrollToSection } from './scroll';
import { holdHydration, importWhenOnline, whenHydrated, whenIdleOrNear } from '@/lib/hydration-gate';
import { OfflineBanner } from '@/lib/pwa/offline-banner';

// Toasts, pending badge, service worker and install offer render nothing in the
// prerendered HTML: they load once the page is idle (deferred-chrome.tsx),
// holding the hydration gate until they have mounted. The offline banner is not
// deferred: a connection lost in the first seconds must be told at once.
type DeferredChromeComponent = ComponentType<{ onMounted?: () => void; locationKey?: string }>;
const releaseGate = typeof window === 'undefined' ? () => undefined : holdHydration();

/** Its own component, so that showing the deferred parts re-renders nothing else. */
function DeferredChromeSlot({ locationKey }: { locationKey: string }) {
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
  return Chrome ? <Chrome onMounted={releaseGate} locationKey={locationKey} /> : null;
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

export function SiteLayout() {
  const { pathname, key } = useLocation();
  useScrollOnNavigate();
  const ownChrome = useOwnChrome();
  // Marks the page as interactive (browser tests wait for it before clicking).
  // The deferred parts hold it until they hydrate.
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <>
      {ownChrome ? null : <SiteHeader pathname={pathname} />}
      <PageMain bottomBar={!ownChrome}>
        <Outlet />
      </PageMain>
      {ownChrome ? null : <SiteFooter />}
      {ownChrome ? null : <BottomBar pathname={pathname} />}
      <OfflineBanner />
      <DeferredChromeSlot locationKey={key} />
    </>
  );
}
