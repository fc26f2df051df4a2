import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./list/product-list-page.tsx')).ProductListPage }),
  },
  {
    path: 'products/create',
    lazy: async () => ({ Component: (await import('./editor/product-editor-page.tsx')).ProductCreatePage }),
  },
  {
    // The labels' only chunk with jsbarcode: it never weighs on the list, the editor or the dashboard.
    path: 'products/labels',
    lazy: async () => ({ Component: (await import('./labels/product-labels-page.tsx')).ProductLabelsPage }),
  },
  {
    path: 'products/:id/edit',
    lazy: async () => ({ Component: (await import('./editor/product-editor-page.tsx')).ProductEditPage }),
  },
];
