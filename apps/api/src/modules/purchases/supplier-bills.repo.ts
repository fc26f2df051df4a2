import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  paymentMethods,
  purchaseOrders,
  supplierBillLines,
  supplierBills,
  supplierPayments,
} from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type SupplierBillRow = typeof supplierBills.$inferSelect;
export type SupplierBillInsert = typeof supplierBills.$inferInsert;
export type SupplierBillLineRow = typeof supplierBillLines.$inferSelect;
export type SupplierBillLineInsert = typeof supplierBillLines.$inferInsert;
export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;
export type SupplierPaymentListRow = SupplierPaymentRow & {
  bill_reference: string | null;
  payment_method_name: string | null;
};

export const supplierBillListSpec: ListSpec = {
  filters: {
    status: { column: supplierBills.status, type: 'enum', values: supplierBills.status.enumValues },
    supplier_id: { column: supplierBills.supplier_id, type: 'uuid' },
    purchase_order_id: { column: supplierBills.purchase_order_id, type: 'uuid' },
    bill_from: { column: supplierBills.bill_date, type: 'date_from' },
    bill_to: { column: supplierBills.bill_date, type: 'date_to' },
    due_from: { column: supplierBills.due_date, type: 'date_from' },
    due_to: { column: supplierBills.due_date, type: 'date_to' },
  },
  sorts: {
    created_at: supplierBills.created_at,
    bill_date: supplierBills.bill_date,
    due_date: supplierBills.due_date,
    total: supplierBills.total,
    reference: supplierBills.reference,
  },
  tieBreaker: supplierBills.id,
  defaultSort: '-created_at',
  includes: ['lines'],
  searchColumns: [
    supplierBills.reference,
    supplierBills.supplier_reference,
    folded(supplierBills.supplier_name),
  ],
};

export const supplierPaymentListSpec: ListSpec = {
  filters: {
    supplier_id: { column: supplierPayments.supplier_id, type: 'uuid' },
    bill_id: { column: supplierPayments.bill_id, type: 'uuid' },
    payment_method_id: { column: supplierPayments.payment_method_id, type: 'uuid' },
    paid_from: { column: supplierPayments.paid_at, type: 'date_from' },
    paid_to: { column: supplierPayments.paid_at, type: 'date_to' },
  },
  sorts: {
    created_at: supplierPayments.created_at,
    paid_at: supplierPayments.paid_at,
    amount: supplierPayments.amount,
  },
  tieBreaker: supplierPayments.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [supplierPayments.reference],
};

const ofCompany = (companyId: string) => eq(supplierBills.company_id, companyId) as SQL;

export type SupplierBillListRow = SupplierBillRow & { purchase_order_reference: string | null };

const billColumns = { bill: supplierBills, purchase_order_reference: purchaseOrders.reference };
const flatten = (r: {
  bill: SupplierBillRow;
  purchase_order_reference: string | null;
}): SupplierBillListRow => ({
  ...r.bill,
  purchase_order_reference: r.purchase_order_reference,
});

export async function listSupplierBills(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<SupplierBillListRow>> {
  return paginate(
    db,
    {
      table: supplierBills,
      scope: ofCompany(companyId),
      query,
      counted: { companyId, tableName: 'supplier_bills' },
    },
    async (where, limit, offset) =>
      (
        await db
          .select(billColumns)
          .from(supplierBills)
          .leftJoin(purchaseOrders, eq(purchaseOrders.id, supplierBills.purchase_order_id))
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flatten),
  );
}

export async function findSupplierBill(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SupplierBillListRow | null> {
  const query = db
    .select(billColumns)
    .from(supplierBills)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, supplierBills.purchase_order_id))
    .where(and(ofCompany(companyId), eq(supplierBills.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: supplierBills }) : await query;
  return row ? flatten(row) : null;
}

/** The bills still owed to a supplier (open or partially paid), by due date. */
export async function findOpenBills(
  db: Executor,
  companyId: string,
  supplierId: string,
): Promise<SupplierBillListRow[]> {
  const rows = await db
    .select(billColumns)
    .from(supplierBills)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, supplierBills.purchase_order_id))
    .where(
      and(
        ofCompany(companyId),
        eq(supplierBills.supplier_id, supplierId),
        inArray(supplierBills.status, ['open', 'partially_paid']),
      ),
    )
    .orderBy(sql`${supplierBills.due_date} asc nulls last`, asc(supplierBills.id));
  return rows.map(flatten);
}

