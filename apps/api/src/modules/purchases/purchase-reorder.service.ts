import {
  groupBySupplier,
  isCompositeType,
  isVariantLowStock,
  type PurchaseOrdersFromLowStock,
  reorderQuantity,
  variantDisplayName,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, type FieldMessage } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompanyRow } from '../invoices/invoices.repo.ts';
import { canSeeCost } from '../stock/stock.service.ts';
import { lastPurchaseTerms } from './last-purchase-terms.ts';
import type { PurchaseOrderDetail } from './purchase-orders.service.ts';
import { insertDraftPurchaseOrder } from './purchase-orders.service.ts';
import {
  findLiveSupplier,
  findLiveWarehouse,
  findReorderVariants,
  type ReorderVariantRow,
} from './purchase-reorder.repo.ts';

/** The most a purchase order line takes (purchaseOrderLineInputSchema). */
const LINE_QUANTITY_MAX = 1_000_000;

type Problems = Record<string, FieldMessage[]>;
const named = (key: string, variant: ReorderVariantRow): FieldMessage[] => [
  { key, params: { name: variantDisplayName(variant.product_title, variant.variant_title) } },
];

/** The supplier for the variants without one: the company's, live (404 otherwise) and active (422). */
async function fallbackSupplier(tx: Tx, companyId: string, id: string | undefined) {
  if (!id) return null;
  const supplier = await findLiveSupplier(tx, companyId, id);
  if (!supplier) throw new AppError('not_found', { resource: 'resource.supplier' });
  if (!supplier.active)
    throw new AppError('validation_failed', {}, { supplier_id: ['purchases.supplier_inactive'] });
  return { id: supplier.id, name: supplier.name };
}

/** The warehouse to receive into: the company's (404 otherwise), active (422); its default one when absent. */
async function receivingWarehouse(tx: Tx, companyId: string, id: string | undefined): Promise<string> {
  const warehouse = await findLiveWarehouse(tx, companyId, id);
  if (!warehouse) {
    if (id) throw new AppError('not_found', { resource: 'resource.warehouse' });
    throw new AppError('validation_failed', {}, { warehouse_id: ['unknown_warehouse'] });
  }
  if (!warehouse.active)
    throw new AppError('validation_failed', {}, { warehouse_id: ['purchases.warehouse_inactive'] });
  return warehouse.id;
}

/**
 * The variants to reorder, in the request's order, each checked: unknown, another company's or
 * deleted → 404 naming each; a bundle or menu, one not low any more, one without a supplier (when no
 * `supplier_id` is given) → 422 naming each. Nothing is written when one is refused.
 */
async function reorderableVariants(
  tx: Tx,
  companyId: string,
  ids: readonly string[],
  hasFallback: boolean,
): Promise<ReorderVariantRow[]> {
  const byId = new Map((await findReorderVariants(tx, companyId, [...ids])).map((v) => [v.id, v]));
  const missing: Problems = {};
  const refused: Problems = {};
  ids.forEach((id, index) => {
    const field = `variant_ids.${index}`;
    const variant = byId.get(id);
    if (!variant) missing[field] = ['purchases.unknown_variant'];
    else if (variant.deleted) missing[field] = named('purchases.reorder.deleted', variant);
    else if (isCompositeType(variant.type)) refused[field] = named('purchases.reorder.composite', variant);
    else if (
      !isVariantLowStock({
        trackInventory: variant.track_inventory,
        reorderPoint: variant.reorder_point,
        available: variant.quantity,
      })
    )
      refused[field] = named('purchases.reorder.not_low', variant);
    else if (!variant.supplier_id && !hasFallback)
      refused[field] = named('purchases.reorder.no_supplier', variant);
  });
  if (Object.keys(missing).length > 0)
    throw new AppError('not_found', { resource: 'resource.variant' }, missing);
  if (Object.keys(refused).length > 0) throw new AppError('validation_failed', {}, refused);
  return ids.map((id) => byId.get(id)!);
}

/**
 * Draft purchase orders for low variants, one per supplier (the product's, else `supplier_id`), in
 * the order of the request, all in one transaction. Each line orders core reorderQuantity units on the
 * variant's current stock, at its cost when the user may see costs (products.cost), else at 0 for the
 * approver to price, as the editor leaves the cost to whoever may see it; with the taxes of its last purchase.
 */
export async function createPurchaseOrdersFromLowStock(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: PurchaseOrdersFromLowStock,
): Promise<PurchaseOrderDetail[]> {
  const { companyId } = scope;
  const seesCost = canSeeCost(scope);
  return ctx.db.transaction(async (tx) => {
    const company = (await findCompanyRow(tx, companyId))!;
    const fallback = await fallbackSupplier(tx, companyId, input.supplier_id);
    const warehouseId = await receivingWarehouse(tx, companyId, input.warehouse_id);
    const variants = await reorderableVariants(tx, companyId, input.variant_ids, fallback !== null);
    const supplierNames = new Map(
      variants.flatMap((v) => (v.supplier_id ? [[v.supplier_id, v.supplier_name!] as const] : [])),
    );
    if (fallback) supplierNames.set(fallback.id, fallback.name);
    const terms = await lastPurchaseTerms(
      tx,
      companyId,
      variants.map((v) => v.id),
    );
    const { groups } = groupBySupplier(variants, fallback?.id);
    const drafts: PurchaseOrderDetail[] = [];
    for (const group of groups) {
      drafts.push(
        await insertDraftPurchaseOrder(tx, company, actorId, {
          supplier: { id: group.supplier_id, name: supplierNames.get(group.supplier_id)! },
          warehouseId,
          source: 'low_stock',
          lines: group.items.map((variant) => ({
            variant_id: variant.id,
            quantity: Math.min(LINE_QUANTITY_MAX, reorderQuantity(variant.quantity, variant.reorder_point!)),
            unit_cost: seesCost ? (variant.cost ?? 0) : 0,
            ...terms.get(variant.id),
          })),
        }),
      );
    }
    return drafts;
  });
}
