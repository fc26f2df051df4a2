import { optionKey, type ProductPlan } from '@comptoir/core';
import type { Tx } from '../../db/client.ts';
import { insertProductGraph } from '../products/product-graph.ts';

/**
 * Creates one imported product through the products module's insertProductGraph (so it is built
 * like a product made in the editor: handle, tags, options, variants, product.created event), with
 * only the option combinations the file lists. Returns the variant ids in the order of
 * `plan.variants`. Services and digital goods keep no stock.
 */
export async function insertImportedProduct(
  tx: Tx,
  companyId: string,
  actorId: string,
  plan: ProductPlan,
): Promise<string[]> {
  const variants = plan.variants.map((v) => v.variant);
  const inserted = await insertProductGraph(
    tx,
    companyId,
    actorId,
    {
      title: plan.title,
      handle: plan.handle,
      description: plan.description,
      type: plan.type,
      status: plan.status,
      tags: plan.tags,
      supplier_id: plan.supplier_id,
      track_inventory: plan.type === 'physical_goods',
      options: plan.options,
      variants: variants.map((v) => ({
        option1: v.option1,
        option2: v.option2,
        option3: v.option3,
        sku: v.sku,
        barcode: v.barcode,
        price: v.price,
        compare_at_price: v.compare_at_price,
        cost: v.cost,
        weight: v.weight_grams,
        reorder_point: v.reorder_point,
      })),
    },
    { listedOnly: true, eventPayload: { source: 'import' } },
  );
  const idByKey = new Map(inserted.variantKeys.map((key, i) => [key, inserted.variantIds[i]!]));
  return variants.map((v, i) =>
    plan.options.length === 0 ? inserted.variantIds[i]! : idByKey.get(optionKey(v))!,
  );
}
