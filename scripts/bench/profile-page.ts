// Dev aid: `tsx scripts/bench/profile-page.ts [paths...]` serves the built site
// (BENCH_DIST or this offset's dist), loads each page in Chromium with a 4x CPU
// slowdown (like Lighthouse's mobile preset) and prints the long tasks up to
// hydration and the functions and scripts that cost the most self time.
import { chromium } from '@playwright/test';
import { WEB_OUT_DIR } from '../stack/ports';
import { serveStatic } from '../pwa/static-server';
import { ensureChromium } from '../stack/chromium';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const site = await serveStatic(process.env.BENCH_DIST ?? WEB_OUT_DIR, { notFoundPageOk: true });
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
try {
  for (const path of paths.length ? paths : ['/404.html']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const nowBeforeStop = await page.evaluate(() => performance.now());
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number } };
    const tasks: { start: number; duration: number }[] = await page.evaluate(() => (globalThis as unknown as { __tasks: { start: number; duration: number }[] }).__tasks);
    const hydratedAt = await page.evaluate(() => performance.now());
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const byFn = new Map<string, number>();
    const byUrl = new Map<string, number>();
    for (const n of profile.nodes) {
      const t = (self.get(n.id) ?? 0) / 4;
      const url = n.callFrame.url.replace(site.url, '') || `(${n.callFrame.functionName})`;
      const fn = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + t);
      byUrl.set(url, (byUrl.get(url) ?? 0) + t);
    }
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const incl = new Map<string, number>();
    // Sample times on the page's performance.now() clock (approximate: aligned at Profiler.stop).
    const offsetMs = profile.endTime / 1000 - nowBeforeStop;
    const sampleAt: number[] = [];
    let tUs = profile.startTime;
    for (const d of profile.timeDeltas) sampleAt.push((tUs += d) / 1000 - offsetMs);
    const longest = [...tasks].sort((a, b) => b.duration - a.duration)[0];
    const inLongest = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (!longest || sampleAt[i] < longest.start || sampleAt[i] > longest.start + longest.duration) return;
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.replace(site.url, '')}:${f.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inLongest.set(key, (inLongest.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 4000);
      }
    });
    profile.samples.forEach((id, i) => {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        if (!f.functionName) continue;
        const key = `${f.functionName} ${f.url.replace(site.url, '')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 4000);
      }
    });
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v * 4).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
    console.log(`\n== ${path} (4x slowdown; times below are throttled ms) now=${hydratedAt.toFixed(0)}`);
    console.log('long tasks:', JSON.stringify(tasks));
    console.log('by script:\n' + top(byUrl, 12));
    console.log('by function:\n' + top(byFn, 25));
    console.log(`inside the longest task (${JSON.stringify(longest)}):\n` + top(inLongest, Number(process.env.TOP_INCL ?? 60)));
    console.log('inclusive:\n' + top(incl, Number(process.env.TOP_INCL ?? 60)));
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
