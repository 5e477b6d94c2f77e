// The trimmed Chakra system (system-config.ts) registers only some recipes, and
// a component whose recipe it lacks renders with no styles at all, silently: the
// condition check's Checkbox drew each box 341 px square, its label under it.
// This lists every Chakra component the app imports, finds in Chakra's own
// source which recipes each one asks the system for, and fails when one that
// Chakra's default theme defines is missing from ours (a key Chakra itself
// defines no recipe for, as Text's, styles nothing either way).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { system } from './system';

const SRC = 'src';
const CHAKRA_ESM = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name imported from '@chakra-ui/react' in the app's source, with the files importing it. */
function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        used.set(name, [...(used.get(name) ?? []), relative(SRC, file)]);
      }
    }
  }
  return used;
}

/** Chakra's export name → the component folder it comes from (dist/esm/index.js's re-exports). */
function chakraFolders(): Map<string, string> {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g)) namespaces.set(m[1], m[2]);
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/components\/([^/]+)\//g)) {
    for (const name of m[1].split(',')) folders.set(name.trim().split(/\s+as\s+/).at(-1)!, m[2]);
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const folder = namespaces.get(m[1]);
    if (folder) folders.set(m[2], folder);
  }
  return folders;
}

/** The recipe keys a component folder's modules ask the system for. */
function recipeKeys(folder: string): string[] {
  const dir = join(CHAKRA_ESM, 'components', folder);
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*"(\w+)"/g)) keys.add(m[1]);
  }
  return [...keys];
}

describe('the trimmed Chakra system', () => {
  const used = chakraImports();
  const folders = chakraFolders();

  it('finds the components the app renders (the scan works)', () => {
    for (const name of ['Button', 'Dialog', 'Field', 'NativeSelect']) expect(used.has(name), name).toBe(true);
    expect(recipeKeys(folders.get('Dialog')!)).toContain('dialog');
    expect(recipeKeys(folders.get('Checkbox')!)).toContain('checkbox');
    expect(recipeKeys(folders.get('IconButton')!)).toContain('button');
  });

  it('has the recipe of every Chakra component the app renders', () => {
    const missing: string[] = [];
    for (const [name, files] of used) {
      const folder = folders.get(name);
      if (!folder) continue;
      for (const key of recipeKeys(folder)) {
        const chakraHasOne = key in defaultRecipes || key in defaultSlotRecipes;
        if (chakraHasOne && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} needs the "${key}" recipe (${files.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
