import { addDaysToDate, type GroupBySort } from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyedQueryRows } from '../../db/named-rows.ts';
import { NIL_UUID } from '../../db/schema/index.ts';
import { type ClosedDayWindow, filterKey } from './analytics-query.ts';
import { spanStart } from './product-sales.repo.ts';
import type { SalesFilter } from './sales.repo.ts';
import { type Candidate, FIRST_DEPTH, type Round, readRound, settleTop } from './top-candidates.ts';
import { customerListTotals, TOP_CUSTOMERS_ROWS } from './top-customers-year.repo.ts';

// Top customers of a window that is not a calendar year, by revenue, from the week rows covering it
// (customer_sales_weekly, migration 0056; docs/decisions.md "Top customers of a window from week lists"):
// Fagin's threshold algorithm instead of grouping every customer's daily rows of the window (~34,000 rows
// into ~26,000 customers for 30 days on the bench database, ~40 ms).
//
// The window lies inside the Monday weeks covering it; a customer's window revenue is the sum of their week
// rows less their rows on the covering days outside the window (the edges). Each week's customers are read
// by revenue, the first `depth` of them; every customer seen is a candidate, summed exactly from their daily
// rows. A customer seen in no list has at most the sum over the full lists of their last revenue (0 for a
// list that holds the whole week) in the weeks, and gains at most the edge days' negative rows back (their
// sum is kept per day in customer_sales_day_totals, migration 0061: 0 when there are none). When the
// `limit`-th candidate beats that bound the candidates' order is the answer; else the lists are read deeper,
// and after MAX_DEPTH the caller groups the daily rows as before. Every customer's sums over the edge days
// are the day totals of those days (at most six rows), not every customer's rows of them.

/** Longer windows cover more weeks than the lists prune well: they are grouped. */
const MAX_WEEKS = 14;

/** The Mondays of the weeks covering the window, and its covering days outside it (at most two ranges). */
export function coveringWeeks(w: ClosedDayWindow): {
  weeks: string[];
  edges: { from: string; to: string }[];
} {
  const first = spanStart(w.from, 'week');
  const last = spanStart(w.to, 'week');
  const weeks: string[] = [];
  for (let day = first; day <= last; day = addDaysToDate(day, 7)) weeks.push(day);
  const edges: { from: string; to: string }[] = [];
  if (first < w.from) edges.push({ from: first, to: addDaysToDate(w.from, -1) });
  const sunday = addDaysToDate(last, 6);
  if (w.to < sunday) edges.push({ from: addDaysToDate(w.to, 1), to: sunday });
  return { weeks, edges };
}

const dayIn = (column: string, ranges: { from: string; to: string }[]) =>
  ranges.length === 0
    ? sql`false`
    : sql.join(
        ranges.map((r) => sql`${sql.raw(column)} between ${r.from}::date and ${r.to}::date`),
        sql` or `,
      );

const weekList = (weeks: string[]) => sql`${`{${weeks.join(',')}}`}::date[]`;

/**
 * Every customer's orders, revenue and units in the window: the all-customers week rows covering it less
 * the customers' daily rows on its edges.
 */
function everyCustomerSql(f: SalesFilter, w: ClosedDayWindow, known?: Sums): SQL {
  const { weeks, edges } = coveringWeeks(w);
  const edgeSums = known
    ? sql`select ${known.orders}::bigint as orders, ${known.revenue}::bigint as revenue, ${known.units}::bigint as units`
    : sql`select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue,
        coalesce(sum(d.units), 0) as units
      from customer_sales_day_totals d
      where d.company_id = ${f.companyId} and d.paid_only = ${f.paid} and (${dayIn('d.day', edges)})`;
  return sql`select wk.orders - ed.orders as orders, wk.revenue - ed.revenue as revenue,
      wk.units - ed.units as units_sold
    from (
      select coalesce(sum(s.orders), 0) as orders, coalesce(sum(s.revenue), 0) as revenue,
        coalesce(sum(s.units), 0) as units
      from customer_sales_weekly s
      where s.company_id = ${f.companyId} and s.paid_only = ${f.paid} and s.week = any(${weekList(weeks)})
        and s.customer_id = ${NIL_UUID}
    ) wk cross join (${edgeSums}) ed`;
}

/** Orders, revenue and units summed over some rows. */
interface Sums {
  orders: number;
  revenue: number;
  units: number;
}

/** The first `depth` customers of each covering week, summed exactly over the window; the bound of the rest. */
async function readCandidates(
  db: Executor,
  f: SalesFilter,
  depth: number,
): Promise<Round & { edgeSums: Sums }> {
  const rows = await keyedQueryRows<Record<string, unknown>>(
    db,
    ['top_customers_lists', ...filterKey(f), depth],
    () => candidatesSql(f, depth),
  );
  const edge = rows.find((r) => r.kind === 'edge')!;
  return {
    ...readRound(rows),
    edgeSums: { orders: Number(edge.orders), revenue: Number(edge.revenue), units: Number(edge.units) },
  };
}

