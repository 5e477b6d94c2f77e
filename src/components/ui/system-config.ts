// The Chakra system's configuration (system.ts builds it): Chakra's default
// theme with only the recipes the site renders, plus the brand's tokens.
// Building a system (every token, its CSS variable and the global CSS) is the
// largest single piece of script work on a page, so (the browser entry loads
// this module, then system.ts, with import(): two tasks of their own):
// - nothing imports `defaultConfig`/`defaultSystem`: their module builds a whole
//   default system as it loads, which would double the work;
// - recipes: only those of the components we use (a recipe missing here would
//   change the components' class names in the prerendered HTML: compare a build's
//   markup with the previous one when a new Chakra component comes into use);
// - the colour palettes the site never uses (teal, purple, pink) are left out;
// - semantic tokens keep only their light value: the site has no dark mode (no
//   element ever gets the `dark` class that `_dark` values apply under).
import { defaultBaseConfig, defineConfig, defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

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

/**
 * Every text link looks like a link: blue and underlined, not only on hover
 * ("Reschedule or cancel online", "Manage this booking", a staff member's tap
 * to call read as plain text in Chakra's default). Inline, so a long link in a
 * sentence wraps with it instead of widening a phone's page.
 */
const siteLinkRecipe = defineRecipe({
  ...linkRecipe,
  base: { ...linkRecipe.base, display: 'inline' },
  variants: {
    variant: {
      underline: { color: 'blue.700', textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor', _hover: { color: 'blue.900' } },
      plain: linkRecipe.variants?.variant?.plain ?? {},
    },
  },
  defaultVariants: { variant: 'underline' },
});

/** A field's error text in a red dark enough to read on white (Chakra's fg.error is below 4.5:1 at its size). */
const siteFieldSlotRecipe = defineSlotRecipe({
  ...fieldSlotRecipe,
  base: { ...fieldSlotRecipe.base, errorText: { ...fieldSlotRecipe.base?.errorText, color: 'red.700' } },
});

// Chakra's defaultThemeConfig, less what is said above.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors) }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: siteLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      field: siteFieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const brandConfig = defineConfig({
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

/** The configurations system.ts merges, in order. */
export const SYSTEM_CONFIGS = [defaultBaseConfig, themeConfig, brandConfig] as const;
