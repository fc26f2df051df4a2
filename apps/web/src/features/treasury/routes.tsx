import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const treasuryRoutes: RouteObject[] = [
  {
    path: 'treasury-accounts',
    lazy: async () => ({
      Component: (await import('./treasury-account-list-page.tsx')).TreasuryAccountListPage,
    }),
  },
  {
    path: 'treasury-accounts/create',
    lazy: async () => ({
      Component: (await import('./treasury-account-form-page.tsx')).TreasuryAccountCreatePage,
    }),
  },
  {
    path: 'treasury-accounts/:id',
    lazy: async () => ({ Component: (await import('./treasury-account-page.tsx')).TreasuryAccountPage }),
  },
  {
    path: 'treasury-accounts/:id/edit',
    lazy: async () => ({
      Component: (await import('./treasury-account-form-page.tsx')).TreasuryAccountEditPage,
    }),
  },
  {
    path: 'transactions',
    lazy: async () => ({ Component: (await import('./transactions-page.tsx')).TransactionsPage }),
  },
];
