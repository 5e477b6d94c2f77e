// Renders one page to HTML at build time (scripts/build-web.ts prerenders).
// A public page is static HTML with islands (src/lib/islands): rendered without
// a router, each island then rendered on its own into its placeholder, as the
// browser will hydrate it. An app page (staff, customer) is the React Router
// app's HTML, which the browser hydrates whole (src/entry-client.tsx).
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '@/app/providers';
import { system } from '@/components/ui/system';
import { routes, appPrerenderPaths } from '@/app/routes';
import { publicPage, publicPrerenderPaths } from '@/app/public-pages';
import { CHROME_CSS, islandsCss } from '@/app/site-css';
import { ISLANDS } from '@/app/islands';
import { routeModulesFor } from '@/lib/route-module';
import { HeadContext } from '@/lib/head/page-head';
import { HeadCollector } from '@/lib/head/page-meta';
import { renderHeadTags } from '@/lib/head/render-head';
import { IslandCollector, IslandContext, fillIslands, islandIdPrefix } from '@/lib/islands/island';

export { CHROME_CSS };

/** Every path prerendered to its own HTML file (404.html is added by the build). */
export function prerenderPaths(): string[] {
  return [...publicPrerenderPaths(), ...appPrerenderPaths()];
}

/** Whether `path` is a public page (islands) rather than an app page. */
export function isIslandsPage(path: string): boolean {
  return path === '/404' || publicPage(path) !== null;
}

/** The source modules of the lazy routes an app path renders (their chunks are preloaded in its HTML). */
export function routeModules(path: string): string[] {
  return isIslandsPage(path) ? [] : routeModulesFor(routes, path);
}

/** The islands a public page holds, by name, in page order (the build preloads those that hydrate unasked). */
export function islandsOf(html: string): { name: string; module: string; when: string }[] {
  return [...html.matchAll(/<div data-island="([^"]+)"/g)].map(([, name]) => {
    const def = ISLANDS[name!];
    if (!def) throw new Error(`The page holds island ${name}, which src/app/islands.ts does not list`);
    return { name: def.name, module: def.module, when: def.when };
  });
}

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  islands: boolean;
}

function withHead(element: ReactElement, collector: HeadCollector): ReactElement {
  return (
    <StrictMode>
      <HeadContext.Provider value={collector}>{element}</HeadContext.Provider>
    </StrictMode>
  );
}

async function renderPublic(page: ReactElement, cache: EmotionCache, collector: HeadCollector): Promise<string> {
  const islands = new IslandCollector();
  const html = renderToString(
    withHead(
      <IslandContext.Provider value={islands}>
        <AppProviders cache={cache} system={system}>
          {page}
        </AppProviders>
      </IslandContext.Provider>,
      collector,
    ),
  );
  return fillIslands(html, islands, (def, Component, props) =>
    renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <Component {...props} />
        </CacheProvider>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(def.name) },
    ),
  );
}

async function renderApp(path: string, cache: EmotionCache, collector: HeadCollector): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Route ${path} answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    withHead(
      <AppProviders cache={cache} system={system}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      collector,
    ),
  );
}

export async function render(path: string): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const collector = new HeadCollector();
  const page = publicPage(path);
  const html = page ? await renderPublic(page, cache, collector) : await renderApp(path, cache, collector);
  if (!collector.meta) throw new Error(`Route ${path} rendered no <PageHead>: every page needs its title and description`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const ownCss = page ? islandsCss(islandsOf(html).map((i) => i.name)) : '';
  const css = ownCss ? `\n    <style data-islands-css>${ownCss}</style>` : '';
  return { html, head: `${renderHeadTags(collector.meta)}\n    ${styles}${css}`, status: collector.meta.status ?? 200, islands: !!page };
}
