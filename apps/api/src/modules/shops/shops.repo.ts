import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, shops, shopWarehouses, userShops, warehouses } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type ShopRow = typeof shops.$inferSelect;
export type ShopInsert = Omit<typeof shops.$inferInsert, 'id' | 'company_id' | 'created_at' | 'updated_at'>;
export interface WarehouseRef {
  id: string;
  name: string;
  code: string;
}

export const shopListSpec: ListSpec = {
  filters: {
    is_active: { column: shops.is_active, type: 'boolean' },
    is_default: { column: shops.is_default, type: 'boolean' },
  },
  sorts: { created_at: shops.created_at, name: shops.name },
  tieBreaker: shops.id,
  defaultSort: '-created_at',
  includes: ['warehouses'],
  searchColumns: [folded(shops.name), shops.slug, folded(shops.city)],
};

const live = (companyId: string) => and(eq(shops.company_id, companyId), isNull(shops.deleted_at));

/** One page of the company's shops; `onlyIds` narrows it to the shops a bound user may reach. */
export async function listShops(
  db: Executor,
  companyId: string,
  query: ListQuery,
  onlyIds: string[] | null,
): Promise<Page<ShopRow>> {
  const scope = and(live(companyId), onlyIds ? inArray(shops.id, onlyIds) : undefined) as SQL;
  return paginate(
    db,
    // The row counter holds the company's total, which is wrong once the list is narrowed to some shops.
    { table: shops, scope, query, counted: onlyIds ? null : { companyId, tableName: 'shops' } },
    (where, limit, offset) =>
      db
        .select()
        .from(shops)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findShop(db: Executor, companyId: string, id: string): Promise<ShopRow | null> {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(live(companyId), eq(shops.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises changes of the company's default shop or warehouse: without it two concurrent
 * "make default" requests could each clear the old default and leave two defaults.
 */
export async function lockCompanyDefaults(tx: Executor, companyId: string): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}

/** Which of `slugs` are used by live shops of the company (other than `exceptId`). */
export async function takenSlugs(
  db: Executor,
  companyId: string,
  slugs: string[],
  exceptId?: string,
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(and(live(companyId), inArray(shops.slug, slugs), exceptId ? ne(shops.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.slug));
}

export async function insertShop(tx: Executor, companyId: string, values: ShopInsert): Promise<ShopRow> {
  const [row] = await tx
    .insert(shops)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateShop(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<ShopInsert>,
): Promise<ShopRow> {
  const [row] = await tx
    .update(shops)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(shops.id, id)))
    .returning();
  return row!;
}

/** Clears the default flag on every other shop of the company; returns the ids that lost it. */
export async function clearDefaultShop(tx: Executor, companyId: string, exceptId: string): Promise<string[]> {
  const rows = await tx
    .update(shops)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(live(companyId), eq(shops.is_default, true), ne(shops.id, exceptId)))
    .returning({ id: shops.id });
  return rows.map((r) => r.id);
}

export async function softDeleteShop(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(shops)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(shops.id, id)));
}

/** Staff assignments to the shop go with it. */
export async function deleteUserShops(tx: Executor, companyId: string, shopId: string): Promise<void> {
  await tx.delete(userShops).where(and(eq(userShops.company_id, companyId), eq(userShops.shop_id, shopId)));
}

/** Which of `ids` are live warehouses of the company. */
export async function existingWarehouseIds(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(eq(warehouses.company_id, companyId), isNull(warehouses.deleted_at), inArray(warehouses.id, ids)),
    );
  return new Set(rows.map((r) => r.id));
}

export async function defaultWarehouseId(db: Executor, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.company_id, companyId),
        isNull(warehouses.deleted_at),
        eq(warehouses.is_default, true),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Rewrites the shop's warehouse links to exactly `warehouseIds`. */
export async function replaceShopWarehouses(
  tx: Executor,
  companyId: string,
  shopId: string,
  warehouseIds: string[],
): Promise<void> {
  await tx
    .delete(shopWarehouses)
    .where(and(eq(shopWarehouses.company_id, companyId), eq(shopWarehouses.shop_id, shopId)));
  if (warehouseIds.length === 0) return;
  await tx
    .insert(shopWarehouses)
    .values(warehouseIds.map((warehouse_id) => ({ company_id: companyId, shop_id: shopId, warehouse_id })));
}

/** The live warehouses linked to each of `shopIds` (shops without links get an empty list). */
export async function warehousesOfShops(
  db: Executor,
  companyId: string,
  shopIds: string[],
): Promise<Map<string, WarehouseRef[]>> {
  const byShop = new Map<string, WarehouseRef[]>(shopIds.map((id) => [id, []]));
  if (shopIds.length === 0) return byShop;
  const rows = await db
    .select({
      shop_id: shopWarehouses.shop_id,
      id: warehouses.id,
      name: warehouses.name,
      code: warehouses.code,
    })
    .from(shopWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, shopWarehouses.warehouse_id))
    .where(
      and(
        eq(shopWarehouses.company_id, companyId),
        eq(warehouses.company_id, companyId),
        inArray(shopWarehouses.shop_id, shopIds),
        isNull(warehouses.deleted_at),
      ),
    )
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  for (const { shop_id, ...ref } of rows) byShop.get(shop_id)?.push(ref);
  return byShop;
}
