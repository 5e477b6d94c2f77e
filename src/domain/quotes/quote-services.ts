// The quote-priced offerings (product.md section 11): what a customer can ask
// a price for, by id, with the name the e-mails, the owner's view and the
// booking it becomes show. Plain data: the request form bundles it.
export const QUOTE_SERVICES = [
  { id: 'window-tint', name: 'Window Tint' },
  { id: 'paint-protection-film', name: 'Paint Protection Film' },
  { id: 'vehicle-wrap', name: 'Vehicle Wrap' },
  { id: 'ozone-treatment', name: 'Ozone Odour Treatment' },
  { id: 'headlight-restoration', name: 'Headlight Restoration' },
  { id: 'decal-removal', name: 'Decal Removal' },
  { id: 'commercial-fleet', name: 'Commercial Fleet' },
  { id: 'marine-boat', name: 'Marine & Boat' },
] as const;

export type QuoteServiceId = (typeof QUOTE_SERVICES)[number]['id'];
export const QUOTE_SERVICE_IDS = QUOTE_SERVICES.map((s) => s.id) as [QuoteServiceId, ...QuoteServiceId[]];

export function quoteServiceName(id: string): string {
  return QUOTE_SERVICES.find((s) => s.id === id)?.name ?? id;
}
