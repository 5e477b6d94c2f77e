// The home page's islands (src/lib/islands): the services tabs and the
// restorations' Learn More at once (above the fold, tapped first), the results
// gallery once the page is idle.
import { defineIsland } from '@/lib/islands/island';

export const servicesIsland = defineIsland<object>({
  name: 'services',
  when: 'load',
  module: 'src/features/marketing/sections/services-section.tsx',
  load: async () => (await import('./services-section')).ServicesSection,
});

export const learnMoreIsland = defineIsland<object>({
  name: 'learn-more',
  when: 'load',
  module: 'src/features/marketing/sections/learn-more-button.tsx',
  load: async () => (await import('./learn-more-button')).LearnMoreButton,
});

export const galleryIsland = defineIsland<object>({
  name: 'gallery',
  when: 'idle',
  module: 'src/features/marketing/sections/results-gallery.tsx',
  load: async () => (await import('./results-gallery')).ResultsGallery,
});

export const HOME_ISLANDS = [servicesIsland, learnMoreIsland, galleryIsland] as const;
