// The benches' yardstick. A millisecond figure says little across machines: a
// shared 2-core box, a busy one or a slower one prints other numbers for the
// same code. Each bench therefore also times one fixed CPU-bound workload, in
// the same process and (for its browser figures) in the same browser, at the
// start and at the end of its run, and prints its figures as multiples of it
// ("612 ms (4.1 cal)"). A machine 2-3 times slower takes 2-3 times longer for
// the workload too, so the multiples, and the goals stated on them, stay put.
//
// The workload is what the app's own code spends its time on: building rows,
// JSON out and back, sorting on strings and numbers, regular expressions, maps
// of groups. It is deterministic (its own pseudo-random numbers) and returns a
// checksum, so Node and Chromium are seen to have done the same work.
import type { Browser } from '@playwright/test';

/** How many timed runs make one measurement (after one untimed run that warms the JIT). */
export const CALIBRATION_RUNS = 5;

/**
 * The workload, as source text: the same text runs in Node and in the page (a function passed
 * to page.evaluate would be the one tsx compiled, with helpers the page does not have).
 */
const WORKLOAD = String.raw`(function calibrationWorkload() {
  var seed = 20240611;
  function rand() {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  }
  var words = ['Priya', 'Daniel', 'Mei', 'Jordan', 'Harpreet', 'Sofia', 'Liam', 'Aiko', 'Noah', 'Ava', 'Sandhu', 'Okafor', 'Chen', 'Tremblay'];
  var services = ['Interior Detailing', 'Exterior Detailing', 'Full Detail', 'Ceramic Coating', 'Paint Correction'];
  var cities = ['burnaby', 'vancouver', 'surrey', 'richmond', 'coquitlam', 'new-westminster'];
  var checksum = 0;
  for (var round = 0; round < 4; round++) {
    var rows = [];
    for (var i = 0; i < 6000; i++) {
      var first = words[Math.floor(rand() * words.length)];
      var last = words[Math.floor(rand() * words.length)];
      rows.push({
        id: 'bk-' + i.toString(36) + '-' + Math.floor(rand() * 1e9).toString(36),
        customer_name: first + ' ' + last + ' ' + i,
        customer_email: (first + '.' + last + i).toLowerCase() + '@example.com',
        service_name: services[i % services.length],
        booking_date: '2026-' + String(1 + (i % 12)).padStart(2, '0') + '-' + String(1 + Math.floor(rand() * 28)).padStart(2, '0'),
        total_price: 95 + Math.floor(rand() * 400),
        city: cities[Math.floor(rand() * cities.length)],
      });
    }
    var back = JSON.parse(JSON.stringify(rows));
    back.sort(function (a, b) {
      return a.customer_name < b.customer_name ? -1 : a.customer_name > b.customer_name ? 1 : a.total_price - b.total_price;
    });
    back.sort(function (a, b) {
      return a.booking_date < b.booking_date ? -1 : a.booking_date > b.booking_date ? 1 : 0;
    });
    var pattern = /^(priya|mei|ava)\.(\w+?)(\d+)@example\.com$/;
    var byDay = new Map();
    for (var j = 0; j < back.length; j++) {
      var row = back[j];
      var match = pattern.exec(row.customer_email);
      if (match) checksum = (checksum + Number(match[3]) * match[2].length) % 1000000007;
      if (row.customer_name.toLowerCase().indexOf('sandhu') >= 0) checksum = (checksum + row.total_price) % 1000000007;
      var key = row.booking_date + '|' + row.city;
      byDay.set(key, (byDay.get(key) || 0) + row.total_price);
    }
    byDay.forEach(function (sum, key) {
      checksum = (checksum * 31 + sum + key.length) % 1000000007;
    });
    checksum = (checksum + back[0].id.length + back[back.length - 1].total_price) % 1000000007;
  }
  return checksum;
})`;

/** One measurement: each timed run's milliseconds, and the workload's checksum. */
interface Runs {
  ms: number[];
  checksum: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}

const nodeWorkload = new Function(`return ${WORKLOAD};`)() as () => number;

/** The workload in this Node process: one warm-up run, then `runs` timed ones. */
export function calibrateNode(runs = CALIBRATION_RUNS): Runs {
  const checksum = nodeWorkload();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    if (nodeWorkload() !== checksum) throw new Error('the calibration workload gave two answers in Node');
    ms.push(performance.now() - started);
  }
  return { ms, checksum };
}

/**
 * The workload in a blank page of `browser` (a context of its own, so it shares nothing with
 * the page the bench measures but the browser and its machine), timed inside the page.
 */
export async function calibrateBrowser(browser: Browser, runs = CALIBRATION_RUNS): Promise<Runs> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate<Runs>(`(() => {
      var workload = ${WORKLOAD};
      var checksum = workload();
      var ms = [];
      for (var i = 0; i < ${runs}; i++) {
        var started = performance.now();
        if (workload() !== checksum) throw new Error('the calibration workload gave two answers in the page');
        ms.push(performance.now() - started);
      }
      return { ms: ms, checksum: checksum };
    })()`);
  } finally {
    await context.close();
  }
}

