// The staff pages (login, dashboard) share one auth context and their own
// chrome: a slim fixed bar naming the business's staff area, with a way back
// to the public site; on a phone, toasts show in that bar's place. The public
// header, footer and bottom bar (booking, services, locations) are for
// customers and are left out (staff-routes.tsx).
import { useEffect } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { BUSINESS } from '@/config/business';
import { AuthProvider } from './session/auth-context';

// A page load, not a route: the public pages are static HTML with islands, outside this app.
const BarLink = chakra.a;

function StaffHeader() {
  return (
    <Box as="header" position="fixed" top="0" insetX="0" h="64px" zIndex="sticky" bg="gray.900" color="white" data-testid="staff-header">
      <Flex maxW="7xl" mx="auto" h="full" px="4" align="center" justify="space-between" gap="3">
        <Text fontWeight="bold" lineClamp={1}>
          {BUSINESS.shortName}{' '}
          <Text as="span" fontWeight="normal" color="gray.300">
            Staff
          </Text>
        </Text>
        <BarLink href="/" color="gray.100" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'white' }} minH="44px" display="inline-flex" alignItems="center">
          Public site
        </BarLink>
      </Flex>
    </Box>
  );
}

export function StaffLayout() {
  // Toasts on a phone take the bar's place instead of covering jobs (site-chrome.css, data-chrome='staff').
  useEffect(() => {
    document.documentElement.dataset.chrome = 'staff';
    return () => {
      delete document.documentElement.dataset.chrome;
    };
  }, []);
  return (
    <AuthProvider>
      <StaffHeader />
      <Outlet />
    </AuthProvider>
  );
}
