import {
  can,
  canMoveDelivery,
  canMoveOrder,
  type DeliveryStatus,
  derivePaymentStatus,
  getCurrency,
  holdsStock,
  initialDeliveryStatus,
  mayLeaveOwed,
  type OrderStatus,
  offlineSaleProblem,
  type orderUpdateSchema,
} from '@comptoir/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import { returns } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import { type IdempotencyRequest, type IdempotentResult, idempotentCreation } from '../../lib/idempotency.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  moveSaleToCustomer,
  postOrderSale,
  reverseOrderSale,
  type SaleFacts,
  saleFacts,
} from '../accounting/sales-postings.ts';
import { deliveryOfOrder, updateDelivery } from '../deliveries/deliveries.repo.ts';
import { openDelivery } from '../deliveries/deliveries.service.ts';
import { finishSalePayments, recordSalePayments } from '../payments/payments.service.ts';
import { applyMovements, type MovementInput, type PostedMovement } from '../stock/stock-ledger.ts';
import { restockWarehouse } from '../warehouses/warehouses.repo.ts';
import { offerWarehouse } from './offer-warehouse.ts';
import { resolveOrderDiscounts } from './order-discounts.ts';
import { type OrderCreateInput, resolveLines } from './order-inputs.ts';
import { appliedDiscounts, type LineToPrice, lineRows, priceLines } from './order-pricing.ts';
import { listOrderPage, type OrderListRow } from './orders.list.ts';
import {
  addHistory,
  customerExists,
  findOrder,
  findOrderLines,
  incrementDiscountUse,
  insertOrder,
  insertOrderLines,
  type OrderLineRow,
  type OrderRow,
  resolveWarehouse,
  updateOrderRow,
  userInCompany,
} from './orders.repo.ts';
import { requireSaleShop } from './sale-shop.ts';

type OrderUpdateInput = z.output<typeof orderUpdateSchema>;

/** The platform super-admin may do anything a company admin may. */
const allowed = (scope: Scope, permission: string) =>
  scope.role === 'super_admin' || can(scope.role, permission);

