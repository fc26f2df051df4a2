import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: async () => ({ Component: (await import('./invoice-list-page.tsx')).InvoiceListPage }),
  },
];
