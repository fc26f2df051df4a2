import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const cashSessionsRoutes: RouteObject[] = [
  {
    path: 'pos/sessions',
    lazy: async () => ({ Component: (await import('./cash-session-list-page.tsx')).CashSessionListPage }),
  },
  {
    path: 'pos/sessions/:id',
    lazy: async () => ({ Component: (await import('./cash-session-page.tsx')).CashSessionPage }),
  },
];
