import { type OrderReturn, orderReference } from '@comptoir/core';
import type { ReturnLineRow, ReturnView } from './returns.repo.ts';

export function toReturnDto(row: ReturnView, lines?: ReturnLineRow[]): OrderReturn {
  return {
    id: row.id,
    reference: row.reference,
    order_id: row.order_id,
    order_reference: orderReference(row.order_number),
    customer_name: row.customer_name,
    status: row.status,
    reason: row.reason,
    total: row.total,
    resolution: row.resolution,
    warehouse_id: row.warehouse_id,
    refund_payment_id: row.refund_payment_id,
    credit_note_id: row.credit_note_id,
    decided_by: row.decided_by,
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    decision_note: row.decision_note,
    created_at: row.created_at.toISOString(),
    ...(lines
      ? {
          lines: lines.map((l) => ({
            id: l.id,
            order_line_id: l.order_line_id,
            variant_id: l.variant_id,
            quantity: l.quantity,
            amount: l.amount,
          })),
        }
      : {}),
  };
}
