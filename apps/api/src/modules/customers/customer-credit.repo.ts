import {
  type CustomerCreditSortKey,
  type CustomerDebtSortKey,
  DEFAULT_CREDIT_TERM_DAYS,
  OPEN_PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  SALE_STATUSES,
} from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { storedFoldContains } from '../../lib/text-search.ts';
import type { DebtQuery } from './customer-credit.query.ts';

// The credit ledger in SQL. A sale owes total − paid − credited while it is confirmed or completed
// and not paid or credited in full (core's amountOwed); it is due on its live invoice's due date,
// else DEFAULT_CREDIT_TERM_DAYS after the sale (core's debtDueAt). The predicates on status and
// payment_status are written as literals so that PostgreSQL can use orders_open_debts_idx.

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export interface DebtScope {
  companyId: string;
  /** a shop-bound user sees the sales of their shop only, as in the order list */
  shopId: string | null;
  /** figures are in the company's currency: sales made in another one are not converted */
  currency: string;
  customerId?: string;
}

/**
 * The company's sales that still owe money, one row per order: what is owed, when it was sold,
 * when it is due, and its live invoice (the latest one no credit note cancelled).
 */
function openDebts(scope: DebtScope): SQL {
  return sql`
    select o.id as order_id, o.customer_id, o.number, o.status, o.payment_status, o.currency,
      o.total, o.paid_total, o.credited_total,
      o.total - o.paid_total - o.credited_total as owed,
      coalesce(o.confirmed_at, o.created_at) as ordered_at,
      coalesce(inv.due_at, coalesce(o.confirmed_at, o.created_at)
        + make_interval(days => ${sql.raw(String(DEFAULT_CREDIT_TERM_DAYS))})) as due_at,
      inv.id as invoice_id, inv.reference as invoice_reference
    from orders o
    left join lateral (
      select d.id, d.reference, d.due_at
      from documents d
      where d.company_id = o.company_id and d.order_id = o.id and d.kind = 'invoice'
        and not exists (
          select 1 from documents cn
          where cn.company_id = d.company_id and cn.order_id = d.order_id and cn.credited_document_id = d.id
        )
      order by d.issued_at desc, d.id desc
      limit 1
    ) inv on true
    where o.company_id = ${scope.companyId}
      and o.customer_id is not null
      ${scope.customerId ? sql`and o.customer_id = ${scope.customerId}` : sql``}
      ${scope.shopId ? sql`and o.shop_id = ${scope.shopId}` : sql``}
      and o.currency = ${scope.currency}
      and o.status in (${literals(SALE_STATUSES)})
      and o.payment_status in (${literals(OPEN_PAYMENT_STATUSES)})
      and o.total - o.paid_total - o.credited_total > 0`;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const toDate = (value: unknown) => new Date(value as string | Date);

export interface LedgerQuery {
  page: number;
  perPage: number;
  sort: { key: CustomerCreditSortKey; descending: boolean };
  /** a name fragment, or digits to find in the phone */
  search: { text: string; digits: string | null } | null;
  overdueOnly: boolean;
  now: Date;
}

export interface LedgerRow {
  customer_id: string;
  name: string;
  phone: string | null;
  balance: number;
  overdue_amount: number;
  unpaid_orders_count: number;
  oldest_unpaid_at: Date;
  oldest_due_at: Date;
}

function searchCondition(search: LedgerQuery['search']): SQL {
  if (!search) return sql``;
  const name = storedFoldContains(sql`c.search_name`, search.text);
  return search.digits ? sql`and (${name} or c.phone like ${`%${search.digits}%`})` : sql`and ${name}`;
}

/** One page of the customers who owe money, with the number of such customers. */
export async function ledgerPage(
  db: Executor,
  scope: DebtScope,
  query: LedgerQuery,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const overdue = sql`d.due_at < ${timestamp(query.now)}`;
  const direction = sql.raw(query.sort.descending ? 'desc' : 'asc');
  const grouped = sql`
    with debts as (${openDebts(scope)})
    select c.id as customer_id, c.name, c.phone,
      sum(d.owed) as balance,
      coalesce(sum(d.owed) filter (where ${overdue}), 0) as overdue_amount,
      count(*) as unpaid_orders_count,
      min(d.ordered_at) as oldest_unpaid_at,
      min(d.due_at) as oldest_due_at
    from debts d
    join customers c on c.id = d.customer_id and c.company_id = ${scope.companyId} and c.deleted_at is null
    where true ${searchCondition(query.search)}
    group by c.id, c.name, c.phone
    ${query.overdueOnly ? sql`having bool_or(${overdue})` : sql``}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select g.*, count(*) over () as total_rows from (${grouped}) g
      order by g.${sql.raw(query.sort.key)} ${direction}, g.customer_id ${direction}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*) as n from (${grouped}) g`);
    total = Number(counted?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      customer_id: r.customer_id as string,
      name: r.name as string,
      phone: (r.phone as string | null) ?? null,
      balance: Number(r.balance),
      overdue_amount: Number(r.overdue_amount),
      unpaid_orders_count: Number(r.unpaid_orders_count),
      oldest_unpaid_at: toDate(r.oldest_unpaid_at),
      oldest_due_at: toDate(r.oldest_due_at),
    })),
  };
}

