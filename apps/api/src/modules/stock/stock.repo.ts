import { listMeta, STOCK_REASONS } from '@comptoir/core';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import {
  products,
  productVariants,
  rowCounts,
  stockBalances,
  stockCountLines,
  stockCounts,
  stockMovements,
  stockTransferLines,
  stockTransfers,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import {
  cappedTotal,
  folded,
  type ListQuery,
  type ListSpec,
  queryCountCap,
  storedFold,
} from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import { variantLowSql } from '../products/products.repo.ts';

/** The variant columns every stock row shows. */
export const variantColumns = {
  variant_id: productVariants.id,
  product_id: products.id,
  product_title: products.title,
  variant_title: productVariants.title,
  sku: productVariants.sku,
  barcode: productVariants.barcode,
};

const liveVariant = and(isNull(productVariants.deleted_at), isNull(products.deleted_at));

/**
 * One page of a joined list: the page and a capped count over the same joins (lib/paginate counts one
 * table only). `total` is the row counter's figure when given and nothing narrows the list.
 */
async function joinedPage<T>(
  query: ListQuery,
  selectPage: (limit: number, offset: number) => Promise<T[]>,
  /** the rows counted up to `cap` + 1 */
  countRows: (cap: number) => Promise<number>,
  counter?: () => Promise<number>,
): Promise<Page<T>> {
  const cap = queryCountCap(query);
  const [rows, n] = await Promise.all([
    selectPage(query.perPage, (query.page - 1) * query.perPage),
    !query.narrowed && counter ? counter() : countRows(cap),
  ]);
  const { total, exact } = cappedTotal(n, cap);
  return { rows, meta: { ...listMeta(query.page, query.perPage, total, rows.length), total_exact: exact } };
}

/** Rows of a joined query, counted up to `cap` + 1. */
async function cappedCount(
  db: Executor,
  joined: { limit(n: number): { as(name: string): unknown } },
  cap: number,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(joined.limit(cap + 1).as('capped') as never);
  return (row as { n: number } | undefined)?.n ?? 0;
}

async function rowCounter(db: Executor, companyId: string, tableName: string): Promise<number> {
  const [row] = await db
    .select({ count: rowCounts.count })
    .from(rowCounts)
    .where(and(eq(rowCounts.company_id, companyId), eq(rowCounts.table_name, tableName)));
  return row?.count ?? 0;
}

// ---------- stock documents (counts, transfers) ----------

/** A stock document's select over its joins, as drizzle builds it (the fields of one row: `R`). */
interface DocumentSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
    limit(limit: number): PromiseLike<R[]> & {
      for(strength: 'update', config: { of: typeof stockCounts | typeof stockTransfers }): PromiseLike<R[]>;
    };
  };
}

interface StockDocument<R, T> {
  table: typeof stockCounts | typeof stockTransfers;
  /** its table_name in row_counts */
  counter: 'stock_counts' | 'stock_transfers';
  from: (db: Executor) => DocumentSelect<R>;
  toRow: (fields: R) => T;
}

/**
 * One page of a document list: the page over its joins, and the count, capped, over its table alone
 * (the list's filters and search name only its columns), or the row counter's figure when nothing narrows.
 */
