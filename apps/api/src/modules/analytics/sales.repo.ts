import type { GroupByField, GroupBySort } from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyedQueryRows, namedQueryRows } from '../../db/named-rows.ts';
import { NIL_UUID } from '../../db/schema/index.ts';
import { customerCounts } from './active-customers.repo.ts';
import { type ClosedDayWindow, filterKey, latestToday } from './analytics-query.ts';
import { num } from './operations.common.ts';
import { type PeriodTable, SALES_TOTALS, SELLER_SALES, windowPeriodSource } from './period-sources.ts';
import { productPeriodFigures, topPeriodRows } from './product-sales.repo.ts';
import { topCustomersOfWeeks } from './top-customers-weeks.repo.ts';
import {
  customerListTotals,
  TOP_CUSTOMERS_ROWS,
  topCustomersOfYear,
  yearTopApplies,
} from './top-customers-year.repo.ts';

// Sales figures read from the daily rollups (migrations 0027, 0032, 0034): each function is one query over the
// rows of the period and of the past period, found by (company_id, day) — the primary key's prefix.

export interface SalesFilter {
  companyId: string;
  shopId: string | null;
  paid: boolean;
  current: ClosedDayWindow;
  past: ClosedDayWindow;
}

const inWindow = (column: SQL, w: ClosedDayWindow) =>
  sql`${column} between ${w.from}::date and ${w.to}::date`;

/** Rows of either window, for the company, the shop and paid sales when asked. */
function rollupWhere(f: SalesFilter, table: string, dayColumn = 'day'): SQL {
  const day = sql.raw(`${table}.${dayColumn}`);
  return sql`${sql.raw(table)}.company_id = ${f.companyId}
    and (${inWindow(day, f.current)} or ${inWindow(day, f.past)})
    ${f.shopId ? sql`and ${sql.raw(table)}.shop_id = ${f.shopId}` : sql``}
    ${f.paid ? sql`and ${sql.raw(table)}.paid` : sql``}`;
}

/**
 * Both windows' rows of a daily rollup read by signed span (period-sources.ts windowPeriodSource): `day` (in its
 * window), `keys` and `measures` of alias s.
 */
function spanRows(f: SalesFilter, t: PeriodTable, keys: readonly string[], measures: readonly string[]): SQL {
  const where = sql`s.company_id = ${f.companyId}
    ${f.shopId ? sql`and s.shop_id = ${f.shopId}` : sql``} ${f.paid ? sql`and s.paid` : sql``}`;
  return sql`(${windowPeriodSource(t, keys, measures, [f.current, f.past], where, latestToday())})`;
}

/** sum(expr) within the period as `<name>` and within the past period as `past_<name>`. */
function both(expr: string, name: string, f: SalesFilter, table: string): SQL {
  const day = sql.raw(`${table}.day`);
  return sql`coalesce(sum(${sql.raw(expr)}) filter (where ${inWindow(day, f.current)}), 0) as ${sql.raw(name)},
    coalesce(sum(${sql.raw(expr)}) filter (where ${inWindow(day, f.past)}), 0) as ${sql.raw(`past_${name}`)}`;
}

export interface SalesFigures {
  orders: number;
  revenue: number;
  revenue_ex_tax: number;
  discounts: number;
  shipping: number;
  units: number;
  units_returned: number;
  cost: number;
  new_customers: number;
  active_customers: number;
}

const SALES_MEASURES = [
  'orders',
  'revenue',
  'revenue_ex_tax',
  'discounts',
  'shipping',
  'units',
  'units_returned',
  'cost',
] as const;

/**
 * The KPI figures of both windows in one query: sales_daily_totals sums, new customers (first
 * counted order day in the window) and active customers (a counted order in the window; customerCounts).
 */
