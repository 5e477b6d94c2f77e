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
import { markRootInteractive } from '@/lib/event-replay';

export async function loadRoute(pathname: string): Promise<void> {
  await resolveLazyRoutes(routes, pathname);
}

/** Renders nothing; its effect runs once the root has hydrated, when the events captured before can be replayed. */
function RootInteractive() {
  useEffect(markRootInteractive, []);
  return null;
}

/**
 * The system ChakraProvider gets. A prerendered page carries Chakra's global CSS
 * (reset, global styles, token variables) in its <head> already, and it applies
 * to every route the app moves to; the provider's copy is then left empty, so the
 * browser never builds it (scripts/vite/chakra-lazy-global.ts makes building it
 * lazy). A page without prerendered CSS gets the system as it is.
 */
export function providerSystem(system: SystemContext, doc: Document = document): SystemContext {
  if (!doc.querySelector('style[data-emotion^="css-global "]')) return system;
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
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
