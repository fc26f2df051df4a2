import {
  COMPARE_AT_NOT_ABOVE_PRICE,
  compareAtPriceValid,
  componentProblem,
  copyTitle,
  generateVariants,
  isCompositeType,
  normalizeTags,
  optionKey,
  PRODUCT_INCLUDES,
  type ProductBulk,
  type ProductCreate,
  type ProductUpdate,
  repriceVariant,
  typeChangeProblem,
  type VariantInput,
} from '@comptoir/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { canSeeCost } from '../stock/stock.service.ts';
import { applyMovements } from '../stock/stock-ledger.ts';
import { insertProductGraph } from './product-graph.ts';
import { type ProductDto, toProductDto, toVariantDto, type VariantDto } from './products.dto.ts';
import { productListSpec } from './products.list-query.ts';
import { listProductPage, type ProductListRow, type VariantFields } from './products.page.ts';
import {
  aggregatesOf,
  componentsOf,
  compositeQuantities,
  existingIds,
  findProduct,
  handleTaken,
  imagesOf,
  liveProducts,
  mediaByIds,
  optionsOf,
  type ProductAggregates,
  type ProductRow,
  productsByIds,
  productUsedAsComponent,
  replaceComposites,
  replaceImages,
  replaceOptions,
  replaceShops,
  shopIdsOf,
  softDeleteProducts,
  suppliersByIds,
  updateProductRow,
  type VariantRow,
  variantProductTypes,
  variantsOf,
} from './products.repo.ts';
import { checkTakenCodes, givesCodes, lockVariantCodes, trimmed } from './variant-codes.ts';

export const ALL_INCLUDES = new Set<string>(PRODUCT_INCLUDES);
const SKU_UNIQUE_INDEX = 'product_variants_company_sku_uq';
const HANDLE_UNIQUE_INDEX = 'products_company_handle_uq';

const productNotFound = () => new AppError('not_found', { resource: 'resource.product' });
const handleTakenError = () => new AppError('duplicate', { field: 'field.handle' }, { handle: ['taken'] });
const skuTaken = (field: string) =>
  new AppError('duplicate', { field: 'field.sku' }, { [field]: ['products.sku_taken'] });
const invalidFields = (errors: Record<string, string[]>) => new AppError('validation_failed', {}, errors);

/** Sending a cost without products.cost is refused rather than silently ignored. */
export function assertCostAllowed(
  scope: Scope,
  variants: readonly { cost?: unknown }[] | undefined,
  prefix = 'variants',
) {
  if (canSeeCost(scope)) return;
  const errors: Record<string, string[]> = {};
  (variants ?? []).forEach((variant, index) => {
    if (variant.cost !== undefined)
      errors[prefix ? `${prefix}.${index}.cost` : 'cost'] = ['products.cost_forbidden'];
  });
  if (Object.keys(errors).length > 0)
    throw new AppError('forbidden', { permission: 'products.cost' }, errors);
}

// ---------- reading ----------

const isListRow = (row: ProductRow | ProductListRow): row is ProductListRow => 'variants' in row;

/**
 * Products with their list figures (price range, quantity, variant count, thumbnail) and the asked
 * includes, each loaded with one query for the whole page. Rows of a list page come with their
 * variants and thumbnail already (products.page.ts): only the other includes are loaded then.
 */
