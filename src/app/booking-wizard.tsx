// The booking wizard as the home page's island (booking-island.ts): the booking
// feature inside Chakra's provider and motion. In the browser it has an Emotion
// cache of its own, which takes over the styles the page was prerendered with;
// at build time the page's cache is around it (src/entry-server.tsx), so its
// styles go into the page's <head> with the rest.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/ui/system';
import { MotionProvider } from '@/components/motion/motion-provider';
import { BookingSection } from '@/features/booking/booking-section';
import { withoutGlobalCss } from './provider-system';

const browserCache = typeof document === 'undefined' ? null : createCache({ key: 'css' });
// Every prerendered page carries Chakra's global CSS in its <head>.
const islandSystem = withoutGlobalCss(system);

export function BookingWizard() {
  const wizard = (
    <ChakraProvider value={islandSystem}>
      <MotionProvider>
        <BookingSection />
      </MotionProvider>
    </ChakraProvider>
  );
  return browserCache ? <CacheProvider value={browserCache}>{wizard}</CacheProvider> : wizard;
}