const orderNotFound = () => new AppError('not_found', { resource: 'resource.order' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export async function listOrders(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  search: unknown,
): Promise<Page<OrderListRow>> {
  return listOrderPage(ctx.db, scope.companyId, scope.shopId, query, search);
}

export async function getOrder(ctx: AppContext, scope: Scope, id: string): Promise<OrderRow> {
  const row = await findOrder(ctx.db, scope.companyId, scope.shopId, id);
  if (!row) throw orderNotFound();
  return row;
}

async function companyCurrency(tx: Tx, companyId: string): Promise<{ alpha: string; precision: number }> {
  const [row] = await execRows(tx, {
    name: 'orders_company_currency',
    text: 'select currency from companies where id = $1',
    values: [companyId],
  });
  const alpha = (row?.[0] as string | undefined) ?? 'USD';
  return { alpha, precision: getCurrency(alpha)?.precision ?? 2 };
}

/** The shop the order is for: a shop-bound user's own; in all-company mode the one named, else the default. */
async function resolveSeller(
  tx: Tx,
  scope: Scope,
  actorId: string,
  requested: string | undefined,
): Promise<string> {
  if (!requested || requested === actorId) return actorId;
  if (!allowed(scope, 'orders.change_user')) throw forbidden('orders.change_user');
  if (!(await userInCompany(tx, scope.companyId, requested)))
    throw fieldError('seller_id', 'orders.unknown_seller');
  return requested;
}

/** One outbound (or inbound, to give back) movement per variant, quantities added up. */
function saleMovements(
  warehouseId: string,
  orderId: string,
  lines: { variant_id: string | null; quantity: number }[],
  direction: 'outbound' | 'inbound',
): MovementInput[] {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    if (line.variant_id)
      byVariant.set(line.variant_id, (byVariant.get(line.variant_id) ?? 0) + line.quantity);
  }
  return [...byVariant].map(([variantId, quantity]) => ({
    warehouseId,
    variantId,
    direction,
    quantity,
    reason: 'sale',
    referenceType: 'order',
    referenceId: orderId,
  }));
}

export interface CreatedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

/**
 * Creates an order in one transaction: number, lines priced by priceOrder, and — for a confirmed
 * order — the stock taken through the stock ledger (row locks: two sales never take the same
 * unit; a warehouse without negative stock answers 409) and the discount codes counted. With an
 * Idempotency-Key the same request again gets the first answer instead of a second order.
 */
export async function createOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: OrderCreateInput,
  options: {
    idempotency?: IdempotencyRequest;
    respond: (created: CreatedOrder) => unknown;
  },
): Promise<IdempotentResult<CreatedOrder>> {
  const { companyId } = scope;
  const creation = { ...options, companyId, scope: 'POST /orders' };
  return idempotentCreation(ctx.db, creation, async (tx): Promise<CreatedOrder> => {
    // After the replay check: an outbox resending a sale it already delivered gets the stored answer, however old.
    const soldOfflineAt = soldOfflineMoment(input);
    const shopId = await requireSaleShop(tx, scope, input.shop_id);
    const warehouseId = await resolveWarehouse(tx, companyId, shopId, input.warehouse_id);
    if (!warehouseId) throw fieldError('warehouse_id', 'unknown_warehouse');
    if (input.customer_id && !(await customerExists(tx, companyId, input.customer_id))) {
      throw fieldError('customer_id', 'orders.unknown_customer');
    }
    const sellerId = await resolveSeller(tx, scope, actorId, input.seller_id);
    const currency = await companyCurrency(tx, companyId);
    const lines: LineToPrice[] = await resolveLines(tx, companyId, input);
    const discounts = await resolveOrderDiscounts(tx, companyId, input, {
      currency,
      lines,
      customerId: input.customer_id ?? null,
      now: new Date(),
    });
    const totals = priceLines(currency, lines, discounts);
    const confirmed = input.status === 'confirmed';
    if (confirmed && input.channel === 'pos' && input.payments?.length)
      requireSomeoneOwes(input, totals.total);
    const orderId = uuidv7();
    const applied = appliedDiscounts(discounts, totals);
    // Stock and what the sale posting reads come before the number: from the number to the commit
    // every creation of the company waits on this one, so that part is kept short (docs/decisions.md).
    let taken: PostedMovement[] = [];
    let sale: SaleFacts | null = null;
    if (confirmed) {
      const sold = { id: orderId, company_id: companyId, warehouse_id: warehouseId, discounts: applied };
      const saleLines = lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity }));
      taken = await takeStockAndCount(tx, sold, saleLines, actorId, 'outbound');
      const facts = await saleFacts(
        tx,
        companyId,
        lines.map((l) => l.productId),
        taken,
      );
      sale = { ...facts, created: true };
    }
    const number = await nextDocumentNumber(tx, companyId, 'order', 0);
    const now = new Date();

    const inserted = await insertOrder(tx, {
      id: orderId,
      company_id: companyId,
      number,
      shop_id: shopId,
      warehouse_id: warehouseId,
      customer_id: input.customer_id ?? null,
      seller_id: sellerId,
      status: input.status,
      payment_status: derivePaymentStatus({ total: totals.total, paid: 0, credited: 0, cancelled: false }),
      delivery_status: initialDeliveryStatus({
        confirmed,
        mode: input.delivery_mode,
        channel: input.channel,
      }),
      delivery_mode: input.delivery_mode,
      channel: input.channel,
      currency: currency.alpha,
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      tax_total: totals.tax_total,
      shipping_total: totals.shipping_total,
      total: totals.total,
      discounts: applied,
      shipping_address: input.shipping_address ?? null,
      notes: input.notes ?? null,
      confirmed_at: confirmed ? now : null,
      created_by: actorId,
    });
    const orderLines = await insertOrderLines(tx, lineRows(companyId, inserted.id, lines, totals));
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: inserted.id,
        type: 'created',
        to_value: inserted.status,
        user_id: actorId,
      },
      // When the device sold it, the connection down; the books keep the server's time (docs/decisions.md).
      ...(soldOfflineAt
        ? [
            {
              company_id: companyId,
              order_id: inserted.id,
              type: 'sold_offline',
              to_value: soldOfflineAt.toISOString(),
              user_id: actorId,
            },
          ]
        : []),
    ]);
    if (confirmed && input.delivery_mode === 'delivery') await openDelivery(tx, inserted, actorId);
    // The timeline's rows share the transaction's now(): the payments come after the creation by id (uuid v7).
    const paid = input.payments?.length
      ? await recordSalePayments(tx, inserted, input.payments, actorId)
      : { order: inserted, payments: [] };
    // The ledger comes last, as in every sale and payment (lock order: docs/decisions.md).
    if (sale) await postOrderSale(tx, inserted, orderLines, taken, actorId, sale);
    await finishSalePayments(tx, inserted, paid.payments, actorId);
    const order = paid.order;
    await recordEvent(tx, {
      companyId,
      type: 'order.created',
      subjectId: order.id,
      actorUserId: actorId,
      payload: {
        number,
        status: order.status,
        total: order.total,
        currency: order.currency,
        shop_id: shopId,
      },
    });
    return { order, lines: orderLines };
  });
}

