import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; the online payments live in online-payments. */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: async () => ({ Component: (await import('./payment-list-page.tsx')).PaymentListPage }),
  },
];
