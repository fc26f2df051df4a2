import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const taxesRoutes: RouteObject[] = [
  { path: 'taxes', lazy: async () => ({ Component: (await import('./tax-pages.tsx')).TaxListPage }) },
  {
    path: 'taxes/create',
    lazy: async () => ({ Component: (await import('./tax-pages.tsx')).TaxCreatePage }),
  },
  {
    path: 'taxes/:id/edit',
    lazy: async () => ({ Component: (await import('./tax-pages.tsx')).TaxEditPage }),
  },
];
