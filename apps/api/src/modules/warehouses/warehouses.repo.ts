import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  products,
  productVariants,
  shopWarehouses,
  stockBalances,
  stockCounts,
  stockTransfers,
  warehouses,
} from '../../db/schema/index.ts';
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

/**
 * The live warehouse; `lock` takes it FOR UPDATE (a deletion): stock postings read their warehouses
 * FOR KEY SHARE (stock-ledger.ts), so none can slip into a warehouse between the deletion's checks
 * and its commit.
 */
export async function findWarehouse(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WarehouseRow | null> {
  const query = db
    .select()
    .from(warehouses)
    .where(and(live(companyId), eq(warehouses.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Where goods coming back from a sale (its cancellation, an approved return) go: the warehouse the sale left
 * from while it exists, archived included (its stock still counts there); once deleted, the company's default
 * warehouse, which is never deleted nor archived (docs/decisions.md).
 */
export async function restockWarehouse(
  db: Executor,
  companyId: string,
  warehouseId: string,
): Promise<string> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(live(companyId), or(eq(warehouses.id, warehouseId), eq(warehouses.is_default, true))))
    .orderBy(desc(sql`${warehouses.id} = ${warehouseId}`))
    .limit(1);
  return row?.id ?? warehouseId;
}

/** How many live warehouses the company has. */
export async function countLiveWarehouses(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(warehouses).where(live(companyId));
  return Number(row?.n ?? 0);
}

/**
 * The stock a warehouse holds of live products: units in positive balances, units below zero in
 * negative ones (a warehouse allowed to sell below zero), and how many variants hold either.
 */
export async function heldStock(
  db: Executor,
  companyId: string,
  warehouseId: string,
): Promise<{ units: number; below: number; variants: number }> {
  const [row] = await db
    .select({
      units: sql<string>`coalesce(sum(${stockBalances.quantity}) filter (where ${stockBalances.quantity} > 0), 0)`,
      below: sql<string>`coalesce(-sum(${stockBalances.quantity}) filter (where ${stockBalances.quantity} < 0), 0)`,
      variants: sql<string>`count(*) filter (where ${stockBalances.quantity} <> 0)`,
    })
    .from(stockBalances)
    .innerJoin(productVariants, eq(productVariants.id, stockBalances.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(stockBalances.company_id, companyId),
        eq(stockBalances.warehouse_id, warehouseId),
        isNull(productVariants.deleted_at),
        isNull(products.deleted_at),
      ),
    );
  return {
    units: Number(row?.units ?? 0),
    below: Number(row?.below ?? 0),
    variants: Number(row?.variants ?? 0),
  };
}

/** The transfers from or to the warehouse in `status` (not deleted), oldest first. */
export async function transfersThrough(
  db: Executor,
  companyId: string,
  warehouseId: string,
  status: 'draft' | 'in_transit',
): Promise<{ number: number; created_at: Date }[]> {
  return db
    .select({ number: stockTransfers.number, created_at: stockTransfers.created_at })
    .from(stockTransfers)
    .where(
      and(
        eq(stockTransfers.company_id, companyId),
        isNull(stockTransfers.deleted_at),
        eq(stockTransfers.status, status),
        or(
          eq(stockTransfers.from_warehouse_id, warehouseId),
          eq(stockTransfers.to_warehouse_id, warehouseId),
        ),
      ),
    )
    .orderBy(asc(stockTransfers.created_at), asc(stockTransfers.number));
}

/** The count sheets of the warehouse still open (draft: neither applied nor cancelled), oldest first. */
export async function openCounts(
  db: Executor,
  companyId: string,
  warehouseId: string,
): Promise<{ number: number; created_at: Date }[]> {
  return db
    .select({ number: stockCounts.number, created_at: stockCounts.created_at })
    .from(stockCounts)
    .where(
      and(
        eq(stockCounts.company_id, companyId),
        isNull(stockCounts.deleted_at),
        eq(stockCounts.status, 'draft'),
        eq(stockCounts.warehouse_id, warehouseId),
      ),
    )
    .orderBy(asc(stockCounts.created_at), asc(stockCounts.number));
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
