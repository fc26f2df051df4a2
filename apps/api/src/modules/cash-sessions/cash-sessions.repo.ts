import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  cashMovements,
  cashSessions,
  orders,
  paymentMethods,
  payments,
  shops,
  users,
} from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type CashSessionRow = typeof cashSessions.$inferSelect;
export type CashMovementRow = typeof cashMovements.$inferSelect;
/** A session with the names a history shows: its shop's and those of who opened and closed it. */
export type CashSessionView = CashSessionRow & {
  shop_name: string | null;
  opened_by_name: string | null;
  closed_by_name: string | null;
};

export const cashSessionListSpec: ListSpec = {
  filters: {
    shop_id: { column: cashSessions.shop_id, type: 'uuid' },
    status: { column: cashSessions.status, type: 'enum', values: cashSessions.status.enumValues },
    opened_from: { column: cashSessions.opened_at, type: 'date_from' },
    opened_to: { column: cashSessions.opened_at, type: 'date_to' },
  },
  sorts: { opened_at: cashSessions.opened_at },
  tieBreaker: cashSessions.id,
  defaultSort: '-opened_at',
  includes: [],
  searchColumns: [],
};

export function sessionScope(companyId: string, shopId: string | null) {
  return shopId
    ? and(eq(cashSessions.company_id, companyId), eq(cashSessions.shop_id, shopId))
    : eq(cashSessions.company_id, companyId);
}

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');

/** Sessions joined to their shop and to the users who opened and closed them (same company only). */
function view(db: Executor) {
  return db
    .select({
      row: cashSessions,
      shop_name: shops.name,
      opened_by_name: opener.name,
      closed_by_name: closer.name,
    })
    .from(cashSessions)
    .leftJoin(shops, and(eq(shops.id, cashSessions.shop_id), eq(shops.company_id, cashSessions.company_id)))
    .leftJoin(
      opener,
      and(eq(opener.id, cashSessions.opened_by), eq(opener.company_id, cashSessions.company_id)),
    )
    .leftJoin(
      closer,
      and(eq(closer.id, cashSessions.closed_by), eq(closer.company_id, cashSessions.company_id)),
    );
}

const flatten = ({
  row,
  ...names
}: { row: CashSessionRow } & Omit<CashSessionView, keyof CashSessionRow>) => ({
  ...row,
  ...names,
});

export async function listSessions(
  db: Executor,
  companyId: string,
  shopId: string | null,
  query: ListQuery,
): Promise<Page<CashSessionView>> {
  return paginate(
    db,
    { table: cashSessions, scope: sessionScope(companyId, shopId)!, query, counted: null },
    // One statement for the page, the names included.
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

export async function findSessionView(
  db: Executor,
  companyId: string,
  shopId: string | null,
  id: string,
): Promise<CashSessionView | null> {
  const [found] = await view(db)
    .where(and(sessionScope(companyId, shopId), eq(cashSessions.id, id)))
    .limit(1);
  return found ? flatten(found) : null;
}

/** The bare row, which a change locks: FOR UPDATE cannot lock a left join's nullable side. */
export async function findSession(
  db: Executor,
  companyId: string,
  shopId: string | null,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CashSessionRow | null> {
  const query = db
    .select()
    .from(cashSessions)
    .where(and(sessionScope(companyId, shopId), eq(cashSessions.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function openSessionOf(
  db: Executor,
  companyId: string,
  shopId: string,
): Promise<CashSessionRow | null> {
  const [row] = await db
    .select()
    .from(cashSessions)
    .where(
      and(
        eq(cashSessions.company_id, companyId),
        eq(cashSessions.shop_id, shopId),
        eq(cashSessions.status, 'open'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function movementsOf(
  db: Executor,
  companyId: string,
  sessionId: string,
): Promise<CashMovementRow[]> {
  return db
    .select()
    .from(cashMovements)
    .where(and(eq(cashMovements.company_id, companyId), eq(cashMovements.session_id, sessionId)))
    .orderBy(asc(cashMovements.created_at), asc(cashMovements.id));
}

export interface MethodTotals {
  payment_method_id: string;
  name: string;
  kind: string;
  received: number;
  refunded: number;
}

/** What each payment method took in and paid back for the shop's orders between two instants. */
export async function paymentsByMethod(
  db: Executor,
  companyId: string,
  shopId: string,
  from: Date,
  to: Date,
): Promise<MethodTotals[]> {
  const rows = await db
    .select({
      payment_method_id: paymentMethods.id,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      received: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'payment'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund'), 0)`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id))
    .where(
      and(
        eq(payments.company_id, companyId),
        eq(orders.shop_id, shopId),
        isNull(payments.voided_at),
        gte(payments.received_at, from),
        lte(payments.received_at, to),
      ),
    )
    .groupBy(paymentMethods.id, paymentMethods.name, paymentMethods.kind)
    .orderBy(asc(paymentMethods.name));
  return rows.map((r) => ({ ...r, received: Number(r.received), refunded: Number(r.refunded) }));
}

/** Sales confirmed in the shop between two instants. */
export async function salesCount(
  db: Executor,
  companyId: string,
  shopId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.company_id, companyId),
        eq(orders.shop_id, shopId),
        gte(orders.confirmed_at, from),
        lte(orders.confirmed_at, to),
      ),
    );
  return Number(row?.n ?? 0);
}
