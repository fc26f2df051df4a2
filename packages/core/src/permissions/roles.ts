// Roles and permissions of SPEC §6. Permissions are `resource.action` strings; a grant
// ending in `.*` covers every permission under that prefix, so `orders.*` includes the
// special `orders.change_user` and `whatsapp.*` includes `whatsapp.campaigns.create`.

export const RESOURCES = [
  'treasury_accounts',
  'payment_methods',
  'transactions',
  'website',
  'media_files',
  'domains',
  'taxes',
  'shipping_fees',
  'company',
  'shops',
  'warehouses',
  'users',
  'stats',
  'accounting',
  'collections',
  'deliveries',
  'discounts',
  'stocks',
  'blogs',
  'pages',
  'payments',
  'invoices',
  'orders',
  'products',
  'expenses',
  'suppliers',
  'returns',
  'customers',
  'whatsapp',
  'webhooks',
] as const;

export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['view', 'create', 'update', 'delete', 'export'] as const;

export type Action = (typeof ACTIONS)[number];

const WHATSAPP_SUB_RESOURCES = ['campaigns', 'templates'] as const;

export const SPECIAL_PERMISSIONS: readonly string[] = [
  'orders.change_user',
  'products.cost',
  'returns.approve',
  'customers.addresses',
  'customers.stats',
  'suppliers.stats',
  'accounting.export',
  'whatsapp.settings',
  ...WHATSAPP_SUB_RESOURCES.flatMap((sub) => ACTIONS.map((action) => `whatsapp.${sub}.${action}`)),
  'webhooks.test',
];

// SPEC lists accounting.export as special although it is also a plain resource action,
// hence the Set: each permission appears once.
export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set([
    ...RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}.${action}`)),
    ...SPECIAL_PERMISSIONS,
  ]),
];

export const ROLES = ['admin', 'manager', 'accountant', 'employee', 'courrier'] as const;

export type Role = (typeof ROLES)[number];

/** The platform super-admin: not a company role, holds every permission. */
export const SUPER_ADMIN = 'super_admin';

const EVERYTHING = '*';

const full = (...resources: Resource[]): string[] => resources.map((resource) => `${resource}.*`);
const only = (resource: Resource, ...actions: string[]): string[] =>
  actions.map((action) => `${resource}.${action}`);

export const ROLE_GRANTS: Readonly<Record<Role | typeof SUPER_ADMIN, readonly string[]>> = {
  [SUPER_ADMIN]: [EVERYTHING],
  admin: [EVERYTHING],
  manager: full(
    'blogs',
    'collections',
    'company',
    'customers',
    'deliveries',
    'discounts',
    'domains',
    'expenses',
    'media_files',
    'orders',
    'pages',
    'warehouses',
    'payment_methods',
    'products',
    'shipping_fees',
    'stats',
    'stocks',
    'suppliers',
    'taxes',
    'transactions',
    'treasury_accounts',
    'users',
    'website',
    'returns',
  ),
  accountant: [
    ...full('company', 'stats', 'taxes', 'transactions', 'accounting', 'treasury_accounts'),
    ...(
      ['deliveries', 'discounts', 'expenses', 'orders', 'products', 'stocks', 'suppliers', 'returns'] as const
    ).map((resource) => `${resource}.view`),
  ],
  employee: [
    ...full('collections', 'warehouses'),
    ...only('orders', 'view', 'create'),
    ...only('products', 'view', 'create', 'update', 'delete'),
    ...only('customers', 'view', 'create', 'update'),
    ...only('suppliers', 'view', 'create', 'update'),
    ...only('expenses', 'view', 'create'),
    ...only('returns', 'view', 'create', 'update'),
  ],
  courrier: [
    ...full('deliveries'),
    ...only('users', 'view'),
    ...only('expenses', 'view', 'create'),
    ...only('orders', 'view'),
  ],
};

// A Map, not the object, so that role names like "constructor" never reach Object.prototype.
const grantsByRole = new Map<string, readonly string[]>(Object.entries(ROLE_GRANTS));
const knownPermissions = new Set(ALL_PERMISSIONS);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True for a permission of the catalogue; guards use only these, so a typo denies everyone. */
export function isPermission(value: unknown): value is string {
  return typeof value === 'string' && knownPermissions.has(value);
}

function grantMatches(grant: string, permission: string): boolean {
  if (grant === EVERYTHING) return true;
  if (grant.endsWith('.*')) return permission.startsWith(grant.slice(0, -1));
  return grant === permission;
}

/** Whether `role` may do `permission`. Unknown roles and unknown permissions get nothing. */
export function can(role: string | null | undefined, permission: string): boolean {
  if (typeof role !== 'string' || !isPermission(permission)) return false;
  const grants = grantsByRole.get(role);
  return grants?.some((grant) => grantMatches(grant, permission)) ?? false;
}

/** Every catalogue permission `role` holds, in catalogue order. */
export function permissionsOf(role: string | null | undefined): string[] {
  return ALL_PERMISSIONS.filter((permission) => can(role, permission));
}

/** Admins and the platform super-admin: the roles that may manage administrators. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === SUPER_ADMIN;
}

/** The roles a user with `role` may give to staff: only administrators can make administrators. */
export function assignableRoles(role: string | null | undefined): Role[] {
  return ROLES.filter((candidate) => candidate !== 'admin' || isAdminRole(role));
}

/** Who may be named a sale's seller: an active account whose role takes orders (not a courier, not the accountant). */
export function sellsOrders(user: { role: string | null | undefined; status?: string | null }): boolean {
  return can(user.role, 'orders.create') && (user.status ?? 'active') === 'active';
}
