// Home page copy: the service cards of the three tabs, the testimonials and
// the results gallery.
import { BUSINESS } from '@/config/business';

export type CardAction =
  /** 'Book Now': feeds the booking wizard with this package id (src/domain/catalog.ts). */
  | { readonly kind: 'book'; readonly packageId: string }
  | { readonly kind: 'quote' }
  | { readonly kind: 'inquire' };

export interface OfferCard {
  readonly title: string;
  readonly priceLabel: string;
  readonly description: string;
  readonly inclusions: readonly string[];
  readonly action: CardAction;
  readonly popular?: boolean;
}

export const SERVICE_TABS = [
  { id: 'interior', label: 'Interior Services' },
  { id: 'exterior', label: 'Exterior Services' },
  { id: 'specialty', label: 'Specialty Services' },
] as const;

export type ServiceTabId = (typeof SERVICE_TABS)[number]['id'];

export const INTERIOR_CARDS: readonly OfferCard[] = [
  {
    title: 'Interior Detailing',
    priceLabel: '$195',
    description: 'A complete interior refresh: every surface vacuumed, wiped and restored.',
    inclusions: ['Vacuum', 'Wipe down', 'Dust removal', 'Interior window cleaning', 'Complete restoration'],
    action: { kind: 'book', packageId: 'Interior Detailing' },
  },
  {
    title: 'Interior & Exterior Package',
    priceLabel: '$249',
    description: 'Inside and out: full interior detail plus a hand wash and wheel care.',
    inclusions: ['Interior detailing', 'Exterior wash', 'Wheel cleaning', 'Tire dressing', 'Windows and mirrors'],
    action: { kind: 'book', packageId: 'Interior & Exterior Package' },
    popular: true,
  },
  {
    title: 'Steam Cleaning & Interior Shampoo',
    priceLabel: '$349',
    description: 'Deep extraction and steam for stains, spills and odours.',
    inclusions: ['Hot water extraction', 'Steam treatment', 'Upholstery shampoo', 'Stain and odor removal'],
    action: { kind: 'book', packageId: 'Steam Cleaning & Interior Shampoo' },
  },
];

export const EXTERIOR_MAIN_CARDS: readonly OfferCard[] = [
  {
    title: 'One Step Paint Correction',
    priceLabel: '$450',
    description: 'Fixed price for most vehicles. A single machine-polish stage that removes light swirls and restores gloss.',
    inclusions: ['Decontamination wash', 'Clay bar treatment', 'One-stage machine polish', 'Paint sealant'],
    action: { kind: 'book', packageId: 'One Step Paint Correction' },
  },
  {
    title: 'Two Step Paint Correction + 3 Year Ceramic Coating',
    priceLabel: '$850',
    description: 'Compound and polish to remove deeper defects, sealed with a 3-year ceramic coating.',
    inclusions: ['Decontamination wash', 'Two-stage machine correction', '3-year ceramic coating', 'Wheel face coating'],
    action: { kind: 'book', packageId: 'Two Step Paint Correction + 3 Year Ceramic Coating' },
    popular: true,
  },
  {
    title: '5 Year Ceramic Coating',
    priceLabel: '$1,099',
    description: 'Professional-grade 9H ceramic protection that lasts five years.',
    inclusions: ['Paint enhancement polish', '5-year 9H ceramic coating', 'Glass coating', 'Trim and wheel protection'],
    action: { kind: 'book', packageId: '5 Year Ceramic Coating' },
  },
];

export const EXTERIOR_ADDITIONAL_CARDS: readonly OfferCard[] = [
  {
    title: 'Headlight Restoration',
    priceLabel: '$80',
    description: 'Yellowed, foggy lenses sanded, polished and sealed against UV.',
    inclusions: ['Wet sanding', 'Machine polish', 'UV sealant'],
    action: { kind: 'quote' },
  },
  {
    title: 'Decal Removal',
    priceLabel: '$50 per hour',
    description: 'Old dealer badges, stickers and faded decals removed without marking the paint.',
    inclusions: ['Gentle heat removal', 'Adhesive cleanup', 'Polish of the area'],
    action: { kind: 'quote' },
  },
  {
    title: 'Window Tint',
    priceLabel: 'Quote Based',
    description: 'Ceramic tint films that cut heat and glare and meet BC regulations.',
    inclusions: ['Ceramic or carbon film', 'Precision cut', 'Lifetime film warranty'],
    action: { kind: 'quote' },
  },
];

