import type { RouteObject } from 'react-router';

/** The account statement of a customer, its own lazy chunk. */
export const statementsRoutes: RouteObject[] = [
  {
    path: 'customers/:id/statement',
    lazy: async () => ({ Component: (await import('./customer-statement-page.tsx')).CustomerStatementPage }),
  },
];
