// The app's route tree (staff and customer pages): every page is its own chunk;
// app/ is where features meet. The public pages are not routes: they are static
// HTML with islands (public-pages.tsx), and a move to one is an ordinary page load.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from '@/lib/route-module';
import { SiteLayout } from '@/components/layout/site-layout';
import { staffPrerenderPaths, staffRoutes } from '@/features/staff/staff-routes';
import { selfServicePrerenderPaths, selfServiceRoutes } from '@/features/self-service/self-service-routes';
import { quotePagePrerenderPaths, quotePageRoutes } from '@/features/quotes/quote-routes';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      ...staffRoutes,
      ...selfServiceRoutes,
      ...quotePageRoutes,
      // Reached only by the app shell (a path with no page of its own, offline with no not-found page cached).
      { path: '*', handle: routeModule('src/features/marketing/not-found-page.tsx'), lazy: async () => ({ Component: (await import('@/features/marketing/not-found-page')).NotFoundPage }) },
    ],
  },
];

/** Every app path that is prerendered to its own HTML file. */
export function appPrerenderPaths(): string[] {
  return [...staffPrerenderPaths(), ...selfServicePrerenderPaths(), ...quotePagePrerenderPaths()];
}
