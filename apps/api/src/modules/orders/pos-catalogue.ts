import { POS_CATALOGUE_DELTA_MAX_AGE_MS, type PosCataloguePage } from '@comptoir/core';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  selectWithProduct,
  sellableVariants,
  toVariantDtos,
  type VariantWithProduct,
} from '../products/product-variants.service.ts';
import { saleWarehouse, warehouseQuantities } from './pos.repo.ts';

/**
 * A delta goes back this far before `changed_since`: a write stamps `updated_at` before it commits (a stock movement
 * with its transaction's start, `now()`), so a change still uncommitted when the previous snapshot was read carries a
 * time before that snapshot's `generated_at`. Sending a few changes twice costs little; applying one is idempotent.
 */
export const CATALOGUE_DELTA_OVERLAP_MS = 5 * 60_000;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The time a delta starts from: `changed_since` as an ISO 8601 date-time (else 422), neither in the future nor older
 * than 30 days (else 409 snapshot_expired: the device downloads the whole catalogue again).
 */
export function deltaStart(changedSince: string, now: Date): Date {
  const time = isoDateTime.safeParse(changedSince).success ? new Date(changedSince) : null;
  if (!time || Number.isNaN(time.getTime())) {
    throw new AppError(
      'validation_failed',
      {},
      { changed_since: ['orders.catalogue_changed_since_invalid'] },
    );
  }
  if (time > now || now.getTime() - time.getTime() > POS_CATALOGUE_DELTA_MAX_AGE_MS) {
    throw new AppError('snapshot_expired');
  }
  return new Date(time.getTime() - CATALOGUE_DELTA_OVERLAP_MS);
}

/**
 * The company's variants that may read differently since `since`: the variant written (an edit, a stock movement, a
 * deletion), its product written (title, status, tags, deletion…), or, for a bundle or menu, one of its components
 * written (its quantity comes from theirs). Each branch walks a (company_id, updated_at) index.
 */
function changedVariantIds(companyId: string, since: Date): SQL {
  const after = sql`${since.toISOString()}::timestamptz`;
  return sql`(
    select v.id from product_variants v where v.company_id = ${companyId} and v.updated_at > ${after}
    union
    select v.id from products p join product_variants v on v.product_id = p.id
      where p.company_id = ${companyId} and p.updated_at > ${after}
    union
    select cs.variant_id from product_variants c join composite_stocks cs on cs.component_variant_id = c.id
      where c.company_id = ${companyId} and c.updated_at > ${after}
  )`;
}

/**
 * `GET /pos/catalogue`: one page of the company's sellable variants (live, of live active products), each with its
 * product (a bundle or menu with its components), by id after the keyset cursor `after`. With `since`, only the variants changed since then: the sellable ones
 * in `data`, the others' ids in `meta.removed`, both counting towards `limit`. One statement for the page; bundles and
 * menus then get their quantity from their components, as the quick picks do.
 */
export async function posCataloguePage(
  ctx: AppContext,
  scope: Scope,
  page: { after: string | undefined; limit: number; since?: Date },
): Promise<PosCataloguePage> {
  // Read before the page: whatever changes after this moment, the device learns of on a later snapshot.
  const generatedAt = new Date().toISOString();
  const { companyId } = scope;
  const cursor = page.after ? gt(productVariants.id, page.after) : undefined;
  let rows: VariantWithProduct[];
  let removed: string[] = [];
  let last: string | undefined;
  if (page.since) {
    const changed = await ctx.db
      .select({
        variant: productVariants,
        product: { id: products.id, title: products.title, type: products.type },
        sellable: sql<boolean>`coalesce(${sellableVariants(companyId)}, false)`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          eq(productVariants.company_id, companyId),
          sql`${productVariants.id} in ${changedVariantIds(companyId, page.since)}`,
          cursor,
        ),
      )
      .orderBy(asc(productVariants.id))
      .limit(page.limit);
    rows = changed.filter((row) => row.sellable) as VariantWithProduct[];
    removed = changed.filter((row) => !row.sellable).map((row) => row.variant.id);
    last = changed.length === page.limit ? changed.at(-1)?.variant.id : undefined;
  } else {
    const sellable = sellableVariants(companyId);
    rows = (await selectWithProduct(ctx.db, cursor ? and(sellable, cursor) : sellable)
      .orderBy(asc(productVariants.id))
      .limit(page.limit)) as VariantWithProduct[];
    last = rows.length === page.limit ? rows.at(-1)?.variant.id : undefined;
  }
  // A bundle's or menu's components come with it (read already for its quantity: no further statement), so the device
  // can take a waiting sale of it from their figures offline, and a waiting sale of them from its own.
  const dtos = await toVariantDtos(ctx.db, scope, rows, { withProduct: true, withComponents: true });
  // What the counter's own warehouse holds, by GET /pos/stock's rule, so the device can warn of a shortfall offline.
  const warehouse = await saleWarehouse(ctx.db, scope);
  const levels = warehouse
    ? await warehouseQuantities(
        ctx.db,
        companyId,
        warehouse.id,
        dtos.map((dto) => dto.id),
        // the DTOs carry their components already (withComponents): not read a second time
        new Map(dtos.flatMap((dto) => (dto.components?.length ? [[dto.id, dto.components] as const] : []))),
      )
    : null;
  const data = dtos.map((dto) => {
    const level = levels?.get(dto.id);
    return { ...dto, sale_stock: level?.tracked ? level.quantity : null };
  });
  return {
    data,
    meta: { next_after: last ?? null, generated_at: generatedAt, removed, sale_warehouse: warehouse },
  };
}
