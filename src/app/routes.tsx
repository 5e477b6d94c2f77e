// The route tree: every page is its own chunk; app/ is where features meet.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from './route-module';
import { SiteLayout } from '@/components/layout/site-layout';
import { marketingPrerenderPaths, marketingRoutes } from '@/features/marketing/marketing-routes';
import { staffPrerenderPaths, staffRoutes } from '@/features/staff/staff-routes';
import { selfServicePrerenderPaths, selfServiceRoutes } from '@/features/self-service/self-service-routes';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      {
        index: true,
        handle: routeModule('src/app/home-route.tsx'),
        lazy: async () => {
          const home = await import('./home-route');
          // The first hydration on home keeps the wizard's prerendered HTML and loads it later;
          // prerendering and later navigations render it in place.
          if (import.meta.env.SSR || document.documentElement.dataset.hydrated) await home.preloadBookingSection();
          return { Component: home.HomeRoute };
        },
      },
      ...marketingRoutes,
      ...staffRoutes,
      ...selfServiceRoutes,
      { path: '*', handle: routeModule('src/features/marketing/not-found-page.tsx'), lazy: async () => ({ Component: (await import('@/features/marketing/not-found-page')).NotFoundPage }) },
    ],
  },
];

/** Every path that is prerendered to its own HTML file (404.html is added by the build). */
export function prerenderPaths(): string[] {
  return [...marketingPrerenderPaths(), ...staffPrerenderPaths(), ...selfServicePrerenderPaths()];
}