export async function loadProducts(
  ctx: AppContext,
  db: Executor,
  scope: Scope,
  rows: ProductRow[] | ProductListRow[],
  includes: Set<string>,
): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const { companyId } = scope;
  const listed = (rows as (ProductRow | ProductListRow)[]).every(isListRow)
    ? (rows as ProductListRow[])
    : null;
  const ids = rows.map((row) => row.id);
  const compositeIds = rows.filter((row) => isCompositeType(row.type)).map((row) => row.id);
  const wantVariants = includes.has('variants') || includes.has('composites');
  const featured = rows.map((row) => row.featured_media_id).filter((id): id is string => !!id);
  const [loadedAggregates, media, variants, options, images, shopIds, suppliers] = await Promise.all([
    // With the variants loaded anyway, the figures come from them (one query less).
    listed || wantVariants ? Promise.resolve(null) : aggregatesOf(db, companyId, ids),
    listed ? Promise.resolve(thumbnailsOf(listed)) : mediaByIds(db, companyId, featured),
    listed
      ? Promise.resolve<VariantFields[]>(listed.flatMap((row) => row.variants))
      : variantsOf(db, companyId, wantVariants ? ids : compositeIds),
    includes.has('options') ? optionsOf(db, companyId, ids) : Promise.resolve([]),
    includes.has('images') ? imagesOf(db, companyId, ids) : Promise.resolve(new Map()),
    includes.has('shops') ? shopIdsOf(db, companyId, ids) : Promise.resolve(new Map<string, string[]>()),
    includes.has('supplier')
      ? suppliersByIds(
          db,
          companyId,
          rows.map((row) => row.supplier_id).filter((id): id is string => !!id),
        )
      : Promise.resolve(new Map<string, { id: string; name: string }>()),
  ]);
  const aggregates = loadedAggregates ?? figuresOf(variants);
  const compositeSet = new Set(compositeIds);
  const compositeVariantIds = variants.filter((v) => compositeSet.has(v.product_id)).map((v) => v.id);
  const components = await componentsOf(db, companyId, compositeVariantIds);
  for (const id of compositeVariantIds) if (!components.has(id)) components.set(id, []);
  const computed = compositeQuantities(components);
  const showCost = canSeeCost(scope);
  const variantsByProduct = new Map<string, VariantFields[]>();
  for (const variant of variants) {
    const list = variantsByProduct.get(variant.product_id) ?? [];
    list.push(variant);
    variantsByProduct.set(variant.product_id, list);
  }
  return Promise.all(
    rows.map((row) => {
      const own = variantsByProduct.get(row.id) ?? [];
      const figures = aggregates.get(row.id);
      const totals =
        figures && compositeSet.has(row.id)
          ? { ...figures, total_quantity: own.reduce((sum, v) => sum + (computed.get(v.id) ?? 0), 0) }
          : figures;
      return toProductDto(ctx, row, {
        includes,
        aggregates: totals,
        thumbnail: row.featured_media_id ? media.get(row.featured_media_id) : undefined,
        options: options.filter((option) => option.product_id === row.id),
        variants: wantVariants
          ? own.map((variant) =>
              toVariantDto(variant, {
                showCost,
                computed,
                components: includes.has('composites') ? components : undefined,
              }),
            )
          : undefined,
        images: images.get(row.id),
        shopIds: shopIds.get(row.id),
        supplier: row.supplier_id ? (suppliers.get(row.supplier_id) ?? null) : null,
      });
    }),
  );
}

function thumbnailsOf(rows: ProductListRow[]) {
  const byMedia = new Map<string, NonNullable<ProductListRow['thumbnail']>>();
  for (const row of rows)
    if (row.featured_media_id && row.thumbnail) byMedia.set(row.featured_media_id, row.thumbnail);
  return byMedia;
}

/** price_min/max, total stored quantity and count per product, from its loaded live variants. */
function figuresOf(variants: VariantFields[]): Map<string, ProductAggregates> {
  const result = new Map<string, ProductAggregates>();
  for (const v of variants) {
    const price = Number(v.price);
    const current = result.get(v.product_id);
    if (!current) {
      result.set(v.product_id, {
        price_min: price,
        price_max: price,
        total_quantity: v.quantity,
        variants_count: 1,
      });
      continue;
    }
    current.price_min = Math.min(current.price_min, price);
    current.price_max = Math.max(current.price_max, price);
    current.total_quantity += v.quantity;
    current.variants_count += 1;
  }
  return result;
}

export async function listProducts(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  requestKey?: string,
  nameable = false,
): Promise<{ data: ProductDto[]; meta: Page<ProductListRow>['meta'] }> {
  const page = await listProductPage(
    ctx.db,
    scope.companyId,
    query,
    productListSpec.defaultSort,
    requestKey,
    nameable,
  );
  return { data: await loadProducts(ctx, ctx.db, scope, page.rows, query.includes), meta: page.meta };
}