export async function salesFigures(
  db: Executor,
  f: SalesFilter,
  withCustomers: boolean,
): Promise<{ now: SalesFigures; before: SalesFigures }> {
  const [row] = await keyedQueryRows<Record<string, unknown>>(
    db,
    ['sales_figures', ...filterKey(f), withCustomers],
    () => {
      const sums = SALES_MEASURES.map((m) => both(`s.${m}`, m, f, 's'));
      // new and active customers of each window, one query each (active-customers.repo.ts)
      const customers = withCustomers
        ? {
            with: sql`with now_customers as (${customerCounts(f, f.current)}),
            past_customers as (${customerCounts(f, f.past)}) `,
            columns: sql`, (select new_customers from now_customers) as new_customers,
            (select new_customers from past_customers) as past_new_customers,
            (select active_customers from now_customers) as active_customers,
            (select active_customers from past_customers) as past_active_customers`,
          }
        : { with: sql``, columns: sql`` };
      return sql`${customers.with}select ${sql.join(sums, sql`, `)} ${customers.columns}
        from ${spanRows(f, SALES_TOTALS, [], SALES_MEASURES)} s`;
    },
  );
  const read = (prefix: string): SalesFigures => {
    const value = (name: string) => num(row?.[`${prefix}${name}`]);
    return {
      orders: value('orders'),
      revenue: value('revenue'),
      revenue_ex_tax: value('revenue_ex_tax'),
      discounts: value('discounts'),
      shipping: value('shipping'),
      units: value('units'),
      units_returned: value('units_returned'),
      cost: value('cost'),
      new_customers: value('new_customers'),
      active_customers: value('active_customers'),
    };
  };
  return { now: read(''), before: read('past_') };
}

/** Orders cancelled among those created in each window (raw orders, by the status index). */
export async function cancelledOrders(
  db: Executor,
  f: SalesFilter,
  instants: { current: { start: string; end: string }; past: { start: string; end: string } },
): Promise<{ now: number; before: number }> {
  const within = (w: { start: string; end: string }) =>
    sql`o.created_at >= ${w.start}::timestamptz and o.created_at < ${w.end}::timestamptz`;
  const [row] = await namedQueryRows<Record<string, unknown>>(
    db,
    sql`select count(*) filter (where ${within(instants.current)}) as now,
          count(*) filter (where ${within(instants.past)}) as before
        from orders o
        where o.company_id = ${f.companyId} and o.status = 'cancelled'
          and (${within(instants.current)} or ${within(instants.past)})
          ${f.shopId ? sql`and o.shop_id = ${f.shopId}` : sql``}`,
  );
  return { now: num(row?.now), before: num(row?.before) };
}

export interface ProductFigures {
  products_sold: number;
  units: number;
  units_returned: number;
  revenue: number;
  revenue_ex_tax: number;
  cost: number;
}

/**
 * Product lines' figures of both windows, products_sold counting products with units kept: company-wide
 * from product_sales_periods (product-sales.repo.ts), one shop's from its product_sales_daily rows.
 */
export async function productFigures(
  db: Executor,
  f: SalesFilter,
): Promise<{ now: ProductFigures; before: ProductFigures }> {
  const measures = ['units', 'units_returned', 'revenue', 'revenue_ex_tax', 'cost'];
  const [row] = !f.shopId
    ? await productPeriodFigures(db, f)
    : await namedQueryRows<Record<string, unknown>>(
        db,
        sql`with per_product as (
          select p.product_id, ${sql.join(
            measures.map((m) => both(`p.${m}`, m, f, 'p')),
            sql`, `,
          )}
          from product_sales_daily p where ${rollupWhere(f, 'p')}
          group by p.product_id
        )
        select count(*) filter (where units > units_returned) as products_sold,
          count(*) filter (where past_units > past_units_returned) as past_products_sold,
          ${sql.join(
            measures.flatMap((m) => [
              sql`coalesce(sum(${sql.raw(m)}), 0) as ${sql.raw(m)}`,
              sql`coalesce(sum(${sql.raw(`past_${m}`)}), 0) as ${sql.raw(`past_${m}`)}`,
            ]),
            sql`, `,
          )}
        from per_product`,
      );
  const read = (prefix: string): ProductFigures => ({
    products_sold: num(row?.[`${prefix}products_sold`]),
    units: num(row?.[`${prefix}units`]),
    units_returned: num(row?.[`${prefix}units_returned`]),
    revenue: num(row?.[`${prefix}revenue`]),
    revenue_ex_tax: num(row?.[`${prefix}revenue_ex_tax`]),
    cost: num(row?.[`${prefix}cost`]),
  });
  return { now: read(''), before: read('past_') };
}

