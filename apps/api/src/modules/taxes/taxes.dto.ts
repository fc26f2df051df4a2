import { normalizeDecimalText, type TaxRecord } from '@comptoir/core';
import type { TaxRow } from './taxes.repo.ts';

/** The API shape of a tax: the rate as exact text without trailing zeros ('19.25'). */
export function toTaxDto(row: TaxRow): TaxRecord {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    rate: row.rate === null ? null : normalizeDecimalText(row.rate),
    fixed_amount: row.fixed_amount,
    tax_order: row.tax_order,
    is_withholding: row.is_withholding,
    include_in_base_for_subsequent_taxes: row.include_in_base_for_subsequent_taxes,
    is_default: row.is_default,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}