export async function getProduct(
  ctx: AppContext,
  scope: Scope,
  id: string,
  includes: Set<string>,
  db: Executor = ctx.db,
): Promise<ProductDto> {
  const row = await findProduct(db, scope.companyId, id);
  if (!row) throw productNotFound();
  const [dto] = await loadProducts(ctx, db, scope, [row], includes);
  return dto!;
}

// ---------- checks shared by create and update ----------

type References = Pick<
  ProductCreate,
  'shop_ids' | 'image_ids' | 'supplier_id' | 'composites' | 'initial_stock'
>;

/** 422 naming each id that is not a live record of the company (another company's ids included). */
async function checkReferences(tx: Executor, companyId: string, input: References): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [shops, media, suppliers, variants, warehouses] = await Promise.all([
    existingIds(tx, 'shops', companyId, input.shop_ids ?? []),
    existingIds(tx, 'media', companyId, input.image_ids ?? []),
    existingIds(tx, 'suppliers', companyId, input.supplier_id ? [input.supplier_id] : []),
    variantProductTypes(
      tx,
      companyId,
      (input.composites ?? []).map((c) => c.variant_id),
    ),
    existingIds(
      tx,
      'warehouses',
      companyId,
      (input.initial_stock ?? []).map((line) => line.warehouse_id),
    ),
  ]);
  if ((input.shop_ids ?? []).some((id) => !shops.has(id))) errors.shop_ids = ['unknown_shop'];
  if ((input.image_ids ?? []).some((id) => !media.has(id))) errors.image_ids = ['products.unknown_image'];
  if (input.supplier_id && !suppliers.has(input.supplier_id))
    errors.supplier_id = ['products.unknown_supplier'];
  (input.composites ?? []).forEach((component, index) => {
    const type = variants.get(component.variant_id);
    const problem = type === undefined ? 'products.unknown_variant' : componentProblem(type);
    if (problem) errors[`composites.${index}.variant_id`] = [problem];
  });
  (input.initial_stock ?? []).forEach((line, index) => {
    if (!warehouses.has(line.warehouse_id))
      errors[`initial_stock.${index}.warehouse_id`] = ['unknown_warehouse'];
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

const keyOf = (v: Pick<VariantInput, 'option1' | 'option2' | 'option3'>) =>
  optionKey({ option1: v.option1 ?? null, option2: v.option2 ?? null, option3: v.option3 ?? null });

/** Explicit variants must name existing option values; SKUs and barcodes must not repeat inside the body. */
function checkVariantInputs(
  options: { name: string; values: string[] }[],
  variants: VariantInput[],
  errors: Record<string, string[]> = {},
): Record<string, string[]> {
  const keys = new Set(generateVariants(options).map(optionKey));
  // With options, a new variant says which combination it is; one without option values would match
  // none and its price and SKU would be dropped (unless the options make a single combination).
  const single = keys.size === 1 && variants.length === 1;
  const seen = new Map<string, number>();
  const seenBarcodes = new Set<string>();
  variants.forEach((variant, index) => {
    const named = variant.option1 != null || variant.option2 != null || variant.option3 != null;
    if (!variant.id && named && !keys.has(keyOf(variant))) {
      errors[`variants.${index}.option1`] = ['products.unknown_option_value'];
    } else if (!variant.id && !named && options.length > 0 && !single) {
      errors[`variants.${index}.option1`] = ['products.option_values_missing'];
    }
    const sku = variant.sku?.trim();
    if (sku) {
      const lower = sku.toLowerCase();
      if (seen.has(lower)) errors[`variants.${index}.sku`] = ['products.sku_repeated'];
      else seen.set(lower, index);
    }
    const barcode = variant.barcode?.trim();
    if (barcode) {
      if (seenBarcodes.has(barcode)) errors[`variants.${index}.barcode`] = ['products.barcode_repeated'];
      else seenBarcodes.add(barcode);
    }
  });
  return errors;
}

function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, SKU_UNIQUE_INDEX)) throw skuTaken('sku');
  if (isUniqueViolation(error, HANDLE_UNIQUE_INDEX)) throw handleTakenError();
  throw error;
}

