// Home: hero, services tabs, booking section (id="booking", filled by the
// booking feature through the bookingSection prop), results gallery, testimonials.
import { useEffect, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import type { ServiceTabId } from '@/content/home';
import { imagePreload } from '@/components/ui/responsive-image';
import { scrollToSection, visitorActedSinceLoad } from '@/components/layout/scroll';
import { HERO_IMAGE, HERO_SIZES, Hero } from './sections/hero';
import { ServicesSection } from './sections/services-section';
import { ResultsGallery } from './sections/results-gallery';
import { Testimonials } from './sections/testimonials';
import { localBusinessLd } from './seo/json-ld';

/** Delay between scrolling to the services and opening the Specialty tab. */
export const SPECIALTY_TAB_DELAY_MS = 400;
export const BOOKING_SCROLL_DELAY_MS = 100;

export function HomePage({ bookingSection }: { bookingSection: ReactNode }) {
  const [tab, setTab] = useState<ServiceTabId>('interior');
  const { search, state } = useLocation();
  const wantsBooking = new URLSearchParams(search).get('section') === 'booking';
  const chosenHere = (state as { chosen?: boolean } | null)?.chosen === true;

  useEffect(() => {
    // A 'Book Now' card scrolls by itself; arriving with ?section=booking scrolls here.
    if (!wantsBooking || chosenHere) return;
    // Loading this page (not moving to it within the app): at once, and not once the visitor
    // has scrolled, touched or typed: the page must not move under a finger about to tap.
    const firstLoad = !document.documentElement.dataset.hydrated;
    if (firstLoad) {
      if (!visitorActedSinceLoad()) scrollToSection('booking', 'auto');
      return;
    }
    const t = setTimeout(() => scrollToSection('booking'), BOOKING_SCROLL_DELAY_MS);
    return () => clearTimeout(t);
  }, [wantsBooking, chosenHere]);

  const learnMore = () => {
    scrollToSection('services');
    setTimeout(() => setTab('specialty'), SPECIALTY_TAB_DELAY_MS);
  };

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
      <Hero onLearnMore={learnMore} />
      <ServicesSection tab={tab} onTab={setTab} />
      <Box as="section" id="booking" aria-label="Booking" px="4" py="16" scrollMarginTop="64px">
        {bookingSection}
      </Box>
      <ResultsGallery />
      <Testimonials />
    </>
  );
}
