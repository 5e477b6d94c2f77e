// The route tree: every page is its own chunk; app/ is where features meet.
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { marketingPrerenderPaths, marketingRoutes } from '@/features/marketing/marketing-routes';
import { staffPrerenderPaths, staffRoutes } from '@/features/staff/staff-routes';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./home-route')).HomeRoute }) },
      ...marketingRoutes,
      ...staffRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('@/features/marketing/not-found-page')).NotFoundPage }) },
    ],
  },
];

/** Every path that is prerendered to its own HTML file (404.html is added by the build). */
export function prerenderPaths(): string[] {
  return [...marketingPrerenderPaths(), ...staffPrerenderPaths()];
}
