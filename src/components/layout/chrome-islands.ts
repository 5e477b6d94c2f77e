// The site chrome's islands on the public pages (src/lib/islands): the top bar,
// the bottom bar, the offline notice at once; toasts, the pending badge and the
// PWA's parts once the page is idle.
import { defineIsland } from '@/lib/islands/island';
import type { SiteHeaderProps } from './site-header';
import type { BottomBarProps } from './bottom-bar';

export const siteHeaderIsland = defineIsland<SiteHeaderProps>({
  name: 'site-header',
  when: 'load',
  module: 'src/components/layout/site-header.tsx',
  load: async () => (await import('./site-header')).SiteHeader,
});

export const bottomBarIsland = defineIsland<BottomBarProps>({
  name: 'bottom-bar',
  when: 'load',
  module: 'src/components/layout/bottom-bar.tsx',
  load: async () => (await import('./bottom-bar')).BottomBar,
});

export const offlineBannerIsland = defineIsland<object>({
  name: 'offline-banner',
  when: 'load',
  module: 'src/lib/pwa/offline-banner.tsx',
  load: async () => (await import('@/lib/pwa/offline-banner')).OfflineBanner,
});

export const deferredChromeIsland = defineIsland<object>({
  name: 'deferred-chrome',
  when: 'idle',
  module: 'src/components/layout/deferred-chrome.tsx',
  load: async () => (await import('./deferred-chrome')).DeferredChrome,
});

export const CHROME_ISLANDS = [siteHeaderIsland, bottomBarIsland, offlineBannerIsland, deferredChromeIsland] as const;
