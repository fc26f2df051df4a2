import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const discountsRoutes: RouteObject[] = [
  {
    path: 'discounts',
    lazy: async () => ({ Component: (await import('./discount-pages.tsx')).DiscountListPage }),
  },
  {
    path: 'discounts/create',
    lazy: async () => ({ Component: (await import('./discount-pages.tsx')).DiscountCreatePage }),
  },
  {
    path: 'discounts/:id/edit',
    lazy: async () => ({ Component: (await import('./discount-pages.tsx')).DiscountEditPage }),
  },
];