async function documentPage<R, T>(
  db: Executor,
  companyId: string,
  query: ListQuery,
  document: StockDocument<R, T>,
): Promise<Page<T>> {
  const { table } = document;
  const where = and(eq(table.company_id, companyId), isNull(table.deleted_at), query.where);
  return joinedPage(
    query,
    async (limit, offset) =>
      (
        await document
          .from(db)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(document.toRow),
    (cap) => cappedCount(db, db.select({ one: sql`1` }).from(table).where(where), cap),
    () => rowCounter(db, companyId, document.counter),
  );
}

/** The company's live document `id`, or null; `lock` holds its row (only its own) FOR UPDATE. */
async function findDocument<R, T>(
  db: Executor,
  companyId: string,
  id: string,
  lock: boolean,
  document: StockDocument<R, T>,
): Promise<T | null> {
  const { table } = document;
  const query = document
    .from(db)
    .where(and(eq(table.company_id, companyId), eq(table.id, id), isNull(table.deleted_at)))
    .limit(1);
  const rows = lock ? await query.for('update', { of: table }) : await query;
  return rows[0] ? document.toRow(rows[0]) : null;
}

// ---------- warehouses, variants ----------

/**
 * The live warehouses of `ids`. `keyShare` holds them FOR KEY SHARE until the transaction ends: a
 * deletion (FOR UPDATE) waits for a document that names them to be written, then sees it; or the
 * document, having waited for the deletion, no longer finds its warehouse.
 */
export async function findWarehouses(
  db: Executor,
  companyId: string,
  ids: string[],
  options: { keyShare?: boolean } = {},
) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      is_active: warehouses.is_active,
      allow_negative_stock: warehouses.allow_negative_stock,
    })
    .from(warehouses)
    .where(
      and(eq(warehouses.company_id, companyId), inArray(warehouses.id, ids), isNull(warehouses.deleted_at)),
    );
  return options.keyShare ? query.for('key share') : query;
}

export async function activeWarehouses(db: Executor, companyId: string, onlyId?: string) {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.company_id, companyId),
        isNull(warehouses.deleted_at),
        eq(warehouses.is_active, true),
        onlyId ? eq(warehouses.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(warehouses.is_default), asc(warehouses.name), asc(warehouses.id));
}

export interface VariantRef {
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  track_inventory: boolean;
  type: string;
}

/** Live variants of the company among `ids`, with what stock screens show about them. */
export async function findVariants(db: Executor, companyId: string, ids: string[]): Promise<VariantRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...variantColumns, track_inventory: products.track_inventory, type: products.type })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(eq(productVariants.company_id, companyId), inArray(productVariants.id, ids), liveVariant));
}

/** Every variant whose stock is tracked (not services, digital goods, bundles or menus), by product title. */
export async function trackedVariantIds(db: Executor, companyId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(productVariants.company_id, companyId),
        liveVariant,
        eq(products.track_inventory, true),
        sql`${products.type} not in ('bundle', 'menu')`,
      ),
    )
    .orderBy(asc(products.title), asc(productVariants.position), asc(productVariants.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Balances of one warehouse for the given variants (absent: never moved, i.e. 0). */
export async function balancesOf(
  db: Executor,
  companyId: string,
  warehouseId: string,
  variantIds: string[],
): Promise<Map<string, number>> {
  const ids = variantIds.filter((id) => UUID_PATTERN.test(id));
  if (ids.length === 0) return new Map();
  // Hand-written, one array parameter (db/raw-rows.ts): the counter's catalogue asks for 2,000 variants a page.
  // One key lookup per id (unnest): with `variant_id = any(…)` PostgreSQL scanned the warehouse's 90,000 balances.
  const rows = await execRows(db, {
    name: 'warehouse_balances',
    text: `select b.variant_id, b.quantity from unnest($3::uuid[]) as ids(id)
      join stock_balances b on b.warehouse_id = $2 and b.variant_id = ids.id
      where b.company_id = $1`,
    values: [companyId, warehouseId, ids],
  });
  return new Map(rows.map(([variantId, quantity]) => [variantId as string, quantity as number]));
}

// ---------- balances ----------

export const balanceListSpec: ListSpec = {
  filters: {
    warehouse_id: { column: stockBalances.warehouse_id, type: 'uuid' },
    variant_id: { column: stockBalances.variant_id, type: 'uuid' },
    product_id: { column: productVariants.product_id, type: 'uuid' },
  },
  sorts: {
    quantity: stockBalances.quantity,
    updated_at: stockBalances.updated_at,
    product_title: products.title,
    sku: productVariants.sku,
  },
  tieBreaker: stockBalances.variant_id,
  defaultSort: 'product_title',
  includes: [],
  searchColumns: [storedFold(products.search_title), productVariants.sku, productVariants.barcode],
};

/** The balance's variant is low (core isVariantLowStock), whatever this one warehouse holds. */
const balanceVariantLow = variantLowSql({
  id: sql`${productVariants.id}`,
  quantity: sql`${productVariants.quantity}`,
  reorderPoint: sql`${productVariants.reorder_point}`,
  productType: sql`${products.type}`,
  trackInventory: sql`${products.track_inventory}`,
});

export async function listBalances(
  db: Executor,
  companyId: string,
  query: ListQuery,
  lowStock: boolean | null,
) {
  const where = and(
    eq(stockBalances.company_id, companyId),
    isNull(warehouses.deleted_at),
    liveVariant,
    lowStock === null ? undefined : lowStock ? balanceVariantLow : sql`not ${balanceVariantLow}`,
    query.where,
  );
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(stockBalances)
      .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouse_id))
      .innerJoin(productVariants, eq(productVariants.id, stockBalances.variant_id))
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(where);
  return joinedPage(
    { ...query, narrowed: true },
    (limit, offset) =>
      from({
        warehouse_id: stockBalances.warehouse_id,
        warehouse_name: warehouses.name,
        ...variantColumns,
        quantity: stockBalances.quantity,
        variant_quantity: productVariants.quantity,
        track_inventory: products.track_inventory,
        reorder_point: productVariants.reorder_point,
        cost: productVariants.cost,
        updated_at: stockBalances.updated_at,
      })
        .orderBy(...query.orderBy, asc(stockBalances.warehouse_id))
        .limit(limit)
        .offset(offset) as unknown as Promise<BalanceRow[]>,
    (cap) => cappedCount(db, from({ one: sql`1` }), cap),
  );
}

