import {
  COMPARE_AT_NOT_ABOVE_PRICE,
  compareAtPriceValid,
  isCompositeType,
  MAX_PINNED_TILES,
  PRODUCT_TYPES,
  type VariantUpdate,
} from '@comptoir/core';
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { posPinnedVariants } from '../../db/schema/pos-tiles.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, type ListSpec, parseListQuery } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { containsPattern, escapeLike, foldedContains, storedFoldContains } from '../../lib/text-search.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { canSeeCost } from '../stock/stock.service.ts';
import { toVariantDto, type VariantDto } from './products.dto.ts';
import {
  componentsOf,
  compositeQuantities,
  liveVariants,
  type VariantRow,
  variantLowSql,
} from './products.repo.ts';
import { assertCostAllowed, changesPrices, pricesAfter } from './products.service.ts';
import { lockVariantCodes, skuInAnyCase, takenBarcodes, takenSkus } from './variant-codes.ts';

/** A variant row with the little of its product a sale screen shows. */
export interface VariantWithProduct {
  variant: VariantRow;
  product: { id: string; title: string; type: string };
}

const variantNotFound = () => new AppError('not_found', { resource: 'resource.variant' });
const skuTaken = () => new AppError('duplicate', { field: 'field.sku' }, { sku: ['products.sku_taken'] });

export const variantListSpec: ListSpec = {
  filters: { product_id: { column: productVariants.product_id, type: 'uuid' } },
  sorts: {
    created_at: productVariants.created_at,
    sku: productVariants.sku,
    price: productVariants.price,
    quantity: productVariants.quantity,
    title: productVariants.title,
  },
  tieBreaker: productVariants.id,
  defaultSort: '-created_at',
  includes: ['product'],
  searchColumns: [],
};

const productType = sql`(select p.type from products p where p.id = ${productVariants.product_id})`;
const productTracked = sql`(select p.track_inventory from products p where p.id = ${productVariants.product_id})`;

/**
 * `GET /product-variants`: filter[product_id], filter[product_type] (comma-separated), filter[low_stock]=true|false (core isVariantLowStock:
 * tracked, at or below the reorder point over every warehouse, bundles from their components), search (product title or variant title contains, SKU
 * contains, barcode starts with), sort created_at|sku|price|quantity|title, include=product.
 */
