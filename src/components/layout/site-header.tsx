// The fixed black top bar: logo, Home, Services, Results, Book Now with the
// current page highlighted; below 768 px a menu button opens a full-screen overlay
// (fading in and out: src/components/motion). Plain elements (site-chrome.css):
// an island on the public pages, part of the app elsewhere. Its links are
// ordinary links (a page load, precached by the service worker); on the home
// page, the links to its own sections scroll there instead.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { BUSINESS } from '@/config/business';
import { hurryHydration } from '@/lib/hydration-gate';
import { scrollToSection, scrollToTop } from './scroll';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';
import { MotionProvider } from '@/components/motion/motion-provider';

type NavId = 'home' | 'services' | 'results' | 'booking';
const LINKS: readonly { id: NavId; to: string; label: string }[] = [
  { id: 'home', to: '/', label: 'Home' },
  { id: 'services', to: '/services', label: 'Services' },
  { id: 'results', to: '/#results', label: 'Results' },
  { id: 'booking', to: '/#booking', label: 'Book Now' },
];

/** Which top-bar link stands for the current page. */
export function activeNavId(pathname: string, hash: string): NavId | null {
  if (pathname === '/') return hash === '#results' ? 'results' : hash === '#booking' ? 'booking' : 'home';
  if (pathname.startsWith('/services')) return 'services';
  return null;
}

/** A click the page may handle itself: a plain left click, no new tab or window asked for. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export interface SiteHeaderProps {
  /** The page's path (the prerendered one: /404 for the not-found page). */
  pathname: string;
}

export function SiteHeader({ pathname }: SiteHeaderProps) {
  // The hash is the browser's alone: read after hydration, so the first render matches the prerendered one.
  const [hash, setHash] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const onHome = pathname === '/';
  const active = activeNavId(pathname, hash);

  useEffect(() => {
    if (!onHome) return;
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, [onHome]);

  const follow = (id: NavId, to: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    // Elsewhere, and Services everywhere: an ordinary page load.
    if (!onHome || id === 'services' || !isPlainClick(e)) return;
    e.preventDefault();
    window.history.pushState(null, '', to);
    setHash(to === '/' ? '' : to.slice(1));
    if (id === 'home') scrollToTop();
    else {
      if (id === 'booking') hurryHydration(document.getElementById('booking'));
      scrollToSection(id === 'results' ? 'results' : 'booking');
    }
  };

  const links = (where: 'bar' | 'menu') =>
    LINKS.map((link) => (
      <a key={`${where}-${link.id}`} href={link.to} className="site-nav-link" onClick={follow(link.id, link.to)} aria-current={active === link.id ? 'page' : undefined}>
        {link.label}
      </a>
    ));

  return (
    <MotionProvider>
      <header className="site-header">
        <div className="site-header-inner">
          <a href="/" className="site-logo" onClick={follow('home', '/')}>
            {BUSINESS.shortName}
          </a>
          <nav aria-label="Main" className="site-nav">
            {links('bar')}
          </nav>
          <button type="button" className="site-menu-button" aria-label="Open Menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <MotionPresence>{menuOpen && <MenuOverlay onClose={() => setMenuOpen(false)}>{links('menu')}</MenuOverlay>}</MotionPresence>
      </header>
    </MotionProvider>
  );
}

function MenuOverlay({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <PresenceDiv preset="fade" className="site-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <nav aria-label="Main" className="site-menu-links">
        {children}
      </nav>
      <button ref={closeRef} type="button" className="site-menu-close" onClick={onClose}>
        Close Menu
      </button>
    </PresenceDiv>
  );
}
