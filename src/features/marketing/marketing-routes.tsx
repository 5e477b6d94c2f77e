// The public pages other than home, and the paths prerendered for them.
import type { RouteObject } from 'react-router-dom';

export const marketingRoutes: RouteObject[] = [];

/** Every public path to prerender (home included). */
export function marketingPrerenderPaths(): string[] {
  return ['/'];
}
