// A Vite plugin: Chakra's createSystem() builds the global CSS (preflight,
// globalCss, every token's CSS variable) as it runs, about 40 % of the system's
// build: ~100 ms of one long task on Lighthouse's mobile CPU. The only reader
// is ChakraProvider's <Global styles={sys._global}>, and every page the browser
// opens is prerendered with that CSS already in its <head> (scripts/build-web.ts),
// so src/app/providers.tsx hands the provider an empty `_global` there. This
// plugin makes `_global` a getter computed on first read (prerendering and a
// page without prerendered CSS still read it and get the same CSS).
// Chakra is pinned (package.json); if its source no longer matches, the build
// fails here rather than silently losing the saving.
import type { Plugin } from 'vite';

const MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'chakra-lazy-global',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id.split('?')[0])) return null;
      if (!code.includes(EAGER) || !code.includes(FIELD)) {
        throw new Error(`chakra-lazy-global: ${id} no longer has the code this plugin rewrites (Chakra upgraded?): update scripts/vite/chakra-lazy-global.ts`);
      }
      return {
        code: code
          .replace(EAGER, 'let _globalCss;')
          .replace(FIELD, '    get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n'),
        map: null,
      };
    },
  };
}
