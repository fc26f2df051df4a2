import { compositeAvailable } from '@comptoir/core';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import {
  compositeStocks,
  productImages,
  productOptions,
  productShops,
  products,
  productVariants,
  suppliers,
} from '../../db/schema/catalog.ts';
import { mediaFiles } from '../../db/schema/media.ts';
import { shops, warehouses } from '../../db/schema/shops.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;

export interface ProductAggregates {
  price_min: number;
  price_max: number;
  total_quantity: number;
  variants_count: number;
}

export interface ImageRef {
  media_id: string;
  position: number;
  storage_key: string;
  content_type: string;
  original_name: string | null;
  status: string;
  thumbnails: { size: string; key: string }[];
}

export interface ComponentRef {
  variant_id: string;
  component_variant_id: string;
  quantity: number;
  title: string;
  sku: string | null;
  product_title: string;
  available: number;
}

export const COMPOSITE_TYPES = ['bundle', 'menu'] as const;

/** Only well-formed uuids reach a uuid column (anything else would be a PostgreSQL cast error). */
export const uuidsOnly = (ids: readonly string[]) => [...new Set(ids.filter((id) => UUID_PATTERN.test(id)))];

export const liveProducts = (companyId: string) =>
  and(eq(products.company_id, companyId), isNull(products.deleted_at)) as SQL;
export const liveVariants = (companyId: string) =>
  and(eq(productVariants.company_id, companyId), isNull(productVariants.deleted_at)) as SQL;

/**
 * A variant's sellable quantity in SQL (`v` is the variant's alias, `type` its product's type):
 * bundles and menus from their components (min of component stock ÷ quantity per unit), others stored.
 */
export function effectiveQuantitySql(variantId: SQL, variantQuantity: SQL, productType: SQL): SQL {
  return sql`(case when ${productType} in ('bundle', 'menu') then coalesce((
      select min(case when c.deleted_at is null then greatest(c.quantity, 0) else 0 end / cs.quantity)
      from composite_stocks cs join product_variants c on c.id = cs.component_variant_id
      where cs.variant_id = ${variantId} and cs.quantity > 0), 0)
    else ${variantQuantity} end)`;
}

/**
 * isVariantLowStock (core) in SQL: a tracked product's variant whose reorder point is set and whose
 * available quantity (effectiveQuantitySql: its total over every warehouse, bundles and menus from
 * their components) is at or below it. Every low-stock list and filter reads this, or the products'
 * low_stock flag that migration 0068's comptoir_product_is_low keeps by the same rule.
 */
export function variantLowSql(v: {
  id: SQL;
  quantity: SQL;
  reorderPoint: SQL;
  productType: SQL;
  trackInventory: SQL;
}): SQL {
  return sql`(${v.trackInventory} and ${v.reorderPoint} is not null
    and ${effectiveQuantitySql(v.id, v.quantity, v.productType)} <= ${v.reorderPoint})`;
}

export async function findProduct(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProductRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const base = db
    .select()
    .from(products)
    .where(and(liveProducts(companyId), eq(products.id, id)))
    .limit(1);
  const [row] = options.lock ? await base.for('update') : await base;
  return row ?? null;
}

/** Live products of the company among `ids`. */
export async function productsByIds(db: Executor, companyId: string, ids: string[]): Promise<ProductRow[]> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(liveProducts(companyId), inArray(products.id, valid)));
}

/** price_min/max, total stored quantity and live variant count per product, in one grouped query. */
export async function aggregatesOf(
  db: Executor,
  companyId: string,
  productIds: string[],
): Promise<Map<string, ProductAggregates>> {
  const result = new Map<string, ProductAggregates>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      product_id: productVariants.product_id,
      price_min: sql<string>`min(${productVariants.price})`,
      price_max: sql<string>`max(${productVariants.price})`,
      total_quantity: sql<string>`sum(${productVariants.quantity})`,
      variants_count: sql<string>`count(*)`,
    })
    .from(productVariants)
    .where(and(liveVariants(companyId), inArray(productVariants.product_id, productIds)))
    .groupBy(productVariants.product_id);
  for (const row of rows) {
    result.set(row.product_id, {
      price_min: Number(row.price_min ?? 0),
      price_max: Number(row.price_max ?? 0),
      total_quantity: Number(row.total_quantity ?? 0),
      variants_count: Number(row.variants_count),
    });
  }
  return result;
}

/** Live variants of the products, in product then position order. */
export async function variantsOf(
  db: Executor,
  companyId: string,
  productIds: string[],
): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(liveVariants(companyId), inArray(productVariants.product_id, productIds)))
    .orderBy(asc(productVariants.product_id), asc(productVariants.position), asc(productVariants.id));
}

