// What a page tells search engines and share previews about itself.
export interface PageMeta {
  title: string;
  description: string;
  /** Path on the site origin, e.g. /services/ceramic-coating */
  path: string;
  keywords?: readonly string[];
  /** Absolute or site-relative image for Open Graph and Twitter cards. */
  image?: string;
  jsonLd?: readonly Record<string, unknown>[];
  /** The page's LCP image, preloaded from the head (responsive srcset). */
  preloadImage?: { readonly srcSet: string; readonly sizes: string; readonly type: string };
  noindex?: boolean;
  /** HTTP status the prerendered file stands for (404 for the not-found page). */
  status?: number;
}

/** Collects the meta of the page being prerendered. */
export class HeadCollector {
  meta: PageMeta | undefined;
  set(meta: PageMeta): void {
    this.meta = meta;
  }
}
