// Browser entry: loads what the URL's route needs, then hydrates the prerendered
// page (or renders, on a page with no prerendered markup).
// Lighthouse counts every main-thread task over 50 ms against the page, so the
// start-up work is cut into tasks: the main chunk (React, router, Chakra's
// components), then the Chakra system (its own chunk: building its tokens is the
// largest single piece of work), then hydration inside a transition, which React
// does in slices that yield to the browser.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';

/** Lets the browser run other work (input, paint) before continuing. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function main() {
  const container = document.getElementById('root')!;
  const [{ system }] = await Promise.all([import('@/components/ui/system'), resolveLazyRoutes(routes, window.location.pathname)]);
  await yieldToBrowser();
  const cache = createCache({ key: 'css' });
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders cache={cache} system={system}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void main();