export async function optionsOf(db: Executor, companyId: string, productIds: string[]): Promise<OptionRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.company_id, companyId), inArray(productOptions.product_id, productIds)))
    .orderBy(asc(productOptions.product_id), asc(productOptions.position));
}

export async function imagesOf(
  db: Executor,
  companyId: string,
  productIds: string[],
): Promise<Map<string, ImageRef[]>> {
  const byProduct = new Map<string, ImageRef[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      product_id: productImages.product_id,
      media_id: productImages.media_id,
      position: productImages.position,
      storage_key: mediaFiles.storage_key,
      content_type: mediaFiles.content_type,
      original_name: mediaFiles.original_name,
      status: mediaFiles.status,
      thumbnails: mediaFiles.thumbnails,
    })
    .from(productImages)
    .innerJoin(mediaFiles, eq(mediaFiles.id, productImages.media_id))
    .where(
      and(
        eq(productImages.company_id, companyId),
        eq(mediaFiles.company_id, companyId),
        isNull(mediaFiles.deleted_at),
        inArray(productImages.product_id, productIds),
      ),
    )
    .orderBy(asc(productImages.product_id), asc(productImages.position));
  for (const { product_id, ...image } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push(image);
    byProduct.set(product_id, list);
  }
  return byProduct;
}

/** The media rows behind the products' featured images (for thumbnail_url), by media id. */
export async function mediaByIds(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, Omit<ImageRef, 'media_id' | 'position'> & { id: string }>> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({
      id: mediaFiles.id,
      storage_key: mediaFiles.storage_key,
      content_type: mediaFiles.content_type,
      original_name: mediaFiles.original_name,
      status: mediaFiles.status,
      thumbnails: mediaFiles.thumbnails,
    })
    .from(mediaFiles)
    .where(
      and(eq(mediaFiles.company_id, companyId), isNull(mediaFiles.deleted_at), inArray(mediaFiles.id, valid)),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function shopIdsOf(
  db: Executor,
  companyId: string,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ product_id: productShops.product_id, shop_id: productShops.shop_id })
    .from(productShops)
    .innerJoin(shops, eq(shops.id, productShops.shop_id))
    .where(
      and(
        eq(productShops.company_id, companyId),
        isNull(shops.deleted_at),
        inArray(productShops.product_id, productIds),
      ),
    )
    .orderBy(asc(shops.name), asc(shops.id));
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row.shop_id);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

export async function suppliersByIds(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, { id: string; name: string }>> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(
      and(eq(suppliers.company_id, companyId), isNull(suppliers.deleted_at), inArray(suppliers.id, valid)),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The components of each of `variantIds` (bundles and menus) with the component's stored quantity. */
export async function componentsOf(
  db: Executor,
  companyId: string,
  variantIds: string[],
): Promise<Map<string, ComponentRef[]>> {
  const byVariant = new Map<string, ComponentRef[]>();
  if (variantIds.length === 0) return byVariant;
  const ids = uuidsOnly(variantIds);
  if (ids.length === 0) return byVariant;
  // Hand-written, one array parameter (db/raw-rows.ts): pages of the counter's catalogue ask for 2,000 variants.
  const rows = await execRows(db, {
    name: 'variant_components',
    text: `select c.variant_id, c.component_variant_id, c.quantity, v.title, v.sku, p.title,
        case when v.deleted_at is null then v.quantity else 0 end
      from composite_stocks c
      join product_variants v on v.id = c.component_variant_id
      join products p on p.id = v.product_id
      where c.company_id = $1 and c.variant_id = any($2::uuid[])
      order by p.title, v.position`,
    values: [companyId, ids],
  });
  for (const [variantId, componentId, quantity, title, sku, productTitle, available] of rows) {
    const list = byVariant.get(variantId as string) ?? [];
    list.push({
      variant_id: variantId as string,
      component_variant_id: componentId as string,
      quantity: quantity as number,
      title: title as string,
      sku: sku as string | null,
      product_title: productTitle as string,
      available: Number(available),
    });
    byVariant.set(variantId as string, list);
  }
  return byVariant;
}

/** Bundle/menu availability of each variant from its components (compositeAvailable). */
export function compositeQuantities(components: Map<string, ComponentRef[]>): Map<string, number> {
  const result = new Map<string, number>();
  for (const [variantId, parts] of components) {
    result.set(
      variantId,
      compositeAvailable(parts.map((part) => ({ available: part.available, perUnit: part.quantity }))),
    );
  }
  return result;
}

// ---------- reference checks (another company's ids are unknown) ----------

export async function existingIds(
  db: Executor,
  kind: 'shops' | 'warehouses' | 'suppliers' | 'media',
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return new Set();
  let rows: { id: string }[];
  switch (kind) {
    case 'shops':
      rows = await db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.company_id, companyId), isNull(shops.deleted_at), inArray(shops.id, valid)));
      break;
    case 'warehouses':
      rows = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.company_id, companyId),
            isNull(warehouses.deleted_at),
            inArray(warehouses.id, valid),
          ),
        );
      break;
    case 'suppliers':
      rows = [...(await suppliersByIds(db, companyId, valid)).values()];
      break;
    case 'media':
      rows = [...(await mediaByIds(db, companyId, valid)).values()];
      break;
  }
  return new Set(rows.map((row) => row.id));
}

