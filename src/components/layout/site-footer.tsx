// Footer: hours, address, phone, e-mail, the privacy policy and the staff entrance.
// Static (nothing in it answers a tap but links): on the public pages it is
// prerendered HTML only. Its links are ordinary page loads.
import { Box, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BUSINESS } from '@/config/business';
import { PRIVACY_LINK_LABEL, PRIVACY_PATH } from '@/content/privacy-notice';

export function SiteFooter() {
  const a = BUSINESS.address;
  return (
    <Box as="footer" bg="gray.950" color="gray.200" pt="10" pb={{ base: '24', md: '10' }} px="4">
      <SimpleGrid maxW="6xl" mx="auto" columns={{ base: 1, md: 3 }} gap="8">
        <Stack gap="1">
          <Text fontWeight="bold" color="white">
            {BUSINESS.name}
          </Text>
          <Text>
            {a.street}, {a.city}, {a.region} {a.postalCode}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="bold" color="white">
            Business Hours
          </Text>
          <Text>{BUSINESS.hours.label}</Text>
        </Stack>
        <Stack gap="1">
          <ChakraLink href={`tel:${BUSINESS.phoneE164}`} color="gray.100">
            {BUSINESS.phoneDisplay}
          </ChakraLink>
          <ChakraLink href={`mailto:${BUSINESS.email}`} color="gray.100">
            {BUSINESS.email}
          </ChakraLink>
          <ChakraLink href="/my-bookings" color="gray.100">
            My Bookings
          </ChakraLink>
          <ChakraLink href={PRIVACY_PATH} color="gray.400">
            {PRIVACY_LINK_LABEL}
          </ChakraLink>
          <ChakraLink href="/login" color="gray.400">
            Admin Dashboard
          </ChakraLink>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
