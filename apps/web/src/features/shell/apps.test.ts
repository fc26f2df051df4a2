import { APP_KEYS, isPermission } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE, appsFor, isAppActive, orderByPinned } from './apps.ts';

const keysOf = (role: string | null) => appsFor(role).map((entry) => entry.key);

describe('the app catalogue', () => {
  it('has one entry per app key, each guarded by a real permission', () => {
    expect(APP_CATALOGUE.map((entry) => entry.key).sort()).toEqual([...APP_KEYS].sort());
    for (const entry of APP_CATALOGUE) {
      if (entry.permission !== null) expect(isPermission(entry.permission), entry.key).toBe(true);
    }
  });

  it('paths are kebab-case', () => {
    expect(APP_CATALOGUE.find((entry) => entry.key === 'shipping_fees')?.path).toBe('/shipping-fees');
  });
});

describe('appsFor (SPEC §6)', () => {
  it('admin sees every app', () => {
    expect(keysOf('admin')).toHaveLength(APP_KEYS.length);
  });

  it('a courrier sees deliveries, orders, expenses and users besides the dashboard', () => {
    expect(keysOf('courrier')).toEqual(['dashboard', 'orders', 'deliveries', 'users', 'expenses']);
  });

  it('an employee sees sales and catalogue apps but not accounting, invoices or shops', () => {
    const keys = keysOf('employee');
    expect(keys).toEqual(expect.arrayContaining(['orders', 'pos', 'products', 'customers', 'expenses']));
    expect(keys).not.toContain('accounting');
    expect(keys).not.toContain('invoices');
    expect(keys).not.toContain('shops');
  });

  it('a manager does not see accounting, invoices, payments, whatsapp, webhooks or shops', () => {
    const keys = keysOf('manager');
    for (const key of ['accounting', 'invoices', 'payments', 'whatsapp', 'webhooks', 'shops']) {
      expect(keys).not.toContain(key);
    }
    expect(keys).toContain('users');
  });

  it('an accountant sees accounting and view-only orders but not the point of sale', () => {
    const keys = keysOf('accountant');
    expect(keys).toEqual(expect.arrayContaining(['accounting', 'orders', 'transactions']));
    expect(keys).not.toContain('pos');
  });

  it('an unknown role sees only the dashboard; no role sees nothing', () => {
    expect(keysOf('intern')).toEqual(['dashboard']);
    expect(keysOf(null)).toEqual([]);
  });
});

describe('orderByPinned', () => {
  it('puts pinned apps first in pin order and ignores pins the role cannot use', () => {
    const ordered = orderByPinned(appsFor('courrier'), ['expenses', 'accounting', 'orders']);

    expect(ordered.map((entry) => entry.key)).toEqual([
      'expenses',
      'orders',
      'dashboard',
      'deliveries',
      'users',
    ]);
  });
});

describe('isAppActive', () => {
  it('matches the app path and its sub-paths only', () => {
    const orders = APP_CATALOGUE.find((entry) => entry.key === 'orders');
    if (!orders) throw new Error('no orders app');
    expect(isAppActive(orders, '/orders/12/edit')).toBe(true);
    expect(isAppActive(orders, '/orders-archive')).toBe(false);
  });
});
