// Builds the site: client bundle, server bundle, then prerenders every page
// into its own HTML file (and 404.html) with its head tags and CSS. A public
// page is static HTML with islands (src/lib/islands) loaded by its own entry
// (src/entry-islands.tsx), and the build refuses one whose first load pulls
// Chakra, Emotion, the router, Firebase or Dexie; an app page (staff, customer)
// loads the React Router app (src/entry-client.tsx).
import { build } from 'vite';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUSINESS } from '../src/config/business';
import { FIREBASE_REGION } from '../src/config/firebase-region';
import { HOST, PORTS, PROJECT_ID, ROOT_DIR, STACK_DIR, STACK_HEADERS_FILE, WEB_OUT_DIR } from './stack/ports';
import { finishServiceWorker, formatPrecacheReport } from './pwa/precache';
import { hostingHeaders, inlineScriptHashes, type CspTarget, type HeaderRule } from './hosting-headers';
import { CHUNK_MODULES_FILE, chunkModules, type ChunkModules } from './vite/chunk-modules';
import { ISLANDS_PAGE_ATTR } from '../src/lib/islands/island-attrs';
import { inlinePhoneHero } from './inline-hero';
import { earlyReportWorkerScript } from '../src/features/staff/reports/report-worker-early';

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; status: number; islands: boolean }>;
  prerenderPaths(): string[];
  routeModules(path: string): string[];
  islandsOf(html: string): { name: string; module: string; when: string }[];
  CHROME_CSS: string;
}

/** Vite's build manifest (build.manifest): one entry per chunk, keyed by its source module. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** The client entry's key: the page template that loads src/entry-client.tsx. */
const CLIENT_ENTRY = 'index.html';
/** The public pages' entry (islands). */
export const ISLANDS_ENTRY = 'src/entry-islands.tsx';

/**
 * Chunks made of what is always loaded together. Left to itself the bundler
 * gives every set of importers its own chunk, and with the islands' and the
 * app's many import() points that was 98 files, 25 of them under 1 KB: the
 * home page fetched 25 scripts and a service page 17, where one file each
 * would do for the site's chrome. Each group takes the modules named and
 * everything they import that is not in a group before it:
 * - the chrome every page draws (the top and bottom bars, the offline notice,
 *   the parts drawn once the page is idle) with React and what the islands
 *   entry shares with it. Every public page fetched all of it at once anyway
 *   (scripts and modulepreload); the app draws the same chrome. The service
 *   worker's registration (workbox-window) stays apart, loaded after
 *   hydration as before.
 * - Chakra's configuration, and then its common components (headings,
 *   buttons, fields, alerts, stacks; the sign-in, the manage page and the
 *   dashboard draw most of them) with Emotion: a page that draws no
 *   textarea or badge loads a few hundred bytes it does not use. The dialogs'
 *   machinery stays apart, for the pages that open one.
 * The public pages' first-load check below still refuses anything of the
 * app's among what a public page loads.
 */
const CHUNK_GROUPS = [
  { name: 'chrome', test: /src\/components\/layout\/(site-header|bottom-bar|deferred-chrome)\.tsx$|src\/lib\/pwa\/offline-banner\.tsx$/ },
  { name: 'system-config', test: /src\/components\/ui\/system-config\.ts$/ },
  {
    name: 'chakra-parts',
    test: /@chakra-ui\/react\/dist\/esm\/components\/(heading|spinner|badge|textarea|stack|button|input|field|icon|icons|alert|native-select|container|flex)\//,
  },
];

/** The chunks `keys` load before anything else, with their static imports: each once, in order. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest (is a route handle or an island's module out of date?)`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return [...seen];
}

/**
 * The manifest key of the chunk holding a source module: its own key when it is
 * a chunk's entry, else the chunk it was bundled into (a module the app imports
 * statically and an island with import() is not a chunk of its own).
 */
