import { orderReference, type Payment } from '@comptoir/core';
import type { PaymentView } from './payments.repo.ts';

/** The API shape of a payment, with its method, its sale's reference and its customer's name. */
export function toPaymentDto(row: PaymentView): Payment {
  return {
    id: row.id,
    order_id: row.order_id,
    order_reference: row.order_number === null ? null : orderReference(row.order_number),
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    payment_method_id: row.payment_method_id,
    payment_method: { id: row.payment_method_id, name: row.method_name, kind: row.method_kind },
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
