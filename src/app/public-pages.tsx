// The public pages: static HTML with islands, prerendered by the build
// (src/entry-server.tsx). Home is composed here, where the marketing page meets
// the booking wizard.
import type { ReactElement } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { Island } from '@/lib/islands/island';
import { HomePage } from '@/features/marketing/home-page';
import { marketingPage, marketingPrerenderPaths } from '@/features/marketing/marketing-pages';
import { QuoteRequestPage } from '@/features/quotes/quote-request-page';
import { QUOTE_REQUEST_PATH } from '@/content/quote-request';
import { bookingIsland } from './booking-island';
import { quoteRequestIsland } from './quote-request-island';

/** Every public path to prerender (home included); the indexable ones are the sitemap. */
export function publicPrerenderPaths(): string[] {
  return [...marketingPrerenderPaths(), QUOTE_REQUEST_PATH];
}

/** The page at `path` in its frame, or null when `path` is not a public page. */
export function publicPage(path: string): ReactElement | null {
  const page =
    path === '/'
      ? <HomePage bookingSection={<Island def={bookingIsland} props={{}} />} />
      : path === QUOTE_REQUEST_PATH
        ? <QuoteRequestPage form={<Island def={quoteRequestIsland} props={{}} />} />
        : marketingPage(path);
  return page && <PageLayout pathname={path}>{page}</PageLayout>;
}
