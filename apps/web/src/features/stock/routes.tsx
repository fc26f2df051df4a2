import { type RouteObject, redirect } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const stockRoutes: RouteObject[] = [
  {
    path: 'stock',
    lazy: async () => ({ Component: (await import('./overview/overview-page.tsx')).StockOverviewPage }),
  },
  {
    // Older links (the product editor's "See stock") used /stocks.
    path: 'stocks',
    loader: ({ request }) => redirect(`/stock${new URL(request.url).search}`),
  },
  {
    path: 'stock/movements',
    lazy: async () => ({ Component: (await import('./movements/movements-page.tsx')).StockMovementsPage }),
  },
  {
    path: 'stock/adjustments/create',
    lazy: async () => ({
      Component: (await import('./adjustments/adjustment-create-page.tsx')).AdjustmentCreatePage,
    }),
  },
  {
    path: 'stock/low-stock',
    lazy: async () => ({ Component: (await import('./low-stock/low-stock-page.tsx')).LowStockPage }),
  },
  {
    path: 'stock/valuation',
    lazy: async () => ({ Component: (await import('./valuation/valuation-page.tsx')).StockValuationPage }),
  },
  {
    path: 'stock/counts',
    lazy: async () => ({ Component: (await import('./counts/counts-list-page.tsx')).CountsListPage }),
  },
  {
    path: 'stock/counts/create',
    lazy: async () => ({ Component: (await import('./counts/count-create-page.tsx')).CountCreatePage }),
  },
  {
    path: 'stock/counts/:id',
    lazy: async () => ({ Component: (await import('./counts/count-page.tsx')).CountPage }),
  },
  {
    path: 'stock/transfers',
    lazy: async () => ({
      Component: (await import('./transfers/transfers-list-page.tsx')).TransfersListPage,
    }),
  },
  {
    path: 'stock/transfers/create',
    lazy: async () => ({
      Component: (await import('./transfers/transfer-create-page.tsx')).TransferCreatePage,
    }),
  },
  {
    path: 'stock/transfers/:id/edit',
    lazy: async () => ({ Component: (await import('./transfers/transfer-edit-page.tsx')).TransferEditPage }),
  },
  {
    path: 'stock/transfers/:id',
    lazy: async () => ({ Component: (await import('./transfers/transfer-page.tsx')).TransferPage }),
  },
];
