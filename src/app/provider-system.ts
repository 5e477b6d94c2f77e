// The system ChakraProvider gets in the browser and in an island.
import type { SystemContext } from '@chakra-ui/react';

/**
 * A prerendered page carries Chakra's global CSS (reset, global styles, token
 * variables) in its <head> already, and it applies to every route the app moves
 * to and to the booking wizard's island; the provider's copy is then left empty,
 * so the browser never builds it (scripts/vite/chakra-lazy-global.ts makes
 * building it lazy).
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}

/** The system for the app: without its global CSS on a prerendered page, whole on one without prerendered CSS. */
export function providerSystem(system: SystemContext, doc: Document = document): SystemContext {
  if (!doc.querySelector('style[data-emotion^="css-global "]')) return system;
  return withoutGlobalCss(system);
}