const defaultTracking = (type: string) => type !== 'services' && type !== 'digital_goods';

// ---------- writes ----------

/**
 * A product with its options, generated variants, shops, images, components and opening stock
 * (inbound 'opening' movements through the stock ledger), in one transaction.
 */
export async function createProduct(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ProductCreate,
): Promise<ProductDto> {
  const { companyId } = scope;
  assertCostAllowed(scope, input.variants);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (givesCodes(input.variants)) await lockVariantCodes(tx, companyId);
      await checkReferences(tx, companyId, input);
      const options = input.options ?? [];
      const errors = checkVariantInputs(options, input.variants ?? []);
      // A variant without a price is created at 0: its compare-at price is checked against that.
      (input.variants ?? []).forEach((variant, index) => {
        if (!compareAtPriceValid(variant.price ?? 0, variant.compare_at_price)) {
          errors[`variants.${index}.compare_at_price`] ??= [COMPARE_AT_NOT_ABOVE_PRICE];
        }
      });
      if (input.composites?.length && !isCompositeType(input.type)) {
        errors.composites = ['products.composites_only_bundles'];
      }
      if (input.initial_stock?.length && isCompositeType(input.type)) {
        errors.initial_stock = ['products.no_stock_for_bundles'];
      }
      const generated = generateVariants(options);
      const lines = (input.initial_stock ?? []).map((line, index) => {
        let variantIndex = line.variant_index;
        if (variantIndex === undefined && line.sku) {
          const explicit = (input.variants ?? []).find((v) => v.sku?.trim() === line.sku);
          if (explicit) {
            variantIndex =
              generated.length === 1 ? 0 : generated.findIndex((g) => optionKey(g) === keyOf(explicit));
          }
        }
        if (variantIndex === undefined || variantIndex < 0 || variantIndex >= generated.length) {
          errors[
            `initial_stock.${index}.${line.sku && line.variant_index === undefined ? 'sku' : 'variant_index'}`
          ] = ['products.unknown_variant'];
        }
        return { ...line, variantIndex: variantIndex ?? 0 };
      });
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      if (input.handle && (await handleTaken(tx, companyId, input.handle))) throw handleTakenError();
      await checkTakenCodes(tx, companyId, input.variants ?? [], { sku: [], barcode: [] });
      const inserted = await insertProductGraph(tx, companyId, actorId, {
        ...input,
        track_inventory: input.track_inventory ?? defaultTracking(input.type),
      });
      const movements = lines
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          warehouseId: line.warehouse_id,
          variantId: inserted.variantIds[line.variantIndex]!,
          direction: 'inbound' as const,
          quantity: line.quantity,
          reason: 'opening' as const,
          referenceType: 'product',
          referenceId: inserted.id,
        }));
      await applyMovements(tx, companyId, actorId, movements);
      return inserted.id;
    });
  } catch (error) {
    mapUniqueViolation(error);
  }
  return getProduct(ctx, scope, id, ALL_INCLUDES);
}

/** A variant's price and compare-at price once `edit` is applied (what it leaves out stays). */
/** Whether `edit` changes a price: only then is its compare-at price checked (old rows may break the rule). */
export const changesPrices = (edit: Pick<VariantInput, 'price' | 'compare_at_price'>) =>
  edit.price !== undefined || edit.compare_at_price !== undefined;

export const pricesAfter = (
  current: Pick<VariantRow, 'price' | 'compare_at_price'>,
  edit: Pick<VariantInput, 'price' | 'compare_at_price'>,
): [price: number, compareAtPrice: number | null] => [
  edit.price ?? current.price,
  edit.compare_at_price !== undefined ? edit.compare_at_price : current.compare_at_price,
];

