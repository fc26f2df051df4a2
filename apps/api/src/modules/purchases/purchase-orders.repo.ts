import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  supplierBillLines,
  supplierBills,
  users,
} from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderInsert = typeof purchaseOrders.$inferInsert;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type PurchaseOrderLineInsert = typeof purchaseOrderLines.$inferInsert;
export type PurchaseOrderHistoryRow = typeof purchaseOrderHistory.$inferSelect & { user_name: string | null };

export const purchaseOrderListSpec: ListSpec = {
  filters: {
    status: { column: purchaseOrders.status, type: 'enum', values: purchaseOrders.status.enumValues },
    supplier_id: { column: purchaseOrders.supplier_id, type: 'uuid' },
    warehouse_id: { column: purchaseOrders.warehouse_id, type: 'uuid' },
    created_from: { column: purchaseOrders.created_at, type: 'date_from' },
    created_to: { column: purchaseOrders.created_at, type: 'date_to' },
  },
  sorts: {
    created_at: purchaseOrders.created_at,
    expected_at: purchaseOrders.expected_at,
    total: purchaseOrders.total,
    reference: purchaseOrders.reference,
    supplier_name: purchaseOrders.supplier_name,
  },
  tieBreaker: purchaseOrders.id,
  defaultSort: '-created_at',
  includes: ['lines'],
  searchColumns: [purchaseOrders.reference, folded(purchaseOrders.supplier_name)],
};

const live = (companyId: string) =>
  and(eq(purchaseOrders.company_id, companyId), isNull(purchaseOrders.deleted_at)) as SQL;

export async function listPurchaseOrders(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<PurchaseOrderRow>> {
  return paginate(
    db,
    {
      table: purchaseOrders,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'purchase_orders' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(purchaseOrders)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findPurchaseOrder(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PurchaseOrderRow | null> {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(and(live(companyId), eq(purchaseOrders.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPurchaseOrderLines(
  db: Executor,
  companyId: string,
  orderIds: string[],
): Promise<PurchaseOrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.company_id, companyId),
        inArray(purchaseOrderLines.purchase_order_id, orderIds),
      ),
    )
    .orderBy(asc(purchaseOrderLines.purchase_order_id), asc(purchaseOrderLines.position));
}

/** Units of each order line on bills that are not cancelled. */
export async function billedByLine(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      line: supplierBillLines.purchase_order_line_id,
      quantity: sql<number>`sum(${supplierBillLines.quantity})::int`,
    })
    .from(supplierBillLines)
    .innerJoin(supplierBills, eq(supplierBills.id, supplierBillLines.bill_id))
    .where(
      and(
        eq(supplierBills.company_id, companyId),
        eq(supplierBills.purchase_order_id, orderId),
        ne(supplierBills.status, 'cancelled'),
      ),
    )
    .groupBy(supplierBillLines.purchase_order_line_id);
  return new Map(rows.flatMap((r) => (r.line ? [[r.line, Number(r.quantity)] as const] : [])));
}

export async function findPurchaseOrderHistory(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<PurchaseOrderHistoryRow[]> {
  const rows = await db
    .select({ history: purchaseOrderHistory, user_name: users.name })
    .from(purchaseOrderHistory)
    .leftJoin(users, eq(users.id, purchaseOrderHistory.user_id))
    .where(
      and(
        eq(purchaseOrderHistory.company_id, companyId),
        eq(purchaseOrderHistory.purchase_order_id, orderId),
      ),
    )
    .orderBy(asc(purchaseOrderHistory.created_at), asc(purchaseOrderHistory.id));
  return rows.map((r) => ({ ...r.history, user_name: r.user_name }));
}

export async function insertPurchaseOrder(
  tx: Executor,
  values: PurchaseOrderInsert,
): Promise<PurchaseOrderRow> {
  const [row] = await tx.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function replacePurchaseOrderLines(
  tx: Executor,
  companyId: string,
  orderId: string,
  values: PurchaseOrderLineInsert[],
): Promise<PurchaseOrderLineRow[]> {
  await tx
    .delete(purchaseOrderLines)
    .where(
      and(eq(purchaseOrderLines.company_id, companyId), eq(purchaseOrderLines.purchase_order_id, orderId)),
    );
  if (values.length === 0) return [];
  return tx.insert(purchaseOrderLines).values(values).returning();
}

export async function updatePurchaseOrderRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<PurchaseOrderInsert>,
): Promise<PurchaseOrderRow> {
  const [row] = await tx
    .update(purchaseOrders)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(purchaseOrders.company_id, companyId), eq(purchaseOrders.id, id)))
    .returning();
  return row!;
}

export async function addReceivedQuantity(
  tx: Executor,
  companyId: string,
  lineId: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(purchaseOrderLines)
    .set({ received_quantity: sql`${purchaseOrderLines.received_quantity} + ${quantity}` })
    .where(and(eq(purchaseOrderLines.company_id, companyId), eq(purchaseOrderLines.id, lineId)));
}

export async function addPurchaseOrderHistory(
  tx: Executor,
  entries: Omit<typeof purchaseOrderHistory.$inferInsert, 'id' | 'created_at'>[],
): Promise<void> {
  if (entries.length > 0) await tx.insert(purchaseOrderHistory).values(entries);
}
