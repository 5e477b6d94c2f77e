// /login and /dashboard.
import type { RouteObject } from 'react-router-dom';

export const staffRoutes: RouteObject[] = [];

/** Staff pages prerendered as app shells (no data in their HTML). */
export function staffPrerenderPaths(): string[] {
  return [];
}
