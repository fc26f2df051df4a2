import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const importsRoutes: RouteObject[] = [
  {
    path: 'products/import',
    lazy: async () => ({ Component: (await import('./import-products-page.tsx')).ImportProductsPage }),
  },
  {
    path: 'customers/import',
    lazy: async () => ({ Component: (await import('./import-customers-page.tsx')).ImportCustomersPage }),
  },
];