export interface TopRow {
  key: string | null;
  label: string | null;
  orders: number;
  revenue: number;
  units_sold: number;
  past_orders: number;
  past_revenue: number;
  past_units_sold: number;
}

export interface TopList {
  rows: TopRow[];
  totals: Omit<TopRow, 'key' | 'label'>;
}

const nil = (column: string) => sql.raw(`nullif(${column}, '${NIL_UUID}'::uuid)`);

/**
 * The grouped figures of a top list: `source` selects key, orders, revenue, units_sold and day
 * rows; they are summed per key for each window (grouped by the key's own type, uuid or text, then read as
 * text: casting every row first cost ~15 % of the seller list), sorted by the current window's `sort` and cut
 * to `limit`; totals are over every key.
 */
async function topList(
  db: Executor,
  f: SalesFilter,
  field: GroupByField,
  parts: () => { source: SQL; labels: SQL },
  sort: GroupBySort,
  limit: number,
): Promise<TopList> {
  const rows = await keyedQueryRows<Record<string, unknown>>(
    db,
    ['top_list', field, ...filterKey(f), sort, limit],
    () => {
      const { source, labels } = parts();
      return sql`with src as (${source}),
        grouped as (
          select key::text as key, ${both('orders', 'orders', f, 'src')}, ${both('revenue', 'revenue', f, 'src')},
            ${both('units_sold', 'units_sold', f, 'src')}
          from src group by src.key
        ),
        ranked as (
          select g.*, sum(g.orders) over () as t_orders, sum(g.revenue) over () as t_revenue,
            sum(g.units_sold) over () as t_units_sold, sum(g.past_orders) over () as t_past_orders,
            sum(g.past_revenue) over () as t_past_revenue, sum(g.past_units_sold) over () as t_past_units_sold
          from grouped g
        ),
        top as (
          select * from ranked
          where orders <> 0 or revenue <> 0 or units_sold <> 0
          order by ${sql.raw(sort)} desc, revenue desc, key nulls last
          limit ${limit}
        ),
        totals as (select * from ranked limit 1)
        select 'row' as kind, top.*, lbl.label from top left join lateral (${labels}) lbl on true
        union all
        select 'totals' as kind, totals.*, null from totals`;
    },
  );
  return readTopList(rows, sort, 't_');
}

