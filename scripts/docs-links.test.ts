// The README and docs/ stay a guide a newcomer can follow: every relative link
// leads to a file (and heading) that exists, every docs/ page is linked from the
// README, and every repository path the docs name in backticks is still there,
// so a moved folder fails here instead of leaving the docs pointing at nothing.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

/** Text outside fenced code blocks (a block's content is an example, not a link). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = headingAnchor(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every `[text](target)` whose target is inside the repository. */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return links.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link does not resolve, or undefined when it does. */
function brokenLink(file: string, target: string): string | undefined {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const to = path === '' ? file : resolve(dirname(file), path);
  if (!existsSync(to)) return `${target}: no such file`;
  if (anchor !== undefined) {
    if (!to.endsWith('.md')) return `${target}: an anchor into a file that is not markdown`;
    if (!anchorsOf(to).has(anchor)) return `${target}: no heading with that anchor`;
  }
  return undefined;
}

/** Paths into the repository's source folders that the prose names in backticks. */
function namedPaths(file: string): string[] {
  const spans = [...prose(readFileSync(file, 'utf8')).matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return spans.filter((span) => /^(src|functions\/src|scripts|tests|eslint-rules|docs)\//.test(span) && !/[<*{]/.test(span));
}

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken = DOCS.flatMap((file) =>
      relativeLinks(file).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${relative(ROOT, file)}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('are all reachable from the README', () => {
    const linked = new Set(
      relativeLinks(join(ROOT, 'README.md')).map((target) => resolve(ROOT, target.split('#')[0])),
    );
    const unlinked = DOCS.filter((file) => !file.endsWith('README.md') && !linked.has(file)).map((file) => relative(ROOT, file));
    expect(unlinked).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing = DOCS.flatMap((file) =>
      namedPaths(file)
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('anchor headings as GitHub does', () => {
    expect(headingAnchor("The customer's device follows")).toBe('the-customers-device-follows');
    expect(headingAnchor('Firestore: the real emulator, or a fallback')).toBe('firestore-the-real-emulator-or-a-fallback');
    expect(headingAnchor('Our own test orchestrator rather than `firebase emulators:exec`')).toBe('our-own-test-orchestrator-rather-than-firebase-emulatorsexec');
  });
});
