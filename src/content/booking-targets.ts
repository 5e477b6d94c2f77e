// Where each booking button leads. A service with a wizard package opens the
// booking wizard with that package chosen (over whatever an earlier visit left
// in the wizard); a quote-priced service (product.md section 11: window tint,
// PPF, wraps, ozone, headlight restoration, decal removal, fleet, marine) has
// no package to choose, so its buttons lead to the quote request instead.
// QUOTE_REQUEST is the one place that says what asking for a quote is: today a
// call to the business; the quote request form takes its place here.
import { BUSINESS } from '@/config/business';
import type { ServiceId } from './services';

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

/** The quote request: where its buttons lead and the line on them that says what happens when tapped. */
export const QUOTE_REQUEST = {
  /** The quote request for a service (its name, when known): today the business's phone. */
  href: (_service?: string): string => `tel:${BUSINESS.phoneE164}`,
  /** Shown on a booking button of a quote-priced service, under its label. */
  step: `Priced by quote: call ${BUSINESS.phoneDisplay}`,
} as const;
