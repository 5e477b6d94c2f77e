// Every lazy route names, in its handle, the source module its lazy() imports
// (root-relative path, as in Vite's build manifest). The build reads them to put
// <link rel="modulepreload"> for the page's own chunks into each prerendered page
// (scripts/build-web.ts), so everything a page needs to hydrate is fetched with
// it, in parallel, while the connection is there; a page whose entry starts a
// worker first (WORKER_FIRST_PAGES there) gets none.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export interface RouteModuleHandle {
  module: string;
}

export function routeModule(module: string): RouteModuleHandle {
  return { module };
}

/** The source modules of the lazy routes matching `pathname`, outermost first. */
export function routeModulesFor(routes: RouteObject[], pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as Partial<RouteModuleHandle> | undefined;
    if (handle?.module) return [handle.module];
    if (route.lazy) throw new Error(`The lazy route '${route.path ?? '(layout)'}' matching ${pathname} has no handle: routeModule('<its module>')`);
    return [];
  });
}
