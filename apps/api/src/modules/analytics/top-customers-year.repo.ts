import type { GroupBySort } from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import { NIL_UUID } from '../../db/schema/index.ts';
import { type ClosedDayWindow, latestToday } from './analytics-query.ts';
import { SALES_TOTALS, windowPeriodSource } from './period-sources.ts';
import type { SalesFilter } from './sales.repo.ts';

/**
 * The rows of a top-customers list from its CTEs `top` (ranked keys, null = no customer), `t` (the
 * company's totals of both windows), `past` (the winners' past figures) and `past_customers` (all
 * customers' past sums): the no-customer row's past figures are the totals less the customers'.
 */
export const TOP_CUSTOMERS_ROWS = sql`select 'row' as kind, top.key, top.orders, top.revenue, top.units_sold,
    case when top.key is null then t.past_orders - pc.orders else coalesce(past.orders, 0) end as past_orders,
    case when top.key is null then t.past_revenue - pc.revenue else coalesce(past.revenue, 0) end as past_revenue,
    case when top.key is null then t.past_units_sold - pc.units_sold else coalesce(past.units_sold, 0) end
      as past_units_sold,
    (select name from customers where id = top.key) as label
  from top cross join t cross join past_customers pc left join past on past.key = top.key
  union all
  select 'totals', null, t.orders, t.revenue, t.units_sold, t.past_orders, t.past_revenue, t.past_units_sold, null
  from t`;

const within = (column: string, w: ClosedDayWindow) =>
  sql`${sql.raw(column)} between ${w.from}::date and ${w.to}::date`;

const measures = (alias: string, w: ClosedDayWindow, prefix: string) =>
  sql`coalesce(sum(${sql.raw(alias)}.orders) filter (where ${within(`${alias}.day`, w)}), 0) as ${sql.raw(`${prefix}orders`)},
    coalesce(sum(${sql.raw(alias)}.revenue) filter (where ${within(`${alias}.day`, w)}), 0) as ${sql.raw(`${prefix}revenue`)},
    coalesce(sum(${sql.raw(alias)}.units - ${sql.raw(alias)}.units_returned) filter (where ${within(`${alias}.day`, w)}), 0)
      as ${sql.raw(`${prefix}units_sold`)}`;

/**
 * The CTE `t` of a top-customers list: the company's (or shop's) orders, revenue and units sold in both windows,
 * read by signed span rows (period-sources.ts windowPeriodSource: whole years, quarters, months and weeks from
 * sales_totals_periods, edge days from sales_daily_totals, or a month not over yet less its days outside the
 * window) — a calendar year and its past year are 2 year rows per shop and paid flag instead of ~16,000 daily
 * rows on the bench database, the last 30 days 7 span rows instead of 24.
 */
export function customerListTotals(f: SalesFilter): SQL {
  const where = sql`s.company_id = ${f.companyId}
    ${f.shopId ? sql`and s.shop_id = ${f.shopId}` : sql``} ${f.paid ? sql`and s.paid` : sql``}`;
  const rows = windowPeriodSource(
    SALES_TOTALS,
    [],
    ['orders', 'revenue', 'units', 'units_returned'],
    [f.current, f.past],
    where,
    latestToday(),
  );
  return sql`select ${measures('s', f.current, '')}, ${measures('s', f.past, 'past_')} from (${rows}) s`;
}

// Top customers of a calendar year by revenue from customer_sales_yearly (migrations 0045-0046,
// docs/decisions.md "Top customers of a year"): the year's first rows of its revenue index, instead of
// grouping ~340,000 (day, customer) rows.

/** The year (its first day) of a window that is exactly one calendar year, else null. */
export function wholeYear(w: ClosedDayWindow): string | null {
  const year = w.from.slice(0, 4);
  return w.from === `${year}-01-01` && w.to === `${year}-12-31` ? w.from : null;
}

/** Whether topCustomersOfYear answers: a company-wide list by revenue of a calendar year. */
export const yearTopApplies = (f: SalesFilter, sort: GroupBySort) =>
  !f.shopId && sort === 'revenue' && wholeYear(f.current) !== null;

/**
 * The top customers query for a company-wide list sorted by revenue whose current window is a calendar
 * year (yearTopApplies: the caller checks). Same columns as topCustomers' query: the
 * winners ranked with the "no customer" row (the year's totals less the all-customers row), their past
 * figures from the past year's rows when the past window is a calendar year too, else from their daily
 * rows (customer_sales_daily_customer_idx), and the totals row.
 */
export function topCustomersOfYear(f: SalesFilter, limit: number): SQL {
  const year = wholeYear(f.current);
  if (!year || f.shopId) throw new Error('topCustomersOfYear: a company-wide calendar year only');
  const pastYear = wholeYear(f.past);
  const paidDaily = f.paid ? sql`and c.paid` : sql``;
  // the winners' and every customer's past figures: year rows, or daily rows for another past window
  const pastOf = pastYear
    ? {
        winners: sql`select y.customer_id as key, y.orders, y.revenue, y.units as units_sold
          from customer_sales_yearly y
          where y.company_id = ${f.companyId} and y.paid_only = ${f.paid} and y.year = ${pastYear}::date
            and y.customer_id in (select key from top where key is not null)`,
        everyone: sql`select coalesce(sum(y.orders), 0) as orders, coalesce(sum(y.revenue), 0) as revenue,
            coalesce(sum(y.units), 0) as units_sold
          from customer_sales_yearly y
          where y.company_id = ${f.companyId} and y.paid_only = ${f.paid} and y.year = ${pastYear}::date
            and y.customer_id = ${NIL_UUID}`,
      }
    : {
        winners: sql`select c.customer_id as key, sum(c.orders) as orders, sum(c.revenue) as revenue,
            sum(c.units) as units_sold
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and c.customer_id in (select key from top where key is not null)
            and ${within('c.day', f.past)} ${paidDaily}
          group by c.customer_id`,
        everyone: sql`select coalesce(sum(c.orders), 0) as orders, coalesce(sum(c.revenue), 0) as revenue,
            coalesce(sum(c.units), 0) as units_sold
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and ${within('c.day', f.past)} ${paidDaily}
            and exists (select 1 from top where key is null)`,
      };
  return sql`with t as (${customerListTotals(f)}),
      everyone as (
        select coalesce(sum(y.orders), 0) as orders, coalesce(sum(y.revenue), 0) as revenue,
          coalesce(sum(y.units), 0) as units_sold
        from customer_sales_yearly y
        where y.company_id = ${f.companyId} and y.paid_only = ${f.paid} and y.year = ${year}::date
          and y.customer_id = ${NIL_UUID}
      ),
      -- in the index's order (revenue desc nulls last, customer): its first rows; revenue is never null
      winners as (
        select y.customer_id as key, y.orders, y.revenue, y.units as units_sold
        from customer_sales_yearly y
        where y.company_id = ${f.companyId} and y.paid_only = ${f.paid} and y.year = ${year}::date
          and y.customer_id <> ${NIL_UUID}
        order by y.revenue desc nulls last, y.customer_id
        limit ${limit}
      ),
      ranked as (
        select key, orders, revenue, units_sold from winners
        union all
        select null, t.orders - e.orders, t.revenue - e.revenue, t.units_sold - e.units_sold
        from t cross join everyone e
      ),
      top as (
        select * from ranked
        where orders <> 0 or revenue <> 0 or units_sold <> 0
        order by revenue desc, key nulls last
        limit ${limit}
      ),
      past as (${pastOf.winners}),
      past_customers as (${pastOf.everyone})
      ${TOP_CUSTOMERS_ROWS}`;
}
