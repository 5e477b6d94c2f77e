import { describe, expect, it } from 'vitest';
import { isPrivatePath, modulePreloadTags, robotsTxt, sitemapXml, type BuildManifest } from './build-web';

describe('sitemap and robots', () => {
  it('lists each path as an absolute URL on the site origin', () => {
    const xml = sitemapXml(['/', '/services/ceramic-coating/burnaby'], 'https://www.example.com');
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/services/ceramic-coating/burnaby</loc>');
  });

  it('allows the site and disallows the staff pages', () => {
    const txt = robotsTxt('https://www.example.com');
    expect(txt).toContain('Allow: /');
    expect(txt).toContain('Disallow: /login');
    expect(txt).toContain('Disallow: /dashboard');
    expect(txt).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(isPrivatePath('/dashboard')).toBe(true);
    expect(isPrivatePath('/burnaby')).toBe(false);
  });
});

describe('module preloads of a page', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['node_modules/react-dom/client.js', 'src/app/client-app.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
    'src/app/client-app.tsx': { file: 'assets/client-app.js', imports: ['_react.js', '_chakra.js'], dynamicImports: ['src/features/marketing/pages/city-page.tsx', 'src/features/marketing/pages/ppf-page.tsx'] },
    '_chakra.js': { file: 'assets/chakra.js', imports: ['_react.js'] },
    'src/features/marketing/pages/city-page.tsx': { file: 'assets/city-page.js', imports: ['_chakra.js', '_cities.js'] },
    'src/features/marketing/pages/ppf-page.tsx': { file: 'assets/ppf-page.js', imports: ['_chakra.js'] },
    '_cities.js': { file: 'assets/cities.js' },
  };

  it("preloads the entry's start-up chunks and the page's own route chunks with their imports, once each", () => {
    const tags = modulePreloadTags(manifest, ['src/features/marketing/pages/city-page.tsx']);
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/assets/client.js', '/assets/client-app.js', '/assets/chakra.js', '/assets/city-page.js', '/assets/cities.js']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/city-page.js">');
  });

  it("leaves out other pages' chunks and what the template already loads", () => {
    const tags = modulePreloadTags(manifest, ['src/features/marketing/pages/city-page.tsx']);
    expect(tags).not.toContain('ppf-page');
    expect(tags).not.toContain('/assets/entry.js');
    expect(tags).not.toContain('/assets/react.js');
  });

  it('fails the build when a route names a module the build does not have', () => {
    expect(() => modulePreloadTags(manifest, ['src/features/marketing/pages/gone-page.tsx'])).toThrow(/gone-page.tsx is missing/);
  });
});
