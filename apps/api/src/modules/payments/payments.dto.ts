import type { Payment } from '@comptoir/core';
import type { PaymentListRow, PaymentRow } from './payments.repo.ts';

/** The API shape of a payment; the method's name and kind when the list joined them. */
export function toPaymentDto(row: PaymentRow | PaymentListRow): Payment {
  return {
    id: row.id,
    order_id: row.order_id,
    customer_id: row.customer_id,
    payment_method_id: row.payment_method_id,
    ...('method_name' in row && row.method_name !== null
      ? {
          payment_method: {
            id: row.payment_method_id,
            name: row.method_name,
            kind: row.method_kind ?? 'cash',
          },
        }
      : {}),
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    note: row.note,
    received_at: row.received_at.toISOString(),
    voided_at: row.voided_at ? row.voided_at.toISOString() : null,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}
