// A phone's copy of a public page's LCP image goes inside the page itself.
// Under a phone's latency every request costs a round trip after the HTML has
// arrived, so a hero image fetched separately paints a round trip after the
// text; inlined, it paints with it. The 1024 px AVIF (3-7 KB) is sharp enough on
// a phone. Wider screens keep the srcset and the head's preload, which the
// preload's `media` now limits to them, so a phone downloads the image once.
export const PHONE_MEDIA = '(max-width: 640px)';
const WIDER_MEDIA = '(min-width: 641px)';
const INLINE_WIDTH = 1024;

/** The prerendered hero: a <picture> whose first source lists the AVIFs of one image and whose <img> is fetched first. */
const HERO = /<picture><source type="image\/avif" srcSet="\/images\/([a-z0-9-]+)-\d+\.avif [^"]*"[^>]*\/>(?=(?:(?!<\/picture>).)*fetchPriority="high")/;

/**
 * `read(name)`: the bytes of /images/<name>, or undefined when there is no such file.
 * Pages without a hero come back unchanged.
 */
export function inlinePhoneHero(html: string, read: (file: string) => Buffer | undefined): string {
  const hero = HERO.exec(html);
  if (!hero) return html;
  const image = hero[1];
  const bytes = read(`${image}-${INLINE_WIDTH}.avif`);
  if (!bytes) return html;
  const phoneSource = `<source media="${PHONE_MEDIA}" type="image/avif" srcSet="data:image/avif;base64,${bytes.toString('base64')}"/>`;
  const withSource = html.replace(hero[0], () => `<picture>${phoneSource}${hero[0].slice('<picture>'.length)}`);
  return withSource.replace(
    new RegExp(`<link rel="preload" as="image" type="image/avif" imagesrcset="/images/${image}-`),
    (tag) => tag.replace('<link rel="preload" as="image"', `<link rel="preload" as="image" media="${WIDER_MEDIA}"`),
  );
}
