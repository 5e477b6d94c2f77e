// Where each booking button leads. A service with a wizard package opens the
// booking wizard with that package chosen (over whatever an earlier visit left
// in the wizard); a quote-priced service (product.md section 11: window tint,
// PPF, wraps, ozone, headlight restoration, decal removal, fleet, marine) has
// no package to choose, so its buttons lead to the quote request instead.
// QUOTE_REQUEST is the one place that says what asking for a quote is: the
// quote request form with the service chosen; a call to the business for an
// offering the form does not take (the ceramic page's quoted packages).
import { BUSINESS } from '@/config/business';
import { QUOTE_SERVICES, type QuoteServiceId } from '@/domain/quotes/quote-services';
import type { CityId } from '@/domain/schedule/cities';
import type { ServiceId } from './services';
import { QUOTE_REQUEST_PATH } from './quote-request';

export type BookingTarget =
  /** The wizard, with this package (src/domain/catalog.ts) chosen. */
  | { readonly kind: 'package'; readonly packageId: string }
  /** Quote-priced: the quote request. */
  | { readonly kind: 'quote' };

export const QUOTE: BookingTarget = { kind: 'quote' };

const pkg = (packageId: string): BookingTarget => ({ kind: 'package', packageId });

/** Every service's booking buttons (service, service-in-city and fixed pages). */
export const SERVICE_BOOKING_TARGETS: Record<ServiceId, BookingTarget> = {
  'interior-detailing': pkg('Interior Detailing'),
  // "From $249": the wizard's exterior work is the Interior & Exterior Package at $249.
  'exterior-detailing': pkg('Interior & Exterior Package'),
  'paint-correction': pkg('One Step Paint Correction'),
  'ceramic-coating': pkg('5 Year Ceramic Coating'),
  'steam-cleaning': pkg('Steam Cleaning & Interior Shampoo'),
  'headlight-restoration': QUOTE,
  'paint-protection-film': QUOTE,
  'ozone-treatment': QUOTE,
};

/** Names the pages and cards give an offering where they differ from the quote service's own. */
const QUOTE_SERVICE_ALIASES: Readonly<Record<string, QuoteServiceId>> = {
  'Vehicle Wraps': 'vehicle-wrap',
  'Marine & Boat Detailing': 'marine-boat',
};

/** The quote service a page's or card's name for an offering is (undefined: not one the form takes). */
export function quoteServiceOf(name: string): QuoteServiceId | undefined {
  return QUOTE_SERVICES.find((s) => s.name === name)?.id ?? QUOTE_SERVICE_ALIASES[name];
}

/** The quote request: where its buttons lead and the line on them that says what happens when tapped. */
export const QUOTE_REQUEST = {
  /**
   * The quote request for a service (its name, when known), in a city when
   * the page is about one: the request form with them chosen; the business's
   * phone for a name the form does not take.
   */
  href: (service?: string, cityId?: CityId): string => {
    const id = service === undefined ? undefined : quoteServiceOf(service);
    if (service !== undefined && !id) return `tel:${BUSINESS.phoneE164}`;
    const params = new URLSearchParams();
    if (id) params.set('service', id);
    if (cityId) params.set('city', cityId);
    const query = params.toString();
    return query ? `${QUOTE_REQUEST_PATH}?${query}` : QUOTE_REQUEST_PATH;
  },
  /** Shown on a booking button of a quote-priced service, under its label. */
  step: (service?: string): string => (service === undefined || quoteServiceOf(service) ? 'Priced by quote: request yours online' : `Priced by quote: call ${BUSINESS.phoneDisplay}`),
} as const;
