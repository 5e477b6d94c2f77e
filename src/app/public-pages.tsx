// The public pages: static HTML with islands, prerendered by the build
// (src/entry-server.tsx). Home is composed here, where the marketing page meets
// the booking wizard.
import type { ReactElement } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { Island } from '@/lib/islands/island';
import { HomePage } from '@/features/marketing/home-page';
import { marketingPage, marketingPrerenderPaths } from '@/features/marketing/marketing-pages';
import { bookingIsland } from './booking-island';

export { marketingPrerenderPaths as publicPrerenderPaths };

/** The page at `path` in its frame, or null when `path` is not a public page. */
export function publicPage(path: string): ReactElement | null {
  const page = path === '/' ? <HomePage bookingSection={<Island def={bookingIsland} props={{}} />} /> : marketingPage(path);
  return page && <PageLayout pathname={path}>{page}</PageLayout>;
}
