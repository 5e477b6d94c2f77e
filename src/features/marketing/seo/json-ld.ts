// Structured data builders (schema.org) for the prerendered pages.
import { BUSINESS } from '@/config/business';
import type { CityContent } from '@/content/cities';
import type { Faq } from '@/content/services';
import type { Crumb } from '@/components/ui/breadcrumbs';

type JsonLd = Record<string, unknown>;
const origin = BUSINESS.siteOrigin;
const url = (path: string) => `${origin}${path === '/' ? '' : path}`;

/** product.md section 5: every day, Thursday included, one set of hours. */
export const OPENING_HOURS = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: BUSINESS.hours.opens,
  closes: BUSINESS.hours.closes,
} as const;

export function localBusinessLd(options: { city?: CityContent; path?: string } = {}): JsonLd {
  const a = BUSINESS.address;
  const { city } = options;
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'AutoRepair'],
    '@id': `${origin}/#business`,
    name: city ? `${BUSINESS.name} – ${city.name}` : BUSINESS.name,
    url: url(options.path ?? '/'),
    telephone: BUSINESS.phoneE164,
    email: BUSINESS.email,
    image: `${origin}/og-default.png`,
    priceRange: city?.priceRange ?? BUSINESS.priceRange,
    address: { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.city, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country },
    areaServed: city ? { '@type': 'City', name: city.name } : ['Burnaby', 'Vancouver', 'Surrey', 'Richmond', 'Coquitlam', 'Langley', 'North Vancouver'].map((name) => ({ '@type': 'City', name })),
    ...(city ? { geo: { '@type': 'GeoCoordinates', latitude: city.geo.lat, longitude: city.geo.lng } } : {}),
    openingHoursSpecification: [OPENING_HOURS],
  };
}

export function serviceLd(input: { name: string; description: string; path: string; areaServed?: string; price?: number }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: url(input.path),
    provider: { '@id': `${origin}/#business`, '@type': 'AutoRepair', name: BUSINESS.name, telephone: BUSINESS.phoneE164 },
    areaServed: { '@type': 'City', name: input.areaServed ?? 'Metro Vancouver' },
    ...(input.price ? { offers: { '@type': 'Offer', price: input.price, priceCurrency: 'CAD' } } : {}),
  };
}

export function faqLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

export function breadcrumbLd(items: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: url(c.path) })),
  };
}
