// /quote: the customer's quote page, prerendered as a shell (noindex; the quote
// is read in the browser from the link's id and token), precached like every
// prerendered page.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from '@/lib/route-module';

export const quotePageRoutes: RouteObject[] = [
  { path: 'quote', handle: routeModule('src/features/quotes/quote-page.tsx'), lazy: async () => ({ Component: (await import('./quote-page')).QuotePage }) },
];

export function quotePagePrerenderPaths(): string[] {
  return ['/quote'];
}
