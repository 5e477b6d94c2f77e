// /manage-booking and /my-bookings: prerendered as shells (noindex; their data
// is read in the browser), precached like every prerendered page.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from '@/lib/route-module';

const page = (file: string) => routeModule(`src/features/self-service/${file}.tsx`);

export const selfServiceRoutes: RouteObject[] = [
  { path: 'manage-booking', handle: page('manage-page'), lazy: async () => ({ Component: (await import('./manage-page')).ManagePage }) },
  { path: 'my-bookings', handle: page('my-bookings-page'), lazy: async () => ({ Component: (await import('./my-bookings-page')).MyBookingsPage }) },
];

export function selfServicePrerenderPaths(): string[] {
  return ['/manage-booking', '/my-bookings'];
}
