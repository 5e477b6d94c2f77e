// The route tree: every page is its own chunk; app/ is where features meet.
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('@/features/marketing/home-page')).HomePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/features/marketing/not-found-page')).NotFoundPage }) },
    ],
  },
];

/** Every public path that is prerendered to its own HTML file. */
export function prerenderPaths(): string[] {
  return ['/'];
}
