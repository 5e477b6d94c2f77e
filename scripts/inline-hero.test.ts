import { describe, expect, it } from 'vitest';
import { PHONE_MEDIA, inlinePhoneHero } from './inline-hero';

const HEAD = '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/city-burnaby-640.avif 640w, /images/city-burnaby-1024.avif 1024w" imagesizes="100vw" fetchpriority="high" />';
const HERO =
  '<picture><source type="image/avif" srcSet="/images/city-burnaby-640.avif 640w, /images/city-burnaby-1024.avif 1024w" sizes="100vw"/>' +
  '<source type="image/webp" srcSet="/images/city-burnaby-640.webp 640w" sizes="100vw"/><img src="/images/city-burnaby-1024.webp" alt="" loading="eager" fetchPriority="high"/></picture>';
const LAZY = '<picture><source type="image/avif" srcSet="/images/gallery-1-640.avif 640w" sizes="50vw"/><img src="/images/gallery-1-640.webp" alt="" loading="lazy"/></picture>';
const files: Record<string, Buffer> = { 'city-burnaby-1024.avif': Buffer.from('AVIF bytes'), 'gallery-1-1024.avif': Buffer.from('other') };
const read = (file: string) => files[file];

describe('inlinePhoneHero', () => {
  it('puts the hero’s 1024 px AVIF in the page for phones, first in its <picture>, and keeps the preload for wider screens', () => {
    const html = inlinePhoneHero(`<head>${HEAD}</head><body>${HERO}${LAZY}</body>`, read);
    const data = `data:image/avif;base64,${Buffer.from('AVIF bytes').toString('base64')}`;
    expect(html).toContain(`<picture><source media="${PHONE_MEDIA}" type="image/avif" srcSet="${data}"/><source type="image/avif" srcSet="/images/city-burnaby-640.avif`);
    expect(html).toContain('<link rel="preload" as="image" media="(min-width: 641px)" type="image/avif" imagesrcset="/images/city-burnaby-640.avif');
    // A lazy image further down is left alone.
    expect(html).toContain(LAZY);
    expect(html.match(/data:image\/avif/g)).toHaveLength(1);
  });

  it('leaves a page without a high-priority image, or without the file, as it was', () => {
    const lazyOnly = `<head></head><body>${LAZY}</body>`;
    expect(inlinePhoneHero(lazyOnly, read)).toBe(lazyOnly);
    const missing = `<head>${HEAD}</head><body>${HERO}</body>`;
    expect(inlinePhoneHero(missing, () => undefined)).toBe(missing);
  });
});