/** The product type of each live variant of a live product of the company among `ids`; other ids are absent. */
export async function variantProductTypes(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, type: products.type })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(liveVariants(companyId), isNull(products.deleted_at), inArray(productVariants.id, valid)));
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** Whether a live variant of the product is a component of a live bundle or menu. */
export async function productUsedAsComponent(
  db: Executor,
  companyId: string,
  productId: string,
): Promise<boolean> {
  const rows = await execRows(db, {
    name: 'product_used_as_component',
    text: `select 1 from composite_stocks cs
        join product_variants c on c.id = cs.component_variant_id
        join product_variants b on b.id = cs.variant_id
        join products bp on bp.id = b.product_id
      where cs.company_id = $1 and c.product_id = $2 and c.deleted_at is null
        and b.deleted_at is null and bp.deleted_at is null
      limit 1`,
    values: [companyId, productId],
  });
  return rows.length > 0;
}

/** Whether a live product of the company other than `exceptId` has this handle. */
export async function handleTaken(
  db: Executor,
  companyId: string,
  handle: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        liveProducts(companyId),
        eq(products.handle, handle),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------- writes ----------

export async function updateProductRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updated_at: new Date() })
    .where(and(liveProducts(companyId), eq(products.id, id)));
}

export async function replaceShops(tx: Executor, companyId: string, productId: string, shopIds: string[]) {
  await tx
    .delete(productShops)
    .where(and(eq(productShops.company_id, companyId), eq(productShops.product_id, productId)));
  if (shopIds.length === 0) return;
  await tx
    .insert(productShops)
    .values(shopIds.map((shop_id) => ({ company_id: companyId, product_id: productId, shop_id })));
}

export async function replaceImages(tx: Executor, companyId: string, productId: string, mediaIds: string[]) {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.company_id, companyId), eq(productImages.product_id, productId)));
  if (mediaIds.length === 0) return;
  await tx.insert(productImages).values(
    mediaIds.map((media_id, index) => ({
      company_id: companyId,
      product_id: productId,
      media_id,
      position: index + 1,
    })),
  );
}

export async function replaceOptions(
  tx: Executor,
  companyId: string,
  productId: string,
  options: { name: string; values: string[] }[],
) {
  await tx
    .delete(productOptions)
    .where(and(eq(productOptions.company_id, companyId), eq(productOptions.product_id, productId)));
  if (options.length === 0) return;
  await tx.insert(productOptions).values(
    options.map((option, index) => ({
      company_id: companyId,
      product_id: productId,
      name: option.name,
      position: index + 1,
      values: option.values,
    })),
  );
}

/** Every one of `variantIds` gets exactly these components. */
export async function replaceComposites(
  tx: Executor,
  companyId: string,
  variantIds: string[],
  components: { variant_id: string; quantity: number }[],
) {
  if (variantIds.length === 0) return;
  await tx
    .delete(compositeStocks)
    .where(and(eq(compositeStocks.company_id, companyId), inArray(compositeStocks.variant_id, variantIds)));
  if (components.length === 0) return;
  await tx.insert(compositeStocks).values(
    variantIds.flatMap((variantId) =>
      components.map((component) => ({
        company_id: companyId,
        variant_id: variantId,
        component_variant_id: component.variant_id,
        quantity: component.quantity,
      })),
    ),
  );
}

/** Soft-deletes the products and their variants; returns the ids that were live. */
export async function softDeleteProducts(tx: Executor, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const now = new Date();
  const rows = await tx
    .update(products)
    .set({ deleted_at: now, updated_at: now })
    .where(and(liveProducts(companyId), inArray(products.id, ids)))
    .returning({ id: products.id });
  const deleted = rows.map((row) => row.id);
  if (deleted.length > 0) {
    await tx
      .update(productVariants)
      .set({ deleted_at: now, updated_at: now })
      .where(and(liveVariants(companyId), inArray(productVariants.product_id, deleted)));
  }
  return deleted;
}
