import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, orders, returnLines, returns } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { ofShopSales, type SaleScope, saleRecordCounter } from '../orders/orders.repo.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
/** A return with what a list says of its sale: the order's number and its customer's name. */
export type ReturnView = ReturnRow & { order_number: number; customer_name: string | null };

export const returnListSpec: ListSpec = {
  filters: {
    status: { column: returns.status, type: 'enum', values: returns.status.enumValues },
    order_id: { column: returns.order_id, type: 'uuid' },
    resolution: { column: returns.resolution, type: 'enum', values: returns.resolution.enumValues },
    created_from: { column: returns.created_at, type: 'date_from' },
    created_to: { column: returns.created_at, type: 'date_to' },
  },
  sorts: { created_at: returns.created_at, total: returns.total },
  tieBreaker: returns.id,
  defaultSort: '-created_at',
  includes: ['lines'],
  searchColumns: [returns.reference],
};

const ofCompany = (companyId: string) => eq(returns.company_id, companyId) as SQL;
/** The company's returns; a shop-bound user's are those of the shop's sales. */
const visibleTo = (scope: SaleScope) =>
  and(ofCompany(scope.companyId), ofShopSales(returns.order_id, scope.shopId)) as SQL;

/** Returns joined to their order (same company) and its customer, if any. */
function view(db: Executor) {
  return db
    .select({ row: returns, order_number: orders.number, customer_name: customers.name })
    .from(returns)
    .innerJoin(orders, and(eq(orders.id, returns.order_id), eq(orders.company_id, returns.company_id)))
    .leftJoin(
      customers,
      and(eq(customers.id, orders.customer_id), eq(customers.company_id, orders.company_id)),
    );
}

const flatten = ({ row, ...sale }: { row: ReturnRow } & Omit<ReturnView, keyof ReturnRow>): ReturnView => ({
  ...row,
  ...sale,
});

export async function listReturns(
  db: Executor,
  scope: SaleScope,
  query: ListQuery,
): Promise<Page<ReturnView>> {
  return paginate(
    db,
    {
      table: returns,
      scope: visibleTo(scope),
      query,
      counted: saleRecordCounter(scope, 'returns'),
    },
    // One statement for the page, order and customer included.
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

/** The bare row, which a decision locks: not the view, as FOR UPDATE cannot lock a left join's nullable side. */
export async function findReturn(
  db: Executor,
  scope: SaleScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReturnRow | null> {
  const query = db
    .select()
    .from(returns)
    .where(and(visibleTo(scope), eq(returns.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findReturnView(db: Executor, scope: SaleScope, id: string): Promise<ReturnView | null> {
  const [found] = await view(db)
    .where(and(visibleTo(scope), eq(returns.id, id)))
    .limit(1);
  return found ? flatten(found) : null;
}

export async function findReturnLines(
  db: Executor,
  companyId: string,
  returnIds: string[],
): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnLines)
    .where(and(eq(returnLines.company_id, companyId), inArray(returnLines.return_id, returnIds)));
}

/** Units of each order line already on a return that was not rejected. */
export async function returnedByLine(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ line: returnLines.order_line_id, quantity: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.return_id))
    .where(and(ofCompany(companyId), eq(returns.order_id, orderId), ne(returns.status, 'rejected')))
    .groupBy(returnLines.order_line_id);
  return new Map(rows.map((r) => [r.line, Number(r.quantity)]));
}

export async function insertReturn(tx: Executor, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await tx.insert(returns).values(values).returning();
  return row!;
}

export async function insertReturnLines(
  tx: Executor,
  values: (typeof returnLines.$inferInsert)[],
): Promise<ReturnLineRow[]> {
  return tx.insert(returnLines).values(values).returning();
}

export async function updateReturn(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof returns.$inferInsert>,
): Promise<ReturnRow> {
  const [row] = await tx
    .update(returns)
    .set({ ...values, updated_at: new Date() })
    .where(and(ofCompany(companyId), eq(returns.id, id)))
    .returning();
  return row!;
}