export interface BalanceRow {
  warehouse_id: string;
  warehouse_name: string;
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  quantity: number;
  variant_quantity: number;
  track_inventory: boolean;
  reorder_point: number | null;
  cost: number | null;
  updated_at: Date;
}

// ---------- overview ----------

export const overviewListSpec: ListSpec = {
  filters: {
    product_id: { column: productVariants.product_id, type: 'uuid' },
    variant_id: { column: productVariants.id, type: 'uuid' },
  },
  sorts: { product_title: products.title, quantity: productVariants.quantity, sku: productVariants.sku },
  tieBreaker: productVariants.id,
  defaultSort: 'product_title',
  includes: [],
  searchColumns: [storedFold(products.search_title), productVariants.sku, productVariants.barcode],
};

export async function listOverview(db: Executor, companyId: string, query: ListQuery) {
  const where = and(
    eq(productVariants.company_id, companyId),
    liveVariant,
    eq(products.track_inventory, true),
    sql`${products.type} not in ('bundle', 'menu')`,
    query.where,
  );
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(where);
  return joinedPage(
    { ...query, narrowed: true },
    (limit, offset) =>
      from({
        ...variantColumns,
        reorder_point: productVariants.reorder_point,
        total_quantity: productVariants.quantity,
      })
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<OverviewRow[]>,
    (cap) => cappedCount(db, from({ one: sql`1` }), cap),
  );
}

export interface OverviewRow {
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  reorder_point: number | null;
  total_quantity: number;
}

export async function balancesForVariants(db: Executor, companyId: string, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variant_id: stockBalances.variant_id,
      warehouse_id: stockBalances.warehouse_id,
      quantity: stockBalances.quantity,
    })
    .from(stockBalances)
    .where(and(eq(stockBalances.company_id, companyId), inArray(stockBalances.variant_id, variantIds)));
}

/**
 * Per variant, the units on transfers shipped and not yet received (out of every warehouse, still
 * owned): to any warehouse, or only those on their way to `toWarehouseId`.
 */
export async function inTransitForVariants(
  db: Executor,
  companyId: string,
  variantIds: string[],
  toWarehouseId?: string,
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variant_id: stockTransferLines.variant_id,
      quantity: sql<number>`sum(${stockTransferLines.quantity})::int`,
    })
    .from(stockTransferLines)
    .innerJoin(
      stockTransfers,
      and(
        eq(stockTransfers.id, stockTransferLines.transfer_id),
        eq(stockTransfers.company_id, stockTransferLines.company_id),
      ),
    )
    .where(
      and(
        eq(stockTransferLines.company_id, companyId),
        eq(stockTransfers.status, 'in_transit'),
        toWarehouseId ? eq(stockTransfers.to_warehouse_id, toWarehouseId) : undefined,
        isNull(stockTransfers.deleted_at),
        inArray(stockTransferLines.variant_id, variantIds),
      ),
    )
    .groupBy(stockTransferLines.variant_id);
  return new Map(rows.map((r) => [r.variant_id, Number(r.quantity)]));
}

