// The fixed black top bar: logo, Home, Services, Results, Book Now with the
// current page highlighted; below 768 px a menu button opens a full-screen overlay
// (fading in and out: src/components/motion).
import { useEffect, useRef, useState } from 'react';
import { Box, Flex, HStack, Stack, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { BUSINESS } from '@/config/business';
import { scrollToTop } from './scroll';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';

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

const NavAnchor = chakra(Link);

export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeNavId(pathname, hash);
  const onHome = pathname === '/';

  // Links navigate through the router (so the highlight follows); the layout
  // scrolls to #results / #booking. Home on / also scrolls back to the top.
  const onClick = (id: NavId) => () => {
    setMenuOpen(false);
    if (onHome && id === 'home') scrollToTop();
  };

  const links = (size: 'bar' | 'overlay') =>
    LINKS.map((link) => (
      <NavAnchor
        key={link.id}
        to={link.to}
        onClick={onClick(link.id)}
        aria-current={active === link.id ? 'page' : undefined}
        color={active === link.id ? 'white' : 'gray.300'}
        fontWeight={active === link.id ? 'bold' : 'medium'}
        fontSize={size === 'overlay' ? '2xl' : 'md'}
        borderBottomWidth="2px"
        borderColor={active === link.id ? 'cyan.300' : 'transparent'}
        _hover={{ color: 'white' }}
        py="1"
      >
        {link.label}
      </NavAnchor>
    ));

  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="#000" color="white" height="64px">
      <Flex maxW="6xl" mx="auto" px="4" height="full" align="center" justify="space-between">
        <NavAnchor to="/" onClick={onClick('home')} fontWeight="bold" fontSize="lg" color="white">
          {BUSINESS.shortName}
        </NavAnchor>
        <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
          {links('bar')}
        </HStack>
        <chakra.button
          type="button"
          display={{ base: 'inline-flex', md: 'none' }}
          aria-label="Open Menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          p="2"
          color="white"
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </chakra.button>
      </Flex>
      <MotionPresence>{menuOpen && <MenuOverlay onClose={() => setMenuOpen(false)}>{links('overlay')}</MenuOverlay>}</MotionPresence>
    </Box>
  );
}

function MenuOverlay({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
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
    <Box asChild position="fixed" inset="0" bg="black" zIndex="modal" display="flex" flexDirection="column" alignItems="center" justifyContent="center">
      <PresenceDiv preset="fade" role="dialog" aria-modal="true" aria-label="Menu">
        <Stack as="nav" aria-label="Main" gap="6" align="center">
          {children}
        </Stack>
        <chakra.button ref={closeRef} type="button" onClick={onClose} mt="10" px="6" py="3" borderWidth="1px" borderColor="gray.500" rounded="md" color="white">
          Close Menu
        </chakra.button>
      </PresenceDiv>
    </Box>
  );
}
