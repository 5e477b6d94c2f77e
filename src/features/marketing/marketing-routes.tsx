// The public pages other than home, and the paths prerendered for them. Each
// page is its own chunk; static segments win over :serviceId in the router.
import type { RouteObject } from 'react-router-dom';
import { CITIES } from '@/domain/cities';
import { LANDING_CITY_IDS } from '@/content/cities';
import { SERVICE_IDS } from '@/content/services';

export const marketingRoutes: RouteObject[] = [
  { path: 'services', lazy: async () => ({ Component: (await import('./pages/services-page')).ServicesPage }) },
  { path: 'services/paint-protection-film', lazy: async () => ({ Component: (await import('./pages/ppf-page')).PpfPage }) },
  { path: 'services/ceramic-coating', lazy: async () => ({ Component: (await import('./pages/ceramic-page')).CeramicPage }) },
  { path: 'services/ozone-treatment', lazy: async () => ({ Component: (await import('./pages/ozone-page')).OzonePage }) },
  { path: 'services/:serviceId', lazy: async () => ({ Component: (await import('./pages/service-page')).ServicePage }) },
  { path: 'services/:serviceId/:cityId', lazy: async () => ({ Component: (await import('./pages/service-city-page')).ServiceCityPage }) },
  ...LANDING_CITY_IDS.map((cityId) => ({
    path: cityId,
    lazy: async () => {
      const { CityPage } = await import('./pages/city-page');
      return { Component: () => <CityPage cityId={cityId} /> };
    },
  })),
  { path: 'north-vancouver', lazy: async () => ({ Component: (await import('./pages/north-vancouver-page')).NorthVancouverPage }) },
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
  ];
}
