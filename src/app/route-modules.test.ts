import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes, appPrerenderPaths } from './routes';
import { routeModulesFor } from '@/lib/route-module';

describe('route modules (preloaded by the build)', () => {
  it("names each page's own module", () => {
    expect(routeModulesFor(routes, '/dashboard')).toEqual(['src/features/staff/staff-layout.tsx', 'src/features/staff/bookings/dashboard-page.tsx']);
    expect(routeModulesFor(routes, '/manage-booking')).toEqual(['src/features/self-service/manage-page.tsx']);
    expect(routeModulesFor(routes, '/quote')).toEqual(['src/features/quotes/quote-page.tsx']);
    expect(routeModulesFor(routes, '/no-such-page')).toEqual(['src/features/marketing/not-found-page.tsx']);
  });

  it('names modules that exist, for every prerendered app path', () => {
    for (const path of appPrerenderPaths()) {
      const modules = routeModulesFor(routes, path);
      expect(modules.length, path).toBeGreaterThan(0);
      for (const module of modules) expect(existsSync(module), `${path}: ${module}`).toBe(true);
    }
  });

  it('refuses a lazy route without its handle', () => {
    const bare: RouteObject[] = [{ path: '/x', lazy: async () => ({}) }];
    expect(() => routeModulesFor(bare, '/x')).toThrow(/has no handle/);
  });
});
