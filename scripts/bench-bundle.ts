// `npm run bench:bundle`: builds the site, opens each public page in Chromium
// without interacting, and prints the gzip size of the JavaScript it loaded.
// Fails if a Firebase SDK or Dexie is among it. /?section=booking opens the
// wizard at once, but the wizard loads Dexie (its draft, cached availability,
// the outbox) only once the visitor touches it, or at once for a returning
// visitor whose device holds a draft or a booking: a fresh visitor's first
// load holds none.
// Paths given as arguments (e.g. `/ /privacy`) are measured instead of every page family.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildWeb } from './build-web';
import { WEB_OUT_DIR } from './stack/ports';
import { serveStatic } from './pwa/static-server';
import { BUNDLE_PAGES } from './bench/bench-pages';
import { ensureChromium } from './stack/chromium';

const FORBIDDEN = [
  { name: 'firebase', pattern: /@firebase\/|firebaseapp\.com|FirebaseError/ },
  // Dexie 4's minified build keeps its error class's name, not 'Dexie.semVer'.
  { name: 'dexie', pattern: /DexieError|Dexie\.semVer|dexie\.org/ },
];
/** What a page loads at once because it is what the visitor came for (none today). */
const EXPECTED: Partial<Record<string, string[]>> = {};

if (!process.argv.includes('--no-build') && !process.env.BENCH_DIST) await buildWeb({ emulators: false });
// BENCH_DIST: measure an already built copy of the site instead of building.
const site = await serveStatic(process.env.BENCH_DIST ?? WEB_OUT_DIR);
const { url } = site;
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
let failed = false;
try {
  const rows: string[][] = [];
  const asked = process.argv.slice(2).filter((a) => a.startsWith('/'));
  for (const path of asked.length ? asked : BUNDLE_PAGES) {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const scripts = new Map<string, Buffer>();
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(response.body().then((body) => void scripts.set(response.url(), body)));
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    // Network idle comes early on a busy machine: a module loaded after more than
    // half a second of script work (the wizard on /?section=booking) came after
    // it. Hydrated, and no new script for 2 s, is the whole first load.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    for (let seen = -1, quietSince = Date.now(); Date.now() - quietSince < 2_000; await page.waitForTimeout(250)) {
      if (scripts.size + reads.length !== seen) [seen, quietSince] = [scripts.size + reads.length, Date.now()];
    }
    await Promise.all(reads);
    await page.close();
    let gz = 0;
    let raw = 0;
    const found: string[] = [];
    for (const [file, body] of scripts) {
      raw += body.length;
      const fileGz = gzipSync(body, { level: 9 }).length;
      gz += fileGz;
      // --files: which scripts make up the figure, to trace a change in it.
      if (process.argv.includes('--files')) console.log(`${path}  ${(fileGz / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(file).pathname}`);
      for (const f of FORBIDDEN) if (f.pattern.test(body.toString('utf8')) && !found.includes(f.name)) found.push(f.name);
    }
    const unexpected = found.filter((f) => !EXPECTED[path]?.includes(f));
    if (unexpected.length) failed = true;
    const flags = found.map((f) => (unexpected.includes(f) ? f : `${f} (expected)`));
    rows.push([path, String(scripts.size), (raw / 1024).toFixed(1), (gz / 1024).toFixed(1), flags.join(', ') || 'none']);
  }
  const header = ['page', 'files', 'JS KB', 'JS KB gzip', 'firebase/dexie'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  if (failed) console.error('[bench:bundle] a public page loads Firebase or Dexie before any interaction');
} finally {
  await browser.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
