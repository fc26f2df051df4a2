import type { Warehouse, WarehouseCreate, WarehouseUpdate } from '@comptoir/core';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

/** The warehouse form as typed. */
export interface WarehouseDraft {
  name: string;
  code: string;
  address: string;
  city: string;
  country: string;
  is_active: boolean;
  allow_negative_stock: boolean;
  is_default: boolean;
}

export function emptyWarehouseDraft(): WarehouseDraft {
  return {
    name: '',
    code: '',
    address: '',
    city: '',
    country: '',
    is_active: true,
    allow_negative_stock: false,
    is_default: false,
  };
}

export function warehouseDraftOf(warehouse: Warehouse): WarehouseDraft {
  return {
    name: warehouse.name,
    code: warehouse.code,
    address: warehouse.address ?? '',
    city: warehouse.city ?? '',
    country: warehouse.country ?? '',
    is_active: warehouse.is_active,
    allow_negative_stock: warehouse.allow_negative_stock,
    is_default: warehouse.is_default,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST/PATCH body: a blank code is made from the name; `is_default` only makes it the default. */
export function warehouseBody(draft: WarehouseDraft, record?: Warehouse): WarehouseCreate | WarehouseUpdate {
  const code = draft.code.trim().toUpperCase();
  const country = orNull(draft.country);
  return {
    name: draft.name.trim(),
    ...(code ? { code } : {}),
    address: orNull(draft.address),
    city: orNull(draft.city),
    country: country?.toUpperCase() ?? null,
    is_active: draft.is_active,
    allow_negative_stock: draft.allow_negative_stock,
    ...(record && draft.is_default && !record.is_default ? { is_default: true as const } : {}),
  };
}

export const WAREHOUSE_LIST_SPEC: SettingListSpec = {
  sorts: ['name', 'code', '-created_at'],
  filters: [{ param: 'is_active', values: ['true', 'false'] }],
};
