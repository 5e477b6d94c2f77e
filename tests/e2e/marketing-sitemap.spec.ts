import { expect, test } from './csp-guard';

// Walks every route of sitemap.xml and checks its static HTML (no JavaScript).
test('every sitemap route is prerendered with its own metadata', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.length).toBe(75 - 1); // every prerendered page but the not-found page (/privacy included)
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/login/);
  expect(robots).toMatch(/Disallow: \/dashboard/);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const url of urls) {
    const path = new URL(url).pathname;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`).exec(html)?.[1];
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = meta('name', 'description');
    expect(title, `${path} title`).toBeTruthy();
    expect(description, `${path} description`).toBeTruthy();
    expect(meta('name', 'keywords'), `${path} keywords`).toBeTruthy();
    for (const p of ['og:title', 'og:description', 'og:image', 'og:url']) expect(meta('property', p), `${path} ${p}`).toBeTruthy();
    for (const n of ['twitter:title', 'twitter:description', 'twitter:image', 'twitter:url']) expect(meta('name', n), `${path} ${n}`).toBeTruthy();
    expect(meta('property', 'og:url')).toBe(url.replace(/\/$/, '') || url);
    expect(html, `${path} canonical`).toContain(`<link rel="canonical" href="${url === new URL(url).origin + '/' ? new URL(url).origin : url}" />`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string | string[] });
    const types = ld.flatMap((b) => b['@type']);
    expect(types.some((t) => ['AutoRepair', 'Service'].includes(t)), `${path} JSON-LD`).toBe(true);
    if (path.startsWith('/services/')) expect(types, `${path} breadcrumbs`).toContain('BreadcrumbList');
    if (html.includes('<details')) expect(types, `${path} FAQPage`).toContain('FAQPage');
    expect(html, `${path} content`).toMatch(/<h1[^>]*>/);
    expect(titles.has(title!), `${path} repeats the title of ${titles.get(title!)}`).toBe(false);
    expect(descriptions.has(description!), `${path} repeats the description of ${descriptions.get(description!)}`).toBe(false);
    titles.set(title!, path);
    descriptions.set(description!, path);
  }
});

test('city structured data carries the opening hours and Richmond its $$$ price range', async ({ request }) => {
  const html = await (await request.get('/richmond')).text();
  const block = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as Record<string, unknown>)
    .find((b) => (b['@type'] as string[]).includes?.('AutoRepair'));
  expect(block?.priceRange).toBe('$$$');
  expect(block?.openingHoursSpecification).toEqual([
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Thursday', 'Sunday']), opens: '06:00', closes: '22:00' }),
  ]);
});
