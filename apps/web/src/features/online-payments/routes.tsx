import { type RouteObject, redirect } from 'react-router';

/** Screens of this feature inside the signed-in shell; the settings page lives under payment-methods. */
export const onlinePaymentsRoutes: RouteObject[] = [
  {
    path: 'payments/online',
    lazy: async () => ({
      Component: (await import('./online-payment-list-page.tsx')).OnlinePaymentListPage,
    }),
  },
  // The shell's "Payments" app has no list of its own yet: it opens the online payments.
  { path: 'payments', loader: () => redirect('/payments/online') },
];