// ---------- movements ----------

const countRef = alias(stockCounts, 'count_ref');
const transferRef = alias(stockTransfers, 'transfer_ref');

export const movementListSpec: ListSpec = {
  filters: {
    warehouse_id: { column: stockMovements.warehouse_id, type: 'uuid' },
    variant_id: { column: stockMovements.variant_id, type: 'uuid' },
    product_id: { column: productVariants.product_id, type: 'uuid' },
    reason: {
      column: stockMovements.reason,
      type: 'enum',
      values: STOCK_REASONS,
    },
    direction: { column: stockMovements.direction, type: 'enum', values: ['inbound', 'outbound'] },
    reference_id: { column: stockMovements.reference_id, type: 'uuid' },
    user_id: { column: stockMovements.user_id, type: 'uuid' },
    created_from: { column: stockMovements.created_at, type: 'date_from' },
    created_to: { column: stockMovements.created_at, type: 'date_to' },
  },
  sorts: { created_at: stockMovements.created_at, quantity: stockMovements.quantity },
  tieBreaker: stockMovements.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [storedFold(products.search_title), productVariants.sku, productVariants.barcode],
};

export interface MovementRow {
  id: string;
  warehouse_id: string;
  warehouse_name: string;
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  direction: 'inbound' | 'outbound';
  quantity: number;
  reason: (typeof stockMovements.$inferSelect)['reason'];
  reference_type: string | null;
  reference_id: string | null;
  count_number: number | null;
  count_created_at: Date | null;
  transfer_number: number | null;
  transfer_created_at: Date | null;
  /** the purchase order's or the return's own reference, for the movements they made */
  document_reference: string | null;
  /** the order's number, for a sale's movements */
  order_number: number | null;
  adjustment_reason: (typeof stockMovements.$inferSelect)['adjustment_reason'];
  note: string | null;
  balance_after: number;
  user_id: string | null;
  user_name: string | null;
  created_at: Date;
}

function movementsFrom<T extends Record<string, unknown>>(db: Executor, fields: T) {
  return db
    .select(fields as never)
    .from(stockMovements)
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouse_id))
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(users, eq(users.id, stockMovements.user_id))
    .leftJoin(
      countRef,
      and(
        eq(stockMovements.reference_type, 'stock_count'),
        eq(countRef.id, stockMovements.reference_id),
        eq(countRef.company_id, stockMovements.company_id),
      ),
    )
    .leftJoin(
      transferRef,
      and(
        eq(stockMovements.reference_type, 'stock_transfer'),
        eq(transferRef.id, stockMovements.reference_id),
        eq(transferRef.company_id, stockMovements.company_id),
      ),
    );
}

const movementFields = {
  id: stockMovements.id,
  warehouse_id: stockMovements.warehouse_id,
  warehouse_name: warehouses.name,
  ...variantColumns,
  direction: stockMovements.direction,
  quantity: stockMovements.quantity,
  reason: stockMovements.reason,
  reference_type: stockMovements.reference_type,
  reference_id: stockMovements.reference_id,
  count_number: countRef.number,
  count_created_at: countRef.created_at,
  transfer_number: transferRef.number,
  transfer_created_at: transferRef.created_at,
  // Read for the page's rows only (a primary-key lookup each): the document a receipt or a return belongs to,
  // in the movement's own company, as every join of this list.
  document_reference: sql<string | null>`(case ${stockMovements.reference_type}
    when 'purchase_receipt' then (select po.reference from purchase_receipts pr
      join purchase_orders po on po.id = pr.purchase_order_id and po.company_id = pr.company_id
      where pr.id = ${stockMovements.reference_id} and pr.company_id = ${stockMovements.company_id})
    when 'return' then (select r.reference from returns r
      where r.id = ${stockMovements.reference_id} and r.company_id = ${stockMovements.company_id})
    end)`,
  order_number: sql<number | null>`(case when ${stockMovements.reference_type} = 'order'
    then (select o.number from orders o
      where o.id = ${stockMovements.reference_id} and o.company_id = ${stockMovements.company_id}) end)`,
  adjustment_reason: stockMovements.adjustment_reason,
  note: stockMovements.note,
  balance_after: stockMovements.balance_after,
  user_id: stockMovements.user_id,
  user_name: users.name,
  created_at: stockMovements.created_at,
};