export function parseVariantListQuery(companyId: string, raw: Record<string, unknown>): ListQuery {
  const { 'filter[low_stock]': lowStock, 'filter[product_type]': types, ...rest } = raw;
  const query = parseListQuery(rest, variantListSpec);
  const conditions: SQL[] = [];
  if (types !== undefined) {
    // The bundle editor asks for the variants that can be components: filter[product_type]=physical_goods,…
    const values = typeof types === 'string' ? types.split(',').map((v) => v.trim()) : [];
    if (values.length === 0 || !values.every((v) => (PRODUCT_TYPES as readonly string[]).includes(v))) {
      throw new AppError('invalid_parameter', { parameter: 'filter[product_type]' });
    }
    conditions.push(
      sql`${productType} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  if (lowStock !== undefined) {
    if (typeof lowStock !== 'string' || !['true', 'false', '1', '0'].includes(lowStock)) {
      throw new AppError('invalid_parameter', { parameter: 'filter[low_stock]' });
    }
    const low = variantLowSql({
      id: sql`${productVariants.id}`,
      quantity: sql`${productVariants.quantity}`,
      reorderPoint: sql`${productVariants.reorder_point}`,
      productType,
      trackInventory: productTracked,
    });
    conditions.push(lowStock === 'true' || lowStock === '1' ? low : sql`not ${low}`);
  }
  if (typeof raw.search === 'string' && raw.search.trim() !== '') {
    // Titles ignoring accents and case ("creme" finds "Crème brûlée"); SKU and barcode as typed.
    const text = raw.search.trim();
    conditions.push(
      or(
        sql`exists (select 1 from products p where p.id = ${productVariants.product_id}
          and p.company_id = ${companyId} and ${storedFoldContains(sql`p.search_title`, text)})`,
        foldedContains(productVariants.title, text),
        ilike(productVariants.sku, containsPattern(text)),
        ilike(productVariants.barcode, `${escapeLike(text)}%`),
      )!,
    );
  }
  if (conditions.length === 0) return query;
  return { ...query, where: and(query.where, ...conditions), narrowed: true };
}

/** Live or not: `where` says which variants (liveVariants, sellableVariants). */
export function selectWithProduct(db: Executor, where: SQL | undefined) {
  return db
    .select({
      variant: productVariants,
      product: { id: products.id, title: products.title, type: products.type },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(where);
}

/** DTOs with bundle quantities computed from their components (and the components listed); cost with products.cost. */
export async function toVariantDtos(
  db: Executor,
  scope: Scope,
  rows: VariantWithProduct[],
  options: { withProduct: boolean; withComponents: boolean },
): Promise<VariantDto[]> {
  const compositeIds = rows.filter((r) => isCompositeType(r.product.type)).map((r) => r.variant.id);
  const components = await componentsOf(db, scope.companyId, compositeIds);
  for (const id of compositeIds) if (!components.has(id)) components.set(id, []);
  const computed = compositeQuantities(components);
  const showCost = canSeeCost(scope);
  return rows.map((r) =>
    toVariantDto(r.variant, {
      showCost,
      computed,
      components: options.withComponents && isCompositeType(r.product.type) ? components : undefined,
      product: options.withProduct ? r.product : undefined,
    }),
  );
}

export async function listVariants(
  ctx: AppContext,
  scope: Scope,
  raw: Record<string, unknown>,
): Promise<{ data: VariantDto[]; meta: Page<unknown>['meta'] }> {
  const query = parseVariantListQuery(scope.companyId, raw);
  const page = await paginate(
    ctx.db,
    { table: productVariants, scope: liveVariants(scope.companyId), query, counted: null },
    async (where, limit, offset) =>
      selectWithProduct(ctx.db, where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset) as unknown as VariantWithProduct[],
  );
  return {
    data: await toVariantDtos(ctx.db, scope, page.rows, {
      withProduct: query.includes.has('product'),
      withComponents: false,
    }),
    meta: page.meta,
  };
}

async function findVariant(db: Executor, companyId: string, id: string): Promise<VariantWithProduct | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await selectWithProduct(db, and(liveVariants(companyId), eq(productVariants.id, id))).limit(
    1,
  );
  return (row as VariantWithProduct | undefined) ?? null;
}

export async function getVariant(ctx: AppContext, scope: Scope, id: string): Promise<VariantDto> {
  const found = await findVariant(ctx.db, scope.companyId, id);
  if (!found) throw variantNotFound();
  const [dto] = await toVariantDtos(ctx.db, scope, [found], { withProduct: true, withComponents: true });
  return dto!;
}

/**
 * Barcode scanning: the live variant whose barcode is exactly `code` (first), else whose SKU is `code`
 * in any case (as typed first, e.g. "sav-noir" finds "SAV-NOIR"). The code as typed, in capitals and
 * in small letters are probed on the (company_id, sku) and (company_id, barcode) indexes; only a
 * mixed-case SKU ("Sav-Noir") is left to the case-insensitive match, on the SKU trigram index.
 */
export async function lookupVariant(ctx: AppContext, scope: Scope, code: string): Promise<VariantDto> {
  const text = code.trim();
  const first = async (match: SQL) =>
    (
      await selectWithProduct(ctx.db, and(liveVariants(scope.companyId), match))
        .orderBy(
          desc(sql`${productVariants.barcode} = ${text}`),
          desc(sql`${productVariants.sku} = ${text}`),
          asc(productVariants.created_at),
        )
        .limit(1)
    )[0] as VariantWithProduct | undefined;
  const cases = [...new Set([text, text.toUpperCase(), text.toLowerCase()])];
  const found =
    (await first(or(eq(productVariants.barcode, text), inArray(productVariants.sku, cases))!)) ??
    (await first(skuInAnyCase(scope.companyId, [text.toLowerCase()])));
  if (!found) throw variantNotFound();
  const [dto] = await toVariantDtos(ctx.db, scope, [found], { withProduct: true, withComponents: true });
  return dto!;
}

/** PATCH one variant: price, compare_at_price, cost (products.cost), sku, barcode, weight, reorder_point. */
export async function updateVariant(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: VariantUpdate,
): Promise<VariantDto> {
  const { companyId } = scope;
  assertCostAllowed(scope, [input], '');
  try {
    await ctx.db.transaction(async (tx) => {
      const barcode = input.barcode === undefined ? undefined : input.barcode?.trim() || null;
      const sku = input.sku === undefined ? undefined : input.sku?.trim() || null;
      if (barcode || sku) await lockVariantCodes(tx, companyId);
      const found = await findVariant(tx, companyId, id);
      if (!found) throw variantNotFound();
      if (changesPrices(input) && !compareAtPriceValid(...pricesAfter(found.variant, input))) {
        throw new AppError('validation_failed', {}, { compare_at_price: [COMPARE_AT_NOT_ABOVE_PRICE] });
      }
      if (sku && sku !== found.variant.sku && (await takenSkus(tx, companyId, [sku], [id])).size > 0) {
        throw skuTaken();
      }
      if (
        barcode &&
        barcode !== found.variant.barcode &&
        (await takenBarcodes(tx, companyId, [barcode], [id])).size > 0
      ) {
        throw new AppError('duplicate', { field: 'field.barcode' }, { barcode: ['products.barcode_taken'] });
      }
      const fields = {
        ...(input.price !== undefined ? { price: input.price } : {}),
        ...(input.compare_at_price !== undefined ? { compare_at_price: input.compare_at_price } : {}),
        ...(input.cost !== undefined ? { cost: input.cost } : {}),
        ...(sku !== undefined ? { sku } : {}),
        ...(barcode !== undefined ? { barcode } : {}),
        ...(input.weight !== undefined ? { weight_grams: input.weight } : {}),
        ...(input.reorder_point !== undefined ? { reorder_point: input.reorder_point } : {}),
      };
      const now = new Date();
      await tx
        .update(productVariants)
        .set({ ...fields, updated_at: now })
        .where(and(eq(productVariants.company_id, companyId), eq(productVariants.id, id)));
      await tx
        .update(products)
        .set({ updated_at: now })
        .where(and(eq(products.company_id, companyId), inArray(products.id, [found.product.id])));
      await recordEvent(tx, {
        companyId,
        type: 'product.updated',
        subjectId: found.product.id,
        actorUserId: actorId,
        payload: { variant_id: id, fields: Object.keys(input) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_company_sku_uq')) throw skuTaken();
    throw error;
  }
  return getVariant(ctx, scope, id);
}

/** A quick pick: a variant with its product, `pinned` when the shop fixed it to its counter. */
export type QuickPickDto = VariantDto & { pinned: boolean };

/** Variants a sale may take now: live, of a live, active product. */
export const sellableVariants = (companyId: string) =>
  and(liveVariants(companyId), eq(products.status, 'active'), isNull(products.deleted_at));

/** The shop's pinned variants that can be sold now (live variant, live active product), in their order. */
function pinnedRows(db: Executor, companyId: string, shopId: string, limit: number) {
  return db
    .select({
      variant: productVariants,
      product: { id: products.id, title: products.title, type: products.type },
    })
    .from(posPinnedVariants)
    .innerJoin(productVariants, eq(productVariants.id, posPinnedVariants.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(posPinnedVariants.company_id, companyId),
        eq(posPinnedVariants.shop_id, shopId),
        sellableVariants(companyId),
      ),
    )
    .orderBy(asc(posPinnedVariants.position))
    .limit(limit) as Promise<VariantWithProduct[]>;
}

/** `GET /pos/pinned-variants`: the shop's pinned tiles, each with its product; a deleted or non-active one is left out. */
export async function pinnedVariants(ctx: AppContext, scope: Scope, shopId: string): Promise<VariantDto[]> {
  const rows = await pinnedRows(ctx.db, scope.companyId, shopId, MAX_PINNED_TILES);
  return toVariantDtos(ctx.db, scope, rows, { withProduct: true, withComponents: false });
}

/**
 * The point of sale's quick picks: the variants the shop pinned, in their order, then those it sold most over the
 * last 30 days (units less returns, from the analytics rollup `product_sales_daily`), then the variants of the
 * newest products, up to `limit` and each once; only live variants of live, active products. A new shop still
 * gets a grid to tap.
 */
export async function quickPickVariants(
  ctx: AppContext,
  scope: Scope,
  shopId: string | null,
  limit: number,
): Promise<QuickPickDto[]> {
  const { companyId } = scope;
  const sellable = sellableVariants(companyId);
  const pinned = shopId ? await pinnedRows(ctx.db, companyId, shopId, limit) : [];
  const picks = [...pinned];
  const pinnedIds = new Set(pinned.map((pick) => pick.variant.id));
  // Twice what is left: some best sellers may since have been archived or deleted, or be pinned.
  const best =
    shopId && picks.length < limit
      ? await queryRows<{ variant_id: string }>(
          ctx.db,
          sql`select s.variant_id from product_sales_daily s
          where s.company_id = ${companyId} and s.shop_id = ${shopId} and s.day >= current_date - 30
          group by s.variant_id
          having sum(s.units - s.units_returned) > 0
          order by sum(s.units - s.units_returned) desc, s.variant_id
          limit ${(limit - picks.length) * 2 + pinned.length}`,
        )
      : [];
  const ranked = best.map((row) => row.variant_id).filter((id) => !pinnedIds.has(id));
  const sold = ranked.length
    ? ((await selectWithProduct(
        ctx.db,
        and(sellable, inArray(productVariants.id, ranked)),
      )) as VariantWithProduct[])
    : [];
  const rank = new Map(ranked.map((id, index) => [id, index]));
  picks.push(
    ...sold.sort((a, b) => rank.get(a.variant.id)! - rank.get(b.variant.id)!).slice(0, limit - picks.length),
  );
  if (picks.length < limit) {
    const taken = picks.map((pick) => pick.variant.id);
    const newest = (await selectWithProduct(
      ctx.db,
      taken.length ? and(sellable, notInArray(productVariants.id, taken)) : sellable,
    )
      .orderBy(
        desc(products.created_at),
        desc(products.id),
        asc(productVariants.position),
        asc(productVariants.id),
      )
      .limit(limit - picks.length)) as VariantWithProduct[];
    picks.push(...newest);
  }
  const dtos = await toVariantDtos(ctx.db, scope, picks, { withProduct: true, withComponents: false });
  return dtos.map((dto) => ({ ...dto, pinned: pinnedIds.has(dto.id) }));
}
