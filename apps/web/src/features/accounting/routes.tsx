import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const accountingRoutes: RouteObject[] = [
  {
    path: 'accounting',
    lazy: async () => ({ Component: (await import('./reports-page.tsx')).AccountingReportsPage }),
  },
  {
    path: 'accounting/accounts',
    lazy: async () => ({ Component: (await import('./accounts-page.tsx')).AccountsPage }),
  },
  {
    path: 'accounting/journal',
    lazy: async () => ({ Component: (await import('./journal-page.tsx')).JournalPage }),
  },
  {
    path: 'accounting/journal/new',
    lazy: async () => ({ Component: (await import('./entry-form-page.tsx')).EntryFormPage }),
  },
  {
    path: 'accounting/journal/:id',
    lazy: async () => ({ Component: (await import('./entry-page.tsx')).EntryPage }),
  },
];
