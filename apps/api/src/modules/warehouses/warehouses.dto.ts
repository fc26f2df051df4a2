import type { Warehouse } from '@comptoir/core';
import type { WarehouseRow } from './warehouses.repo.ts';

/** The API shape of a warehouse. */
export function toWarehouseDto(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    city: row.city,
    country: row.country,
    is_default: row.is_default,
    is_active: row.is_active,
    allow_negative_stock: row.allow_negative_stock,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
