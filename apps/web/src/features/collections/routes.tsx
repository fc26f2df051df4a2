import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const collectionsRoutes: RouteObject[] = [
  {
    path: 'collections',
    lazy: async () => ({ Component: (await import('./collection-list-page.tsx')).CollectionListPage }),
  },
  {
    path: 'collections/create',
    lazy: async () => ({ Component: (await import('./collection-editor-page.tsx')).CollectionCreatePage }),
  },
  {
    path: 'collections/:id/edit',
    lazy: async () => ({ Component: (await import('./collection-editor-page.tsx')).CollectionEditPage }),
  },
];
