import { type DiscountRecord, normalizeDecimalText } from '@comptoir/core';
import type { DiscountRow } from './discounts.repo.ts';

/** The API shape of a discount: the value as exact text ('10' percent or '50000' minor units). */
export function toDiscountDto(row: DiscountRow): DiscountRecord {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    discount_type: row.discount_type,
    discount_value: normalizeDecimalText(row.discount_value),
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    minimum_subtotal: row.minimum_subtotal,
    usage_limit: row.usage_limit,
    usage_limit_per_customer: row.usage_limit_per_customer,
    times_used: row.times_used,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
