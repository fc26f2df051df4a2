import type { PaymentMethodRecord } from '@comptoir/core';
import type { PaymentMethodRow } from './payment-methods.repo.ts';

/** The API shape of a payment method. */
export function toPaymentMethodDto(row: PaymentMethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    accounting_code: row.accounting_code,
    provider: row.provider,
    treasury_account_id: row.treasury_account_id,
    is_default: row.is_default,
    is_active: row.is_active,
    position: row.position,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
