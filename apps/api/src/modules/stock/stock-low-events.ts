import { availableQuantity, crossesReorderPoint } from '@comptoir/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import { compositeStocks, productVariants } from '../../db/schema/catalog.ts';
import { recordEvent } from '../../events/outbox.ts';

/** A variant's available quantity (core availableQuantity) before and after one posting. */
export interface AvailabilityChange {
  variantId: string;
  item: string;
  before: number;
  after: number;
  reorderPoint: number | null;
}

/**
 * The bundles and menus whose components moved (tracked, live, with a reorder point): what their
 * components allowed before and after. Called once the components' totals are updated, so their
 * stored quantities are the "after"; `delta` is each stocked variant's net change.
 */
export async function compositeAvailabilityChanges(
  tx: Tx,
  companyId: string,
  delta: ReadonlyMap<string, number>,
  label: (v: { productTitle: string; title: string; sku: string | null }) => string,
): Promise<AvailabilityChange[]> {
  const moved = [...delta.keys()];
  if (moved.length === 0) return [];
  // Hand-written (db/raw-rows.ts): asked by every sale, and almost always empty.
  const parents = (
    await execRows(tx, {
      name: 'stock_composite_parents',
      text: `select distinct v.id, v.title, v.sku, p.title, p.type, v.reorder_point
        from composite_stocks c
        join product_variants v on v.id = c.variant_id
        join products p on p.id = v.product_id
        where c.company_id = $1 and c.component_variant_id = any($2::uuid[])
          and v.reorder_point is not null and v.deleted_at is null and p.deleted_at is null
          and p.track_inventory and p.type in ('bundle', 'menu')`,
      values: [companyId, moved],
    })
  ).map(([id, title, sku, productTitle, type, reorderPoint]) => ({
    id: id as string,
    title: title as string,
    sku: sku as string | null,
    productTitle: productTitle as string,
    type: type as string,
    reorderPoint: reorderPoint as number,
  }));
  if (parents.length === 0) return [];
  const parts = await tx
    .select({
      parentId: compositeStocks.variant_id,
      componentId: compositeStocks.component_variant_id,
      perUnit: compositeStocks.quantity,
      quantity: productVariants.quantity,
      deletedAt: productVariants.deleted_at,
    })
    .from(compositeStocks)
    .innerJoin(productVariants, eq(productVariants.id, compositeStocks.component_variant_id))
    .where(
      and(
        eq(compositeStocks.company_id, companyId),
        inArray(
          compositeStocks.variant_id,
          parents.map((p) => p.id),
        ),
      ),
    );
  return parents.map((parent) => {
    const own = parts.filter((p) => p.parentId === parent.id);
    // A deleted component allows none, as products.repo.ts effectiveQuantitySql reads it.
    const at = (shift: (componentId: string) => number) =>
      availableQuantity({
        type: parent.type,
        quantity: 0,
        components: own.map((p) => ({
          available: p.deletedAt ? 0 : p.quantity - shift(p.componentId),
          perUnit: p.perUnit,
        })),
      });
    return {
      variantId: parent.id,
      item: label(parent),
      before: at((id) => delta.get(id) ?? 0),
      after: at(() => 0),
      reorderPoint: parent.reorderPoint,
    };
  });
}

/**
 * stock.low for each variant a posting takes from above its reorder point to at or below it: the
 * low-stock rule (core isVariantLowStock) read before and after, for stocked variants and for the
 * bundles and menus their components make.
 */
export async function recordLowStockCrossings(
  tx: Tx,
  companyId: string,
  actorId: string | null,
  changes: readonly AvailabilityChange[],
): Promise<void> {
  for (const change of changes) {
    if (
      change.reorderPoint === null ||
      !crossesReorderPoint(change.before, change.after, change.reorderPoint)
    ) {
      continue;
    }
    await recordEvent(tx, {
      companyId,
      type: 'stock.low',
      subjectId: change.variantId,
      actorUserId: actorId,
      payload: {
        variant_id: change.variantId,
        item: change.item,
        quantity: change.after,
        reorder_point: change.reorderPoint,
      },
    });
  }
}