export async function listMovements(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<MovementRow>> {
  const scope = and(eq(stockMovements.company_id, companyId), isNull(stockMovements.deleted_at));
  return joinedPage(
    query,
    (limit, offset) =>
      movementsFrom(db, movementFields)
        .where(and(scope, query.where))
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<MovementRow[]>,
    (cap) => cappedCount(db, movementsFrom(db, { one: sql`1` }).where(and(scope, query.where)), cap),
    () => rowCounter(db, companyId, 'stock_movements'),
  );
}

export async function movementsByIds(db: Executor, companyId: string, ids: string[]): Promise<MovementRow[]> {
  if (ids.length === 0) return [];
  return movementsFrom(db, movementFields)
    .where(and(eq(stockMovements.company_id, companyId), inArray(stockMovements.id, ids)))
    .orderBy(asc(stockMovements.id)) as unknown as Promise<MovementRow[]>;
}

// ---------- counts ----------

export type StockCountRow = typeof stockCounts.$inferSelect & {
  warehouse_name: string;
  created_by_name: string | null;
  line_count: number;
  counted_count: number;
};

export const countListSpec: ListSpec = {
  filters: {
    warehouse_id: { column: stockCounts.warehouse_id, type: 'uuid' },
    status: { column: stockCounts.status, type: 'enum', values: ['draft', 'applied', 'cancelled'] },
    created_from: { column: stockCounts.created_at, type: 'date_from' },
    created_to: { column: stockCounts.created_at, type: 'date_to' },
  },
  sorts: { created_at: stockCounts.created_at, number: stockCounts.number },
  tieBreaker: stockCounts.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(stockCounts.note)],
};

const countFields = {
  count: stockCounts,
  warehouse_name: warehouses.name,
  created_by_name: users.name,
  line_count: sql<number>`(select count(*)::int from ${stockCountLines} l where l.count_id = ${stockCounts.id})`,
  counted_count: sql<number>`(select count(*)::int from ${stockCountLines} l where l.count_id = ${stockCounts.id} and l.counted_quantity is not null)`,
};

const countRow = (r: {
  count: typeof stockCounts.$inferSelect;
  warehouse_name: string;
  created_by_name: string | null;
  line_count: number;
  counted_count: number;
}): StockCountRow => ({
  ...r.count,
  warehouse_name: r.warehouse_name,
  created_by_name: r.created_by_name,
  line_count: Number(r.line_count),
  counted_count: Number(r.counted_count),
});

function countsFrom(db: Executor) {
  return db
    .select(countFields)
    .from(stockCounts)
    .innerJoin(warehouses, eq(warehouses.id, stockCounts.warehouse_id))
    .leftJoin(users, eq(users.id, stockCounts.created_by));
}

const countDocument = {
  table: stockCounts,
  counter: 'stock_counts',
  from: countsFrom,
  toRow: countRow,
} as const;

