// The public pages other than home, and the paths prerendered for them. Each
// page is its own chunk; static segments win over :serviceId in the router.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from '@/app/route-module';
import { CITIES } from '@/domain/cities';
import { LANDING_CITY_IDS } from '@/content/cities';
import { SERVICE_IDS } from '@/content/services';
import { PRIVACY_PATH } from '@/content/privacy-notice';

/** The handle naming a page module of this folder (see src/app/route-module.ts). */
const page = (file: string) => routeModule(`src/features/marketing/${file}.tsx`);

export const marketingRoutes: RouteObject[] = [
  { path: 'services', handle: page('pages/services-page'), lazy: async () => ({ Component: (await import('./pages/services-page')).ServicesPage }) },
  { path: 'services/paint-protection-film', handle: page('pages/ppf-page'), lazy: async () => ({ Component: (await import('./pages/ppf-page')).PpfPage }) },
  { path: 'services/ceramic-coating', handle: page('pages/ceramic-page'), lazy: async () => ({ Component: (await import('./pages/ceramic-page')).CeramicPage }) },
  { path: 'services/ozone-treatment', handle: page('pages/ozone-page'), lazy: async () => ({ Component: (await import('./pages/ozone-page')).OzonePage }) },
  { path: 'services/:serviceId', handle: page('pages/service-page'), lazy: async () => ({ Component: (await import('./pages/service-page')).ServicePage }) },
  { path: 'services/:serviceId/:cityId', handle: page('pages/service-city-page'), lazy: async () => ({ Component: (await import('./pages/service-city-page')).ServiceCityPage }) },
  ...LANDING_CITY_IDS.map((cityId) => ({
    path: cityId,
    handle: page('pages/city-page'),
    lazy: async () => {
      const { CityPage } = await import('./pages/city-page');
      return { Component: () => <CityPage cityId={cityId} /> };
    },
  })),
  { path: 'north-vancouver', handle: page('pages/north-vancouver-page'), lazy: async () => ({ Component: (await import('./pages/north-vancouver-page')).NorthVancouverPage }) },
  { path: 'privacy', handle: page('pages/privacy-page'), lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }) },
];

/** Every public path to prerender (home included); also the sitemap. */
export function marketingPrerenderPaths(): string[] {
  return [
    '/',
    '/services',
    ...SERVICE_IDS.map((id) => `/services/${id}`),
    ...SERVICE_IDS.flatMap((id) => CITIES.map((c) => `/services/${id}/${c.id}`)),
    ...LANDING_CITY_IDS.map((id) => `/${id}`),
    '/north-vancouver',
    PRIVACY_PATH,
  ];
}
