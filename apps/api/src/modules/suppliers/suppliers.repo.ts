import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  products,
  productVariants,
  purchaseOrders,
  supplierBills,
  suppliers,
} from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierInsert = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const supplierListSpec: ListSpec = {
  filters: {
    is_active: { column: suppliers.is_active, type: 'boolean' },
    country: { column: suppliers.country, type: 'text' },
    city: { column: suppliers.city, type: 'text' },
  },
  sorts: { name: suppliers.name, created_at: suppliers.created_at },
  tieBreaker: suppliers.id,
  defaultSort: 'name',
  includes: [],
  searchColumns: [folded(suppliers.name), folded(suppliers.contact_name), suppliers.email, suppliers.phone],
};

const live = (companyId: string) =>
  and(eq(suppliers.company_id, companyId), isNull(suppliers.deleted_at)) as SQL;

export async function listSuppliers(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<SupplierRow>> {
  return paginate(
    db,
    { table: suppliers, scope: live(companyId), query, counted: { companyId, tableName: 'suppliers' } },
    (where, limit, offset) =>
      db
        .select()
        .from(suppliers)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findSupplier(db: Executor, companyId: string, id: string): Promise<SupplierRow | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(live(companyId), eq(suppliers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serialises supplier writes of one company, so two requests cannot both take a free name. */
export async function lockSupplierNames(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`suppliers:${companyId}`}))`);
}

/** Whether a live supplier of the company (other than `exceptId`) has this name, ignoring case and outer spaces. */
export async function nameTaken(
  db: Executor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        live(companyId),
        sql`lower(${suppliers.name}) = lower(${name.trim()})`,
        exceptId ? ne(suppliers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSupplier(
  tx: Executor,
  companyId: string,
  values: SupplierInsert,
): Promise<SupplierRow> {
  const [row] = await tx
    .insert(suppliers)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateSupplier(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<SupplierInsert>,
): Promise<SupplierRow> {
  const [row] = await tx
    .update(suppliers)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(suppliers.id, id)))
    .returning();
  return row!;
}

export async function softDeleteSupplier(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(suppliers)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(suppliers.id, id)));
}

/** Live products of the company that come from this supplier. */
export async function countSupplierProducts(db: Executor, companyId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(eq(products.company_id, companyId), eq(products.supplier_id, id), isNull(products.deleted_at)),
    );
  return row?.n ?? 0;
}

/**
 * Purchasing still under way with a supplier: purchase orders not yet received nor cancelled (drafts
 * included), and bills not paid in full nor cancelled.
 */
export async function countOpenPurchasing(db: Executor, companyId: string, id: string): Promise<number> {
  const [orders] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.company_id, companyId),
        eq(purchaseOrders.supplier_id, id),
        inArray(purchaseOrders.status, ['draft', 'submitted', 'approved', 'partially_received']),
        isNull(purchaseOrders.deleted_at),
      ),
    );
  const [bills] = await db
    .select({ n: count() })
    .from(supplierBills)
    .where(
      and(
        eq(supplierBills.company_id, companyId),
        eq(supplierBills.supplier_id, id),
        inArray(supplierBills.status, ['draft', 'open', 'partially_paid']),
      ),
    );
  return (orders?.n ?? 0) + (bills?.n ?? 0);
}

/** Product and variant counts and stock value at cost (quantity above zero × cost) of one supplier's live catalogue. */
export async function supplierCatalogFigures(
  db: Executor,
  companyId: string,
  id: string,
): Promise<{ products: number; variants: number; stockValueAtCost: number }> {
  const [row] = await db
    .select({
      products: sql<number>`count(distinct ${products.id})::int`,
      variants: sql<number>`count(${productVariants.id})::int`,
      value: sql<string>`coalesce(sum(greatest(${productVariants.quantity}, 0)::bigint * coalesce(${productVariants.cost}, 0)), 0)::text`,
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.product_id, products.id),
        eq(productVariants.company_id, companyId),
        isNull(productVariants.deleted_at),
      ),
    )
    .where(
      and(eq(products.company_id, companyId), eq(products.supplier_id, id), isNull(products.deleted_at)),
    );
  return {
    products: row?.products ?? 0,
    variants: row?.variants ?? 0,
    stockValueAtCost: Number(row?.value ?? 0),
  };
}

/**
 * Purchasing figures of one supplier: what was ordered (approved purchase orders, not cancelled) and
 * what is still owed (bills entered minus what was paid on them).
 */
export async function supplierPurchaseFigures(
  db: Executor,
  companyId: string,
  id: string,
): Promise<{ ordered: number; owed: number }> {
  const [orders] = await db
    .select({ total: sql<string>`coalesce(sum(${purchaseOrders.total}), 0)::text` })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.company_id, companyId),
        eq(purchaseOrders.supplier_id, id),
        inArray(purchaseOrders.status, ['approved', 'partially_received', 'received']),
        isNull(purchaseOrders.deleted_at),
      ),
    );
  const [bills] = await db
    .select({
      owed: sql<string>`coalesce(sum(${supplierBills.total} - ${supplierBills.paid_total}), 0)::text`,
    })
    .from(supplierBills)
    .where(
      and(
        eq(supplierBills.company_id, companyId),
        eq(supplierBills.supplier_id, id),
        inArray(supplierBills.status, ['open', 'partially_paid']),
      ),
    );
  return { ordered: Number(orders?.total ?? 0), owed: Number(bills?.owed ?? 0) };
}