export interface DebtRow {
  order_id: string;
  number: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  currency: string;
  total: number;
  paid_total: number;
  credited_total: number;
  ordered_at: Date;
  due_at: Date;
  invoice_id: string | null;
  invoice_reference: string | null;
}

const DEBT_SORTS: Record<CustomerDebtSortKey, string> = {
  due_at: 'due_at',
  ordered_at: 'ordered_at',
  balance: 'owed',
};

/** One page of a customer's unpaid sales (all of them, or the overdue ones), with their number. */
export async function customerDebtsPage(
  db: Executor,
  scope: DebtScope & { customerId: string },
  query: DebtQuery,
): Promise<{ rows: DebtRow[]; total: number }> {
  const direction = sql.raw(query.sort.descending ? 'desc' : 'asc');
  const debts = sql`select * from (${openDebts(scope)}) d
    ${query.overdueOnly ? sql`where d.due_at < ${timestamp(query.now)}` : sql``}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.*, count(*) over () as total_rows from (${debts}) d
      order by ${sql.raw(DEBT_SORTS[query.sort.key])} ${direction}, d.order_id ${direction}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*) as n from (${debts}) d`);
    total = Number(counted?.n ?? 0);
  }
  return { total, rows: rows.map(toDebtRow) };
}

/** Every unpaid sale of a customer (a customer owes on a handful of orders, not thousands). */
export async function customerDebts(
  db: Executor,
  scope: DebtScope & { customerId: string },
): Promise<DebtRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, openDebts(scope));
  return rows.map(toDebtRow);
}

function toDebtRow(r: Record<string, unknown>): DebtRow {
  return {
    order_id: r.order_id as string,
    number: Number(r.number),
    status: r.status as OrderStatus,
    payment_status: r.payment_status as PaymentStatus,
    currency: r.currency as string,
    total: Number(r.total),
    paid_total: Number(r.paid_total),
    credited_total: Number(r.credited_total),
    ordered_at: toDate(r.ordered_at),
    due_at: toDate(r.due_at),
    invoice_id: (r.invoice_id as string | null) ?? null,
    invoice_reference: (r.invoice_reference as string | null) ?? null,
  };
}

export interface SalesFigures {
  orders_count: number;
  revenue: number;
  first_order_at: Date | null;
  last_order_at: Date | null;
}

/**
 * A customer's sales (confirmed and completed orders) in the company's currency: how many, their
 * totals net of credits (core's orderRevenue), the first and the last.
 */
export async function salesFigures(db: Executor, scope: DebtScope & { customerId: string }) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as orders_count,
        coalesce(sum(greatest(o.total - o.credited_total, 0)), 0) as revenue,
        min(coalesce(o.confirmed_at, o.created_at)) as first_order_at,
        max(coalesce(o.confirmed_at, o.created_at)) as last_order_at
      from orders o
      where o.company_id = ${scope.companyId} and o.customer_id = ${scope.customerId}
        ${scope.shopId ? sql`and o.shop_id = ${scope.shopId}` : sql``}
        and o.currency = ${scope.currency}
        and o.status in (${literals(SALE_STATUSES)})`,
  );
  return {
    orders_count: Number(row?.orders_count ?? 0),
    revenue: Number(row?.revenue ?? 0),
    first_order_at: row?.first_order_at ? toDate(row.first_order_at) : null,
    last_order_at: row?.last_order_at ? toDate(row.last_order_at) : null,
  } satisfies SalesFigures;
}