export async function listCounts(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<StockCountRow>> {
  return documentPage(db, companyId, query, countDocument);
}

export async function findCount(
  db: Executor,
  companyId: string,
  id: string,
  lock = false,
): Promise<StockCountRow | null> {
  return findDocument(db, companyId, id, lock, countDocument);
}

export async function countLines(db: Executor, companyId: string, countId: string, warehouseId: string) {
  return db
    .select({
      ...variantColumns,
      expected_quantity: stockCountLines.expected_quantity,
      counted_quantity: stockCountLines.counted_quantity,
      balance: sql<number>`coalesce(${stockBalances.quantity}, 0)`.mapWith(Number),
    })
    .from(stockCountLines)
    .innerJoin(productVariants, eq(productVariants.id, stockCountLines.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(
      stockBalances,
      and(
        eq(stockBalances.variant_id, stockCountLines.variant_id),
        eq(stockBalances.warehouse_id, warehouseId),
      ),
    )
    .where(and(eq(stockCountLines.company_id, companyId), eq(stockCountLines.count_id, countId)))
    .orderBy(asc(products.title), asc(productVariants.position), asc(productVariants.id));
}

// ---------- transfers ----------

export type StockTransferRow = typeof stockTransfers.$inferSelect & {
  from_warehouse_name: string;
  to_warehouse_name: string;
  created_by_name: string | null;
  line_count: number;
  total_quantity: number;
};

const fromWarehouse = alias(warehouses, 'from_wh');
const toWarehouse = alias(warehouses, 'to_wh');

export const transferListSpec: ListSpec = {
  filters: {
    status: {
      column: stockTransfers.status,
      type: 'enum',
      values: ['draft', 'in_transit', 'received', 'cancelled'],
    },
    from_warehouse_id: { column: stockTransfers.from_warehouse_id, type: 'uuid' },
    to_warehouse_id: { column: stockTransfers.to_warehouse_id, type: 'uuid' },
    created_from: { column: stockTransfers.created_at, type: 'date_from' },
    created_to: { column: stockTransfers.created_at, type: 'date_to' },
  },
  sorts: { created_at: stockTransfers.created_at, number: stockTransfers.number },
  tieBreaker: stockTransfers.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(stockTransfers.note)],
};

const transferFields = {
  transfer: stockTransfers,
  from_warehouse_name: fromWarehouse.name,
  to_warehouse_name: toWarehouse.name,
  created_by_name: users.name,
  line_count: sql<number>`(select count(*)::int from ${stockTransferLines} l where l.transfer_id = ${stockTransfers.id})`,
  total_quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${stockTransferLines} l where l.transfer_id = ${stockTransfers.id})`,
};

const transferRow = (r: {
  transfer: typeof stockTransfers.$inferSelect;
  from_warehouse_name: string;
  to_warehouse_name: string;
  created_by_name: string | null;
  line_count: number;
  total_quantity: number;
}): StockTransferRow => ({
  ...r.transfer,
  from_warehouse_name: r.from_warehouse_name,
  to_warehouse_name: r.to_warehouse_name,
  created_by_name: r.created_by_name,
  line_count: Number(r.line_count),
  total_quantity: Number(r.total_quantity),
});

function transfersFrom(db: Executor) {
  return db
    .select(transferFields)
    .from(stockTransfers)
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, stockTransfers.from_warehouse_id))
    .innerJoin(toWarehouse, eq(toWarehouse.id, stockTransfers.to_warehouse_id))
    .leftJoin(users, eq(users.id, stockTransfers.created_by));
}

const transferDocument = {
  table: stockTransfers,
  counter: 'stock_transfers',
  from: transfersFrom,
  toRow: transferRow,
} as const;

export async function listTransfers(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<StockTransferRow>> {
  return documentPage(db, companyId, query, transferDocument);
}

export async function findTransfer(
  db: Executor,
  companyId: string,
  id: string,
  lock = false,
): Promise<StockTransferRow | null> {
  return findDocument(db, companyId, id, lock, transferDocument);
}

export async function transferLines(db: Executor, companyId: string, transferId: string) {
  return db
    .select({
      ...variantColumns,
      quantity: stockTransferLines.quantity,
      received_quantity: stockTransferLines.received_quantity,
    })
    .from(stockTransferLines)
    .innerJoin(productVariants, eq(productVariants.id, stockTransferLines.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(eq(stockTransferLines.company_id, companyId), eq(stockTransferLines.transfer_id, transferId)))
    .orderBy(asc(products.title), asc(productVariants.position), asc(productVariants.id));
}
