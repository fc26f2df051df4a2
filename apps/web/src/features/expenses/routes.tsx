import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const expensesRoutes: RouteObject[] = [
  {
    path: 'expenses',
    lazy: async () => ({ Component: (await import('./expense-list-page.tsx')).ExpenseListPage }),
  },
  {
    path: 'expenses/create',
    lazy: async () => ({ Component: (await import('./expense-form-page.tsx')).ExpenseCreatePage }),
  },
  {
    path: 'expenses/:id/edit',
    lazy: async () => ({ Component: (await import('./expense-form-page.tsx')).ExpenseEditPage }),
  },
  {
    path: 'expenses/recurring',
    lazy: async () => ({ Component: (await import('./recurring-pages.tsx')).RecurringExpenseListPage }),
  },
  {
    path: 'expenses/recurring/create',
    lazy: async () => ({ Component: (await import('./recurring-pages.tsx')).RecurringExpenseCreatePage }),
  },
  {
    path: 'expenses/recurring/:id/edit',
    lazy: async () => ({ Component: (await import('./recurring-pages.tsx')).RecurringExpenseEditPage }),
  },
];
