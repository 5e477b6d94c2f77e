import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_FORBIDDEN, checkFirstLoad, chunkKeyOf, earlyWorkerTag, islandPreloadTags, islandsTemplate, isPrivatePath, modulePreloadTags, pagePreloadTags, robotsTxt, UNPRELOADED_ENTRY_IMPORTS, sitemapXml, WORKER_FIRST_PAGES, withSiteCss, type BuildManifest } from './build-web';

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
    expect(isPrivatePath('/quote')).toBe(true);
    expect(isPrivatePath('/burnaby')).toBe(false);
  });
});

describe('module preloads of a page', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['node_modules/react-dom/client.js', 'src/app/client-app.tsx', 'src/features/staff/reports/reports-ahead.tsx'] },
    'src/features/staff/reports/reports-ahead.tsx': { file: 'assets/reports-ahead.js', imports: ['_react.js', '_reports-parts.js'] },
    '_reports-parts.js': { file: 'assets/reports-parts.js' },
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

  it("leaves out other pages' chunks, what the template already loads, and what the entry imports for some visitors only", () => {
    const tags = modulePreloadTags(manifest, ['src/features/marketing/pages/city-page.tsx']);
    expect(tags).not.toContain('ppf-page');
    expect(UNPRELOADED_ENTRY_IMPORTS).toContain('src/features/staff/reports/reports-ahead.tsx');
    expect(tags).not.toContain('reports-');
    expect(tags).not.toContain('/assets/entry.js');
    expect(tags).not.toContain('/assets/react.js');
  });

  it("preloads nothing more on a page whose entry starts a worker first (the worker's script is asked for before the app's chunks)", () => {
    expect(WORKER_FIRST_PAGES).toEqual(['/reports']);
    expect(pagePreloadTags('/reports', manifest, ['src/features/marketing/pages/city-page.tsx'])).toBe('');
    expect(pagePreloadTags('/burnaby', manifest, ['src/features/marketing/pages/city-page.tsx'])).toBe(modulePreloadTags(manifest, ['src/features/marketing/pages/city-page.tsx']));
  });

  it("starts the Reports' worker from the top of a worker-first page's head, with the build's own worker file, and on no other page", () => {
    const assets = ['index-AAAAAAAA.js', 'report-worker-start-BBBBBBBB.js', 'report-worker-Bq3_x-9z.js', 'reports-view-CCCCCCCC.js'];
    const tag = earlyWorkerTag('/reports', assets);
    expect(tag).toMatch(/^<script>\n[\s\S]*<\/script>$/);
    expect(tag).toContain('new Worker("/assets/report-worker-Bq3_x-9z.js"');
    expect(tag).toContain('"coastline:staff-session"');
    expect(earlyWorkerTag('/dashboard', assets)).toBe('');
    expect(() => earlyWorkerTag('/reports', ['index-AAAAAAAA.js'])).toThrow('Expected one report-worker script among the built assets, found 0');
  });

  it('fails the build when a route names a module the build does not have', () => {
    expect(() => modulePreloadTags(manifest, ['src/features/marketing/pages/gone-page.tsx'])).toThrow(/gone-page.tsx is missing/);
  });
});

