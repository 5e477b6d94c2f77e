// Renders one route to HTML at build time (scripts/build-web.ts prerenders).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '@/app/providers';
import { system } from '@/components/ui/system';
import { routes, prerenderPaths } from '@/app/routes';
import { routeModulesFor } from '@/app/route-module';
import { HeadContext } from '@/lib/head/page-head';
import { HeadCollector } from '@/lib/head/page-meta';
import { renderHeadTags } from '@/lib/head/render-head';

export { prerenderPaths };

/** The source modules of the lazy routes a path renders (their chunks are preloaded in its HTML). */
export function routeModules(path: string): string[] {
  return routeModulesFor(routes, path);
}

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Route ${path} answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const collector = new HeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <AppProviders cache={cache} system={system}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadContext.Provider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`Route ${path} rendered no <PageHead>: every page needs its title and description`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head: `${renderHeadTags(collector.meta)}\n    ${styles}`, status: collector.meta.status ?? 200 };
}
