import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const returnsRoutes: RouteObject[] = [
  {
    path: 'returns',
    lazy: async () => ({ Component: (await import('./return-list-page.tsx')).ReturnListPage }),
  },
];
