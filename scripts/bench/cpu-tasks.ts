// Dev aid, steadier than Lighthouse on a loaded machine: `tsx scripts/bench/cpu-tasks.ts [paths...]`
// loads each page (BENCH_DIST or this offset's dist) RUNS times in Chromium without
// throttling, traces the renderer's main thread and prints, from each task's
// thread CPU time (not wall time, so other processes do not inflate it) times 4
// (Lighthouse's mobile CPU slowdown): the estimated blocking time (sum of the
// excess over 50 ms), the longest tasks, and the CPU time in total.
import { chromium } from '@playwright/test';
import { WEB_OUT_DIR } from '../stack/ports';
import { serveStatic } from '../pwa/static-server';
import { ensureChromium } from '../stack/chromium';

const SLOWDOWN = 4;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const RUNS = Number(process.env.RUNS ?? 3);
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const site = await serveStatic(process.env.BENCH_DIST ?? WEB_OUT_DIR, { notFoundPageOk: true });
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths.length ? paths : ['/404.html']) {
    const tbts: number[] = [];
    const totals: number[] = [];
    let longest = '';
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] });
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      await page.waitForTimeout(2500);
      const buffer = await browser.stopTracing();
      const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      // The page's renderer: the main thread with the most tasks.
      const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
      const thread = main.sort((a, b) => count(b) - count(a))[0];
      const tasks = events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined)
        .map((e) => ({ at: e.ts, end: e.ts + (e.dur ?? 0), cpu: ((e.tdur ?? 0) / 1000) * SLOWDOWN }));
      // What ran inside each long task: its largest script entries (with DETAIL=1).
      const inside = (t: { at: number; end: number }) =>
        events
          .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.ts >= t.at && e.ts + (e.dur ?? 0) <= t.end && ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'RunMicrotasks', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout'].includes(e.name) && ((e.tdur ?? 0) / 1000) * SLOWDOWN > 15)
          .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round(((e.tdur ?? 0) / 1000) * SLOWDOWN)}`)
          .join(', ');
      if (process.env.DETAIL && run === 0) for (const t of tasks.filter((x) => x.cpu > 50)) console.log(`  ${Math.round(t.cpu)} ms: ${inside(t)}`);
      const t0 = Math.min(...tasks.map((t) => t.at));
      tbts.push(tasks.reduce((s, t) => s + Math.max(0, t.cpu - 50), 0));
      totals.push(tasks.reduce((s, t) => s + t.cpu, 0));
      if (run === 0)
        longest = tasks
          .filter((t) => t.cpu > 50)
          .map((t) => `${Math.round(t.cpu)}@${Math.round((t.at - t0) / 1000)}`)
          .join(' ');
      await context.close();
    }
    console.log(`${path.padEnd(36)} est. TBT ${String(Math.round(median(tbts))).padStart(5)} ms  CPU x${SLOWDOWN} ${String(Math.round(median(totals))).padStart(5)} ms  runs ${tbts.map(Math.round).join('/')}  long(run 1, ms@ms): ${longest}`);
  }
} finally {
  await browser.close();
  await site.close();
}
