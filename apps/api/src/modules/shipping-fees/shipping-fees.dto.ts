import type { ShippingFeeRecord } from '@comptoir/core';
import type { ShippingFeeRow } from './shipping-fees.repo.ts';

/** The API shape of a shipping fee (amounts in minor units). */
export function toShippingFeeDto(row: ShippingFeeRow): ShippingFeeRecord {
  return {
    id: row.id,
    shop_id: row.shop_id,
    label: row.label,
    delivery_mode: row.delivery_mode,
    zone: row.zone,
    city: row.city,
    amount: row.amount,
    min_weight_grams: row.min_weight_grams,
    max_weight_grams: row.max_weight_grams,
    min_subtotal: row.min_subtotal,
    max_subtotal: row.max_subtotal,
    position: row.position,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