export function chunkKeyOf(manifest: BuildManifest, modules: ChunkModules, sourceModule: string): string {
  if (manifest[sourceModule]) return sourceModule;
  const file = Object.keys(modules).find((f) => modules[f]!.some((id) => id.endsWith(`/${sourceModule}`)));
  const key = file && Object.keys(manifest).find((k) => manifest[k]!.file === file);
  if (!key) throw new Error(`${sourceModule} is in no chunk of the build (is an island's module out of date?)`);
  return key;
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A public page's template: the built one with the app's entry and its preloads
 * swapped for the islands entry and its static imports, and #root marked as an
 * islands page (index.html's inline capture then records taps on islands only).
 */
export function islandsTemplate(template: string, manifest: BuildManifest): string {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is missing from the build manifest`);
  const appEntry = /<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/;
  if (!appEntry.test(template)) throw new Error("The built index.html has no module script of Vite's: its template changed");
  const tags = [`<script type="module" crossorigin src="/${entry.file}"></script>`, ...staticClosure(manifest, [ISLANDS_ENTRY]).slice(1).map((key) => preloadTag(manifest[key]!.file))];
  return template
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, '')
    .replace(appEntry, () => tags.join('\n    '))
    .replace('<div id="root">', `<div id="root" ${ISLANDS_PAGE_ATTR}>`);
}

/**
 * <link rel="modulepreload"> tags for the islands a public page hydrates unasked
 * ('load' and 'idle'; not the booking wizard, which waits for the visitor):
 * fetched with the page, so they hydrate even if the connection drops.
 */
export function islandPreloadTags(manifest: BuildManifest, islandModules: readonly string[]): string {
  const inTemplate = new Set(staticClosure(manifest, [ISLANDS_ENTRY]));
  // React DOM, which the entry imports first (with import(), to evaluate it in a task of its own).
  const reactDom = (manifest[ISLANDS_ENTRY]?.dynamicImports ?? []).filter((key) => /react-dom\/client/.test(key));
  return staticClosure(manifest, [...reactDom, ...islandModules])
    .filter((key) => !inTemplate.has(key))
    .map((key) => preloadTag(manifest[key]!.file))
    .join('\n    ');
}

/** What no public page may load before the visitor asks for more: the app's parts. */
export const FIRST_LOAD_FORBIDDEN: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Chakra', pattern: /node_modules\/(@chakra-ui|@ark-ui|@zag-js)\// },
  { name: 'Emotion', pattern: /node_modules\/@emotion\// },
  { name: 'the router', pattern: /node_modules\/(react-router|react-router-dom|@remix-run)\// },
  { name: 'Firebase', pattern: /node_modules\/(firebase|@firebase)\// },
  { name: 'Dexie', pattern: /node_modules\/(dexie|dexie-react-hooks)\// },
  { name: 'zod', pattern: /node_modules\/zod\// },
];

/**
 * Refuses a public page whose first load (the islands entry and its islands,
 * with their static imports) holds a module of FIRST_LOAD_FORBIDDEN. The
 * islands that wait for intent count too: the booking wizard hydrates at once
 * on /?section=booking, the same page.
 */
export function checkFirstLoad(path: string, manifest: BuildManifest, modules: ChunkModules, islandModules: readonly string[]): void {
  const found: string[] = [];
  for (const key of staticClosure(manifest, [ISLANDS_ENTRY, ...islandModules])) {
    const file = manifest[key]!.file;
    for (const id of modules[file] ?? []) {
      const rule = FIRST_LOAD_FORBIDDEN.find((r) => r.pattern.test(id));
      if (rule) found.push(`${rule.name}: ${id.replace(/^.*node_modules\//, '')} (in ${file}, loaded for ${key})`);
    }
  }
  if (found.length) {
    throw new Error(`The public page ${path} would load what only the app may before any interaction:\n  ${found.slice(0, 10).join('\n  ')}${found.length > 10 ? `\n  and ${found.length - 10} more` : ''}`);
  }
}

/** The chrome's plain elements' CSS in every page's <head>, before anything else is drawn. */
export function withSiteCss(template: string, css: string): string {
  return template.replace('<!--app-head-->', () => `<!--app-head-->\n    <style data-site-css>${css}</style>`);
}

/**
 * <link rel="modulepreload"> tags for what a page needs to hydrate beyond what the
 * template already preloads (the entry and its static imports): the chunks the
 * entry imports one by one (React DOM, the app, the Chakra system) and the page's
 * route modules, each with its static imports. Fetched with the page, they are
 * there even when the connection drops before hydration; evaluated only when
 * imported, so the entry's split into tasks stays.
 */
/**
 * The entry's imports made for some visitors only, never preloaded: the
 * Reports' first look, drawn ahead of the shell for the admin last signed in
 * on the device (src/entry-client.tsx). Preloaded, every visitor of every app
 * page would fetch it.
 */
export const UNPRELOADED_ENTRY_IMPORTS: readonly string[] = ['src/features/staff/reports/reports-ahead.tsx'];

/**
 * Pages whose entry starts a Web Worker first thing, before the app loads: the
 * Reports (src/entry-client.tsx starts its figures' worker for the admin last
 * signed in). Their HTML preloads nothing beyond the template's entry and its
 * static imports, so the worker's script is asked for before the app's chunks:
 * preloaded, those came first through the service worker (which answers from
 * Cache Storage one after the other), the entry ran once its own imports came
 * after them, and the worker's script came after that. The entry then loads
 * the app as every page's does, with each chunk's imports fetched together.
 * `bench:reports` shows it in its first chart's breakdown (worker-started).
 */
export const WORKER_FIRST_PAGES: readonly string[] = ['/reports'];

/**
 * What the top of a worker-first page's head gets: the inline script that
 * starts the Reports' worker for the admin last signed in on the device
 * (src/features/staff/reports/report-worker-early.ts), before the browser
 * parses the page's styles and runs its entry. Nothing for any other page.
 */
export function earlyWorkerTag(path: string, assetFiles: readonly string[]): string {
  if (!WORKER_FIRST_PAGES.includes(path)) return '';
  const workers = assetFiles.filter((f) => /^report-worker-[\w-]{8}\.js$/.test(f));
  if (workers.length !== 1) throw new Error(`Expected one report-worker script among the built assets, found ${workers.length}`);
  return `<script>\n${earlyReportWorkerScript(`/assets/${workers[0]}`)}\n    </script>`;
}

/** A prerendered app page's module preloads: none for a page whose entry starts a worker first. */
export function pagePreloadTags(path: string, manifest: BuildManifest, routeModules: readonly string[]): string {
  return WORKER_FIRST_PAGES.includes(path) ? '' : modulePreloadTags(manifest, routeModules);
}

export function modulePreloadTags(manifest: BuildManifest, routeModules: readonly string[]): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the build manifest`);
  const inTemplate = new Set(staticClosure(manifest, [CLIENT_ENTRY]));
  const startUp = (entry.dynamicImports ?? []).filter((key) => !UNPRELOADED_ENTRY_IMPORTS.includes(key));
  return staticClosure(manifest, [...startUp, ...routeModules])
    .filter((key) => !inTemplate.has(key))
    .map((key) => preloadTag(manifest[key]!.file))
    .join('\n    ');
}

export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\//, '')}.html`;
}

/** Staff and customer-private pages: never in the sitemap, disallowed in robots.txt. */
export const PRIVATE_PATHS = ['/login', '/dashboard', '/reports', '/manage-booking', '/my-bookings', '/quote'] as const;
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

/** An image of the built site (dist/images/<file>), for inlining; undefined when absent. */
function builtImage(file: string): Buffer | undefined {
  const path = join(WEB_OUT_DIR, 'images', file);
  return existsSync(path) ? readFileSync(path) : undefined;
}

export async function buildWeb({ emulators }: { emulators: boolean }): Promise<{ pages: number }> {
  if (emulators) pointSiteAtEmulators();
  const ssrDir = `${STACK_DIR}ssr`;
  rmSync(WEB_OUT_DIR, { recursive: true, force: true });
  // BENCH_PROFILE=1 (scripts/bench-dashboard.ts) builds unminified, so a CPU profile names the functions.
  const minify = process.env.BENCH_PROFILE ? { minify: false } : {};
  await build({
    root: ROOT_DIR,
    logLevel: 'warn',
    plugins: [chunkModules()],
    build: { outDir: WEB_OUT_DIR, emptyOutDir: true, manifest: true, rolldownOptions: { input: { index: join(ROOT_DIR, CLIENT_ENTRY), islands: join(ROOT_DIR, ISLANDS_ENTRY) }, output: { codeSplitting: { groups: CHUNK_GROUPS } } }, ...minify },
  });
  // Read, then removed: the manifest and the chunks' modules are for this script, not for the site.
  const manifest = JSON.parse(readFileSync(join(WEB_OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const modules = JSON.parse(readFileSync(join(WEB_OUT_DIR, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
  rmSync(join(WEB_OUT_DIR, '.vite'), { recursive: true, force: true });
  await build({
    root: ROOT_DIR,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: {
        // The server bundle renders every page in one process: an import() of a module also imported
        // statically (an island's, the wizard's staged loading) splits nothing here, and needs not.
        onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
      },
    },
    ssr: { noExternal: ['@chakra-ui/react', '@ark-ui/react'] },
  });
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = withSiteCss(readFileSync(join(WEB_OUT_DIR, 'index.html'), 'utf8'), entry.CHROME_CSS);
  const publicTemplate = islandsTemplate(template, manifest);
  const paths = [...entry.prerenderPaths(), '/404'];
  const assetFiles = readdirSync(join(WEB_OUT_DIR, 'assets'));
  const indexable: string[] = [];
  for (const path of paths) {
    const page = await entry.render(path);
    if (path !== '/404' && page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}`);
    let preloads: string;
    if (page.islands) {
      const islands = entry.islandsOf(page.html);
      const unasked = islands.filter((i) => i.when !== 'intent').map((i) => chunkKeyOf(manifest, modules, i.module));
      checkFirstLoad(path, manifest, modules, islands.map((i) => chunkKeyOf(manifest, modules, i.module)));
      preloads = islandPreloadTags(manifest, unasked);
    } else preloads = pagePreloadTags(path, manifest, entry.routeModules(path));
    // Function replacers: a '$$' or '$&' in page text must not be read as a replacement pattern.
    const early = earlyWorkerTag(path, assetFiles);
    const head = `${early ? `${early}\n    ` : ''}${page.head}\n    ${preloads}`;
    const filled = (page.islands ? publicTemplate : template).replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => page.html);
    const html = page.islands ? inlinePhoneHero(filled, builtImage) : filled;
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
