import { describe, expect, it } from 'vitest';
import { CITIES } from '@/domain/schedule/cities';
import { findPackage } from '@/domain/catalog';
import { CITY_CONTENT, LANDING_CITY_IDS, citySlug, findCity } from './cities';
import { SERVICE_IDS, SERVICES, findService } from './services';
import { cityServiceCopy } from './service-in-city';
import { EXTERIOR_ADDITIONAL_CARDS, EXTERIOR_MAIN_CARDS, EXTERIOR_MORE_CARDS, GALLERY, INTERIOR_CARDS, SPECIALTY_CARDS, TESTIMONIALS } from './home';
import { IMAGES } from './images.generated';
import { QUOTE_REQUEST, SERVICE_BOOKING_TARGETS } from './booking-targets';

describe('site content', () => {
  it('replaces only the first space of a city name in service-area links', () => {
    expect(citySlug('North Vancouver')).toBe('north-vancouver');
    expect(citySlug('Port Moody Heights')).toBe('port-moody heights');
    expect(citySlug('Burnaby')).toBe('burnaby');
  });

  it('lists Burnaby\'s nine neighbourhoods and twelve distinct ones for every other city', () => {
    expect(CITY_CONTENT.burnaby.neighbourhoods).toEqual(['Metrotown', 'Brentwood', 'Burnaby Heights', 'Lougheed', 'Edmonds', 'Deer Lake', 'SFU', 'Capitol Hill', 'Central Park']);
    for (const id of LANDING_CITY_IDS.filter((c) => c !== 'burnaby')) expect(new Set(CITY_CONTENT[id].neighbourhoods).size, id).toBe(12);
    expect(CITY_CONTENT.richmond.priceRange).toBe('$$$');
  });

  it('gives every service-in-city pair its own challenges, benefits and tips', () => {
    const seen = new Set<string>();
    for (const s of SERVICE_IDS)
      for (const c of CITIES) {
        const copy = cityServiceCopy(s, CITY_CONTENT[c.id]);
        expect(copy.challenges.length + copy.benefits.length + copy.tips.length).toBeGreaterThanOrEqual(9);
        const key = JSON.stringify(copy);
        expect(seen.has(key), `${s}/${c.id}`).toBe(false);
        seen.add(key);
      }
  });

  it('finds only known services and cities (others get the not-found page)', () => {
    expect(findService('ceramic-coating')?.name).toBe('Ceramic Coating');
    expect(findService('window-washing')).toBeUndefined();
    expect(findCity('surrey')?.name).toBe('Surrey');
    expect(findCity('seattle')).toBeUndefined();
  });

  it('has the home cards of the spec, Book Now only for wizard packages', () => {
    expect([INTERIOR_CARDS.length, EXTERIOR_MAIN_CARDS.length, EXTERIOR_ADDITIONAL_CARDS.length, EXTERIOR_MORE_CARDS.length, SPECIALTY_CARDS.length]).toEqual([3, 3, 3, 3, 2]);
    for (const card of [...INTERIOR_CARDS, ...EXTERIOR_MAIN_CARDS, ...EXTERIOR_ADDITIONAL_CARDS, ...EXTERIOR_MORE_CARDS, ...SPECIALTY_CARDS])
      if (card.action.kind === 'book') expect(findPackage(card.action.packageId)?.name, card.title).toBe(card.title);
    expect(TESTIMONIALS).toHaveLength(5);
    expect(TESTIMONIALS.every((t) => t.rating === 5)).toBe(true);
  });

  it("sends every service's booking buttons to a wizard package that exists, or to a quote for the quote-priced ones", () => {
    for (const id of SERVICE_IDS) {
      const target = SERVICE_BOOKING_TARGETS[id];
      if (target.kind === 'package') expect(findPackage(target.packageId)?.name, id).toBe(target.packageId);
    }
    // product.md section 11: these have no wizard package.
    for (const id of ['headlight-restoration', 'paint-protection-film', 'ozone-treatment'] as const) expect(SERVICE_BOOKING_TARGETS[id].kind, id).toBe('quote');
  });

  it('sends every quote-priced offering (its card, its page, in a city) to the request form with its service chosen', () => {
    const quotedCards = [...INTERIOR_CARDS, ...EXTERIOR_MAIN_CARDS, ...EXTERIOR_ADDITIONAL_CARDS, ...EXTERIOR_MORE_CARDS, ...SPECIALTY_CARDS].filter((c) => c.action.kind !== 'book');
    expect(quotedCards.length).toBeGreaterThanOrEqual(8);
    for (const card of quotedCards) expect(QUOTE_REQUEST.href(card.title), card.title).toMatch(/^\/quote-request\?service=[a-z-]+$/);
    for (const id of SERVICE_IDS.filter((s) => SERVICE_BOOKING_TARGETS[s].kind === 'quote')) {
      const name = findService(id)!.name;
      expect(QUOTE_REQUEST.href(name), id).toBe(`/quote-request?service=${id}`);
      expect(QUOTE_REQUEST.href(name, 'surrey'), id).toBe(`/quote-request?service=${id}&city=surrey`);
      expect(QUOTE_REQUEST.step(name)).toBe('Priced by quote: request yours online');
    }
    // An offering the form does not take is still a call.
    expect(QUOTE_REQUEST.href('Ceramic Coating, 9-Year')).toMatch(/^tel:/);
    expect(QUOTE_REQUEST.step('Ceramic Coating, 9-Year')).toMatch(/^Priced by quote: call /);
  });

  it('has an image with alt text for each of the 14 gallery photos and every service and city', () => {
    expect(GALLERY).toHaveLength(14);
    for (const g of GALLERY) {
      expect(IMAGES[g.image], g.image).toBeDefined();
      expect(g.alt.length).toBeGreaterThan(10);
    }
    for (const s of Object.values(SERVICES)) expect(IMAGES[s.image], s.id).toBeDefined();
    for (const c of Object.values(CITY_CONTENT)) if (c.image) expect(IMAGES[c.image], c.id).toBeDefined();
  });
});

describe('prices in the copy', () => {
  it('write every dollar amount of four or more digits with a thousands separator', async () => {
    const files = ['./home', './services', './fixed-pages', './cities', './service-in-city'];
    for (const file of files) {
      const text = JSON.stringify(await import(/* @vite-ignore */ file));
      expect(text.match(/\$\d{4,}/g), `${file}: ${text.match(/\$\d{4,}/g)?.join(', ')}`).toBeNull();
      // ...and in the ranges' second half ("$1,099-1,299", not "$1,099-1299").
      expect(text.match(/\$[\d,]+-\d{4,}/g), file).toBeNull();
    }
  });
});