/** A top list's rows (kind 'row', with label) and its totals row (kind 'totals', measures prefixed). */
function readTopList(rows: Record<string, unknown>[], sort: GroupBySort, totalsPrefix = ''): TopList {
  const figures = (r: Record<string, unknown>, prefix = '') => ({
    orders: num(r[`${prefix}orders`]),
    revenue: num(r[`${prefix}revenue`]),
    units_sold: num(r[`${prefix}units_sold`]),
    past_orders: num(r[`${prefix}past_orders`]),
    past_revenue: num(r[`${prefix}past_revenue`]),
    past_units_sold: num(r[`${prefix}past_units_sold`]),
  });
  const totalsRow = rows.find((r) => r.kind === 'totals');
  const list = rows
    .filter((r) => r.kind === 'row')
    .map((r) => ({
      key: r.key === null ? null : String(r.key),
      label: r.label === null || r.label === undefined ? null : String(r.label),
      ...figures(r),
    }))
    .sort(
      (a, b) =>
        b[sort] - a[sort] ||
        b.revenue - a.revenue ||
        (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  return {
    rows: list,
    totals: totalsRow
      ? figures(totalsRow, totalsPrefix)
      : { orders: 0, revenue: 0, units_sold: 0, past_orders: 0, past_revenue: 0, past_units_sold: 0 },
  };
}

/** The first day of the month of a YYYY-MM-DD day, and day arithmetic on such days (UTC calendar). */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * A window cut into the whole calendar months it covers (their first days, `months` null when none) and
 * the days outside them (at most two ranges, at its edges).
 */
export function splitByMonths(w: ClosedDayWindow): {
  months: { from: string; to: string } | null;
  days: { from: string; to: string }[];
} {
  const first = w.from === monthStart(w.from) ? w.from : addMonths(monthStart(w.from), 1);
  const afterLast = addMonths(monthStart(w.to), 1);
  const last = addDays(afterLast, -1) === w.to ? monthStart(w.to) : addMonths(monthStart(w.to), -1);
  if (first > last) return { months: null, days: [{ from: w.from, to: w.to }] };
  const days: { from: string; to: string }[] = [];
  if (w.from < first) days.push({ from: w.from, to: addDays(first, -1) });
  const end = addMonths(last, 1);
  if (end <= w.to) days.push({ from: end, to: w.to });
  return { months: { from: first, to: last }, days };
}

/** One shop's top products' source rows: its daily rows (company-wide: product-sales.repo.ts). */
function productRows(f: SalesFilter): SQL {
  return sql`select p.product_id as key, p.day, p.lines as orders, p.revenue, p.units - p.units_returned as units_sold
    from product_sales_daily p where ${rollupWhere(f, 'p')}`;
}

/**
 * Top customers, ranked with the "no customer" row (the company's totals less the customers'): company-wide by
 * revenue, a calendar year from the year rows' revenue index (top-customers-year.repo.ts) and a window of a few
 * weeks from the week lists (top-customers-weeks.repo.ts); else the window's daily customer rows grouped.
 */
async function topCustomers(
  db: Executor,
  f: SalesFilter,
  sort: GroupBySort,
  limit: number,
): Promise<TopList> {
  // A year's statement named: planning it took twice its run, and its generic plan runs as fast (this year on the
  // bench: 876 and 841 req/s against 545 and 413 unnamed); the week lists' named too (top-customers-weeks.repo.ts).
  // The grouping unnamed: kept generic plans of it ran slower than planning each (named-rows.ts).
  const rows = yearTopApplies(f, sort)
    ? await keyedQueryRows<Record<string, unknown>>(db, ['top_customers_year', ...filterKey(f), limit], () =>
        topCustomersOfYear(f, limit),
      )
    : ((await topCustomersOfWeeks(db, f, sort, limit)) ??
      (await keyedQueryRows<Record<string, unknown>>(
        db,
        ['top_customers_grouped', ...filterKey(f), sort, limit],
        () => groupedTopCustomersSql(f, sort, limit),
        { named: false },
      )));
  return readTopList(rows, sort);
}

/**
 * Top customers from their daily rows of the window grouped once by uuid; the past figures read for the winners
 * only (customer_sales_daily_customer_idx); totals over every key are the company's, read by span
 * (customerListTotals). Bench: dashboard finding 3.
 */
function groupedTopCustomersSql(f: SalesFilter, sort: GroupBySort, limit: number): SQL {
  const filters = (alias: string) =>
    sql`${f.shopId ? sql`and ${sql.raw(alias)}.shop_id = ${f.shopId}` : sql``}
      ${f.paid ? sql`and ${sql.raw(alias)}.paid` : sql``}`;
  const inPast = inWindow(sql.raw('c.day'), f.past);
  return sql`with cur as (
          select c.customer_id as key, sum(c.orders) as orders, sum(c.revenue) as revenue,
            sum(c.units) as units_sold
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and ${inWindow(sql.raw('c.day'), f.current)} ${filters('c')}
          group by c.customer_id
        ),
        t as (${customerListTotals(f)}),
        everyone as (
          select coalesce(sum(orders), 0) as orders, coalesce(sum(revenue), 0) as revenue,
            coalesce(sum(units_sold), 0) as units_sold
          from cur
        ),
        ranked as (
          select key, orders, revenue, units_sold from cur
          union all
          -- the "no customer" row: the totals less every customer's, summed in one pass
          select null, t.orders - e.orders, t.revenue - e.revenue, t.units_sold - e.units_sold
          from t cross join everyone e
        ),
        top as (
          select * from ranked
          where orders <> 0 or revenue <> 0 or units_sold <> 0
          order by ${sql.raw(sort)} desc, revenue desc, key nulls last
          limit ${limit}
        ),
        past as (
          select c.customer_id as key, sum(c.orders) as orders, sum(c.revenue) as revenue,
            sum(c.units) as units_sold
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and c.customer_id in (select key from top where key is not null)
            and ${inPast} ${filters('c')}
          group by c.customer_id
        ),
        past_customers as (
          select coalesce(sum(c.orders), 0) as orders, coalesce(sum(c.revenue), 0) as revenue,
            coalesce(sum(c.units), 0) as units_sold
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and ${inPast} ${filters('c')}
            and exists (select 1 from top where key is null)
        )
        ${TOP_CUSTOMERS_ROWS}`;
}

/** A group-by field's top list. */
export async function groupedFigures(
  db: Executor,
  f: SalesFilter,
  field: Exclude<GroupByField, 'date'>,
  sort: GroupBySort,
  limit: number,
): Promise<TopList> {
  const salesBy = (keyColumn: SQL, table = 'sales_daily') =>
    sql`select ${keyColumn} as key, s.day, s.orders, s.revenue, s.units - s.units_returned as units_sold
        from ${sql.raw(table)} s where ${rollupWhere(f, 's')}`;
  // the small rollups' whole weeks, months, quarters and years from their span rows
  const spannedBy = (keyColumn: string, t: PeriodTable) =>
    sql`select ${sql.raw(`s.${keyColumn}`)} as key, s.day, s.orders, s.revenue, s.units - s.units_returned as units_sold
        from ${spanRows(f, t, [keyColumn], ['orders', 'revenue', 'units', 'units_returned'])} s`;
  switch (field) {
    case 'shop':
      return topList(
        db,
        f,
        field,
        () => ({
          source: sql`select key, day, orders, revenue, units_sold from (${spannedBy('shop_id', SALES_TOTALS)}) s`,
          labels: sql`select name as label from shops where id = top.key::uuid`,
        }),
        sort,
        limit,
      );
    case 'seller':
      return topList(
        db,
        f,
        field,
        () => ({
          source:
            // seller_sales_daily has no shop: one shop's sellers come from sales_daily
            f.shopId
              ? salesBy(nil('s.seller_id'))
              : sql`select ${nil('s.key')} as key, day, orders, revenue, units_sold
                from (${spannedBy('seller_id', SELLER_SALES)}) s`,
          labels: sql`select name as label from users where id = top.key::uuid`,
        }),
        sort,
        limit,
      );
    case 'channel':
    case 'delivery_mode':
      return topList(
        db,
        f,
        field,
        () => ({ source: salesBy(sql.raw(`s.${field}`)), labels: sql`select null::text as label` }),
        sort,
        limit,
      );
    case 'customer':
      return topCustomers(db, f, sort, limit);
    case 'product':
      if (!f.shopId) return readTopList(await topPeriodRows(db, f, 'product', sort, limit), sort);
      return topList(
        db,
        f,
        field,
        () => ({
          source: productRows(f),
          labels: sql`select title as label from products where id = top.key::uuid`,
        }),
        sort,
        limit,
      );
    case 'collection':
      if (!f.shopId) return readTopList(await topPeriodRows(db, f, 'collection', sort, limit), sort);
      return topList(
        db,
        f,
        field,
        () => ({
          source: sql`select cp.collection_id as key, p.day, p.lines as orders, p.revenue,
                p.units - p.units_returned as units_sold
              from product_sales_daily p
              join collection_products cp on cp.product_id = p.product_id and cp.company_id = ${f.companyId}
              join collections col on col.id = cp.collection_id and col.deleted_at is null
              where ${rollupWhere(f, 'p')}`,
          labels: sql`select title as label from collections where id = top.key::uuid`,
        }),
        sort,
        limit,
      );
    case 'payment_method':
      // Money received less refunds by method; `orders` counts the payments and refunds.
      return topList(
        db,
        f,
        field,
        () => ({
          source: sql`select m.payment_method_id as key, m.day, m.payments as orders,
                m.received - m.refunded as revenue, 0 as units_sold
              from payments_daily m
              where m.company_id = ${f.companyId}
                and (${inWindow(sql.raw('m.day'), f.current)} or ${inWindow(sql.raw('m.day'), f.past)})
                ${f.shopId ? sql`and m.shop_id = ${f.shopId}` : sql``}`,
          labels: sql`select name as label from payment_methods where id = top.key::uuid`,
        }),
        sort,
        limit,
      );
  }
}