/** readCandidates' statement. */
function candidatesSql(f: SalesFilter, depth: number): SQL {
  const { weeks, edges } = coveringWeeks(f.current);
  const paid = f.paid ? sql`and c.paid` : sql``;
  return sql`with lists as (
        select wk.week, l.customer_id, l.revenue
        from unnest(${weekList(weeks)}) as wk(week)
        cross join lateral (
          -- the revenue index's order (revenue desc nulls last, customer): its first rows; revenue is never null
          select s.customer_id, s.revenue from customer_sales_weekly s
          where s.company_id = ${f.companyId} and s.paid_only = ${f.paid} and s.week = wk.week
            and s.customer_id <> ${NIL_UUID}
          order by s.revenue desc nulls last, s.customer_id
          limit ${depth}
        ) l
      ),
      ends as (select week, count(*) as n, min(revenue) as last from lists group by week),
      -- the covering days outside the window, read once: every customer's sums and negative rows of them
      edge as (
        select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue,
          coalesce(sum(d.units), 0) as units, coalesce(sum(d.negative_revenue), 0) as negative
        from customer_sales_day_totals d
        where d.company_id = ${f.companyId} and d.paid_only = ${f.paid} and (${dayIn('d.day', edges)})
      ),
      -- each candidate's rows of the window by customer_sales_daily_customer_idx (lateral: the generic plan of a join
      -- read every customer's rows of the window instead)
      exact as (
        select l.customer_id, x.orders, x.revenue, x.units
        from (select distinct customer_id from lists) l
        cross join lateral (
          select sum(c.orders) as orders, sum(c.revenue) as revenue, sum(c.units) as units
          from customer_sales_daily c
          where c.company_id = ${f.companyId} and c.customer_id = l.customer_id
            and c.day between ${f.current.from}::date and ${f.current.to}::date ${paid}
        ) x
        where x.orders is not null
      )
      select 'bound' as kind, null::uuid as key,
        (select coalesce(sum(greatest(last, 0)) filter (where n = ${depth}), 0) from ends)
          - (select negative from edge) as orders,
        null::bigint as revenue,
        (select count(*) from ends where n = ${depth}) as units
      union all
      select 'edge', null, orders, revenue, units from edge
      union all
      select 'row', customer_id, orders, revenue, units from exact`;
}

/**
 * The exact top `limit` customers of the current window, or null when the lists do not settle it (the caller
 * then groups the daily rows). `depth` is the first list depth (tests start shallow to go through the rounds).
 */
export async function topCustomersFromWeeks(
  db: Executor,
  f: SalesFilter,
  limit: number,
  depth = FIRST_DEPTH,
): Promise<Candidate[] | null> {
  return (await settleTop(limit, depth, (d) => readCandidates(db, f, d)))?.winners ?? null;
}

/**
 * The top customers query (same columns as topCustomers' query) for a company-wide list by revenue over a
 * window of at most MAX_WEEKS weeks, as a key and a builder for keyedQueryRows, or null: the winners found from
 * the week lists, ranked with the "no customer" row (the totals less every customer's sum), their past figures
 * from their daily rows, every customer's past sum from the past window's weeks.
 */
export async function topCustomersOfWeeksSql(
  db: Executor,
  f: SalesFilter,
  sort: GroupBySort,
  limit: number,
  depth = FIRST_DEPTH,
): Promise<{ key: unknown[]; build: () => SQL; named: true } | null> {
  if (f.shopId || sort !== 'revenue') return null;
  if (coveringWeeks(f.current).weeks.length > MAX_WEEKS || coveringWeeks(f.past).weeks.length > MAX_WEEKS) {
    return null;
  }
  const settled = await settleTop(limit, depth, (d) => readCandidates(db, f, d));
  if (!settled) return null;
  const { winners: found, round } = settled;
  return {
    key: [
      'top_customers_weeks',
      ...filterKey(f),
      sort,
      limit,
      found.map((c) => [c.key, c.orders, c.revenue, c.units_sold]),
      round.edgeSums,
    ],
    build: () => weeksTopSql(f, limit, found, round.edgeSums),
    named: true,
  };
}

function weeksTopSql(f: SalesFilter, limit: number, found: Candidate[], edgeSums: Sums): SQL {
  const winners =
    found.length === 0
      ? sql`select null::uuid as key, 0::bigint as orders, 0::bigint as revenue, 0::bigint as units_sold where false`
      : sql`select * from (values ${sql.join(
          found.map(
            (c) => sql`(${c.key}::uuid, ${c.orders}::bigint, ${c.revenue}::bigint, ${c.units_sold}::bigint)`,
          ),
          sql`, `,
        )}) v(key, orders, revenue, units_sold)`;
  const paid = f.paid ? sql`and c.paid` : sql``;
  return sql`with t as (${customerListTotals(f)}),
      everyone as (${everyCustomerSql(f, f.current, edgeSums)}),
      winners as (${winners}),
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
      past as (
        select c.customer_id as key, sum(c.orders) as orders, sum(c.revenue) as revenue, sum(c.units) as units_sold
        from customer_sales_daily c
        where c.company_id = ${f.companyId} and c.customer_id in (select key from top where key is not null)
          and c.day between ${f.past.from}::date and ${f.past.to}::date ${paid}
        group by c.customer_id
      ),
      past_customers as (
        select p.* from (${everyCustomerSql(f, f.past)}) p where exists (select 1 from top where key is null)
        union all
        select 0, 0, 0 where not exists (select 1 from top where key is null)
      )
      ${TOP_CUSTOMERS_ROWS}`;
}
