import {
  canMoveDelivery,
  type DeliveryStatus,
  type deliveryCreateSchema,
  type deliveryStatusChangeSchema,
  type deliveryUpdateSchema,
} from '@comptoir/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { customers, mediaFiles, paymentMethods } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { addHistory, findOrder, type OrderRow, updateOrderRow } from '../orders/orders.repo.ts';
import { applySalePayments } from '../payments/payments.service.ts';
import {
  activeUserOfCompany,
  type DeliveryReader,
  type DeliveryRow,
  type DeliveryView,
  deliveryOfOrder,
  findDeliveryView,
  insertDelivery,
  listDeliveries as listDeliveryRows,
  lockDelivery,
  updateDelivery,
} from './deliveries.repo.ts';

type DeliveryCreateInput = z.output<typeof deliveryCreateSchema>;
type DeliveryUpdateInput = z.output<typeof deliveryUpdateSchema>;
type DeliveryStatusInput = z.output<typeof deliveryStatusChangeSchema>;

const deliveryNotFound = () => new AppError('not_found', { resource: 'resource.delivery' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

/**
 * A courier sees and moves only the deliveries given to them (or not taken yet), whichever shop sold;
 * another shop-bound user, those of their shop's sales, as the order list shows them.
 */
function readerOf(scope: Scope, actorId: string): DeliveryReader {
  const courier = scope.role === 'courrier';
  return {
    companyId: scope.companyId,
    courierId: courier ? actorId : null,
    shopId: courier ? null : scope.shopId,
  };
}

export async function listDeliveries(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  query: ListQuery,
): Promise<Page<DeliveryView>> {
  return listDeliveryRows(ctx.db, readerOf(scope, actorId), query);
}

export async function getDelivery(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<DeliveryView> {
  const row = await findDeliveryView(ctx.db, readerOf(scope, actorId), id);
  if (!row) throw deliveryNotFound();
  return row;
}

async function assertCourier(tx: Tx, companyId: string, courierId: string | null | undefined): Promise<void> {
  if (courierId && !(await activeUserOfCompany(tx, companyId, courierId))) {
    throw fieldError('courier_id', 'deliveries.unknown_courier');
  }
}

/**
 * The delivery of an order to deliver, made when the order is confirmed (orders.service) or by hand:
 * the address and the customer's phone copied for the courier. An order has at most one delivery.
 */
export async function openDelivery(
  tx: Tx,
  order: OrderRow,
  actorId: string,
  input: Partial<DeliveryCreateInput> = {},
): Promise<DeliveryRow> {
  const existing = await deliveryOfOrder(tx, order.company_id, order.id);
  if (existing) return existing;
  let phone = order.shipping_address?.phone ?? null;
  if (!phone && order.customer_id) {
    const [customer] = await tx
      .select({ phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.company_id, order.company_id), eq(customers.id, order.customer_id)));
    phone = customer?.phone ?? null;
  }
  const delivery = await insertDelivery(tx, {
    company_id: order.company_id,
    order_id: order.id,
    courier_id: input.courier_id ?? null,
    transport_mode: input.transport_mode ?? 'Road',
    status: order.delivery_status === 'idle' ? 'pending' : order.delivery_status,
    address: order.shipping_address,
    contact_phone: phone,
    scheduled_for: input.scheduled_for ? new Date(input.scheduled_for) : null,
    instructions: input.instructions ?? null,
    created_by: actorId,
  });
  // A delivery opened by hand for an order first meant to be collected (the customer could not come) makes it a
  // delivery order: the order's screens then speak of couriers, not of collection.
  const moved: { delivery_status?: 'pending'; delivery_mode?: 'delivery' } = {};
  if (order.delivery_status === 'idle') moved.delivery_status = 'pending';
  if (order.delivery_mode !== 'delivery') moved.delivery_mode = 'delivery';
  if (moved.delivery_status || moved.delivery_mode) {
    await updateOrderRow(tx, order.company_id, order.id, moved);
  }
  await recordEvent(tx, {
    companyId: order.company_id,
    type: 'delivery.created',
    subjectId: delivery.id,
    actorUserId: actorId,
    payload: { order_id: order.id, courier_id: delivery.courier_id },
  });
  return delivery;
}

export async function createDelivery(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: DeliveryCreateInput,
): Promise<DeliveryView> {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, scope.companyId, scope.shopId, input.order_id, { lock: true });
    if (!order) throw fieldError('order_id', 'deliveries.unknown_order');
    if (order.status !== 'confirmed' && order.status !== 'completed') {
      throw fieldError('order_id', 'deliveries.order_not_deliverable');
    }
    if (await deliveryOfOrder(tx, scope.companyId, order.id)) {
      throw new AppError('document_exists', {
        resource: 'resource.order',
        document: 'deliveries.a_delivery',
      });
    }
    await assertCourier(tx, scope.companyId, input.courier_id);
    return (await openDelivery(tx, order, actorId, input)).id;
  });
  return getDelivery(ctx, scope, actorId, id);
}

