// Home: hero and the booking section anchor.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';

export function HomePage({ bookingSection }: { bookingSection: ReactNode }) {
  return (
    <>
      <PageHead
        meta={{
          title: `${BUSINESS.name} | Mobile Car Detailing in Burnaby & Metro Vancouver`,
          description:
            'Mobile auto detailing, paint correction and ceramic coating at your home or office in Burnaby, Vancouver, Surrey, Richmond, Coquitlam, Langley and North Vancouver.',
          path: '/',
          keywords: ['mobile detailing', 'Burnaby', 'ceramic coating', 'paint correction'],
        }}
      />
      <Box as="section" id="home" bg="gray.900" color="white" px="4" py={{ base: '16', md: '24' }}>
        <Stack maxW="4xl" mx="auto" gap="5">
          <Text fontSize="sm" fontWeight="bold" letterSpacing="wider" color="yellow.300">
            5-STAR RATED SERVICE
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
            Showroom shine, delivered to your driveway
          </Heading>
          <Text fontSize="lg" color="gray.200">
            Mobile detailing across Metro Vancouver. We bring the water, the power and the know-how.
          </Text>
          <Button asChild size="lg" colorPalette="blue" alignSelf="start">
            <a href={`tel:${BUSINESS.phoneE164}`}>Get Your Free Quote Today</a>
          </Button>
        </Stack>
      </Box>
      <Box as="section" id="booking" px="4" py="16" scrollMarginTop="72px">
        {bookingSection}
      </Box>
    </>
  );
}