/** Confirming takes the stock and counts the discount codes; cancelling a confirmed order gives both back. */
/**
 * A counter sale paid in part leaves the rest owed only when someone owes it (core's mayLeaveOwed): a named
 * customer or a courier collecting at the door. The POS screen says so before sending; this holds other clients to
 * it. A sale sent without payments is left alone: its payment may follow (a mobile-money request, the till).
 */
function requireSomeoneOwes(input: OrderCreateInput, total: number): void {
  const paid = (input.payments ?? []).reduce((sum, p) => sum + p.amount, 0);
  const sale = {
    remaining: total - paid,
    hasCustomer: Boolean(input.customer_id),
    delivered: input.delivery_mode === 'delivery',
  };
  if (!mayLeaveOwed(sale)) throw fieldError('customer_id', 'orders.credit_needs_customer');
}

/** The moment an offline sale was made on the device, checked against the server's clock (core offlineSaleProblem). */
function soldOfflineMoment(input: OrderCreateInput): Date | null {
  if (input.sold_offline_at === undefined) return null;
  const soldOfflineAt = new Date(input.sold_offline_at);
  const problem = offlineSaleProblem({ channel: input.channel, soldOfflineAt, now: new Date() });
  if (problem) throw fieldError('sold_offline_at', `orders.${problem}`);
  return soldOfflineAt;
}

async function takeStockAndCount(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'company_id' | 'warehouse_id' | 'discounts'>,
  lines: { variant_id: string | null; quantity: number }[],
  actorId: string,
  direction: 'outbound' | 'inbound',
): Promise<PostedMovement[]> {
  // Goods given back go to the default warehouse when the order's was deleted since.
  const warehouseId =
    direction === 'inbound'
      ? await restockWarehouse(tx, order.company_id, order.warehouse_id)
      : order.warehouse_id;
  const moved = await applyMovements(
    tx,
    order.company_id,
    actorId,
    saleMovements(warehouseId, order.id, lines, direction),
  );
  const discountIds = order.discounts.flatMap((d) => (d.discount_id ? [d.discount_id] : []));
  await incrementDiscountUse(tx, order.company_id, discountIds, direction === 'outbound' ? 1 : -1);
  return moved;
}

/**
 * A returned or credited order is not cancelled: the returned goods are back in stock and credited
 * already, so cancelling would bring them back and reverse their sale a second time (409 in_use;
 * return the rest instead). Found by the ledger property test.
 */
async function assertNoReturns(tx: Tx, order: OrderRow): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(returns)
    .where(
      and(
        eq(returns.company_id, order.company_id),
        eq(returns.order_id, order.id),
        inArray(returns.status, ['requested', 'approved']),
      ),
    );
  const n = Number(row?.n ?? 0);
  if (n > 0)
    throw new AppError('in_use', { resource: 'resource.order', used_by: 'resource.return', count: n });
  // Same for an invoice credited in full: its credit note reversed the sale already.
  if (order.credited_total > 0)
    throw new AppError('in_use', { resource: 'resource.order', used_by: 'invoices.a_credit_note', count: 1 });
}

export async function changeOrderStatus(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  to: OrderStatus,
  note: string | null | undefined,
): Promise<OrderRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findOrder(tx, companyId, scope.shopId, id, { lock: true });
    if (!current) throw orderNotFound();
    if (!canMoveOrder(current.status, to)) {
      throw new AppError('invalid_transition', {
        resource: 'resource.order',
        from: `orders.status.${current.status}`,
        to: `orders.status.${to}`,
      });
    }
    const lines = await findOrderLines(tx, companyId, [id]);
    const now = new Date();
    let taken: PostedMovement[] | null = null;
    const takes = !holdsStock(current.status) && holdsStock(to);
    // An offer whose warehouse was deleted since it was saved sells from its shop's warehouse instead.
    const warehouseId = takes ? await offerWarehouse(tx, current) : current.warehouse_id;
    if (takes)
      taken = await takeStockAndCount(
        tx,
        { ...current, warehouse_id: warehouseId },
        lines,
        actorId,
        'outbound',
      );
    const releases = holdsStock(current.status) && !holdsStock(to);
    if (releases) {
      await assertNoReturns(tx, current);
      await takeStockAndCount(tx, current, lines, actorId, 'inbound');
    }
    const cancelled = to === 'cancelled';
    const delivery = await deliveryOfOrder(tx, companyId, id);
    const order = await updateOrderRow(tx, companyId, id, {
      status: to,
      ...(warehouseId !== current.warehouse_id ? { warehouse_id: warehouseId } : {}),
      confirmed_at: to === 'confirmed' ? now : current.confirmed_at,
      completed_at: to === 'completed' ? now : current.completed_at,
      cancelled_at: cancelled ? now : current.cancelled_at,
      delivery_status: cancelled
        ? 'cancelled'
        : to === 'confirmed' && current.delivery_mode === 'delivery'
          ? 'pending'
          : current.delivery_status,
      payment_status: derivePaymentStatus({
        total: current.total,
        paid: current.paid_total,
        credited: current.credited_total,
        cancelled,
      }),
    });
    // The sale goes into the books when the order becomes one, and out of them when it is cancelled
    // (docs/decisions.md); the ledger after the order's rollup rows, as in every sale and payment.
    if (taken) await postOrderSale(tx, order, lines, taken, actorId);
    if (releases) await reverseOrderSale(tx, current, actorId);
    // The delivery follows: opened when an order to deliver is confirmed, cancelled with its order.
    if (to === 'confirmed' && order.delivery_mode === 'delivery') await openDelivery(tx, order, actorId);
    if (delivery && order.delivery_status !== delivery.status) {
      await updateDelivery(tx, companyId, delivery.id, { status: order.delivery_status });
    }
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: id,
        type: 'status',
        from_value: current.status,
        to_value: to,
        note: note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: `order.${to}`,
      subjectId: id,
      actorUserId: actorId,
      payload: { number: current.number, from: current.status, to },
    });
    return order;
  });
}

