// A public page's frame, prerendered as static HTML: the top bar, the bottom bar
// and the offline notice are islands hydrating at once, toasts, the pending
// badge and the PWA's parts an island hydrating when the page is idle; main and
// footer are HTML only (src/lib/islands). The app's pages have the same frame as
// React components (site-layout.tsx).
import type { ReactNode } from 'react';
import { Island } from '@/lib/islands/island';
import { SiteFooter } from './site-footer';
import { PageMain } from './page-main';
import { bottomBarIsland, deferredChromeIsland, offlineBannerIsland, siteHeaderIsland } from './chrome-islands';

export function PageLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <Island def={siteHeaderIsland} props={{ pathname }} />
      <PageMain>{children}</PageMain>
      <SiteFooter />
      <Island def={bottomBarIsland} props={{ pathname }} />
      <Island def={offlineBannerIsland} props={{}} />
      <Island def={deferredChromeIsland} props={{}} />
    </>
  );
}
