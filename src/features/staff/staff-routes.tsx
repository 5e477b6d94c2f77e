// /login, /dashboard and /reports (admins), under one layout that provides the auth context.
// Both are prerendered as app shells: the auth state is read in the browser,
// so their HTML holds no bookings.
import type { RouteObject } from 'react-router-dom';
import { routeModule } from '@/lib/route-module';

/** The handle naming a module of this folder (see src/app/route-module.ts). */
const page = (file: string) => routeModule(`src/features/staff/${file}.tsx`);

export const staffRoutes: RouteObject[] = [
  {
    // The staff pages have their own chrome (staff-layout.tsx): the site layout leaves out the public header, footer and bottom bar.
    handle: { ...page('staff-layout'), chrome: 'staff' },
    lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
    children: [
      { path: 'login', handle: page('session/login-page'), lazy: async () => ({ Component: (await import('./session/login-page')).LoginPage }) },
      { path: 'dashboard', handle: page('bookings/dashboard-page'), lazy: async () => ({ Component: (await import('./bookings/dashboard-page')).DashboardPage }) },
      // Its own chunk, fetched only when opened: nothing of the reports is in the dashboard's first load.
      { path: 'reports', handle: page('reports/reports-page'), lazy: async () => ({ Component: (await import('./reports/reports-page')).ReportsPage }) },
    ],
  },
];

/** Staff pages prerendered as app shells (no data in their HTML). */
export function staffPrerenderPaths(): string[] {
  return ['/login', '/dashboard', '/reports'];
}
