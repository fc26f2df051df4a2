import {
  canReceivePurchaseOrder,
  landedUnitCost,
  outstandingQuantity,
  type purchaseReceiptCreateSchema,
  receiptQuantityError,
  statusAfterReceipt,
  weightedAverageCost,
} from '@comptoir/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { productVariants, warehouses } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { applyMovements, type MovementInput } from '../stock/stock-ledger.ts';
import {
  addPurchaseOrderHistory,
  addReceivedQuantity,
  findPurchaseOrder,
  findPurchaseOrderLines,
  updatePurchaseOrderRow,
} from './purchase-orders.repo.ts';
import { invalidPurchaseOrderTransition, purchaseOrderNotFound } from './purchase-orders.service.ts';
import { recordPurchasePostings } from './purchase-postings.ts';
import {
  findPurchaseReceipts,
  insertPurchaseReceipt,
  insertPurchaseReceiptLines,
  type PurchaseReceiptLineRow,
  type PurchaseReceiptRow,
} from './purchase-receipts.repo.ts';

type ReceiptInput = z.output<typeof purchaseReceiptCreateSchema>;
export interface ReceiptDetail {
  row: PurchaseReceiptRow;
  lines: PurchaseReceiptLineRow[];
}

const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

async function receivingWarehouse(
  db: Executor,
  companyId: string,
  id: string,
  refusal: string,
): Promise<void> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), eq(warehouses.id, id), isNull(warehouses.deleted_at)))
    .limit(1);
  if (!row) throw fieldError('warehouse_id', refusal);
}

export async function listPurchaseReceipts(
  ctx: AppContext,
  scope: Scope,
  orderId: string,
): Promise<ReceiptDetail[]> {
  if (!(await findPurchaseOrder(ctx.db, scope.companyId, orderId))) throw purchaseOrderNotFound();
  return findPurchaseReceipts(ctx.db, scope.companyId, orderId);
}

/**
 * Goods come in against an approved order, in one transaction: the order row is locked first, so
 * two receipts of the same order run one after the other and the second sees what the first took
 * (never more than ordered: 422 over_receipt). Then, in the stock ledger's lock order, the variants
 * (their cost moves to the weighted average of the stock on hand and the units received at their
 * landed cost) and the balances (inbound movements, reason purchase_receipt). The order becomes
 * partially received or received.
 */
export async function receivePurchaseOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  orderId: string,
  input: ReceiptInput,
): Promise<ReceiptDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const order = await findPurchaseOrder(tx, companyId, orderId, { lock: true });
    if (!order) throw purchaseOrderNotFound();
    if (!canReceivePurchaseOrder(order.status))
      throw invalidPurchaseOrderTransition(order.status, 'received');
    const warehouseId = input.warehouse_id ?? order.warehouse_id;
    // The order's own warehouse may have been deleted since it was sent: its goods go where the user says.
    await receivingWarehouse(
      tx,
      companyId,
      warehouseId,
      input.warehouse_id ? 'unknown_warehouse' : 'purchases.order_warehouse_deleted',
    );

    const lines = await findPurchaseOrderLines(tx, companyId, [orderId]);
    const requested =
      input.lines ??
      lines
        .filter((l) => outstandingQuantity(l) > 0)
        .map((l) => ({ line_id: l.id, quantity: outstandingQuantity(l) }));
    const receiving = requested.map((item, index) => {
      const line = lines.find((l) => l.id === item.line_id);
      if (!line) throw fieldError(`lines.${index}.line_id`, 'purchases.unknown_line');
      const problem = receiptQuantityError(line, item.quantity);
      if (problem) throw fieldError(`lines.${index}.quantity`, `purchases.${problem}`);
      return { line, quantity: item.quantity, unitCost: landedUnitCost(line) };
    });

    // Variants locked in id order (the stock ledger's order), read before their stock moves.
    const variantIds = [...new Set(receiving.map((r) => r.line.variant_id))].sort();
    const before = await tx
      .select({ id: productVariants.id, quantity: productVariants.quantity, cost: productVariants.cost })
      .from(productVariants)
      .where(and(eq(productVariants.company_id, companyId), inArray(productVariants.id, variantIds)))
      .orderBy(asc(productVariants.id))
      .for('update');
    const variantById = new Map(before.map((v) => [v.id, v]));

    const receiptId = uuidv7();
    const costs = receiving.map((r) => {
      const variant = variantById.get(r.line.variant_id)!;
      const costAfter = weightedAverageCost(variant.quantity, variant.cost, r.quantity, r.unitCost);
      // Several lines of one variant (not allowed today) would still chain their averages.
      variant.quantity += r.quantity;
      const costBefore = variant.cost;
      variant.cost = costAfter;
      return { costBefore, costAfter };
    });
    for (const variant of variantById.values()) {
      await tx
        .update(productVariants)
        .set({ cost: variant.cost, updated_at: new Date() })
        .where(and(eq(productVariants.company_id, companyId), eq(productVariants.id, variant.id)));
    }
    const movements: MovementInput[] = receiving.map((r) => ({
      warehouseId,
      variantId: r.line.variant_id,
      direction: 'inbound',
      quantity: r.quantity,
      reason: 'purchase_receipt',
      referenceType: 'purchase_receipt',
      referenceId: receiptId,
      ...(order.reference ? { note: order.reference } : {}),
    }));
    await applyMovements(tx, companyId, actorId, movements);

    for (const r of receiving) await addReceivedQuantity(tx, companyId, r.line.id, r.quantity);
    const units = receiving.reduce((sum, r) => sum + r.quantity, 0);
    const after = lines.map((l) => ({
      quantity: l.quantity,
      received_quantity: l.received_quantity + (receiving.find((r) => r.line.id === l.id)?.quantity ?? 0),
    }));
    const status = statusAfterReceipt(after);
    const receivedAt = input.received_at ? new Date(input.received_at) : new Date();
    await updatePurchaseOrderRow(tx, companyId, orderId, {
      status,
      received_quantity: order.received_quantity + units,
      ...(status === 'received' ? { received_at: receivedAt } : {}),
    });

    const value = receiving.reduce((sum, r) => sum + r.quantity * r.unitCost, 0);
    const row = await insertPurchaseReceipt(tx, {
      id: receiptId,
      company_id: companyId,
      purchase_order_id: orderId,
      warehouse_id: warehouseId,
      received_at: receivedAt,
      note: input.note ?? null,
      value,
      created_by: actorId,
    });
    const receiptLines = await insertPurchaseReceiptLines(
      tx,
      receiving.map((r, index) => ({
        company_id: companyId,
        receipt_id: receiptId,
        purchase_order_line_id: r.line.id,
        variant_id: r.line.variant_id,
        quantity: r.quantity,
        unit_cost: r.unitCost,
        cost_before: costs[index]!.costBefore,
        cost_after: costs[index]!.costAfter,
      })),
    );
    await addPurchaseOrderHistory(tx, [
      {
        company_id: companyId,
        purchase_order_id: orderId,
        type: 'received',
        from_value: order.status,
        to_value: status,
        note: input.note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'purchase_order.received',
      subjectId: orderId,
      actorUserId: actorId,
      payload: { receipt_id: receiptId, units, value, status, warehouse_id: warehouseId },
    });
    if (value > 0) {
      await recordPurchasePostings(tx, companyId, actorId, {
        kind: 'stock_receipt',
        receiptId,
        receivedAt,
        value,
        reference: order.reference,
      });
    }
    return { row, lines: receiptLines };
  });
}
