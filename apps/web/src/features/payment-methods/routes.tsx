import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const paymentMethodsRoutes: RouteObject[] = [
  {
    path: 'payment-methods',
    lazy: async () => ({ Component: (await import('./payment-method-pages.tsx')).PaymentMethodListPage }),
  },
  {
    path: 'payment-methods/online',
    lazy: async () => ({
      Component: (await import('../online-payments/online-payments-page.tsx')).OnlinePaymentsPage,
    }),
  },
  {
    path: 'payment-methods/create',
    lazy: async () => ({ Component: (await import('./payment-method-pages.tsx')).PaymentMethodCreatePage }),
  },
  {
    path: 'payment-methods/:id/edit',
    lazy: async () => ({ Component: (await import('./payment-method-pages.tsx')).PaymentMethodEditPage }),
  },
];
