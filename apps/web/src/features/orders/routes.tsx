import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./order-list-page.tsx')).OrderListPage }),
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
