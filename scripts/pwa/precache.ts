// The service worker's last build step, run after prerendering (scripts/build-web.ts):
// writes the empty app shell, picks what to precache from the build output itself
// (every HTML page, JS/CSS, fonts, icons, the images pages show above the fold),
// injects that list with content revisions into sw.js and prints it with its size.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { injectManifest, type ManifestEntry } from 'workbox-build';
import { BUSINESS } from '../../src/config/business';

/**
 * Everything precached must download in under this (the PWA's precache budget), counted as the
 * gzip transfer size Hosting sends. The raw size (what Cache Storage keeps) is printed
 * too: each prerendered page carries ~50 KB of inline Chakra CSS that gzips to ~8 KB.
 */
export const PRECACHE_BUDGET_BYTES = 3 * 1024 * 1024;
/** Above-the-fold images share this part of it; the rest are cached on first view. */
export const EAGER_IMAGE_BUDGET_BYTES = 1024 * 1024;
const SW_FILE = 'sw.js';

type Entry = ManifestEntry & { size: number; gzipSize: number };

/** The template with no page in it: the client router renders whatever route it is opened at. */
export function appShellHtml(template: string): string {
  const head = `<title>${BUSINESS.name}</title>\n    <meta name="robots" content="noindex" />`;
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', '');
}

/** 'index.html' -> '/', 'services.html' -> '/services', 'a/index.html' -> '/a/'; other files keep their path. */
export function cleanUrl(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  if (!path.endsWith('.html')) return path;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.slice(0, -'.html'.length);
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(full, root);
    return d.name.endsWith('.html') ? [relative(root, full)] : [];
  });
}

