import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const suppliersRoutes: RouteObject[] = [
  {
    path: 'suppliers',
    lazy: async () => ({ Component: (await import('./supplier-list-page.tsx')).SupplierListPage }),
  },
  {
    path: 'suppliers/create',
    lazy: async () => ({ Component: (await import('./supplier-editor-page.tsx')).SupplierCreatePage }),
  },
  {
    path: 'suppliers/:id/edit',
    lazy: async () => ({ Component: (await import('./supplier-editor-page.tsx')).SupplierEditPage }),
  },
];
