// The web app manifest, built from the business config (vite.config.ts hands it to vite-plugin-pwa).
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BUSINESS } from '../../src/config/business.ts';

/** The top bar is black; the splash screen and the status bar match it. */
export const THEME_COLOR = '#000000';
export const BACKGROUND_COLOR = '#000000';

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: BUSINESS.name,
  short_name: BUSINESS.shortName,
  description: `Mobile auto detailing across Metro Vancouver: book ${BUSINESS.name} online, even offline.`,
  lang: 'en-CA',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['business', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Book a service', short_name: 'Book', url: '/?section=booking', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Dashboard', short_name: 'Dashboard', url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
  screenshots: [
    { src: '/screenshots/narrow.png', sizes: '412x915', type: 'image/png', form_factor: 'narrow', label: `${BUSINESS.name} on a phone` },
    { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: `${BUSINESS.name} on a desktop` },
  ],
};
