import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { type Instants, num } from './operations.common.ts';

// Per-model figures of GET /analytics/{model}/stats for returns, expenses, suppliers and
// discounts (deliveries and payments share the dashboard lists' queries in items.repo.ts).
// Each call reads one window; the route runs the period and the past period side by side.

/** Orders (alias o) of one shop, or every order. */
const shopOfOrder = (shopId: string | null) => (shopId ? sql`and o.shop_id = ${shopId}::uuid` : sql``);

/** Orders that count as sales (contract: confirmed or completed; paid only: money was received; core countsAsSale). */
const countedOrder = (paid: boolean) =>
  paid
    ? sql`o.status in ('confirmed', 'completed') and o.payment_status in ('paid', 'partially_paid', 'partially_credited')`
    : sql`o.status in ('confirmed', 'completed')`;

export interface ReturnFigures {
  returns: number;
  returned_units: number;
  credited: number;
  /** units of product lines sold in the window, and how many of them came back (the rate's terms) */
  units_sold: number;
  units_sold_returned: number;
}

/**
 * Returns approved in the window (the goods came back then): how many, their units and what was
 * credited or refunded. The returns rate's terms come from the daily sales rollup (sales_daily, kept
 * by triggers): units of product lines of the window's sales (orders confirmed or completed, paid
 * or not: a refunded sale was still sold) and how many of those units came back, as the KPI card's
 * returns_rate reads them.
 */
export async function returnFigures(
  db: Executor,
  companyId: string,
  window: Instants,
  shopId: string | null,
): Promise<ReturnFigures> {
  const [returned, sold] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select count(*) as n, coalesce(sum(r.total), 0) as credited,
            coalesce(sum((select sum(l.quantity) from return_lines l where l.return_id = r.id)), 0) as units
          from returns r
          ${shopId ? sql`join orders o on o.id = r.order_id ${shopOfOrder(shopId)}` : sql``}
          where r.company_id = ${companyId} and r.status = 'approved'
            and r.decided_at >= ${window.start}::timestamptz and r.decided_at < ${window.end}::timestamptz`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select coalesce(sum(units), 0) as units, coalesce(sum(units_returned), 0) as returned
          from sales_daily
          where company_id = ${companyId} and day >= ${window.from}::date and day <= ${window.to}::date
            ${shopId ? sql`and shop_id = ${shopId}::uuid` : sql``}`,
    ),
  ]);
  return {
    returns: num(returned[0]?.n),
    returned_units: num(returned[0]?.units),
    credited: num(returned[0]?.credited),
    units_sold: num(sold[0]?.units),
    units_sold_returned: num(sold[0]?.returned),
  };
}

export type ExpenseFigures = {
  expenses: number;
  expenses_count: number;
  paid: number;
  unpaid: number;
};

/** Expenses dated in the window (deleted left out); paid only: `expenses` and the count are the paid ones. */
export async function expenseFigures(
  db: Executor,
  companyId: string,
  window: Instants,
  paidOnly: boolean,
): Promise<ExpenseFigures> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, count(*) filter (where status = 'paid') as paid_n,
          coalesce(sum(amount), 0) as total,
          coalesce(sum(amount) filter (where status = 'paid'), 0) as paid,
          coalesce(sum(amount) filter (where status = 'unpaid'), 0) as unpaid
        from expenses
        where company_id = ${companyId} and deleted_at is null
          and date >= ${window.from}::date and date <= ${window.to}::date`,
  );
  return {
    expenses: paidOnly ? num(row?.paid) : num(row?.total),
    expenses_count: paidOnly ? num(row?.paid_n) : num(row?.n),
    paid: num(row?.paid),
    unpaid: num(row?.unpaid),
  };
}

export type SupplierFigures = {
  purchases: number;
  purchase_orders: number;
  supplier_payments: number;
  active_suppliers: number;
  new_suppliers: number;
};

/**
 * Suppliers' side of the window: bills dated in it (open, partly paid or paid; paid only: paid),
 * purchase orders approved in it, what was paid to suppliers in it, suppliers billed or ordered
 * from, and suppliers added.
 */
export async function supplierFigures(
  db: Executor,
  companyId: string,
  window: Instants,
  paidOnly: boolean,
): Promise<SupplierFigures> {
  const billed = paidOnly ? sql`status = 'paid'` : sql`status in ('open', 'partially_paid', 'paid')`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with bills as (
          select supplier_id, total from supplier_bills
          where company_id = ${companyId} and ${billed}
            and bill_date >= ${window.from}::date and bill_date <= ${window.to}::date
        ), ordered as (
          select supplier_id from purchase_orders
          where company_id = ${companyId} and deleted_at is null and status <> 'cancelled'
            and approved_at >= ${window.start}::timestamptz and approved_at < ${window.end}::timestamptz
        )
        select
          (select coalesce(sum(total), 0) from bills) as purchases,
          (select count(*) from ordered) as purchase_orders,
          (select coalesce(sum(amount), 0) from supplier_payments
            where company_id = ${companyId} and paid_at >= ${window.from}::date and paid_at <= ${window.to}::date
          ) as paid,
          (select count(*) from (select supplier_id from bills union select supplier_id from ordered) s) as active,
          (select count(*) from suppliers
            where company_id = ${companyId} and deleted_at is null
              and created_at >= ${window.start}::timestamptz and created_at < ${window.end}::timestamptz
          ) as added`,
  );
  return {
    purchases: num(row?.purchases),
    purchase_orders: num(row?.purchase_orders),
    supplier_payments: num(row?.paid),
    active_suppliers: num(row?.active),
    new_suppliers: num(row?.added),
  };
}