/** Bills entered for a supplier (not drafts, not cancelled) and what was paid on them. */
export async function supplierBillTotals(
  db: Executor,
  companyId: string,
  supplierId: string,
): Promise<{ billed: number; paid: number }> {
  const [row] = await db
    .select({
      billed: sql<string>`coalesce(sum(${supplierBills.total}), 0)::text`,
      paid: sql<string>`coalesce(sum(${supplierBills.paid_total}), 0)::text`,
    })
    .from(supplierBills)
    .where(
      and(
        ofCompany(companyId),
        eq(supplierBills.supplier_id, supplierId),
        inArray(supplierBills.status, ['open', 'partially_paid', 'paid']),
      ),
    );
  return { billed: Number(row?.billed ?? 0), paid: Number(row?.paid ?? 0) };
}

export async function findSupplierBillLines(
  db: Executor,
  companyId: string,
  billIds: string[],
): Promise<SupplierBillLineRow[]> {
  if (billIds.length === 0) return [];
  return db
    .select()
    .from(supplierBillLines)
    .where(and(eq(supplierBillLines.company_id, companyId), inArray(supplierBillLines.bill_id, billIds)))
    .orderBy(asc(supplierBillLines.bill_id), asc(supplierBillLines.position));
}

export async function insertSupplierBill(tx: Executor, values: SupplierBillInsert): Promise<SupplierBillRow> {
  const [row] = await tx.insert(supplierBills).values(values).returning();
  return row!;
}

export async function replaceSupplierBillLines(
  tx: Executor,
  companyId: string,
  billId: string,
  values: SupplierBillLineInsert[],
): Promise<void> {
  await tx
    .delete(supplierBillLines)
    .where(and(eq(supplierBillLines.company_id, companyId), eq(supplierBillLines.bill_id, billId)));
  if (values.length > 0) await tx.insert(supplierBillLines).values(values);
}

export async function updateSupplierBillRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<SupplierBillInsert>,
): Promise<SupplierBillRow> {
  const [row] = await tx
    .update(supplierBills)
    .set({ ...values, updated_at: new Date() })
    .where(and(ofCompany(companyId), eq(supplierBills.id, id)))
    .returning();
  return row!;
}

const paymentColumns = {
  payment: supplierPayments,
  bill_reference: supplierBills.reference,
  payment_method_name: paymentMethods.name,
};

function paymentsQuery(db: Executor) {
  return db
    .select(paymentColumns)
    .from(supplierPayments)
    .innerJoin(supplierBills, eq(supplierBills.id, supplierPayments.bill_id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, supplierPayments.payment_method_id));
}

const flattenPayment = (r: {
  payment: SupplierPaymentRow;
  bill_reference: string | null;
  payment_method_name: string | null;
}): SupplierPaymentListRow => ({
  ...r.payment,
  bill_reference: r.bill_reference,
  payment_method_name: r.payment_method_name,
});

export async function findBillPayments(
  db: Executor,
  companyId: string,
  billIds: string[],
): Promise<SupplierPaymentListRow[]> {
  if (billIds.length === 0) return [];
  const rows = await paymentsQuery(db)
    .where(and(eq(supplierPayments.company_id, companyId), inArray(supplierPayments.bill_id, billIds)))
    .orderBy(asc(supplierPayments.paid_at), asc(supplierPayments.id));
  return rows.map(flattenPayment);
}

export async function listSupplierPayments(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<SupplierPaymentListRow>> {
  return paginate(
    db,
    {
      table: supplierPayments,
      scope: eq(supplierPayments.company_id, companyId),
      query,
      counted: { companyId, tableName: 'supplier_payments' },
    },
    async (where, limit, offset) =>
      (
        await paymentsQuery(db)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flattenPayment),
  );
}

export async function insertSupplierPayment(
  tx: Executor,
  values: typeof supplierPayments.$inferInsert,
): Promise<SupplierPaymentRow> {
  const [row] = await tx.insert(supplierPayments).values(values).returning();
  return row!;
}
