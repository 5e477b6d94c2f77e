// Turns a page's meta into the <head> tags of its prerendered HTML.
import { BUSINESS } from '@/config/business';
import type { PageMeta } from './page-meta';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${BUSINESS.siteOrigin}${pathOrUrl === '/' ? '' : pathOrUrl}`;
}

/** JSON for a <script> block: "<" escaped so content can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderHeadTags(meta: PageMeta): string {
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? '/og-default.png');
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    meta.keywords?.length ? `<meta name="keywords" content="${e(meta.keywords.join(', '))}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.status === 404 ? '' : `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(BUSINESS.name)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(image)}" />`,
    `<meta name="twitter:url" content="${e(url)}" />`,
    meta.preloadImage
      ? `<link rel="preload" as="image" type="${e(meta.preloadImage.type)}" imagesrcset="${e(meta.preloadImage.srcSet)}" imagesizes="${e(meta.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
    ...(meta.jsonLd ?? []).map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
