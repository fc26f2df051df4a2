import { type ProductPlan, planWrites } from '@comptoir/core';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productOptions, productVariants } from '../../db/schema/catalog.ts';
import { recordEvent } from '../../events/outbox.ts';
import { updateProductRow } from '../products/products.repo.ts';

/**
 * Applies one update of a CSV import inside the commit's transaction: the product's changed fields,
 * the option values its new variants need, the changed fields of its variants, and its new variants
 * after the last one. Nothing is written for rows that repeat the catalogue; otherwise
 * product.updated is recorded (source: import). Returns the variant ids in the order of `plan.variants`.
 */
export async function updateImportedProduct(
  tx: Tx,
  companyId: string,
  actorId: string,
  plan: ProductPlan,
): Promise<string[]> {
  const productId = plan.id!;
  const ids = plan.variants.map((v) => v.id);
  if (!planWrites(plan)) return ids as string[];
  const now = new Date();
  await updateProductRow(tx, companyId, productId, plan.changes);
  if (plan.optionsChanged) {
    for (const [index, option] of plan.options.entries()) {
      await tx
        .update(productOptions)
        .set({ values: option.values })
        .where(
          and(
            eq(productOptions.company_id, companyId),
            eq(productOptions.product_id, productId),
            eq(productOptions.position, index + 1),
          ),
        );
    }
  }
  let position = await lastPosition(tx, companyId, productId);
  for (const [index, v] of plan.variants.entries()) {
    if (v.action === 'update') {
      if (Object.keys(v.changes).length === 0) continue;
      await tx
        .update(productVariants)
        .set({ ...v.changes, updated_at: now })
        .where(and(eq(productVariants.company_id, companyId), eq(productVariants.id, v.id!)));
      continue;
    }
    position += 1;
    const [row] = await tx
      .insert(productVariants)
      .values({
        company_id: companyId,
        product_id: productId,
        title: v.variant.title,
        option1: v.variant.option1,
        option2: v.variant.option2,
        option3: v.variant.option3,
        position,
        sku: v.variant.sku,
        barcode: v.variant.barcode,
        price: v.variant.price,
        compare_at_price: v.variant.compare_at_price,
        cost: v.variant.cost,
        weight_grams: v.variant.weight_grams,
        reorder_point: v.variant.reorder_point,
      })
      .returning({ id: productVariants.id });
    ids[index] = row!.id;
  }
  await recordEvent(tx, {
    companyId,
    type: 'product.updated',
    subjectId: productId,
    actorUserId: actorId,
    payload: {
      fields: Object.keys(plan.changes),
      variants: plan.variants.filter((v) => v.action === 'update' && Object.keys(v.changes).length > 0)
        .length,
      added_variants: plan.variants.filter((v) => v.action === 'new').length,
      source: 'import',
    },
  });
  return ids as string[];
}

async function lastPosition(tx: Tx, companyId: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({ position: max(productVariants.position) })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.company_id, companyId),
        eq(productVariants.product_id, productId),
        isNull(productVariants.deleted_at),
      ),
    );
  return row?.position ?? 0;
}

/**
 * Clears, before any write of the commit, the SKU of every variant the file gives another one: SKUs
 * are checked against the state after the whole file (core codeConflicts), but the exact unique index
 * product_variants_company_sku_uq is checked at each statement, so a swap written row by row would
 * trip it. Each variant gets its new SKU when its own update is written, in the same transaction.
 */
export async function releaseChangedSkus(tx: Tx, companyId: string, plans: ProductPlan[]): Promise<void> {
  const ids = plans.flatMap((p) =>
    p.variants.flatMap((v) => (v.action === 'update' && v.changes.sku !== undefined ? [v.id!] : [])),
  );
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .update(productVariants)
      .set({ sku: null })
      .where(
        and(eq(productVariants.company_id, companyId), inArray(productVariants.id, ids.slice(i, i + 1000))),
      );
  }
}
