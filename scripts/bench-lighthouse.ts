// `npm run bench:lighthouse`: builds the site, serves it locally and runs
// Lighthouse 12 (mobile preset, devtools throttling: the simulated default is
// unstable on loopback here) three times per page with Debian's Chromium,
// then prints the medians. Then prints the installability verdict from Chromium
// itself (scripts/pwa/installability.ts): Lighthouse 12 has no installability audit.
// `--installability-only` skips the Lighthouse runs.
import { mkdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWeb } from './build-web';
import { ROOT_DIR, STACK_DIR, WEB_OUT_DIR } from './stack/ports';
import { serveStatic } from './pwa/static-server';
import { LIGHTHOUSE_PAGES } from './bench/bench-pages';
import { checkInstallability, formatInstallability, isInstallable } from './pwa/installability';
import { ensureChromium } from './stack/chromium';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = await ensureChromium();
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/** Runs the Lighthouse CLI asynchronously: the page server lives in this process. */
async function runOnce(url: string, out: string): Promise<Run> {
  const bin = join(ROOT_DIR, 'node_modules/.bin/lighthouse');
  const child = spawn(bin, [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`, '--throttling-method=devtools', '--form-factor=mobile', '--screenEmulation.mobile'], {
    env: { ...process.env, CHROME_PATH: CHROME },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`lighthouse exited ${status} for ${url}`);
  return readRun(out);
}

/** One saved Lighthouse JSON report reduced to the figures the bench prints. */
export function readRun(out: string): Run {
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary'].details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

if (!process.argv.includes('--no-build') && !process.env.BENCH_DIST) await buildWeb({ emulators: false });
// BENCH_DIST: measure an already built copy of the site instead of building.
// Measured with the security headers Hosting sends in production (firebase.json), CSP included.
const hosting = JSON.parse(readFileSync(`${ROOT_DIR}firebase.json`, 'utf8')) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
const productionHeaders = Object.fromEntries(
  (hosting.hosting.headers.find((r) => r.source === '**')?.headers ?? []).filter((h) => h.key !== 'Cache-Control').map((h) => [h.key, h.value]),
);
const site = await serveStatic(process.env.BENCH_DIST ?? WEB_OUT_DIR, { notFoundPageOk: true, headers: productionHeaders });
const { url } = site;
const outDir = `${STACK_DIR}lighthouse`;
mkdirSync(outDir, { recursive: true });
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const installabilityOnly = process.argv.includes('--installability-only');
try {
  if (!installabilityOnly) await lighthouseTable();
  // A fresh browser profile: the home page, then its service worker takes control.
  const installability = await checkInstallability(url, CHROME);
  console.log(formatInstallability(installability));
  if (!isInstallable(installability)) process.exitCode = 1;
} finally {
  await site.close();
}

async function lighthouseTable(): Promise<void> {
  const rows: string[][] = [];
  // --report-only: print the medians of the reports saved by an earlier run.
  const reportOnly = process.argv.includes('--report-only');
  for (const path of pages.length ? pages : LIGHTHOUSE_PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = join(outDir, `${path.replace(/\W+/g, '_') || 'home'}-${i}.json`);
      runs.push(reportOnly ? readRun(out) : await runOnce(`${url}${path}`, out));
      process.stderr.write('.');
    }
    const m = (k: keyof Run) => median(runs.map((r) => r[k]));
    rows.push([path, String(m('performance')), String(m('accessibility')), String(m('bestPractices')), String(m('seo')), (m('lcpMs') / 1000).toFixed(2), String(Math.round(m('tbtMs'))), m('cls').toFixed(3), m('jsKb').toFixed(1)]);
  }
  process.stderr.write('\n');
  const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'JS KB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`Lighthouse 12 medians of ${RUNS} runs (mobile, --throttling-method=devtools, ${CHROME}):`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}
