import {
  generateVariants,
  handleFromTitle,
  normalizeTags,
  optionKey,
  type ProductCreate,
  uniqueHandle,
} from '@comptoir/core';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  compositeStocks,
  productImages,
  productOptions,
  productShops,
  products,
  productVariants,
} from '../../db/schema/catalog.ts';
import { recordEvent } from '../../events/outbox.ts';

export interface InsertedProduct {
  id: string;
  /** Variant ids in generated order (the order `initial_stock[].variant_index` refers to). */
  variantIds: string[];
  /** optionKey() of each variant, parallel to variantIds */
  variantKeys: string[];
}

export interface GraphOptions {
  /**
   * Only the combinations `variants` lists (in generated order), not every combination of the
   * options: a CSV import creates the rows of the file and nothing else.
   */
  listedOnly?: boolean;
  /** extra fields of the product.created event's payload (e.g. source: 'import') */
  eventPayload?: Record<string, unknown>;
}

/**
 * Inserts one product with its options, generated variants (explicit `variants` entries matched by
 * option values supply price/SKU/…), shops, images and composites, inside the caller's transaction,
 * and records `product.created`. Stable signature: the CSV import calls it many times in ONE transaction.
 * It trusts its input: callers check that shops, images, supplier and components belong to the
 * company, SKUs and a given handle are free, and post `initial_stock` themselves (the products
 * service does all of it in createProduct; the CSV import checks handles and SKUs in its analysis).
 */
export async function insertProductGraph(
  tx: Tx,
  companyId: string,
  actorId: string | null,
  input: ProductCreate,
  graphOptions: GraphOptions = {},
): Promise<InsertedProduct> {
  const base = input.handle ?? handleFromTitle(input.title);
  const taken = await tx
    .select({ handle: products.handle })
    .from(products)
    .where(
      and(eq(products.company_id, companyId), isNull(products.deleted_at), like(products.handle, `${base}%`)),
    );
  const handle = uniqueHandle(base, new Set(taken.map((row) => row.handle)));
  const [product] = await tx
    .insert(products)
    .values({
      company_id: companyId,
      type: input.type,
      status: input.status,
      title: input.title,
      handle,
      description: input.description ?? null,
      tags: normalizeTags(input.tags ?? []),
      supplier_id: input.supplier_id ?? null,
      track_inventory: input.track_inventory ?? true,
      featured_media_id: input.image_ids?.[0] ?? null,
      created_by: actorId,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('product insert returned nothing');
  const options = input.options ?? [];
  if (options.length > 0) {
    await tx.insert(productOptions).values(
      options.map((option, index) => ({
        company_id: companyId,
        product_id: product.id,
        name: option.name,
        position: index + 1,
        values: option.values,
      })),
    );
  }
  const explicit = new Map(
    (input.variants ?? []).map((variant) => [
      optionKey({
        option1: variant.option1 ?? null,
        option2: variant.option2 ?? null,
        option3: variant.option3 ?? null,
      }),
      variant,
    ]),
  );
  const all = generateVariants(options);
  const listed = graphOptions.listedOnly ? all.filter((variant) => explicit.has(optionKey(variant))) : all;
  const generated = listed.length > 0 ? listed : all;
  const variantRows = await tx
    .insert(productVariants)
    .values(
      generated.map((variant, index) => {
        const edit =
          explicit.get(optionKey(variant)) ?? (generated.length === 1 ? input.variants?.[0] : undefined);
        return {
          company_id: companyId,
          product_id: product.id,
          title: variant.title,
          option1: variant.option1,
          option2: variant.option2,
          option3: variant.option3,
          position: index + 1,
          sku: edit?.sku || null,
          barcode: edit?.barcode || null,
          price: edit?.price ?? 0,
          compare_at_price: edit?.compare_at_price ?? null,
          cost: edit?.cost ?? null,
          weight_grams: edit?.weight ?? null,
          reorder_point: edit?.reorder_point ?? null,
        };
      }),
    )
    .returning({ id: productVariants.id });
  const variantIds = variantRows.map((row) => row.id);
  const variantKeys = generated.map(optionKey);
  if (input.shop_ids?.length) {
    await tx.insert(productShops).values(
      [...new Set(input.shop_ids)].map((shopId) => ({
        company_id: companyId,
        product_id: product.id,
        shop_id: shopId,
      })),
    );
  }
  if (input.image_ids?.length) {
    await tx.insert(productImages).values(
      input.image_ids.map((mediaId, index) => ({
        company_id: companyId,
        product_id: product.id,
        media_id: mediaId,
        position: index + 1,
      })),
    );
  }
  if (input.composites?.length && (input.type === 'bundle' || input.type === 'menu')) {
    await tx.insert(compositeStocks).values(
      variantIds.flatMap((variantId) =>
        (input.composites ?? []).map((component) => ({
          company_id: companyId,
          variant_id: variantId,
          component_variant_id: component.variant_id,
          quantity: component.quantity,
        })),
      ),
    );
  }
  await recordEvent(tx, {
    companyId,
    type: 'product.created',
    subjectId: product.id,
    actorUserId: actorId,
    payload: { title: input.title, handle, ...graphOptions.eventPayload },
  });
  return { id: product.id, variantIds, variantKeys };
}
