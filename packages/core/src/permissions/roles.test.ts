import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ALL_PERMISSIONS,
  can,
  isPermission,
  isRole,
  permissionsOf,
  RESOURCES,
  ROLE_GRANTS,
  ROLES,
  SPECIAL_PERMISSIONS,
  SUPER_ADMIN,
  sellsOrders,
} from './roles.ts';

const SPECIALS_BY_RESOURCE: Record<string, string[]> = {
  orders: ['change_user'],
  products: ['cost'],
  returns: ['approve'],
  customers: ['addresses', 'stats'],
  suppliers: ['stats'],
  whatsapp: [
    'settings',
    ...['campaigns', 'templates'].flatMap((sub) => ACTIONS.map((action) => `${sub}.${action}`)),
  ],
  webhooks: ['test'],
};

// The SPEC §6 table written out independently of ROLE_GRANTS.
const fullAccess = (resource: string): string[] => [
  ...ACTIONS.map((action) => `${resource}.${action}`),
  ...(SPECIALS_BY_RESOURCE[resource] ?? []).map((special) => `${resource}.${special}`),
];
const actionsOn = (resource: string, actions: string[]): string[] => actions.map((a) => `${resource}.${a}`);

const MANAGER_FULL = [
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
];

const EXPECTED: Record<string, Set<string>> = {
  admin: new Set(ALL_PERMISSIONS),
  [SUPER_ADMIN]: new Set(ALL_PERMISSIONS),
  manager: new Set(MANAGER_FULL.flatMap(fullAccess)),
  accountant: new Set([
    ...['company', 'stats', 'taxes', 'transactions', 'accounting', 'treasury_accounts'].flatMap(fullAccess),
    ...['deliveries', 'discounts', 'expenses', 'orders', 'products', 'stocks', 'suppliers', 'returns'].map(
      (resource) => `${resource}.view`,
    ),
  ]),
  employee: new Set([
    ...fullAccess('collections'),
    ...fullAccess('warehouses'),
    ...actionsOn('orders', ['view', 'create']),
    ...actionsOn('products', ['view', 'create', 'update', 'delete']),
    ...actionsOn('customers', ['view', 'create', 'update']),
    ...actionsOn('suppliers', ['view', 'create', 'update']),
    ...actionsOn('expenses', ['view', 'create']),
    ...actionsOn('returns', ['view', 'create', 'update']),
  ]),
  courrier: new Set([
    ...fullAccess('deliveries'),
    'users.view',
    ...actionsOn('expenses', ['view', 'create']),
    'orders.view',
  ]),
};

describe('permission catalogue', () => {
  it('has the 30 resources and 5 actions of SPEC §6', () => {
    expect(RESOURCES).toHaveLength(30);
    expect(new Set(RESOURCES).size).toBe(30);
    expect(ACTIONS).toEqual(['view', 'create', 'update', 'delete', 'export']);
  });

  it('lists every resource × action plus the special actions, each once', () => {
    // Arrange
    const expected = new Set([
      ...RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}.${action}`)),
      ...SPECIAL_PERMISSIONS,
    ]);

    // Assert
    expect(new Set(ALL_PERMISSIONS)).toEqual(expected);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS).toHaveLength(30 * 5 + SPECIAL_PERMISSIONS.length - 1);
  });

  it('expands whatsapp.campaigns.* and whatsapp.templates.* into the five actions', () => {
    expect(SPECIAL_PERMISSIONS).toContain('whatsapp.campaigns.export');
    expect(SPECIAL_PERMISSIONS).toContain('whatsapp.templates.delete');
    expect(SPECIAL_PERMISSIONS).toContain('webhooks.test');
  });

  it('recognises roles and permissions of the catalogue only', () => {
    expect(ROLES.every(isRole)).toBe(true);
    expect(isRole(SUPER_ADMIN)).toBe(false);
    expect(isRole('owner')).toBe(false);
    expect(isPermission('orders.change_user')).toBe(true);
    expect(isPermission('orders.*')).toBe(false);
    expect(isPermission(42)).toBe(false);
  });
});

describe('can', () => {
  it.each(Object.keys(EXPECTED))('grants %s exactly the SPEC §6 table', (role) => {
    // Arrange
    const expected = EXPECTED[role]!;

    // Act
    const granted = ALL_PERMISSIONS.filter((permission) => can(role, permission));

    // Assert
    expect(new Set(granted)).toEqual(expected);
  });

  it.each([
    ['manager', 'shops.view', false],
    ['manager', 'accounting.view', false],
    ['manager', 'invoices.view', false],
    ['manager', 'payments.create', false],
    ['manager', 'whatsapp.settings', false],
    ['manager', 'webhooks.test', false],
    ['manager', 'orders.change_user', true],
    ['manager', 'products.cost', true],
    ['manager', 'returns.approve', true],
    ['accountant', 'accounting.export', true],
    ['accountant', 'orders.update', false],
    ['accountant', 'products.cost', false],
    ['employee', 'orders.update', false],
    ['employee', 'products.export', false],
    ['employee', 'products.cost', false],
    ['employee', 'customers.delete', false],
    ['employee', 'warehouses.delete', true],
    ['courrier', 'deliveries.export', true],
    ['courrier', 'orders.create', false],
    ['courrier', 'users.update', false],
    ['admin', 'whatsapp.campaigns.create', true],
    [SUPER_ADMIN, 'webhooks.test', true],
  ])('%s may %s: %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });

  it('grants nothing to unknown, empty or missing roles', () => {
    for (const role of ['owner', '', 'constructor', '__proto__', 'ADMIN', null, undefined]) {
      expect(can(role, 'orders.view')).toBe(false);
    }
  });

  it('grants nobody an unknown or malformed permission, not even admin', () => {
    expect(can('admin', 'orders.fly')).toBe(false);
    expect(can('admin', 'orders.*')).toBe(false);
    expect(can(SUPER_ADMIN, '')).toBe(false);
    expect(can('manager', 'ordersx.view')).toBe(false);
  });

  it('matches a wildcard grant on the whole prefix segment only', () => {
    // `deliveries.*` must not leak into a resource that merely starts with the same letters.
    expect(can('courrier', 'deliveries.view')).toBe(true);
    expect(can('courrier', 'discounts.view')).toBe(false);
  });
});

describe('permissionsOf', () => {
  it('lists the permissions a role holds', () => {
    expect(permissionsOf('courrier')).toEqual(ALL_PERMISSIONS.filter((p) => EXPECTED.courrier!.has(p)));
    expect(permissionsOf('admin')).toEqual([...ALL_PERMISSIONS]);
  });

  it('is empty for an unknown role', () => {
    expect(permissionsOf('guest')).toEqual([]);
    expect(permissionsOf(null)).toEqual([]);
  });

  it('covers every role of ROLE_GRANTS', () => {
    expect(Object.keys(ROLE_GRANTS).sort()).toEqual([...ROLES, SUPER_ADMIN].sort());
  });
});

describe('sellsOrders', () => {
  it('names active staff whose role takes orders, not couriers, accountants or deactivated accounts', () => {
    expect(sellsOrders({ role: 'admin', status: 'active' })).toBe(true);
    expect(sellsOrders({ role: 'employee' })).toBe(true);
    expect(sellsOrders({ role: 'courrier', status: 'active' })).toBe(false);
    expect(sellsOrders({ role: 'accountant', status: 'active' })).toBe(false);
    expect(sellsOrders({ role: 'employee', status: 'deactivated' })).toBe(false);
  });
});