/** Courier, transport mode, time and instructions; a courier cannot hand their delivery to someone else. */
export async function updateDeliveryDetails(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: DeliveryUpdateInput,
): Promise<DeliveryView> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockDelivery(tx, readerOf(scope, actorId), id);
    if (!current) throw deliveryNotFound();
    if (scope.role === 'courrier' && input.courier_id !== undefined && input.courier_id !== actorId) {
      throw new AppError('forbidden', { permission: 'deliveries.assign' });
    }
    await assertCourier(tx, scope.companyId, input.courier_id);
    await updateDelivery(tx, scope.companyId, id, {
      ...(input.courier_id !== undefined ? { courier_id: input.courier_id } : {}),
      ...(input.transport_mode !== undefined ? { transport_mode: input.transport_mode } : {}),
      ...(input.scheduled_for !== undefined
        ? { scheduled_for: input.scheduled_for ? new Date(input.scheduled_for) : null }
        : {}),
      ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
    });
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'delivery.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
  });
  return getDelivery(ctx, scope, actorId, id);
}

/** The company's cash method: what a courier collects at the door is recorded with it. */
async function cashMethodId(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        eq(paymentMethods.kind, 'cash'),
        eq(paymentMethods.is_active, true),
        isNull(paymentMethods.deleted_at),
      ),
    )
    .orderBy(desc(paymentMethods.is_default), asc(paymentMethods.position))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Moves a delivery and its order's delivery status together (the allowed moves of core). Taking it
 * in charge gives it to the courier who does so when nobody has it yet; delivering it can record
 * the cash collected at the door as a payment on the order, never more than is due.
 */
export async function moveDelivery(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: DeliveryStatusInput,
): Promise<DeliveryView> {
  const to: DeliveryStatus = input.status;
  await ctx.db.transaction(async (tx) => {
    const current = await lockDelivery(tx, readerOf(scope, actorId), id);
    if (!current) throw deliveryNotFound();
    const order = (await findOrder(tx, scope.companyId, null, current.order_id, { lock: true }))!;
    if (
      !canMoveDelivery(order.delivery_status, to) ||
      (order.status !== 'confirmed' && order.status !== 'completed')
    ) {
      throw new AppError('invalid_transition', {
        resource: 'resource.delivery',
        from: `orders.delivery.${order.delivery_status}`,
        to: `orders.delivery.${to}`,
      });
    }
    if (input.proof_media_id) {
      const [media] = await tx
        .select({ status: mediaFiles.status, content_type: mediaFiles.content_type })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.company_id, scope.companyId), eq(mediaFiles.id, input.proof_media_id)));
      if (!media) throw fieldError('proof_media_id', 'deliveries.unknown_photo');
      // A presigned file whose bytes never arrived (or were refused) would be a broken proof.
      if (
        (media.status !== 'uploaded' && media.status !== 'ready') ||
        !media.content_type.startsWith('image/')
      )
        throw fieldError('proof_media_id', 'deliveries.photo_not_uploaded');
    }
    const cash = input.cash_collected ?? 0;
    if (cash > 0 && to !== 'delivered')
      throw fieldError('cash_collected', 'deliveries.cash_on_delivery_only');
    let cashPaymentId: string | null = null;
    if (cash > 0) {
      const method = await cashMethodId(tx, scope.companyId);
      if (!method) throw fieldError('cash_collected', 'deliveries.no_cash_method');
      const { payments } = await applySalePayments(
        tx,
        order,
        [{ payment_method_id: method, amount: cash }],
        actorId,
        'cash_collected',
      );
      cashPaymentId = payments[0]?.id ?? null;
    }
    const now = new Date();
    await updateDelivery(tx, scope.companyId, id, {
      status: to,
      last_note: input.note ?? null,
      ...(input.proof_media_id ? { proof_media_id: input.proof_media_id } : {}),
      ...(to === 'taken_in_charge' ? { taken_at: now, courier_id: current.courier_id ?? actorId } : {}),
      ...(to === 'delivered' ? { delivered_at: now } : {}),
      ...(cash > 0 ? { cash_collected: current.cash_collected + cash, cash_payment_id: cashPaymentId } : {}),
    });
    await updateOrderRow(tx, scope.companyId, order.id, { delivery_status: to });
    await addHistory(tx, [
      {
        company_id: scope.companyId,
        order_id: order.id,
        type: 'delivery_status',
        from_value: order.delivery_status,
        to_value: to,
        note: input.note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'delivery.status_changed',
      subjectId: id,
      actorUserId: actorId,
      payload: { order_id: order.id, from: order.delivery_status, to, cash_collected: cash },
    });
  });
  return getDelivery(ctx, scope, actorId, id);
}
