import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shopWarehouses, warehouses } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseInsert = Omit<
  typeof warehouses.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at'
>;

export const warehouseListSpec: ListSpec = {
  filters: {
    is_active: { column: warehouses.is_active, type: 'boolean' },
    is_default: { column: warehouses.is_default, type: 'boolean' },
    allow_negative_stock: { column: warehouses.allow_negative_stock, type: 'boolean' },
  },
  sorts: { created_at: warehouses.created_at, name: warehouses.name, code: warehouses.code },
  tieBreaker: warehouses.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(warehouses.name), warehouses.code, folded(warehouses.city)],
};

const live = (companyId: string) =>
  and(eq(warehouses.company_id, companyId), isNull(warehouses.deleted_at)) as SQL;

export async function listWarehouses(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<WarehouseRow>> {
  return paginate(
    db,
    { table: warehouses, scope: live(companyId), query, counted: { companyId, tableName: 'warehouses' } },
    (where, limit, offset) =>
      db
        .select()
        .from(warehouses)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findWarehouse(
  db: Executor,
  companyId: string,
  id: string,
): Promise<WarehouseRow | null> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(live(companyId), eq(warehouses.id, id)))
    .limit(1);
  return row ?? null;
}

/** Which of `codes` are used by live warehouses of the company (other than `exceptId`). */
export async function takenCodes(
  db: Executor,
  companyId: string,
  codes: string[],
  exceptId?: string,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(
      and(
        live(companyId),
        inArray(warehouses.code, codes),
        exceptId ? ne(warehouses.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export async function insertWarehouse(
  tx: Executor,
  companyId: string,
  values: WarehouseInsert,
): Promise<WarehouseRow> {
  const [row] = await tx
    .insert(warehouses)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateWarehouse(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<WarehouseInsert>,
): Promise<WarehouseRow> {
  const [row] = await tx
    .update(warehouses)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(warehouses.id, id)))
    .returning();
  return row!;
}

/** Clears the default flag on every other warehouse of the company; returns the ids that lost it. */
export async function clearDefaultWarehouse(
  tx: Executor,
  companyId: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await tx
    .update(warehouses)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(live(companyId), eq(warehouses.is_default, true), ne(warehouses.id, exceptId)))
    .returning({ id: warehouses.id });
  return rows.map((r) => r.id);
}

export async function softDeleteWarehouse(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(warehouses)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(warehouses.id, id)));
}

/** Removes the warehouse from every shop that sells from it; returns those shops' ids. */
export async function unlinkWarehouse(
  tx: Executor,
  companyId: string,
  warehouseId: string,
): Promise<string[]> {
  const rows = await tx
    .delete(shopWarehouses)
    .where(and(eq(shopWarehouses.company_id, companyId), eq(shopWarehouses.warehouse_id, warehouseId)))
    .returning({ shop_id: shopWarehouses.shop_id });
  return rows.map((r) => r.shop_id);
}
