// The browser's app: router, providers and the route tree, with the lazy route
// modules of the current URL loaded first so hydration renders exactly what the
// prerendered HTML holds. Loaded by src/entry-client.tsx with import().
import { StrictMode, type ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';
import { AppProviders } from './providers';
import { routes } from './routes';
import { resolveLazyRoutes } from './resolve-lazy-routes';

export async function loadRoute(pathname: string): Promise<void> {
  await resolveLazyRoutes(routes, pathname);
}

export function clientApp(system: SystemContext): ReactElement {
  const cache = createCache({ key: 'css' });
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <AppProviders cache={cache} system={system}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