export const EXTERIOR_MORE_CARDS: readonly OfferCard[] = [
  {
    title: 'Paint Protection Film',
    priceLabel: 'Quote Based',
    description: 'Self-healing clear film against rock chips, with 8 and 10-year warranties.',
    inclusions: ['Partial front or full vehicle', 'Self-healing top coat', 'Invisible edges'],
    action: { kind: 'quote' },
  },
  {
    title: 'Vehicle Wraps',
    priceLabel: 'Quote Based',
    description: 'Colour-change and satin wraps that protect the factory paint underneath.',
    inclusions: ['Design consultation', 'Premium cast vinyl', 'Door jambs on request'],
    action: { kind: 'quote' },
  },
  {
    title: 'Ozone Odour Treatment',
    priceLabel: 'From $199',
    description: 'Smoke, pet and mildew odours removed at the source.',
    inclusions: ['Odour assessment', 'Sealed ozone treatment', 'Full ventilation'],
    action: { kind: 'quote' },
  },
];

export const SPECIALTY_CARDS: readonly OfferCard[] = [
  {
    title: 'Commercial Fleet',
    priceLabel: 'Custom Pricing',
    description: 'Scheduled on-site detailing for company cars, vans and trucks, with volume discounts.',
    inclusions: ['Volume discounts', 'On-site at your yard', 'Monthly invoicing'],
    action: { kind: 'inquire' },
  },
  {
    title: 'Marine & Boat Detailing',
    priceLabel: 'Custom Pricing',
    description: 'Hull wash, oxidation removal and interior care at the marina or on the trailer.',
    inclusions: ['Gelcoat oxidation removal', 'Vinyl and canvas care', 'Marine wax'],
    action: { kind: 'inquire' },
  },
];

export const HERO = {
  badge: '5-STAR RATED SERVICE',
  headline: 'Mobile Detailing That Comes to You',
  subheadline: `Showroom results in your driveway or parkade, anywhere in Burnaby and Metro Vancouver. Call ${BUSINESS.phoneDisplay} for a free quote.`,
  restorations: ['Paint correction', 'Headlight restoration', 'Ozone odour removal', 'Steam cleaning'],
} as const;

export interface Testimonial {
  readonly name: string;
  readonly location: string;
  readonly rating: 5;
  readonly text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Priya S.', location: 'Metrotown, Burnaby', rating: 5, text: 'They detailed my car in our building parkade without needing a single outlet. The seats look new and the coffee stains are gone.' },
  { name: 'Mark T.', location: 'Walnut Grove, Langley', rating: 5, text: 'Two kids, one dog, one very tired minivan. Three hours later it smelled and looked like it came off the lot.' },
  { name: 'Jenny L.', location: 'Steveston, Richmond', rating: 5, text: 'The 5-year ceramic coating is unreal. Rain just slides off and a rinse is all the car needs.' },
  { name: 'Daniel R.', location: 'Kitsilano, Vancouver', rating: 5, text: 'One Step paint correction took out swirls I thought were permanent. Fair fixed price and on time.' },
  { name: 'Aman G.', location: 'Fleetwood, Surrey', rating: 5, text: 'Headlights were yellow and foggy; now they are clear and I can actually see on Highway 1 at night.' },
];

export interface GalleryImage {
  /** Artwork key in images.generated.ts. */
  readonly image: string;
  readonly alt: string;
}

export const GALLERY: readonly GalleryImage[] = [
  { image: 'gallery-01', alt: 'Black sedan with a mirror finish after paint correction' },
  { image: 'gallery-02', alt: 'Red hatchback beading rain after ceramic coating' },
  { image: 'gallery-03', alt: 'White SUV after a full exterior detail' },
  { image: 'gallery-04', alt: 'Blue coupe with restored gloss in a Burnaby parkade' },
  { image: 'gallery-05', alt: 'Grey pickup truck after a hand wash and tire dressing' },
  { image: 'gallery-06', alt: 'Silver minivan after interior and exterior package' },
  { image: 'gallery-07', alt: 'Green wagon after decontamination and sealant' },
  { image: 'gallery-08', alt: 'Orange sports car with paint protection film on the front end' },
  { image: 'gallery-09', alt: 'Navy sedan after Two Step paint correction' },
  { image: 'gallery-10', alt: 'Yellow compact after headlight restoration' },
  { image: 'gallery-11', alt: 'Burgundy SUV after a 5 year ceramic coating' },
  { image: 'gallery-12', alt: 'Teal crossover after an exterior detail in Richmond' },
  { image: 'gallery-13', alt: 'Charcoal luxury sedan after a maintenance wash' },
  { image: 'gallery-14', alt: 'Pearl white truck after paint correction in Langley' },
];
