import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const mediaRoutes: RouteObject[] = [
  {
    path: 'media-files',
    lazy: async () => ({ Component: (await import('./media-library-page.tsx')).MediaLibraryPage }),
  },
];
