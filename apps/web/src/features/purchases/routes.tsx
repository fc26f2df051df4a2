import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const purchasesRoutes: RouteObject[] = [
  {
    path: 'purchases',
    lazy: async () => ({ Component: (await import('./purchase-list-page.tsx')).PurchaseListPage }),
  },
  {
    path: 'purchases/create',
    lazy: async () => ({ Component: (await import('./purchase-editor-page.tsx')).PurchaseCreatePage }),
  },
  {
    path: 'purchases/bills',
    lazy: async () => ({ Component: (await import('./bill-list-page.tsx')).BillListPage }),
  },
  {
    path: 'purchases/bills/create',
    lazy: async () => ({ Component: (await import('./bill-editor-page.tsx')).BillCreatePage }),
  },
  {
    path: 'purchases/bills/:id',
    lazy: async () => ({ Component: (await import('./bill-page.tsx')).BillPage }),
  },
  {
    path: 'purchases/:id',
    lazy: async () => ({ Component: (await import('./purchase-order-page.tsx')).PurchaseOrderPage }),
  },
  {
    path: 'purchases/:id/edit',
    lazy: async () => ({ Component: (await import('./purchase-editor-page.tsx')).PurchaseEditPage }),
  },
];
