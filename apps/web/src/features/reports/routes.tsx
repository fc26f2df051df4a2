import type { RouteObject } from 'react-router';

/** The sales reports inside the signed-in shell, a lazy chunk of its own. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
  },
];
