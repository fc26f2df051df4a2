import type { Warehouse } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyWarehouseDraft, warehouseBody, warehouseDraftOf } from './warehouse-draft.ts';

const warehouse: Warehouse = {
  id: 'w1',
  name: 'Main',
  code: 'MAIN',
  address: null,
  city: null,
  country: null,
  is_default: true,
  is_active: true,
  allow_negative_stock: false,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
};

describe('warehouse form', () => {
  it('leaves a blank code to the server and upper-cases a typed one', () => {
    expect(warehouseBody({ ...emptyWarehouseDraft(), name: 'Dépôt' })).not.toHaveProperty('code');
    expect(warehouseBody({ ...emptyWarehouseDraft(), name: 'Dépôt', code: 'dep-2' })).toMatchObject({
      code: 'DEP-2',
    });
  });

  it('never sends is_default for the default warehouse, nor when it stays unchecked', () => {
    expect(warehouseBody(warehouseDraftOf(warehouse), warehouse)).not.toHaveProperty('is_default');
    const other = { ...warehouse, id: 'w2', is_default: false };
    expect(warehouseBody(warehouseDraftOf(other), other)).not.toHaveProperty('is_default');
    expect(warehouseBody({ ...warehouseDraftOf(other), is_default: true }, other)).toMatchObject({
      is_default: true,
    });
  });
});
