// ESLint rule: a module must not reach itself through its own imports. A cycle
// makes evaluation order decide which side sees the other's exports as
// undefined, and it ties two modules into one that cannot move apart.
//
// Only imports that run count: `import type` / `export type` are erased, and a
// dynamic `import()` loads later, after both modules have evaluated. `@/` is
// the repository's `src/` (the alias of every tsconfig here); bare package
// names are not followed. The graph is read from the files themselves, once
// per file per lint run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

// Static imports and re-exports with their specifier: `import x from '…'`,
// `import '…'`, `export { a } from '…'`, `export * from '…'`, across lines.
// Group 1 is `type ` for a type-only one.
const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:[^'";]*?[ \t\n]from[ \t]+)?['"]([^'"\n]+)['"]/gm;

/** The file an import names, or undefined for a package or a file that is not here. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  if (/\.(tsx?|m?js)$/.test(base) && existsSync(base)) return base;
  const stripped = base.replace(/\.js$/, '');
  for (const ext of EXTENSIONS) {
    const candidate = stripped + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const imports = new Map();

/** The files a file imports at run time (cached for the run). */
function runtimeImports(file) {
  let found = imports.get(file);
  if (found) return found;
  found = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // A file that went away mid-run imports nothing.
  }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    if (match[1]) continue;
    const target = resolveImport(file, match[2]);
    if (target) found.push({ specifier: match[2], target });
  }
  imports.set(file, found);
  return found;
}

/** A path of files from `start` back to `goal`, or undefined (depth-first, each file once). */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { target } of runtimeImports(file)) if (!seen.has(target)) stack.push([target, [...path, target]]);
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between the repository’s modules' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = resolve(context.filename);
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(file, node.source.value);
      if (!target || target === file) return;
      const back = pathBack(target, file);
      if (!back) return;
      const path = [file, ...back].map((f) => relative(ROOT, f)).join(' → ');
      context.report({ node: node.source, messageId: 'cycle', data: { path } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
