import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; the settings page lives under payment-methods. */
export const onlinePaymentsRoutes: RouteObject[] = [
  {
    path: 'payments/online',
    lazy: async () => ({
      Component: (await import('./online-payment-list-page.tsx')).OnlinePaymentListPage,
    }),
  },
];
