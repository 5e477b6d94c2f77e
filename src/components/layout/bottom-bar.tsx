// Mobile bottom bar (below 768 px): Home, Services, Locations (a bottom sheet
// 'Our Locations' with six cities, sliding up: src/components/motion) and Book.
import { useEffect, useRef, useState } from 'react';
import { Box, Grid, Stack, chakra } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NAV_SCROLL_DELAY_MS, scrollToSection, scrollToTop } from './scroll';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';

/** Bottom-sheet cities and where each goes (site spec: Burnaby has its own page). */
export const SHEET_CITIES = ['Burnaby', 'Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'Richmond'] as const;
export function sheetCityPath(city: string): string {
  return city === 'Burnaby' ? '/burnaby' : `/services/interior-detailing/${city.toLowerCase()}`;
}

type Tab = 'home' | 'services' | 'locations' | 'book' | 'none' | (typeof SHEET_CITIES)[number];

/** The app's own pages: none of the bar's places (Home there would say the visitor is on the home page). */
const APP_PATHS = ['/manage-booking', '/my-bookings', '/dashboard', '/login'];

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

const Item = chakra('button', {
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '1', fontSize: 'xs', py: '2', color: 'gray.300', minH: '56px' },
});

function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export function BottomBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(() => tabFor(pathname));
  const [sheetOpen, setSheetOpen] = useState(false);
  // The active tab follows navigation (derived during render, not in an effect).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setTab(tabFor(pathname));
  }

  const goHome = () => {
    setTab('home');
    if (pathname === '/') scrollToSection('home');
    else navigate('/');
  };
  const goServices = () => {
    setTab('services');
    if (pathname === '/') scrollToSection('services');
    else {
      navigate('/');
      setTimeout(() => scrollToSection('services'), NAV_SCROLL_DELAY_MS);
    }
  };
  const chooseCity = (city: (typeof SHEET_CITIES)[number]) => {
    setTab(city);
    setSheetOpen(false);
    navigate(sheetCityPath(city));
    scrollToTop('auto');
  };
  const active = (on: boolean) => (on ? { color: 'white', fontWeight: 'bold' } : {});

  return (
    <>
      <Grid
        as="nav"
        aria-label="Quick links"
        display={{ base: 'grid', md: 'none' }}
        templateColumns="repeat(4, 1fr)"
        position="fixed"
        bottom="0"
        insetX="0"
        zIndex="sticky"
        bg="gray.950"
        borderTopWidth="1px"
        borderColor="gray.800"
        pb="env(safe-area-inset-bottom)"
      >
        <Item type="button" onClick={goHome} aria-current={tab === 'home' ? 'page' : undefined} {...active(tab === 'home')}>
          <Icon d="M3 11l9-8 9 8v10H15v-6H9v6H3z" />
          Home
        </Item>
        <Item type="button" onClick={goServices} aria-current={tab === 'services' ? 'page' : undefined} {...active(tab === 'services')}>
          <Icon d="M4 6h16M4 12h16M4 18h10" />
          Services
        </Item>
        <Item
          type="button"
          onClick={() => {
            setTab('locations');
            setSheetOpen(true);
          }}
          aria-haspopup="dialog"
          data-active={isLocationsTab(tab) ? '' : undefined}
          {...active(isLocationsTab(tab))}
        >
          <Icon d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />
          Locations
        </Item>
        <Item type="button" onClick={() => navigate('/?section=booking')} {...active(tab === 'book')}>
          <Icon d="M7 3v4M17 3v4M4 9h16M5 5h14v16H5z" />
          Book
        </Item>
      </Grid>
      <MotionPresence>{sheetOpen && <LocationsSheet onChoose={chooseCity} onClose={() => setSheetOpen(false)} />}</MotionPresence>
    </>
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
    <Box position="fixed" inset="0" zIndex="modal">
      <Box asChild position="absolute" inset="0" bg="blackAlpha.700">
        <PresenceDiv preset="fade" onClick={onClose} aria-hidden="true" />
      </Box>
      <Box asChild position="absolute" bottom="0" insetX="0" bg="white" color="gray.900" roundedTop="2xl" p="5" pb="8">
        <PresenceDiv preset="sheet" role="dialog" aria-modal="true" aria-labelledby="locations-title">
          <chakra.h2 id="locations-title" fontSize="xl" fontWeight="bold" mb="4">
            Our Locations
          </chakra.h2>
          <Stack gap="2">
            {SHEET_CITIES.map((city, i) => (
              <chakra.button ref={i === 0 ? firstRef : undefined} key={city} type="button" onClick={() => onChoose(city)} textAlign="start" px="4" py="3" rounded="lg" bg="gray.100" fontWeight="medium">
                {city}
              </chakra.button>
            ))}
            <chakra.button type="button" onClick={onClose} mt="2" py="3" color="gray.700">
              Close
            </chakra.button>
          </Stack>
        </PresenceDiv>
      </Box>
    </Box>
  );
}
