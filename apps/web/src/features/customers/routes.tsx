import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: async () => ({ Component: (await import('./customer-list-page.tsx')).CustomerListPage }),
  },
  {
    path: 'customers/create',
    lazy: async () => ({ Component: (await import('./customer-editor-page.tsx')).CustomerCreatePage }),
  },
  {
    path: 'customers/credit',
    lazy: async () => ({ Component: (await import('./customer-credit-page.tsx')).CustomerCreditPage }),
  },
  {
    path: 'customers/:id/edit',
    lazy: async () => ({ Component: (await import('./customer-editor-page.tsx')).CustomerEditPage }),
  },
];