describe('a public page (islands)', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/app/client-app.tsx'] },
    'src/entry-islands.tsx': { file: 'assets/islands.js', isEntry: true, imports: ['_react.js', '_gate.js'], dynamicImports: ['node_modules/react-dom/client.js', 'src/components/layout/site-header.tsx', 'src/app/booking-wizard.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    '_gate.js': { file: 'assets/gate.js' },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
    'src/app/client-app.tsx': { file: 'assets/client-app.js', imports: ['_react.js', '_chakra.js'] },
    'src/components/layout/site-header.tsx': { file: 'assets/site-header.js', imports: ['_react.js', '_motion.js'] },
    '_motion.js': { file: 'assets/motion.js' },
    'src/app/booking-wizard.tsx': { file: 'assets/booking-wizard.js', imports: ['_react.js', '_chakra.js'] },
    '_chakra.js': { file: 'assets/chakra.js', imports: ['_react.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  };
  const modules = {
    'assets/islands.js': ['/repo/src/entry-islands.tsx'],
    'assets/react.js': ['/repo/node_modules/react/index.js'],
    'assets/gate.js': ['/repo/src/lib/hydration-gate.ts'],
    'assets/site-header.js': ['/repo/src/components/layout/site-header.tsx'],
    'assets/motion.js': ['/repo/src/components/motion/motion.tsx'],
    'assets/chakra.js': ['/repo/node_modules/@chakra-ui/react/dist/esm/index.js', '/repo/node_modules/@emotion/react/dist/emotion-react.esm.js'],
    'assets/booking-wizard.js': ['/repo/src/app/booking-wizard.tsx'],
    'assets/shared.js': ['/repo/src/components/layout/bottom-bar.tsx', '/repo/src/components/layout/site-footer.tsx'],
  };
  const template = [
    '<head>',
    '    <!--app-head-->',
    '    <script>/* early capture */</script>',
    '    <script type="module" crossorigin src="/assets/entry.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '  </head>',
    '  <body><div id="root"><!--app-html--></div></body>',
  ].join('\n');

  it("loads the islands entry and its imports instead of the app's, and marks #root as an islands page", () => {
    const html = islandsTemplate(template, manifest);
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands.js"></script>');
    expect(html).not.toContain('/assets/entry.js');
    expect([...html.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/react.js', '/assets/gate.js']);
    expect(html).toContain('<div id="root" data-islands>');
    expect(html).toContain('<script>/* early capture */</script>');
  });

  it('preloads React DOM and the islands that hydrate unasked, not what the template has, nor the wizard', () => {
    const tags = islandPreloadTags(manifest, ['src/components/layout/site-header.tsx']);
    expect([...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/client.js', '/assets/site-header.js', '/assets/motion.js']);
  });

  it('finds the chunk of a module bundled into a shared chunk', () => {
    expect(chunkKeyOf(manifest, modules, 'src/components/layout/site-header.tsx')).toBe('src/components/layout/site-header.tsx');
    expect(chunkKeyOf(manifest, modules, 'src/components/layout/bottom-bar.tsx')).toBe('_shared.js');
    expect(() => chunkKeyOf(manifest, modules, 'src/components/layout/gone.tsx')).toThrow(/in no chunk/);
  });

  it('refuses a page whose first load holds Chakra or Emotion, naming them, and passes one without', () => {
    expect(() => checkFirstLoad('/', manifest, modules, ['src/components/layout/site-header.tsx'])).not.toThrow();
    const refusal = (() => {
      try {
        checkFirstLoad('/services', manifest, modules, ['src/components/layout/site-header.tsx', 'src/app/booking-wizard.tsx']);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(refusal).toMatch(/^The public page \/services would load/);
    expect(refusal).toContain('Chakra: @chakra-ui/react/dist/esm/index.js (in assets/chakra.js, loaded for _chakra.js)');
    expect(refusal).toContain('Emotion: @emotion/react');
  });

  it('flags the router, Firebase and Dexie as well', () => {
    const names = (id: string) => FIRST_LOAD_FORBIDDEN.filter((r) => r.pattern.test(id)).map((r) => r.name);
    expect(names('/r/node_modules/react-router/dist/index.mjs')).toEqual(['the router']);
    expect(names('/r/node_modules/@firebase/functions/dist/index.esm.js')).toEqual(['Firebase']);
    expect(names('/r/node_modules/dexie/dist/dexie.mjs')).toEqual(['Dexie']);
    expect(names('/r/node_modules/react-dom/client.js')).toEqual([]);
    expect(names('/r/node_modules/framer-motion/dist/es/index.mjs')).toEqual([]);
  });

  it('puts the plain elements\' CSS first in the head', () => {
    expect(withSiteCss(template, '.a{color:red}')).toContain('<!--app-head-->\n    <style data-site-css>.a{color:red}</style>\n    <script>');
  });
});
