// Home: hero, services tabs, booking section (id="booking", filled by the
// booking feature through the bookingSection prop), results gallery, testimonials.
// Static HTML with islands: the services tabs, the hero's Learn More, the
// gallery and the booking wizard (src/lib/islands).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { Island } from '@/lib/islands/island';
import { BUSINESS } from '@/config/business';
import { imagePreload } from '@/components/ui/responsive-image';
import { HERO_IMAGE, HERO_SIZES, Hero } from './sections/hero';
import { Testimonials } from './sections/testimonials';
import { galleryIsland, servicesIsland } from './sections/home-islands';
import { localBusinessLd } from './seo/json-ld';

export function HomePage({ bookingSection }: { bookingSection: ReactNode }) {
  return (
    <>
      <PageHead
        meta={{
          title: `${BUSINESS.name} | Mobile Car Detailing in Burnaby & Metro Vancouver`,
          description:
            'Mobile auto detailing, paint correction, ceramic coating and PPF at your home or office in Burnaby, Vancouver, Surrey, Richmond, Coquitlam, Langley and North Vancouver.',
          path: '/',
          keywords: ['mobile detailing', 'car detailing Burnaby', 'ceramic coating', 'paint correction', 'Metro Vancouver'],
          jsonLd: [localBusinessLd()],
          preloadImage: imagePreload(HERO_IMAGE, HERO_SIZES),
        }}
      />
      <Hero />
      <Island def={servicesIsland} props={{}} />
      <Box as="section" id="booking" aria-label="Booking" px="4" py="16" scrollMarginTop="64px">
        {bookingSection}
      </Box>
      <Island def={galleryIsland} props={{}} />
      <Testimonials />
    </>
  );
}
