import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const shippingFeesRoutes: RouteObject[] = [
  {
    path: 'shipping-fees',
    lazy: async () => ({ Component: (await import('./shipping-fee-pages.tsx')).ShippingFeeListPage }),
  },
  {
    path: 'shipping-fees/create',
    lazy: async () => ({ Component: (await import('./shipping-fee-pages.tsx')).ShippingFeeCreatePage }),
  },
  {
    path: 'shipping-fees/:id/edit',
    lazy: async () => ({ Component: (await import('./shipping-fee-pages.tsx')).ShippingFeeEditPage }),
  },
];
