import { type APP_KEYS, can } from '@comptoir/core';

export type AppKey = (typeof APP_KEYS)[number];

export type AppGroup = 'home' | 'sales' | 'catalogue' | 'operations' | 'finance' | 'online' | 'settings';

export const APP_GROUPS: readonly AppGroup[] = [
  'home',
  'sales',
  'catalogue',
  'operations',
  'finance',
  'online',
  'settings',
];

export interface AppEntry {
  key: AppKey;
  path: string;
  /** A name from the shell's icon set (components/app-icon.tsx). */
  icon: string;
  /** What the role needs to open it; null for the landing screen every signed-in user has. */
  permission: string | null;
  group: AppGroup;
}

/** The shell's translation function: keys of the `shell` namespace, e.g. app names under `apps.`. */
export type ShellTranslate = (key: string) => string;

function app(key: AppKey, group: AppGroup, permission: string | null, icon: string = key): AppEntry {
  return { key, path: `/${key.replaceAll('_', '-')}`, icon, permission, group };
}

/** Every screen family of the back office, in menu order. */
export const APP_CATALOGUE: readonly AppEntry[] = [
  app('dashboard', 'home', null),
  app('orders', 'sales', 'orders.view'),
  app('pos', 'sales', 'orders.create'),
  app('customers', 'sales', 'customers.view'),
  app('returns', 'sales', 'returns.view'),
  app('discounts', 'sales', 'discounts.view'),
  app('products', 'catalogue', 'products.view'),
  app('collections', 'catalogue', 'collections.view'),
  { ...app('stocks', 'catalogue', 'stocks.view'), path: '/stock' },
  app('suppliers', 'catalogue', 'suppliers.view'),
  app('purchases', 'catalogue', 'suppliers.view'),
  app('deliveries', 'operations', 'deliveries.view'),
  { ...app('shops', 'operations', 'shops.view'), path: '/settings/shops' },
  { ...app('warehouses', 'operations', 'warehouses.view'), path: '/settings/warehouses' },
  app('users', 'operations', 'users.view'),
  app('expenses', 'finance', 'expenses.view'),
  app('accounting', 'finance', 'accounting.view'),
  app('invoices', 'finance', 'invoices.view'),
  app('payments', 'finance', 'payments.view'),
  app('payment_methods', 'finance', 'payment_methods.view'),
  app('transactions', 'finance', 'transactions.view'),
  app('treasury_accounts', 'finance', 'treasury_accounts.view'),
  app('taxes', 'finance', 'taxes.view'),
  // The stats app opens the sales reports (the dashboard is the landing screen of its own).
  { ...app('stats', 'finance', 'stats.view'), path: '/reports' },
  app('website', 'online', 'website.view'),
  app('pages', 'online', 'pages.view'),
  app('blogs', 'online', 'blogs.view'),
  app('media_files', 'online', 'media_files.view'),
  app('domains', 'online', 'domains.view'),
  app('shipping_fees', 'online', 'shipping_fees.view'),
  app('whatsapp', 'online', 'whatsapp.view'),
  app('webhooks', 'settings', 'webhooks.view'),
  { ...app('settings', 'settings', 'company.view'), path: '/settings/company' },
];

/** The apps `role` may open (SPEC §6), in catalogue order. */
export function appsFor(role: string | null | undefined): AppEntry[] {
  if (typeof role !== 'string') return [];
  return APP_CATALOGUE.filter((entry) => entry.permission === null || can(role, entry.permission));
}

/** Pinned apps first, in the order they were pinned, then the others in catalogue order. */
export function orderByPinned(apps: readonly AppEntry[], pinned: readonly string[]): AppEntry[] {
  const pinnedApps = pinned
    .map((key) => apps.find((entry) => entry.key === key))
    .filter((entry): entry is AppEntry => entry !== undefined);
  return [...pinnedApps, ...apps.filter((entry) => !pinned.includes(entry.key))];
}

/** The app a path belongs to, so navigation can mark it as current. */
export function isAppActive(entry: AppEntry, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