/**
 * The Node workload's time on this machine when quiet, when the unit tests' budgets were set
 * (its CPU time, about what a quiet run takes, on the 2-core machine of the team).
 */
export const QUIET_NODE_CAL_MS = 140;

/**
 * How many times slower than quiet this machine runs now: the Node workload's median of three
 * over QUIET_NODE_CAL_MS, never under 1. A slower machine, or one busy with other work, takes
 * longer for the workload as for the tests, so budgets multiplied by it hold there too.
 */
export function machinePace(): number {
  return Math.max(1, median(calibrateNode(3).ms) / QUIET_NODE_CAL_MS);
}

/**
 * The pace of a test run: MACHINE_PACE when set (measured earlier in this run, whose config
 * files are loaded more than once and whose workers inherit it, or set by hand), else measured
 * now and kept there. A busy machine is said on stderr, by `tool`, with what it changes.
 */
export function paceOfThisRun(tool: string, consequence: string): number {
  if (!process.env.MACHINE_PACE) {
    process.env.MACHINE_PACE = machinePace().toFixed(2);
    if (Number(process.env.MACHINE_PACE) > 1.2) console.error(`[${tool}] this machine runs ${process.env.MACHINE_PACE}x slower than quiet now: ${consequence}`);
  }
  return Number(process.env.MACHINE_PACE);
}

/** A multiple of a calibration, as the benches print it: two significant figures, or whole above 100. */
export function formatCal(multiple: number): string {
  if (multiple >= 100) return multiple.toFixed(0);
  if (multiple >= 1) return multiple.toFixed(1);
  return multiple.toPrecision(2);
}

/** A goal on the calibrated scale, as the benches print it. */
export function calGoal(multiple: number): string {
  return `goal: under ${formatCal(multiple)} cal`;
}

/**
 * A bench's yardstick: the Node workload measured when the bench starts and when it ends
 * (`begin`/`end`), and the browser workload when the bench has its browser (`browserBegin`/
 * `browserEnd`, in that browser). The unit is the median of all runs of a kind, start and end
 * together, so a load that changes during the run moves both the figures and the unit.
 */
export class Yardstick {
  private readonly node: { start: number[]; end: number[] } = { start: [], end: [] };
  private readonly browser: { start: number[]; end: number[] } = { start: [], end: [] };
  private browserName = 'chromium';
  private checksums = new Set<number>();

  /** Measures Node at the start of the run. */
  static begin(): Yardstick {
    const yardstick = new Yardstick();
    yardstick.measureNode('start');
    return yardstick;
  }

  /** Measures Node at the end of the run. */
  end(): void {
    this.measureNode('end');
  }

  async browserBegin(browser: Browser): Promise<void> {
    await this.measureBrowser(browser, 'start');
  }

  async browserEnd(browser: Browser): Promise<void> {
    await this.measureBrowser(browser, 'end');
  }

  private measureNode(when: 'start' | 'end'): void {
    const runs = calibrateNode();
    this.checksums.add(runs.checksum);
    this.node[when].push(...runs.ms);
  }

  private async measureBrowser(browser: Browser, when: 'start' | 'end'): Promise<void> {
    this.browserName = browser.browserType().name();
    const runs = await calibrateBrowser(browser);
    this.checksums.add(runs.checksum);
    this.browser[when].push(...runs.ms);
  }

  /** The Node unit in ms: the median of the runs at the start and at the end. */
  get nodeMs(): number {
    const all = [...this.node.start, ...this.node.end];
    if (all.length === 0) throw new Error('the Node calibration has not run');
    return median(all);
  }

  /** The browser unit in ms, in the bench's own browser. */
  get browserMs(): number {
    const all = [...this.browser.start, ...this.browser.end];
    if (all.length === 0) throw new Error('the browser calibration has not run');
    return median(all);
  }

  /** `(4.1 cal)`: a Node-side figure in ms as a multiple of the Node unit. */
  n(ms: number): string {
    return `(${formatCal(ms / this.nodeMs)} cal)`;
  }

  /** `(4.1 cal)`: a browser figure in ms as a multiple of the browser unit. */
  b(ms: number): string {
    return `(${formatCal(ms / this.browserMs)} cal)`;
  }

  /** `calibration: node 148 ms, chromium 161 ms (median of 5 at the start and 5 at the end: …)`. */
  summary(): string {
    if (this.checksums.size > 1) throw new Error(`the calibration workload gave different answers: ${[...this.checksums].join(', ')}`);
    const kinds: [string, { start: number[]; end: number[] }][] = [['node', this.node]];
    if (this.browser.start.length + this.browser.end.length > 0) kinds.push([this.browserName, this.browser]);
    const units = kinds.map(([name, runs]) => `${name} ${median([...runs.start, ...runs.end]).toFixed(0)} ms`).join(', ');
    const each = kinds
      .map(([name, runs]) => `${name} ${runs.start.length ? median(runs.start).toFixed(0) : '-'} then ${runs.end.length ? median(runs.end).toFixed(0) : '-'}`)
      .join(', ');
    return `calibration: ${units} (median of ${CALIBRATION_RUNS} at the start and ${CALIBRATION_RUNS} at the end: ${each} ms); 1 cal = that time, figures in cal are multiples of it`;
  }
}