const VARIANT_FIELDS = (edit: VariantInput) => ({
  ...(edit.price !== undefined ? { price: edit.price } : {}),
  ...(edit.compare_at_price !== undefined ? { compare_at_price: edit.compare_at_price } : {}),
  ...(edit.cost !== undefined ? { cost: edit.cost } : {}),
  ...(edit.sku !== undefined ? { sku: edit.sku?.trim() || null } : {}),
  ...(edit.barcode !== undefined ? { barcode: edit.barcode?.trim() || null } : {}),
  ...(edit.weight !== undefined ? { weight_grams: edit.weight } : {}),
  ...(edit.reorder_point !== undefined ? { reorder_point: edit.reorder_point } : {}),
});

/**
 * PATCH: the given fields only. New `options` regenerate the variants: a variant whose option values
 * still exist keeps its id, stock and SKU; new combinations get new variants (priced like the first
 * existing one unless `variants` says otherwise); dropped ones are soft-deleted, refused (409) while
 * they hold stock. `variants` edits existing variants by id or by option values. `image_ids`,
 * `shop_ids` and `composites` replace what was there.
 */
export async function updateProduct(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ProductUpdate,
): Promise<ProductDto> {
  const { companyId } = scope;
  assertCostAllowed(scope, input.variants);
  try {
    await ctx.db.transaction(async (tx) => {
      if (givesCodes(input.variants)) await lockVariantCodes(tx, companyId);
      const current = await findProduct(tx, companyId, id, { lock: true });
      if (!current) throw productNotFound();
      await checkReferences(tx, companyId, input);
      const type = input.type ?? current.type;
      const existing = await variantsOf(tx, companyId, [id]);
      const currentOptions = await optionsOf(tx, companyId, [id]);
      const options = input.options ?? currentOptions.map((o) => ({ name: o.name, values: o.values }));
      const edits = input.variants ?? [];
      const errors = checkVariantInputs(options, edits);
      const byId = new Map(existing.map((v) => [v.id, v]));
      edits.forEach((edit, index) => {
        if (edit.id && !byId.has(edit.id)) errors[`variants.${index}.id`] = ['products.unknown_variant'];
      });
      if (input.composites?.length && !isCompositeType(type))
        errors.composites = ['products.composites_only_bundles'];
      const typeProblem = typeChangeProblem({
        from: current.type,
        to: type,
        holdsStock: existing.some((v) => v.quantity !== 0),
        usedAsComponent:
          isCompositeType(type) &&
          !isCompositeType(current.type) &&
          (await productUsedAsComponent(tx, companyId, id)),
      });
      if (typeProblem) errors.type = [typeProblem];
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      if (input.handle !== undefined && input.handle !== current.handle) {
        if (await handleTaken(tx, companyId, input.handle, id)) throw handleTakenError();
      }
      const existingOf = (e: VariantInput) =>
        e.id ? byId.get(e.id) : existing.find((v) => optionKey(v) === keyOf(e));
      const giving = (field: 'sku' | 'barcode') =>
        edits
          .filter((e) => e[field] !== undefined)
          .map((e) => existingOf(e)?.id)
          .filter((v): v is string => !!v);
      await checkTakenCodes(
        tx,
        companyId,
        edits,
        { sku: giving('sku'), barcode: giving('barcode') },
        {
          sku: (e) => trimmed(e.sku) !== (existingOf(e)?.sku ?? null),
          barcode: (e) => trimmed(e.barcode) !== (existingOf(e)?.barcode ?? null),
        },
      );

      // 1. Regenerate variants from new options.
      let live = existing;
      if (input.options !== undefined) {
        const generated = generateVariants(input.options);
        const matched = matchVariants(existing, generated, input.options);
        const kept = new Set(matched.filter((m): m is VariantRow => !!m).map((m) => m.id));
        const dropped = existing.filter((v) => !kept.has(v.id));
        const holding = dropped.filter((v) => v.quantity !== 0);
        if (holding.length > 0) {
          throw new AppError(
            'conflict',
            {},
            { options: ['products.variant_has_stock'], stocked_variants: holding.map((v) => v.title) },
          );
        }
        const now = new Date();
        if (dropped.length > 0) {
          await tx
            .update(productVariants)
            .set({ deleted_at: now, updated_at: now })
            .where(
              and(
                eq(productVariants.company_id, companyId),
                inArray(
                  productVariants.id,
                  dropped.map((v) => v.id),
                ),
              ),
            );
        }
        await replaceOptions(tx, companyId, id, input.options);
        const template = existing[0];
        const templateComponents = template
          ? ((await componentsOf(tx, companyId, [template.id])).get(template.id) ?? [])
          : [];
        live = [];
        for (const [index, g] of generated.entries()) {
          const old = matched[index];
          const position = index + 1;
          if (old) {
            if (old.title !== g.title || old.position !== position || optionKey(old) !== optionKey(g)) {
              await tx
                .update(productVariants)
                .set({
                  title: g.title,
                  option1: g.option1,
                  option2: g.option2,
                  option3: g.option3,
                  position,
                  updated_at: now,
                })
                .where(and(eq(productVariants.company_id, companyId), eq(productVariants.id, old.id)));
            }
            live.push({ ...old, ...g, position });
            continue;
          }
          const [row] = await tx
            .insert(productVariants)
            .values({
              company_id: companyId,
              product_id: id,
              title: g.title,
              option1: g.option1,
              option2: g.option2,
              option3: g.option3,
              position,
              price: template?.price ?? 0,
              compare_at_price: template?.compare_at_price ?? null,
              cost: template?.cost ?? null,
              weight_grams: template?.weight_grams ?? null,
              reorder_point: template?.reorder_point ?? null,
            })
            .returning();
          live.push(row!);
          if (isCompositeType(type) && input.composites === undefined && templateComponents.length > 0) {
            await replaceComposites(
              tx,
              companyId,
              [row!.id],
              templateComponents.map((c) => ({ variant_id: c.component_variant_id, quantity: c.quantity })),
            );
          }
        }
      }

      // 2. Explicit variant edits, checked whole before any is written.
      const liveById = new Map(live.map((v) => [v.id, v]));
      const liveByKey = new Map(live.map((v) => [optionKey(v), v]));
      const targets = edits.map((edit) =>
        edit.id
          ? liveById.get(edit.id)
          : (liveByKey.get(keyOf(edit)) ?? (live.length === 1 ? live[0] : undefined)),
      );
      const editErrors: Record<string, string[]> = {};
      edits.forEach((edit, index) => {
        const target = targets[index];
        // a variant named by id that the new options dropped
        if (!target) editErrors[`variants.${index}.id`] = ['products.unknown_variant'];
        else if (changesPrices(edit) && !compareAtPriceValid(...pricesAfter(target, edit))) {
          editErrors[`variants.${index}.compare_at_price`] = [COMPARE_AT_NOT_ABOVE_PRICE];
        }
      });
      if (Object.keys(editErrors).length > 0) throw invalidFields(editErrors);
      for (const [index, edit] of edits.entries()) {
        const target = targets[index]!;
        const fields = VARIANT_FIELDS(edit);
        if (Object.keys(fields).length === 0) continue;
        await tx
          .update(productVariants)
          .set({ ...fields, updated_at: new Date() })
          .where(and(eq(productVariants.company_id, companyId), eq(productVariants.id, target.id)));
      }

      // 3. The product's own fields and links.
      await updateProductRow(tx, companyId, id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.handle !== undefined ? { handle: input.handle } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.tags !== undefined ? { tags: normalizeTags(input.tags) } : {}),
        ...(input.supplier_id !== undefined ? { supplier_id: input.supplier_id } : {}),
        ...(input.track_inventory !== undefined ? { track_inventory: input.track_inventory } : {}),
        ...(input.image_ids !== undefined ? { featured_media_id: input.image_ids[0] ?? null } : {}),
      });
      if (input.shop_ids !== undefined) await replaceShops(tx, companyId, id, [...new Set(input.shop_ids)]);
      if (input.image_ids !== undefined)
        await replaceImages(tx, companyId, id, [...new Set(input.image_ids)]);
      if (isCompositeType(current.type) && !isCompositeType(type)) {
        // A former bundle keeps no components: were it made a bundle again, they would not come back unasked.
        await replaceComposites(
          tx,
          companyId,
          live.map((v) => v.id),
          [],
        );
      } else if (input.composites !== undefined && isCompositeType(type)) {
        await replaceComposites(
          tx,
          companyId,
          live.map((v) => v.id),
          input.composites,
        );
      }
      await recordEvent(tx, {
        companyId,
        type: 'product.updated',
        subjectId: id,
        actorUserId: actorId,
        payload: { fields: Object.keys(input) },
      });
    });
  } catch (error) {
    mapUniqueViolation(error);
  }
  return getProduct(ctx, scope, id, ALL_INCLUDES);
}

