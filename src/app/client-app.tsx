// The browser's app: router, providers and the route tree, with the lazy route
// modules of the current URL loaded first so hydration renders exactly what the
// prerendered HTML holds. Loaded by src/entry-client.tsx with import().
import { StrictMode, useEffect, type ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';
import { AppProviders } from './providers';
import { routes } from './routes';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { providerSystem } from './provider-system';
import { markRootInteractive } from '@/lib/event-replay';

export async function loadRoute(pathname: string): Promise<void> {
  await resolveLazyRoutes(routes, pathname);
}

/** Renders nothing; its effect runs once the root has hydrated, when the events captured before can be replayed. */
function RootInteractive() {
  useEffect(markRootInteractive, []);
  return null;
}

export function clientApp(system: SystemContext): ReactElement {
  const cache = createCache({ key: 'css' });
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <AppProviders cache={cache} system={providerSystem(system)}>
        <RouterProvider router={router} />
      </AppProviders>
      <RootInteractive />
    </StrictMode>
  );
}
