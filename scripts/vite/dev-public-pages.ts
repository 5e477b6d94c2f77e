// A Vite plugin for `npm run dev`: the public pages are static HTML with islands
// (src/lib/islands), not routes of the browser's app, so the dev server renders
// each one on request the way the build prerenders it (src/entry-server.tsx)
// and serves it with the islands entry. Every other path is the app, as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ISLANDS_PAGE_ATTR } from '../../src/lib/islands/island-attrs.ts';

interface ServerEntry {
  isIslandsPage(path: string): boolean;
  render(path: string): Promise<{ html: string; head: string }>;
  CHROME_CSS: string;
}

export function devPublicPages(): Plugin {
  return {
    name: 'dev-public-pages',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // As the build's server bundle (scripts/build-web.ts): Chakra's ESM is bundled, not loaded by Node.
    config: () => ({ ssr: { noExternal: ['@chakra-ui/react', '@ark-ui/react'] } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || !req.url) return next();
        const url = new URL(req.url, 'http://dev.local');
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        void (async () => {
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          if (!entry.isIslandsPage(path)) return next();
          const page = await entry.render(path);
          const template = await server.transformIndexHtml(req.url!, readFileSync(join(server.config.root, 'index.html'), 'utf8'));
          const html = template
            .replace('/src/entry-client.tsx', '/src/entry-islands.tsx')
            .replace('<div id="root">', `<div id="root" ${ISLANDS_PAGE_ATTR}>`)
            .replace('<!--app-head-->', () => `${page.head}\n    <style data-site-css>${entry.CHROME_CSS}</style>`)
            .replace('<!--app-html-->', () => page.html);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