type OptionValue = 'option1' | 'option2' | 'option3';
const OPTION_FIELDS: OptionValue[] = ['option1', 'option2', 'option3'];

/**
 * Which existing variant each regenerated combination keeps: the one with the same option values,
 * else one that fits it once options were added (a missing value takes the new option's first value)
 * or removed (the removed value no longer counts), preferring variants that hold stock.
 */
function matchVariants(
  existing: VariantRow[],
  generated: ReturnType<typeof generateVariants>,
  options: { values: string[] }[],
): (VariantRow | undefined)[] {
  const byKey = new Map(existing.map((v) => [optionKey(v), v]));
  const matched: (VariantRow | undefined)[] = generated.map((g) => byKey.get(optionKey(g)));
  const used = new Set(matched.filter((m): m is VariantRow => !!m).map((m) => m.id));
  const candidates = [...existing].sort((a, b) => Number(b.quantity !== 0) - Number(a.quantity !== 0));
  generated.forEach((g, index) => {
    if (matched[index]) return;
    const fit = candidates.find(
      (v) =>
        !used.has(v.id) &&
        OPTION_FIELDS.every((field, i) => {
          if (g[field] === null) return true;
          if (v[field] === null) return g[field] === options[i]?.values[0];
          return v[field] === g[field];
        }),
    );
    if (fit) {
      matched[index] = fit;
      used.add(fit.id);
    }
  });
  return matched;
}

