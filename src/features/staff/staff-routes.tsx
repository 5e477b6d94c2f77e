// /login and /dashboard, under one layout that provides the auth context.
// Both are prerendered as app shells: the auth state is read in the browser,
// so their HTML holds no bookings.
import type { RouteObject } from 'react-router-dom';

export const staffRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('./login-page')).LoginPage }) },
      { path: 'dashboard', lazy: async () => ({ Component: (await import('./dashboard-page')).DashboardPage }) },
    ],
  },
];

/** Staff pages prerendered as app shells (no data in their HTML). */
export function staffPrerenderPaths(): string[] {
  return ['/login', '/dashboard'];
}
