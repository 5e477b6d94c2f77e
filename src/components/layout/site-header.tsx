// The fixed black top bar.
import { Box, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { BUSINESS } from '@/config/business';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/services', label: 'Services', end: false },
  { to: '/#results', label: 'Results', end: true },
  { to: '/#booking', label: 'Book Now', end: true },
] as const;

export function SiteHeader() {
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="black" color="white" height="64px">
      <Flex maxW="6xl" mx="auto" px="4" height="full" align="center" justify="space-between">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="white">
          <NavLink to="/">{BUSINESS.shortName}</NavLink>
        </ChakraLink>
        <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
          {LINKS.map((link) => (
            <ChakraLink key={link.label} asChild color="gray.300" _currentPage={{ color: 'white', fontWeight: 'semibold' }}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </ChakraLink>
          ))}
        </HStack>
      </Flex>
    </Box>
  );
}