/** Soft delete of the product and its variants. */
export async function deleteProduct(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findProduct(tx, companyId, id, { lock: true });
    if (!current) throw productNotFound();
    await softDeleteProducts(tx, companyId, [id]);
    await recordEvent(tx, {
      companyId,
      type: 'product.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { title: current.title, handle: current.handle },
    });
  });
}

/**
 * SPEC §9 copy: title + " copy", a new unique handle, status draft, the same options, prices,
 * shops, images and components, variants without SKU or barcode (both must stay unique) and no stock.
 */
export async function copyProduct(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<ProductDto> {
  const { companyId } = scope;
  const copyId = await ctx.db.transaction(async (tx) => {
    const source = await findProduct(tx, companyId, id);
    if (!source) throw productNotFound();
    const [variants, options, images, shops] = await Promise.all([
      variantsOf(tx, companyId, [id]),
      optionsOf(tx, companyId, [id]),
      imagesOf(tx, companyId, [id]),
      shopIdsOf(tx, companyId, [id]),
    ]);
    const first = variants[0];
    const components = first ? ((await componentsOf(tx, companyId, [first.id])).get(first.id) ?? []) : [];
    const inserted = await insertProductGraph(tx, companyId, actorId, {
      title: copyTitle(source.title).slice(0, 255),
      type: source.type,
      status: 'draft',
      description: source.description,
      tags: source.tags,
      supplier_id: source.supplier_id,
      track_inventory: source.track_inventory,
      options: options.map((o) => ({ name: o.name, values: o.values })),
      variants: variants.map((v) => ({
        option1: v.option1,
        option2: v.option2,
        option3: v.option3,
        price: Number(v.price),
        compare_at_price: v.compare_at_price === null ? null : Number(v.compare_at_price),
        cost: v.cost === null ? null : Number(v.cost),
        weight: v.weight_grams,
        reorder_point: v.reorder_point,
      })),
      composites: components.map((c) => ({ variant_id: c.component_variant_id, quantity: c.quantity })),
      shop_ids: shops.get(id) ?? [],
      image_ids: (images.get(id) ?? []).map((image) => image.media_id),
    });
    return inserted.id;
  });
  return getProduct(ctx, scope, copyId, ALL_INCLUDES);
}

/**
 * One action on many of the company's products (ids of other companies or deleted products are
 * skipped); answers how many products changed. One product.updated (or product.deleted) event per
 * changed product, with `bulk: <action>` in its payload.
 */
export async function bulkProducts(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ProductBulk,
): Promise<{ count: number; compare_at_cleared: number }> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const rows = await productsByIds(tx, companyId, input.ids);
    let compareAtCleared = 0;
    const ids = rows.map((row) => row.id);
    let changed: string[] = [];
    switch (input.action) {
      case 'delete':
        changed = await softDeleteProducts(tx, companyId, ids);
        break;
      case 'set_status':
        changed = rows.filter((row) => row.status !== input.status).map((row) => row.id);
        if (changed.length) {
          await tx
            .update(products)
            .set({ status: input.status, updated_at: new Date() })
            .where(and(liveProducts(companyId), inArray(products.id, changed)));
        }
        break;
      case 'add_tags':
      case 'remove_tags': {
        const drop = new Set(input.tags.map((tag) => tag.trim().toLowerCase()));
        for (const row of rows) {
          const tags =
            input.action === 'add_tags'
              ? normalizeTags([...row.tags, ...input.tags])
              : row.tags.filter((tag) => !drop.has(tag.toLowerCase()));
          if (tags.length === row.tags.length && tags.every((tag, i) => tag === row.tags[i])) continue;
          await updateProductRow(tx, companyId, row.id, { tags });
          changed.push(row.id);
        }
        break;
      }
      case 'change_price': {
        const change =
          input.percent !== undefined ? { percent: input.percent } : { amount: input.amount ?? 0 };
        const variants = await variantsOf(tx, companyId, ids);
        const touched = new Set<string>();
        const now = new Date();
        const repriced: { id: string; price: number; compare_at_price: number | null }[] = [];
        for (const variant of variants) {
          const before = {
            price: Number(variant.price),
            compare_at_price: variant.compare_at_price === null ? null : Number(variant.compare_at_price),
          };
          const after = repriceVariant(before, change);
          if (after.price === before.price) continue;
          if (after.compare_at_price !== before.compare_at_price) compareAtCleared++;
          repriced.push({ id: variant.id, ...after });
          touched.add(variant.product_id);
        }
        // One UPDATE … FROM (VALUES …) per 1,000 variants rather than one statement per variant.
        for (let start = 0; start < repriced.length; start += 1000) {
          const rows = repriced
            .slice(start, start + 1000)
            .map((r) => sql`(${r.id}::uuid, ${r.price}::bigint, ${r.compare_at_price}::bigint)`);
          await tx.execute(sql`update product_variants as pv
            set price = x.price, compare_at_price = x.compare_at_price, updated_at = now()
            from (values ${sql.join(rows, sql`, `)}) as x(id, price, compare_at_price)
            where pv.id = x.id and pv.company_id = ${companyId}`);
        }
        changed = ids.filter((id) => touched.has(id));
        if (changed.length) {
          await tx
            .update(products)
            .set({ updated_at: now })
            .where(and(liveProducts(companyId), inArray(products.id, changed)));
        }
        break;
      }
    }
    for (const productId of changed) {
      await recordEvent(tx, {
        companyId,
        type: input.action === 'delete' ? 'product.deleted' : 'product.updated',
        subjectId: productId,
        actorUserId: actorId,
        payload: { bulk: input.action },
      });
    }
    return { count: changed.length, compare_at_cleared: compareAtCleared };
  });
}

export type { VariantDto };