export async function changeDeliveryStatus(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  to: DeliveryStatus,
  note: string | null | undefined,
): Promise<OrderRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findOrder(tx, companyId, scope.shopId, id, { lock: true });
    if (!current) throw orderNotFound();
    const movable = current.status === 'confirmed' || current.status === 'completed';
    if (!movable || !canMoveDelivery(current.delivery_status, to, current.delivery_mode)) {
      throw new AppError('invalid_transition', {
        resource: 'resource.order',
        from: `orders.delivery.${current.delivery_status}`,
        to: `orders.delivery.${to}`,
      });
    }
    const order = await updateOrderRow(tx, companyId, id, { delivery_status: to });
    const delivery = await deliveryOfOrder(tx, companyId, id);
    if (delivery) await updateDelivery(tx, companyId, delivery.id, { status: to, last_note: note ?? null });
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: id,
        type: 'delivery_status',
        from_value: current.delivery_status,
        to_value: to,
        note: note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'order.delivery_status_changed',
      subjectId: id,
      actorUserId: actorId,
      payload: { number: current.number, from: current.delivery_status, to },
    });
    return order;
  });
}

/** Customer, seller (orders.change_user), address and notes; the priced lines never change here. */
export async function updateOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: OrderUpdateInput,
): Promise<OrderRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findOrder(tx, companyId, scope.shopId, id, { lock: true });
    if (!current) throw orderNotFound();
    if (input.customer_id && !(await customerExists(tx, companyId, input.customer_id))) {
      throw fieldError('customer_id', 'orders.unknown_customer');
    }
    const history = [];
    if (input.seller_id !== undefined && input.seller_id !== current.seller_id) {
      if (!allowed(scope, 'orders.change_user')) throw forbidden('orders.change_user');
      if (!(await userInCompany(tx, companyId, input.seller_id)))
        throw fieldError('seller_id', 'orders.unknown_seller');
      history.push({
        company_id: companyId,
        order_id: id,
        type: 'seller',
        from_value: current.seller_id,
        to_value: input.seller_id,
        user_id: actorId,
      });
    }
    if (input.customer_id !== undefined && input.customer_id !== current.customer_id) {
      history.push({
        company_id: companyId,
        order_id: id,
        type: 'customer',
        from_value: current.customer_id,
        to_value: input.customer_id,
        user_id: actorId,
      });
    }
    if (input.notes !== undefined && input.notes !== current.notes) {
      history.push({
        company_id: companyId,
        order_id: id,
        type: 'note',
        note: input.notes,
        user_id: actorId,
      });
    }
    const order = await updateOrderRow(tx, companyId, id, {
      ...(input.customer_id !== undefined ? { customer_id: input.customer_id } : {}),
      ...(input.seller_id !== undefined ? { seller_id: input.seller_id } : {}),
      ...(input.shipping_address !== undefined ? { shipping_address: input.shipping_address } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    });
    // What the sale still owes follows it to its new customer in the books (411 per customer).
    if (input.customer_id !== undefined && input.customer_id !== current.customer_id) {
      await moveSaleToCustomer(tx, current, input.customer_id, actorId);
    }
    await addHistory(tx, history);
    await recordEvent(tx, {
      companyId,
      type: 'order.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return order;
  });
}
