import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./order-list-page.tsx')).OrderListPage }),
  },
  {
    path: 'orders/create',
    lazy: async () => ({ Component: (await import('./office/order-create-page.tsx')).OrderCreatePage }),
  },
  {
    path: 'orders/:id/edit',
    lazy: async () => ({ Component: (await import('./office/order-edit-page.tsx')).OrderEditPage }),
  },
  {
    path: 'orders/:id',
    lazy: async () => ({ Component: (await import('./order-detail-page.tsx')).OrderDetailPage }),
  },
  {
    path: 'orders/:id/receipt',
    lazy: async () => ({ Component: (await import('./receipt-page.tsx')).ReceiptPage }),
  },
  { path: 'pos', lazy: async () => ({ Component: (await import('./pos/pos-page.tsx')).PosPage }) },
];
