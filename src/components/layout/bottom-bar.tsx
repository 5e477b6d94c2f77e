// Mobile bottom bar (below 768 px): Home, Services, Locations (a bottom sheet
// 'Our Locations' with six cities, sliding up: src/components/motion) and Book.
// Plain elements (site-chrome.css): an island on the public pages, part of the
// app elsewhere. Moving to another page is an ordinary page load (precached by
// the service worker); on the home page, Home, Services and Book scroll there.
import { useEffect, useRef, useState } from 'react';
import { hurryHydration } from '@/lib/hydration-gate';
import { loadPage, scrollToSection, scrollToTop } from './scroll';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';
import { MotionProvider } from '@/components/motion/motion-provider';

/** Bottom-sheet cities and where each goes (site spec: Burnaby has its own page). */
export const SHEET_CITIES = ['Burnaby', 'Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'Richmond'] as const;
export function sheetCityPath(city: string): string {
  return city === 'Burnaby' ? '/burnaby' : `/services/interior-detailing/${city.toLowerCase()}`;
}

type Tab = 'home' | 'services' | 'locations' | 'book' | 'none' | (typeof SHEET_CITIES)[number];

/** The app's own pages: none of the bar's places (Home there would say the visitor is on the home page). */
const APP_PATHS = ['/manage-booking', '/my-bookings', '/quote', '/dashboard', '/login'];

function tabFor(pathname: string): Tab {
  if (pathname === '/') return 'home';
  if (APP_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return 'none';
  const city = SHEET_CITIES.find((c) => pathname === sheetCityPath(c));
  if (city) return city;
  if (pathname.startsWith('/services')) return 'services';
  return 'home';
}

export function isLocationsTab(tab: string): boolean {
  return tab === 'locations' || (SHEET_CITIES as readonly string[]).includes(tab);
}

function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export interface BottomBarProps {
  /** The page's path (the prerendered one: /404 for the not-found page). */
  pathname: string;
}

export function BottomBar({ pathname }: BottomBarProps) {
  const [tab, setTab] = useState<Tab>(() => tabFor(pathname));
  const [sheetOpen, setSheetOpen] = useState(false);
  const onHome = pathname === '/';

  const goHome = () => {
    setTab('home');
    if (onHome) scrollToSection('home');
    else loadPage('/');
  };
  const goServices = () => {
    setTab('services');
    if (onHome) scrollToSection('services');
    else loadPage('/', { section: 'services' });
  };
  const book = () => {
    setTab('book');
    if (!onHome) return loadPage('/?section=booking');
    window.history.replaceState(window.history.state, '', '/?section=booking');
    hurryHydration(document.getElementById('booking'));
    scrollToSection('booking');
  };
  const chooseCity = (city: (typeof SHEET_CITIES)[number]) => {
    setTab(city);
    setSheetOpen(false);
    const path = sheetCityPath(city);
    // The city's page opens at its top; already there, this one scrolls back up.
    if (path === pathname) scrollToTop('auto');
    else loadPage(path);
  };
  const current = (on: boolean) => (on ? { 'data-current': '' } : {});

  return (
    <MotionProvider>
      <nav aria-label="Quick links" className="bottom-bar">
        <button type="button" className="bottom-bar-item" onClick={goHome} aria-current={tab === 'home' ? 'page' : undefined} {...current(tab === 'home')}>
          <Icon d="M3 11l9-8 9 8v10H15v-6H9v6H3z" />
          Home
        </button>
        <button type="button" className="bottom-bar-item" onClick={goServices} aria-current={tab === 'services' ? 'page' : undefined} {...current(tab === 'services')}>
          <Icon d="M4 6h16M4 12h16M4 18h10" />
          Services
        </button>
        <button
          type="button"
          className="bottom-bar-item"
          onClick={() => {
            setTab('locations');
            setSheetOpen(true);
          }}
          aria-haspopup="dialog"
          data-active={isLocationsTab(tab) ? '' : undefined}
          {...current(isLocationsTab(tab))}
        >
          <Icon d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />
          Locations
        </button>
        <button type="button" className="bottom-bar-item" onClick={book} {...current(tab === 'book')}>
          <Icon d="M7 3v4M17 3v4M4 9h16M5 5h14v16H5z" />
          Book
        </button>
      </nav>
      <MotionPresence>
        {sheetOpen && (
          <LocationsSheet onChoose={chooseCity} onClose={() => setSheetOpen(false)} />
        )}
      </MotionPresence>
    </MotionProvider>
  );
}

function LocationsSheet({ onChoose, onClose }: { onChoose: (city: (typeof SHEET_CITIES)[number]) => void; onClose: () => void }) {
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    firstRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sheet">
      <PresenceDiv preset="fade" className="sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <PresenceDiv preset="sheet" className="sheet-panel" role="dialog" aria-modal="true" aria-labelledby="locations-title">
        <h2 id="locations-title" className="sheet-title">
          Our Locations
        </h2>
        <div className="sheet-list">
          {SHEET_CITIES.map((city, i) => (
            <button ref={i === 0 ? firstRef : undefined} key={city} type="button" className="sheet-option" onClick={() => onChoose(city)}>
              {city}
            </button>
          ))}
          <button type="button" className="sheet-close" onClick={onClose}>
            Close
          </button>
        </div>
      </PresenceDiv>
    </div>
  );
}
