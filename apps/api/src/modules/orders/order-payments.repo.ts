import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/index.ts';
import { methodOfPayment } from '../payments/payments.repo.ts';

export interface OrderPaymentRow {
  id: string;
  kind: 'payment' | 'refund';
  amount: number;
  tendered: number | null;
  /** the operator's transaction id, a cheque number… */
  reference: string | null;
  received_at: Date;
  method_id: string;
  method_name: string;
  method_kind: string;
}

/**
 * The payments and refunds of one order that count (voided ones left out), oldest first, each with
 * its method: what the order's receipt says of how it was paid. The method keeps its name once
 * soft-deleted, so an old receipt still names it.
 */
export async function findOrderPayments(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<OrderPaymentRow[]> {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      amount: payments.amount,
      tendered: payments.tendered,
      reference: payments.reference,
      received_at: payments.received_at,
      method_id: paymentMethods.id,
      method_name: paymentMethods.name,
      method_kind: paymentMethods.kind,
    })
    .from(payments)
    .innerJoin(paymentMethods, methodOfPayment)
    .where(
      and(eq(payments.company_id, companyId), eq(payments.order_id, orderId), isNull(payments.voided_at)),
    )
    .orderBy(asc(payments.received_at), asc(payments.id));
}
