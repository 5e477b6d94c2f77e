import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';

async function main() {
  const container = document.getElementById('root')!;
  const cache = createCache({ key: 'css' });
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders cache={cache}>
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
