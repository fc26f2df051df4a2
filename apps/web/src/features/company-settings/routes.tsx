import { type RouteObject, redirect } from 'react-router';
import { settingsPaths } from './paths.ts';

/** The settings screens inside the signed-in shell; each page is its own lazy chunk. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', loader: () => redirect(settingsPaths.company()) },
  {
    path: 'settings/company',
    lazy: async () => ({
      Component: (await import('./company-settings-page.tsx')).CompanySettingsPage,
    }),
  },
  {
    path: 'settings/shops',
    lazy: async () => ({ Component: (await import('../shops/shop-pages.tsx')).ShopListPage }),
  },
  {
    path: 'settings/shops/create',
    lazy: async () => ({ Component: (await import('../shops/shop-pages.tsx')).ShopCreatePage }),
  },
  {
    path: 'settings/shops/:id/edit',
    lazy: async () => ({ Component: (await import('../shops/shop-pages.tsx')).ShopEditPage }),
  },
  {
    path: 'settings/warehouses',
    lazy: async () => ({ Component: (await import('../warehouses/warehouse-pages.tsx')).WarehouseListPage }),
  },
  {
    path: 'settings/warehouses/create',
    lazy: async () => ({
      Component: (await import('../warehouses/warehouse-pages.tsx')).WarehouseCreatePage,
    }),
  },
  {
    path: 'settings/warehouses/:id/edit',
    lazy: async () => ({
      Component: (await import('../warehouses/warehouse-pages.tsx')).WarehouseEditPage,
    }),
  },
  // The launcher's older addresses.
  { path: 'shops', loader: () => redirect(settingsPaths.shops.list()) },
  { path: 'warehouses', loader: () => redirect(settingsPaths.warehouses.list()) },
];
