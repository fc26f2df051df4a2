import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, orders, paymentMethods, payments } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { ofShopSales, type SaleScope, saleRecordCounter } from '../orders/orders.repo.ts';
import { recordPaymentMovements, recordPaymentVoid } from '../treasury/treasury-movements.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** A payment with what a list says of it: its method, its sale's number and the customer's name. */
export type PaymentView = PaymentRow & {
  method_name: string;
  method_kind: string;
  order_number: number | null;
  customer_name: string | null;
};
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export const paymentListSpec: ListSpec = {
  filters: {
    order_id: { column: payments.order_id, type: 'uuid' },
    customer_id: { column: payments.customer_id, type: 'uuid' },
    payment_method_id: { column: payments.payment_method_id, type: 'uuid' },
    kind: { column: payments.kind, type: 'enum', values: payments.kind.enumValues },
    received_from: { column: payments.received_at, type: 'date_from' },
    received_to: { column: payments.received_at, type: 'date_to' },
  },
  sorts: { created_at: payments.created_at, received_at: payments.received_at, amount: payments.amount },
  tieBreaker: payments.id,
  defaultSort: '-received_at',
  includes: [],
  searchColumns: [payments.reference],
};

const ofCompany = (companyId: string) => eq(payments.company_id, companyId) as SQL;
/** The company's payments; a shop-bound user's are those of the shop's sales. */
const visibleTo = (scope: SaleScope) =>
  and(ofCompany(scope.companyId), ofShopSales(payments.order_id, scope.shopId)) as SQL;

/** A payment's method, of the same company: the join every read of payments with their method makes. */
export const methodOfPayment = and(
  eq(paymentMethods.id, payments.payment_method_id),
  eq(paymentMethods.company_id, payments.company_id),
);

/**
 * Payments joined to their method, their order and their customer, each of the same company. The
 * method join is inner: every payment has one (not null, checked against the company when recorded,
 * only ever soft-deleted), so the page and its count, read from payments alone, agree.
 */
function view(db: Executor) {
  return db
    .select({
      row: payments,
      method_name: paymentMethods.name,
      method_kind: paymentMethods.kind,
      order_number: orders.number,
      customer_name: customers.name,
    })
    .from(payments)
    .innerJoin(paymentMethods, methodOfPayment)
    .leftJoin(orders, and(eq(orders.id, payments.order_id), eq(orders.company_id, payments.company_id)))
    .leftJoin(
      customers,
      and(eq(customers.id, payments.customer_id), eq(customers.company_id, payments.company_id)),
    );
}

const flatten = ({
  row,
  ...sale
}: { row: PaymentRow } & Omit<PaymentView, keyof PaymentRow>): PaymentView => ({
  ...row,
  ...sale,
});

export async function listPayments(
  db: Executor,
  scope: SaleScope,
  query: ListQuery,
): Promise<Page<PaymentView>> {
  return paginate(
    db,
    {
      table: payments,
      scope: visibleTo(scope),
      query,
      counted: saleRecordCounter(scope, 'payments'),
    },
    // One statement for the page, method, order and customer included; the count needs no join.
    async (where, limit, offset) =>
      (
        await view(db)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flatten),
  );
}

export async function findPaymentView(
  db: Executor,
  scope: SaleScope,
  id: string,
): Promise<PaymentView | null> {
  const [found] = await view(db)
    .where(and(visibleTo(scope), eq(payments.id, id)))
    .limit(1);
  return found ? flatten(found) : null;
}

/** The bare row, which a void locks: not the view, as FOR UPDATE cannot lock a left join's nullable side. */
export async function findPayment(
  db: Executor,
  scope: SaleScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(visibleTo(scope), eq(payments.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPayments(
  tx: Executor,
  values: (typeof payments.$inferInsert)[],
): Promise<PaymentRow[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(payments).values(values).returning();
  // The money lands in (or leaves) the method's treasury account in the same transaction.
  await recordPaymentMovements(tx, rows);
  return rows;
}

export async function markVoided(tx: Executor, companyId: string, id: string): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ voided_at: new Date(), updated_at: new Date() })
    .where(and(ofCompany(companyId), eq(payments.id, id)))
    .returning();
  await recordPaymentVoid(tx, row!, null);
  return row!;
}

/** Money received for the order net of refunds, voided payments left out. */
export async function netPaid(tx: Executor, companyId: string, orderId: string): Promise<number> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end), 0)`,
    })
    .from(payments)
    .where(and(ofCompany(companyId), eq(payments.order_id, orderId), isNull(payments.voided_at)));
  return Number(row?.net ?? 0);
}

export async function findActivePaymentMethods(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, PaymentMethodRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        isNull(paymentMethods.deleted_at),
        eq(paymentMethods.is_active, true),
        inArray(paymentMethods.id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}
