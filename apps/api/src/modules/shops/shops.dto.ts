import type { Shop } from '@comptoir/core';
import type { ShopRow, WarehouseRef } from './shops.repo.ts';

/** The API shape of a shop; `warehouses` (the linked ones) only when asked for. */
export function toShopDto(row: ShopRow, warehouses?: WarehouseRef[]): Shop {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    is_default: row.is_default,
    is_active: row.is_active,
    ...(warehouses
      ? { warehouse_ids: warehouses.map((w) => w.id), warehouses: warehouses.map((w) => ({ ...w })) }
      : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
