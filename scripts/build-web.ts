// Builds the site: client bundle, server bundle, then prerenders every public
// route into its own HTML file (and 404.html) with its head tags and CSS.
import { build } from 'vite';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUSINESS } from '../src/config/business';
import { FIREBASE_REGION } from '../src/config/firebase-region';
import { HOST, PORTS, PROJECT_ID, ROOT_DIR, STACK_DIR, STACK_HEADERS_FILE, WEB_OUT_DIR } from './stack/ports';
import { finishServiceWorker, formatPrecacheReport } from './pwa/precache';
import { hostingHeaders, inlineScriptHashes, type CspTarget, type HeaderRule } from './hosting-headers';

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; status: number }>;
  prerenderPaths(): string[];
  routeModules(path: string): string[];
}

/** Vite's build manifest (build.manifest): one entry per chunk, keyed by its source module. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** The client entry's key: the page template that loads src/entry-client.tsx. */
const CLIENT_ENTRY = 'index.html';

/**
 * <link rel="modulepreload"> tags for what a page needs to hydrate beyond what the
 * template already preloads (the entry and its static imports): the chunks the
 * entry imports one by one (React DOM, the app, the Chakra system) and the page's
 * route modules, each with its static imports. Fetched with the page, they are
 * there even when the connection drops before hydration; evaluated only when
 * imported, so the entry's split into tasks stays.
 */
export function modulePreloadTags(manifest: BuildManifest, routeModules: readonly string[]): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the build manifest`);
  const inTemplate = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest (is a route handle out of date?)`);
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  walk(CLIENT_ENTRY, inTemplate);
  const wanted = new Set<string>();
  for (const key of [...(entry.dynamicImports ?? []), ...routeModules]) walk(key, wanted);
  return [...wanted]
    .filter((key) => !inTemplate.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('\n    ');
}

export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\//, '')}.html`;
}

/** Staff and customer-private pages: never in the sitemap, disallowed in robots.txt. */
export const PRIVATE_PATHS = ['/login', '/dashboard', '/manage-booking', '/my-bookings'] as const;
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function siteOrigin(): string {
  return BUSINESS.siteOrigin;
}

export function sitemapXml(paths: readonly string[], origin = siteOrigin()): string {
  const urls = paths.map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin = siteOrigin()): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** The site (built, or served by Vite in dev) talks to this stack's emulators. */
export function pointSiteAtEmulators(): void {
  process.env.VITE_FIREBASE_PROJECT_ID = PROJECT_ID;
  process.env.VITE_FUNCTIONS_EMULATOR = `${HOST}:${PORTS.functions}`;
  process.env.VITE_AUTH_EMULATOR = `http://${HOST}:${PORTS.auth}`;
  process.env.VITE_FIRESTORE_EMULATOR = `${HOST}:${PORTS.firestore}`;
}

export async function buildWeb({ emulators }: { emulators: boolean }): Promise<{ pages: number }> {
  if (emulators) pointSiteAtEmulators();
  const ssrDir = `${STACK_DIR}ssr`;
  rmSync(WEB_OUT_DIR, { recursive: true, force: true });
  // BENCH_PROFILE=1 (scripts/bench-dashboard.ts) builds unminified, so a CPU profile names the functions.
  const minify = process.env.BENCH_PROFILE ? { minify: false } : {};
  await build({ root: ROOT_DIR, logLevel: 'warn', build: { outDir: WEB_OUT_DIR, emptyOutDir: true, manifest: true, ...minify } });
  // Read, then removed: the manifest is for this script, not for the site.
  const manifest = JSON.parse(readFileSync(join(WEB_OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  rmSync(join(WEB_OUT_DIR, '.vite'), { recursive: true, force: true });
  await build({
    root: ROOT_DIR,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
    ssr: { noExternal: ['@chakra-ui/react', '@ark-ui/react'] },
  });
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(join(WEB_OUT_DIR, 'index.html'), 'utf8');
  const paths = [...entry.prerenderPaths(), '/404'];
  const indexable: string[] = [];
  for (const path of paths) {
    const page = await entry.render(path);
    if (path !== '/404' && page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}`);
    // Function replacers: a '$$' or '$&' in page text must not be read as a replacement pattern.
    const head = `${page.head}\n    ${modulePreloadTags(manifest, entry.routeModules(path))}`;
    const html = template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => page.html);
    const file = join(WEB_OUT_DIR, htmlFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    if (page.status === 200 && !page.head.includes('content="noindex"') && !isPrivatePath(path)) indexable.push(path);
  }
  writeFileSync(join(WEB_OUT_DIR, 'sitemap.xml'), sitemapXml(indexable));
  writeFileSync(join(WEB_OUT_DIR, 'robots.txt'), robotsTxt());
  // Keep last: the service worker precaches what the steps above wrote.
  console.log(formatPrecacheReport(await finishServiceWorker(WEB_OUT_DIR, template)));
  writeHostingHeaders(emulators);
  return { pages: paths.length };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/**
 * Hosting's headers for this build: the CSP allows the hashes of the inline
 * scripts the emitted pages carry and connects to this stack's emulators, or in
 * production to the project's Firebase endpoints. Production writes them into
 * firebase.json (what `firebase deploy` reads); the local stack into its folder.
 */
export function writeHostingHeaders(emulators: boolean): HeaderRule[] {
  const hashes = inlineScriptHashes(htmlFiles(WEB_OUT_DIR).map((f) => readFileSync(f, 'utf8')));
  const target: CspTarget = emulators
    ? { kind: 'emulators', functions: `${HOST}:${PORTS.functions}`, auth: `http://${HOST}:${PORTS.auth}`, firestore: `${HOST}:${PORTS.firestore}` }
    : {
        kind: 'production',
        projectId: process.env.VITE_FIREBASE_PROJECT_ID || 'demo-mobile-detailing',
        region: FIREBASE_REGION,
        appCheck: !!process.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
      };
  const rules = hostingHeaders(target, hashes);
  if (emulators) {
    mkdirSync(STACK_DIR, { recursive: true });
    writeFileSync(STACK_HEADERS_FILE, `${JSON.stringify(rules, null, 2)}\n`);
  } else {
    const file = join(ROOT_DIR, 'firebase.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: { headers?: HeaderRule[] } };
    config.hosting.headers = rules;
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  }
  return rules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages } = await buildWeb({ emulators: process.argv.includes('--emulators') });
  console.log(`[build] prerendered ${pages} pages into ${WEB_OUT_DIR}`);
}
