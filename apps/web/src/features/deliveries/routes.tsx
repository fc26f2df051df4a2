import type { RouteObject } from 'react-router';

/** Screens of this feature inside the signed-in shell; each page is its own lazy chunk. */
export const deliveriesRoutes: RouteObject[] = [
  {
    path: 'deliveries',
    lazy: async () => ({ Component: (await import('./deliveries-page.tsx')).DeliveriesPage }),
  },
];
