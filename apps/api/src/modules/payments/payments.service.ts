import { derivePaymentStatus, type paymentCreateSchema, type SalePaymentInput } from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type IdempotencyRequest, type IdempotentResult, idempotentCreation } from '../../lib/idempotency.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { postOrderPayments, reversePayment } from '../accounting/sales-postings.ts';
import {
  addHistory,
  findOrder,
  type OrderRow,
  type SaleScope,
  updateOrderRow,
} from '../orders/orders.repo.ts';
import {
  findActivePaymentMethods,
  findPayment,
  findPaymentView,
  insertPayments,
  listPayments as listPaymentRows,
  markVoided,
  type PaymentRow,
  type PaymentView,
} from './payments.repo.ts';

type PaymentCreateInput = z.output<typeof paymentCreateSchema>;

const paymentNotFound = () => new AppError('not_found', { resource: 'resource.payment' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });
const PAYABLE = new Set(['confirmed', 'completed']);

export async function listPayments(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<PaymentView>> {
  return listPaymentRows(ctx.db, scope, query);
}

/** The payment as the API answers it; inside a transaction, it sees the transaction's own writes. */
async function viewOf(db: Executor, scope: SaleScope, id: string): Promise<PaymentView> {
  const found = await findPaymentView(db, scope, id);
  if (!found) throw paymentNotFound();
  return found;
}

/** Another shop's payment is not found for a shop-bound user, as its sale is not. */
export async function getPayment(ctx: AppContext, scope: Scope, id: string): Promise<PaymentView> {
  return viewOf(ctx.db, scope, id);
}

/**
 * The order's paid total moved by `change` (its payments, less refunds, not voided) and the
 * payment status that follows. Written before the payment rows and their postings: every
 * transaction then takes the order's rollup rows, then the payments', then the ledger's, in that
 * order, and a sale and a payment of one company at once cannot deadlock (docs/decisions.md).
 * The order row is locked (or just inserted), so its paid_total is the current net.
 */
async function settleBy(tx: Tx, order: OrderRow, change: number): Promise<OrderRow> {
  const paid = order.paid_total + change;
  return updateOrderRow(tx, order.company_id, order.id, {
    paid_total: paid,
    payment_status: derivePaymentStatus({
      total: order.total,
      paid,
      credited: order.credited_total,
      cancelled: order.status === 'cancelled',
    }),
  });
}

const balanceOf = (order: OrderRow) => Math.max(0, order.total - order.credited_total - order.paid_total);

type SalePaymentPart = SalePaymentInput & { note?: string | null; received_at?: string | undefined };

/**
 * Records what was paid at the counter for a sale just made (split payments allowed), in the
 * sale's transaction: the order's paid total first, then the payment rows and the timeline.
 * Together they may not exceed what is due: change is given back, not kept. Their postings and
 * events follow with finishSalePayments (a new sale posts itself in between).
 */
export async function recordSalePayments(
  tx: Tx,
  order: OrderRow,
  parts: SalePaymentPart[],
  /** null for a payment confirmed by an online payment provider */
  actorId: string | null,
  field = 'payments',
): Promise<{ order: OrderRow; payments: PaymentRow[] }> {
  if (parts.length === 0) return { order, payments: [] };
  if (!PAYABLE.has(order.status)) throw fieldError(field, 'payments.order_not_payable');
  const methods = await findActivePaymentMethods(
    tx,
    order.company_id,
    parts.map((p) => p.payment_method_id),
  );
  // a sale's parts answer as payments.N.<field>; one payment of POST /payments (field 'amount') by its own fields
  const partField = (index: number, name: string) =>
    field === 'payments' ? `${field}.${index}.${name}` : name;
  parts.forEach((part, index) => {
    const method = methods.get(part.payment_method_id);
    if (!method) throw fieldError(partField(index, 'payment_method_id'), 'payments.unknown_method');
    if (part.tendered != null) {
      // change is given from cash only, and from more than the amount
      if (method.kind !== 'cash')
        throw fieldError(partField(index, 'tendered'), 'payments.tendered_not_cash');
      if (part.tendered < part.amount)
        throw fieldError(partField(index, 'tendered'), 'payments.tendered_below');
    }
  });
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  if (total > balanceOf(order)) throw fieldError(field, 'payments.more_than_due');
  const settled = await settleBy(tx, order, total);
  const payments = await insertPayments(
    tx,
    parts.map((part) => ({
      company_id: order.company_id,
      order_id: order.id,
      customer_id: order.customer_id,
      payment_method_id: part.payment_method_id,
      kind: 'payment' as const,
      amount: part.amount,
      tendered: part.tendered != null && part.tendered > part.amount ? part.tendered : null,
      currency: order.currency,
      reference: part.reference ?? null,
      note: part.note ?? null,
      received_at: part.received_at ? new Date(part.received_at) : new Date(),
      created_by: actorId,
    })),
  );
  await addHistory(
    tx,
    payments.map((p) => ({
      company_id: order.company_id,
      order_id: order.id,
      type: 'payment',
      to_value: String(p.amount),
      note: methods.get(p.payment_method_id)?.name ?? null,
      user_id: actorId,
    })),
  );
  return { order: settled, payments };
}

/** The postings and `payment.created` events of payments recorded by recordSalePayments. */
export async function finishSalePayments(
  tx: Tx,
  order: OrderRow,
  payments: PaymentRow[],
  actorId: string | null,
): Promise<void> {
  if (payments.length === 0) return;
  await postOrderPayments(tx, order, payments, actorId);
  for (const payment of payments) {
    await recordEvent(tx, {
      companyId: order.company_id,
      type: 'payment.created',
      subjectId: payment.id,
      actorUserId: actorId,
      payload: { order_id: order.id, amount: payment.amount, currency: payment.currency },
    });
  }
}

/** recordSalePayments then finishSalePayments: payments against an existing order. */
export async function applySalePayments(
  tx: Tx,
  order: OrderRow,
  parts: SalePaymentPart[],
  actorId: string | null,
  field = 'payments',
): Promise<{ order: OrderRow; payments: PaymentRow[] }> {
  const recorded = await recordSalePayments(tx, order, parts, actorId, field);
  await finishSalePayments(tx, order, recorded.payments, actorId);
  return recorded;
}

/**
 * A payment or a refund against an order; the order's payment status follows. With an
 * Idempotency-Key the same request again gets the first answer instead of a second payment.
 */
export async function recordPayment(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: PaymentCreateInput,
  options: {
    idempotency?: IdempotencyRequest;
    respond: (payment: PaymentView) => unknown;
  },
): Promise<IdempotentResult<PaymentView>> {
  const creation = { ...options, companyId: scope.companyId, scope: 'POST /payments' };
  return idempotentCreation(ctx.db, creation, async (tx): Promise<PaymentView> => {
    const order = await findOrder(tx, scope.companyId, scope.shopId, input.order_id, { lock: true });
    if (!order) throw fieldError('order_id', 'payments.unknown_order');
    if (input.kind === 'payment') {
      const { payments } = await applySalePayments(tx, order, [input], actorId, 'amount');
      return viewOf(tx, scope, payments[0]!.id);
    }
    // change is given back on a payment; money paid back has none
    if (input.tendered != null) throw fieldError('tendered', 'payments.tendered_refund');
    const methods = await findActivePaymentMethods(tx, scope.companyId, [input.payment_method_id]);
    if (!methods.has(input.payment_method_id))
      throw fieldError('payment_method_id', 'payments.unknown_method');
    if (input.amount > order.paid_total) throw fieldError('amount', 'payments.more_than_paid');
    await settleBy(tx, order, -input.amount);
    const [refund] = await insertPayments(tx, [
      {
        company_id: scope.companyId,
        order_id: order.id,
        customer_id: order.customer_id,
        payment_method_id: input.payment_method_id,
        kind: 'refund',
        amount: input.amount,
        currency: order.currency,
        reference: input.reference ?? null,
        note: input.note ?? null,
        received_at: input.received_at ? new Date(input.received_at) : new Date(),
        created_by: actorId,
      },
    ]);
    await postOrderPayments(tx, order, [refund!], actorId);
    await addHistory(tx, [
      {
        company_id: scope.companyId,
        order_id: order.id,
        type: 'refund',
        to_value: String(input.amount),
        note: input.note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'payment.refunded',
      subjectId: refund!.id,
      actorUserId: actorId,
      payload: { order_id: order.id, amount: input.amount },
    });
    return viewOf(tx, scope, refund!.id);
  });
}

/** A payment recorded by mistake: kept, marked voided, no longer counted on its order. */
export async function voidPayment(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<PaymentView> {
  return ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, scope, id, { lock: true });
    if (!payment) throw paymentNotFound();
    if (payment.voided_at) {
      throw new AppError('invalid_transition', {
        resource: 'resource.payment',
        from: 'payments.voided',
        to: 'payments.voided',
      });
    }
    const order = payment.order_id
      ? await findOrder(tx, scope.companyId, null, payment.order_id, { lock: true })
      : null;
    // the order first, then the payment, then the ledger (settleBy)
    if (order) await settleBy(tx, order, payment.kind === 'refund' ? payment.amount : -payment.amount);
    await markVoided(tx, scope.companyId, id);
    await reversePayment(tx, scope.companyId, payment, actorId);
    if (order) {
      await addHistory(tx, [
        {
          company_id: scope.companyId,
          order_id: order.id,
          type: 'payment_voided',
          from_value: String(payment.amount),
          user_id: actorId,
        },
      ]);
    }
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'payment.voided',
      subjectId: id,
      actorUserId: actorId,
      payload: { order_id: payment.order_id, amount: payment.amount, kind: payment.kind },
    });
    return viewOf(tx, scope, id);
  });
}
