// Every prerendered page of the built site and the HTML part of every e-mail is
// valid HTML, by the W3C Nu Html Checker (vnu-jar). One JVM checks them all at
// once: started per file, the checker would take minutes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR, WEB_OUT_DIR } from '../../scripts/stack/ports';
import { findJava } from '../../scripts/stack/java';
import { renderedMails } from './support/mail-cases';

/** vnu.jar's classes are Java 11 bytecode. */
const VNU_MIN_JAVA = 11;
const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');
/** One JVM for ~100 files: ~20 s on a quiet machine, 80 s seen with other builds running. */
const CHECK_TIMEOUT_MS = 300_000;

/** Writes each e-mail's HTML part to `dir` as <template>-<variant>.html; returns the files. */
function writeMails(dir: string): string[] {
  return renderedMails().map(({ name, html }) => {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
}

function builtPages(): string[] {
  let names: string[];
  try {
    names = readdirSync(WEB_OUT_DIR, { recursive: true, encoding: 'utf8' });
  } catch {
    throw new Error(`No built site in ${WEB_OUT_DIR}: run through scripts/test.ts (it builds the site first).`);
  }
  return names.filter((n) => n.endsWith('.html')).map((n) => join(WEB_OUT_DIR, n));
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

function runVnu(java: string, files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      java,
      // One short run: the quick JIT alone and the serial collector halve its CPU time (14 s to 7 s here),
      // the same report. So compiled, the HTML schema overflows the default thread stack: -Xss4m.
      ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      { maxBuffer: 256 * 1024 * 1024, timeout: CHECK_TIMEOUT_MS },
      // The checker exits 1 when it found errors: its report is still complete.
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu gave no report (${error?.message ?? 'no error'}): ${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

/** The image candidates of a srcset value (HTML's parsing rules, without the parenthesised descriptors no page here uses). */
function srcsetCandidates(value: string): { url: string; descriptors: string[] }[] {
  const candidates: { url: string; descriptors: string[] }[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !/\s/.test(value[i]!)) i++;
    const url = value.slice(start, i);
    // A URL ending in commas ends its candidate there; otherwise descriptors follow, up to the next comma.
    if (url.endsWith(',')) {
      candidates.push({ url: url.replace(/,+$/, ''), descriptors: [] });
      continue;
    }
    const rest = /^[^,]*/.exec(value.slice(i))![0];
    i += rest.length;
    candidates.push({ url, descriptors: rest.trim().split(/\s+/).filter(Boolean) });
  }
  return candidates;
}

const SIZES_MESSAGE = 'When the “srcset” attribute has any image candidate string with a width descriptor, the “sizes” attribute must also be specified.';

const linesByUrl = new Map<string, string[]>();
function fileLines(url: string): string[] {
  if (!linesByUrl.has(url)) linesByUrl.set(url, readFileSync(new URL(url), 'utf8').split('\n'));
  return linesByUrl.get(url)!;
}

/** The markup a message points at: from its first line and column to its last, in the checked file. */
function reportedMarkup(m: VnuMessage): string | undefined {
  if (!m.url?.startsWith('file:') || m.lastLine === undefined || m.firstColumn === undefined || m.lastColumn === undefined) return undefined;
  const lines = fileLines(m.url);
  const first = m.firstLine ?? m.lastLine;
  const text = lines.slice(first - 1, m.lastLine).join('\n');
  const end = text.length - (lines[m.lastLine - 1]!.length - m.lastColumn);
  return text.slice(m.firstColumn - 1, end);
}

/**
 * The checker's one known false report, set aside only where it is false:
 * it blames a <source> with no width descriptor (the phone hero's inline
 * placeholder) for the `sizes` of a later sibling <source> that has both width
 * descriptors and `sizes`. HTML's rule is per element: `sizes` is required on
 * an element whose own srcset has a width descriptor. A <source> that does
 * have one and lacks `sizes` stays an error.
 */
function isFalseSizesReport(m: VnuMessage): boolean {
  if (m.type !== 'error' || m.message !== SIZES_MESSAGE) return false;
  const markup = reportedMarkup(m);
  if (!markup || !/^<source\b/i.test(markup)) return false;
  const srcset = /\ssrcset="([^"]*)"/i.exec(markup)?.[1];
  if (srcset === undefined) return false;
  return !srcsetCandidates(srcset).some((c) => c.descriptors.some((d) => /^\d+w$/.test(d)));
}

/**
 * Two small pages checked in the same run, so the exception above is proven
 * on every run: the hero's pattern (set aside) and a <source> with width
 * descriptors and no `sizes` (a real error, which must still be reported).
 */
const CONTROL_PAGES = {
  placeholder: `<source media="(max-width: 640px)" type="image/avif" srcset="data:image/avif;base64,AAAA"><source type="image/avif" srcset="/a-640.avif 640w, /a-1024.avif 1024w" sizes="100vw">`,
  missingSizes: `<source type="image/avif" srcset="/a-640.avif 640w, /a-1024.avif 1024w">`,
} as const;

function writeControls(dir: string): Record<keyof typeof CONTROL_PAGES, string> {
  const files = {} as Record<keyof typeof CONTROL_PAGES, string>;
  for (const [name, sources] of Object.entries(CONTROL_PAGES) as [keyof typeof CONTROL_PAGES, string][]) {
    files[name] = join(dir, `control-${name}.html`);
    writeFileSync(
      files[name],
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Control</title></head><body><picture>${sources}<img src="/a-1024.webp" alt="" width="1600" height="900"></picture></body></html>\n`,
    );
  }
  return files;
}

const fileOf = (m: VnuMessage) => (m.url?.startsWith('file:') ? new URL(m.url).pathname : undefined);

const where = (m: VnuMessage) => {
  const file = m.url?.startsWith('file:') ? relative(ROOT_DIR, new URL(m.url).pathname) : (m.url ?? '?');
  return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}`;
};

describe('HTML validity (W3C Nu Html Checker)', () => {
  const checkDir = mkdtempSync(join(tmpdir(), 'html-check-'));
  afterAll(() => rmSync(checkDir, { recursive: true, force: true }));

  it(
    'finds no error in any prerendered page or any e-mail',
    async () => {
      const { java, tooOld } = findJava(VNU_MIN_JAVA);
      if (!java) {
        throw new Error(
          `No Java ${VNU_MIN_JAVA} or newer found (JAVA_HOME, then PATH, then /usr/lib/jvm and the other JVM folders${tooOld.length ? `; too old: ${tooOld.join(', ')}` : ''}): the HTML checker (vnu-jar) needs one. Install a JDK (Debian: apt-get install default-jre-headless) or set JAVA_HOME.`,
        );
      }
      const pages = builtPages();
      expect(pages.length, `prerendered pages in ${WEB_OUT_DIR}`).toBeGreaterThan(0);
      const mails = writeMails(checkDir);
      const controls = writeControls(checkDir);

      const all = await runVnu(join(java.home, 'bin', 'java'), [...pages, ...mails, ...Object.values(controls)]);

      const setAsideIn = (ms: VnuMessage[]) => ms.filter(isFalseSizesReport);
      const errorsIn = (ms: VnuMessage[]) => ms.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !isFalseSizesReport(m));
      const of = (file: string) => all.filter((m) => fileOf(m) === file);
      expect(setAsideIn(of(controls.placeholder)), 'vnu reports the placeholder pattern (if it no longer does, remove isFalseSizesReport)').toHaveLength(1);
      expect(errorsIn(of(controls.placeholder)).map((m) => m.message), 'the placeholder pattern is valid').toEqual([]);
      expect(errorsIn(of(controls.missingSizes)).map((m) => m.message), 'a real missing sizes stays an error').toEqual([SIZES_MESSAGE]);

      const controlFiles: string[] = Object.values(controls);
      const messages = all.filter((m) => !controlFiles.includes(fileOf(m) ?? ''));
      const setAside = setAsideIn(messages);
      const errors = errorsIn(messages);
      const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
      console.log(`[html] checked ${pages.length} pages and ${mails.length} e-mails with vnu on Java ${java.major}: ${errors.length} errors, ${warnings.length} warnings`);
      if (setAside.length) {
        const files = new Set(setAside.map(fileOf)).size;
        console.log(`[html] set aside ${setAside.length} reports (${files} pages) of "sizes" on a <source> whose own srcset has no width descriptor (valid: the rule is per element), e.g. ${where(setAside[0]!)}`);
      }
      // Warnings do not fail the check; each kind is printed once, with where it occurs.
      const byMessage = new Map<string, VnuMessage[]>();
      for (const w of warnings) byMessage.set(w.message, [...(byMessage.get(w.message) ?? []), w]);
      for (const [message, found] of byMessage) console.log(`[html] warning (${found.length}x, e.g. ${where(found[0]!)}): ${message}`);
      const report = errors.map((e) => `${where(e)}: ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`);
      expect(report, `vnu errors:\n${report.join('\n')}`).toEqual([]);
    },
    CHECK_TIMEOUT_MS + 30_000,
  );
});
