// The public pages other than home, by path, and the paths prerendered for
// them. Each is static HTML with islands (src/lib/islands), rendered at build
// time only: no router, and moving between them is an ordinary page load.
import type { ReactElement } from 'react';
import { CITIES } from '@/domain/schedule/cities';
import { LANDING_CITY_IDS } from '@/content/cities';
import { SERVICE_IDS } from '@/content/services';
import { PRIVACY_PATH } from '@/content/privacy-notice';
import { ServicesPage } from './pages/services-page';
import { PpfPage } from './pages/ppf-page';
import { CeramicPage } from './pages/ceramic-page';
import { OzonePage } from './pages/ozone-page';
import { ServicePage } from './pages/service-page';
import { ServiceCityPage } from './pages/service-city-page';
import { CityPage } from './pages/city-page';
import { NorthVancouverPage } from './pages/north-vancouver-page';
import { PrivacyPage } from './pages/privacy-page';
import { NotFoundPage } from './not-found-page';

const FIXED: Record<string, () => ReactElement> = {
  '/services': () => <ServicesPage />,
  '/services/paint-protection-film': () => <PpfPage />,
  '/services/ceramic-coating': () => <CeramicPage />,
  '/services/ozone-treatment': () => <OzonePage />,
  '/north-vancouver': () => <NorthVancouverPage />,
  [PRIVACY_PATH]: () => <PrivacyPage />,
  '/404': () => <NotFoundPage />,
};

/** The page at `path` (home excepted: src/app composes it with the booking wizard), or null. */
export function marketingPage(path: string): ReactElement | null {
  const fixed = FIXED[path];
  if (fixed) return fixed();
  const city = LANDING_CITY_IDS.find((id) => path === `/${id}`);
  if (city) return <CityPage cityId={city} />;
  const service = /^\/services\/([^/]+)$/.exec(path);
  if (service) return <ServicePage serviceId={service[1]} />;
  const inCity = /^\/services\/([^/]+)\/([^/]+)$/.exec(path);
  if (inCity) return <ServiceCityPage serviceId={inCity[1]} cityId={inCity[2]} />;
  return null;
}

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