/** Same-origin images a page loads eagerly: <img> without loading="lazy", and image preloads. */
export function eagerImagePaths(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (/\bloading\s*=\s*["']?lazy/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']?preload/i.test(tag) || !/\bas\s*=\s*["']?image/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) found.add(href);
  }
  return [...found].filter((p) => p.startsWith('/') && !p.startsWith('//')).map((p) => decodeURI(p.split(/[?#]/)[0]!));
}

/** Images most pages show first, smallest first, while they fit the image budget. */
export function chooseEagerImages(outDir: string, pages: string[]): { chosen: string[]; left: string[] } {
  const uses = new Map<string, number>();
  for (const page of pages) {
    for (const path of eagerImagePaths(readFileSync(join(outDir, page), 'utf8'))) {
      const file = path.slice(1);
      if (existsSync(join(outDir, file))) uses.set(file, (uses.get(file) ?? 0) + 1);
    }
  }
  const ranked = [...uses.keys()]
    .map((file) => ({ file, uses: uses.get(file)!, size: statSync(join(outDir, file)).size }))
    .sort((a, b) => b.uses - a.uses || a.size - b.size);
  const chosen: string[] = [];
  const left: string[] = [];
  let total = 0;
  for (const image of ranked) {
    if (total + image.size <= EAGER_IMAGE_BUDGET_BYTES) {
      chosen.push(image.file);
      total += image.size;
    } else left.push(image.file);
  }
  return { chosen, left };
}

function kindOf(url: string): string {
  if (!/\.[a-z0-9]+$/i.test(url) || url.endsWith('.html')) return 'pages';
  if (/\.(js|mjs|css)$/.test(url)) return 'js/css';
  if (/\.(woff2?|ttf|otf)$/.test(url)) return 'fonts';
  if (url.startsWith('/icons/') || url.endsWith('.webmanifest') || url.endsWith('.ico') || url === '/favicon.svg') return 'icons+manifest';
  return 'images';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface PrecacheResult {
  entries: Entry[];
  /** gzip transfer size, the budgeted figure. */
  totalBytes: number;
  rawBytes: number;
  imagesLeftToRuntime: number;
  /** sw.js itself (not precached: the browser fetches it to install), raw and gzip. */
  serviceWorker: { bytes: number; gzipBytes: number };
}

/**
 * What a classic service worker script cannot contain: import() throws when run in a
 * service worker, and import.meta (Vite's preload helper for import()) does not even
 * parse. Any import() reached from src/sw.ts brings them in; fail the build instead.
 */
export function serviceWorkerModuleSyntax(code: string): string[] {
  const found: string[] = [];
  if (/\bimport\s*\(/.test(code)) found.push('import()');
  if (/\bimport\.meta\b/.test(code)) found.push('import.meta');
  if (/^\s*(import|export)\s*[{*\w]/m.test(code)) found.push('import/export statements');
  return found;
}

export function formatPrecacheReport({ entries, totalBytes, rawBytes, imagesLeftToRuntime, serviceWorker }: PrecacheResult): string {
  const lines = [
    `[pwa] service worker: sw.js ${kb(serviceWorker.gzipBytes)} gzip, ${kb(serviceWorker.bytes)} raw (with the outbox sender: Dexie, firebase app + functions)`,
    `[pwa] precache: ${entries.length} files, ${kb(totalBytes)} gzip transfer (budget ${kb(PRECACHE_BUDGET_BYTES)}), ${kb(rawBytes)} raw`,
  ];
  const groups = new Map<string, Entry[]>();
  for (const e of entries) groups.set(kindOf(e.url), [...(groups.get(kindOf(e.url)) ?? []), e]);
  for (const [kind, list] of [...groups].sort()) {
    const gz = list.reduce((n, e) => n + e.gzipSize, 0);
    const raw = list.reduce((n, e) => n + e.size, 0);
    lines.push(`[pwa]   ${kind.padEnd(15)} ${String(list.length).padStart(4)} files ${kb(gz).padStart(10)} gzip ${kb(raw).padStart(10)} raw`);
    for (const e of [...list].sort((a, b) => a.url.localeCompare(b.url))) lines.push(`[pwa]     ${e.url} ${kb(e.gzipSize)} gzip, ${kb(e.size)} raw`);
  }
  if (imagesLeftToRuntime > 0) lines.push(`[pwa]   ${imagesLeftToRuntime} more above-the-fold images left to the runtime image cache (image budget ${kb(EAGER_IMAGE_BUDGET_BYTES)})`);
  return lines.join('\n');
}

/** Writes app-shell.html and injects the precache list into sw.js. Run after every page exists. */
export async function finishServiceWorker(outDir: string, template: string): Promise<PrecacheResult> {
  const sw = join(outDir, SW_FILE);
  if (!existsSync(sw)) throw new Error(`${sw} is missing: vite-plugin-pwa did not bundle src/sw.ts`);
  const moduleSyntax = serviceWorkerModuleSyntax(readFileSync(sw, 'utf8'));
  if (moduleSyntax.length > 0) {
    throw new Error(`[pwa] sw.js contains ${moduleSyntax.join(', ')}, which a service worker cannot run: something src/sw.ts imports uses import()`);
  }
  writeFileSync(join(outDir, 'app-shell.html'), appShellHtml(template));
  const pages = htmlFiles(outDir);
  const { chosen, left } = chooseEagerImages(outDir, pages);
  let entries: Entry[] = [];
  const result = await injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: outDir,
    // Fonts share the pages' pattern: a pattern that matches nothing is a warning.
    globPatterns: ['**/*.{html,woff2,woff}', 'assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest', ...chosen],
    globIgnores: [SW_FILE, 'screenshots/**'],
    // Vite's hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (manifest) => {
        const cleaned = manifest.map((e) => ({ ...e, url: cleanUrl(e.url) }));
        // workbox-build deletes `size` from what this returns: keep a copy for the report.
        entries = manifest.map((e, i) => ({ ...cleaned[i]!, gzipSize: gzipSync(readFileSync(join(outDir, e.url))).length }));
        return { manifest: cleaned };
      },
    ],
  });
  if (result.warnings.length > 0) console.warn(`[pwa] ${result.warnings.join('\n[pwa] ')}`);
  const totalBytes = entries.reduce((n, e) => n + e.gzipSize, 0);
  const swCode = readFileSync(sw);
  const report = {
    entries,
    totalBytes,
    rawBytes: entries.reduce((n, e) => n + e.size, 0),
    imagesLeftToRuntime: left.length,
    serviceWorker: { bytes: swCode.length, gzipBytes: gzipSync(swCode).length },
  };
  if (totalBytes > PRECACHE_BUDGET_BYTES) {
    throw new Error(`[pwa] the precache downloads ${kb(totalBytes)}, over the ${kb(PRECACHE_BUDGET_BYTES)} budget:\n${formatPrecacheReport(report)}`);
  }
  return report;
}
