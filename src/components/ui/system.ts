// The Chakra system: default recipes plus the brand's tokens.
// createSystem builds every token and its CSS variable at start-up, the largest
// single piece of script work on a page (the browser entry loads this module on
// its own, after the main chunk, so it runs as a task of its own). Two cuts, with
// no visible change:
// - the colour palettes the site never uses (teal, purple, pink: no component,
//   recipe we render or page refers to them) are left out;
// - semantic tokens keep only their light value: the site has no dark mode (no
//   element ever gets the `dark` class that `_dark` values apply under).
import { createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';

const UNUSED_PALETTES = ['teal', 'purple', 'pink'];

function withoutPalettes<T extends object | undefined>(group: T): T {
  if (!group) return group;
  return Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/** A semantic token tree with `{ _light, _dark }` (or `{ base, _dark }`) values reduced to the light one. */
export function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    const value = (node as { value: unknown }).value;
    if (value && typeof value === 'object' && ('_light' in value || '_dark' in value)) {
      const { _light, _dark, base, ...rest } = value as Record<string, unknown>;
      void _dark;
      const light = _light ?? base;
      return { ...node, value: Object.keys(rest).length ? { base: light, ...rest } : light };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const theme = defaultConfig.theme ?? {};
const baseConfig: SystemConfig = {
  ...defaultConfig,
  theme: {
    ...theme,
    tokens: { ...theme.tokens, colors: withoutPalettes(theme.tokens?.colors) },
    semanticTokens: lightOnly({ ...theme.semanticTokens, colors: withoutPalettes(theme.semanticTokens?.colors) }),
  },
};

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e0f2fe' },
          100: { value: '#bae6fd' },
          300: { value: '#7dd3fc' },
          500: { value: '#0ea5e9' },
          600: { value: '#0284c7' },
          700: { value: '#0369a1' },
          900: { value: '#0c4a6e' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

export const system = createSystem(baseConfig, config);