export interface DiscountRow {
  key: string;
  label: string | null;
  code: string | null;
  uses: number;
  amount: number;
}

export interface DiscountFigures {
  discounted_orders: number;
  discounts: number;
  rows: DiscountRow[];
}

/** The key of an order discount snapshot `d` (core discountKey, in SQL). */
const discountKeySql = sql`case
  when nullif(d->>'discount_id', '') is not null then d->>'discount_id'
  when nullif(btrim(d->>'code'), '') is not null then 'code:' || upper(btrim(d->>'code'))
  else 'label:' || lower(regexp_replace(btrim(coalesce(d->>'label', '')), '\\s+', ' ', 'g'))
end`;

/**
 * Discounts given on the sales of the window: orders with a discount and its cost (order and line
 * discounts, orders.discount_total), and one row per order discount (saved discount, else code,
 * else label) from the orders' snapshots, plus a row for line discounts (the rest of discount_total).
 */
export async function discountFigures(
  db: Executor,
  companyId: string,
  window: Instants,
  shopId: string | null,
  paid: boolean,
): Promise<DiscountFigures> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with discounted as (
          select o.id, o.discount_total, o.discounts from orders o
          where o.company_id = ${companyId} and o.created_at >= ${window.start}::timestamptz
            and o.created_at < ${window.end}::timestamptz and o.discount_total > 0
            and ${countedOrder(paid)} ${shopOfOrder(shopId)}
        ), uses as (
          select x.id, ${discountKeySql} as key, d->>'label' as label, nullif(btrim(d->>'code'), '') as code,
            coalesce((d->>'amount')::bigint, 0) as amount
          from discounted x cross join lateral jsonb_array_elements(
            case when jsonb_typeof(x.discounts) = 'array' then x.discounts else '[]'::jsonb end) d
        ), line_rest as (
          select x.id, x.discount_total - coalesce(u.amount, 0) as amount
          from discounted x left join (select id, sum(amount) as amount from uses group by id) u on u.id = x.id
        )
        select 'total' as kind, null as key, null as label, null as code,
            count(*) as uses, coalesce(sum(discount_total), 0) as amount
          from discounted
        union all
        select 'row', key, max(label), max(code), count(distinct id), sum(amount)
          from uses group by key
        union all
        select 'row', 'line', null, null, count(*), coalesce(sum(amount), 0)
          from line_rest where amount > 0
          having count(*) > 0`,
  );
  const total = rows.find((r) => r.kind === 'total');
  return {
    discounted_orders: num(total?.uses),
    discounts: num(total?.amount),
    rows: rows
      .filter((r) => r.kind === 'row')
      .map((r) => ({
        key: r.key as string,
        label: (r.label as string | null) ?? null,
        code: (r.code as string | null) ?? null,
        uses: num(r.uses),
        amount: num(r.amount),
      })),
  };
}
