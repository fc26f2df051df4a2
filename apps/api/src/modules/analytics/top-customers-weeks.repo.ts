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

/** The first round sums this many seen customers per winner asked, those of highest upper bound. */
const PROBES_PER_WINNER = 8;

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
 * Every customer's orders, revenue and units in the window: the all-customers week rows covering it less its edge
 * days' sums over every customer (customer_sales_day_totals, or `known` sums).
 */
function everyCustomerSql(f: SalesFilter, w: ClosedDayWindow, known?: SQL): SQL {
  const { weeks, edges } = coveringWeeks(w);
  const edgeSums =
    known ??
    sql`select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue,
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

/**
 * One customer's orders, revenue and units in a window (`customer` an SQL expression of the outer row), as a lateral
 * probe of customer_sales_daily_customer_idx: the generic plan of a join read every customer's rows of the window.
 * No row in the window gives null sums.
 */
const customerSums = (f: SalesFilter, customer: SQL, w: ClosedDayWindow) => sql`lateral (
    select sum(c.orders) as orders, sum(c.revenue) as revenue, sum(c.units) as units
    from customer_sales_daily c
    where c.company_id = ${f.companyId} and c.customer_id = ${customer}
      and c.day between ${w.from}::date and ${w.to}::date ${f.paid ? sql`and c.paid` : sql``}
  )`;

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
  return sql`with ${roundCtes(f, depth)}
      select 'bound' as kind, null::uuid as key, ${boundSql(depth)} as orders, null::bigint as revenue,
        (select count(*) from ends where n = ${depth}) as units
      union all
      select 'edge', null, orders, revenue, units from edge
      union all
      select 'row', customer_id, orders, revenue, units from exact`;
}

/**
 * What an unseen customer's window revenue is at most (CTEs `ends` and `edge`): the full lists' last revenues
 * (never below 0) plus the edge days' negative rows.
 */
const boundSql = (depth: number) =>
  sql`((select coalesce(sum(greatest(last, 0)) filter (where n = ${depth}), 0) from ends) - (select negative from edge))`;

/**
 * The CTEs of a round at `depth`: `lists` (each covering week's first customers by revenue), `ends` (each list's
 * length and last revenue), `edge` (every customer's sums and negative rows of the covering days outside the
 * window), `seen` (each customer seen with `gain`: what their upper bound adds to the unseen one's), `probed` (the
 * `probes` seen customers of highest bound, or all) and `exact` (each customer probed, summed over the window).
 */
function roundCtes(f: SalesFilter, depth: number, probes?: number): SQL {
  const { weeks, edges } = coveringWeeks(f.current);
  return sql`lists as (
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
      -- A seen customer's window revenue is at most the unseen bound (boundSql) plus, for each list they are in,
      -- their revenue there less that list's last when it is full.
      seen as (
        select l.customer_id, sum(l.revenue - case when e.n = ${depth} then greatest(e.last, 0) else 0 end) as gain
        from lists l join ends e on e.week = l.week
        group by l.customer_id
      ),
      probed as (
        select customer_id from seen
        ${probes === undefined ? sql`` : sql`order by gain desc, customer_id limit ${probes}`}
      ),
      exact as (
        select l.customer_id, x.orders, x.revenue, x.units
        from probed l cross join ${customerSums(f, sql`l.customer_id`, f.current)} x
        where x.orders is not null
      )`;
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
 * The top customers rows (same columns as topCustomers' query) of a company-wide list by revenue over a window of
 * at most MAX_WEEKS weeks, or null (the caller groups the daily rows): the winners found from the week lists,
 * ranked with the "no customer" row (the totals less every customer's sum), their past figures from their daily
 * rows, every customer's past sum from the past window's weeks. The first round and, when it settles, the list are
 * one statement (each round trip cost the app ~0.15 ms of CPU in socket writes on the bench); deeper rounds as
 * before. `depth` is the first list depth and `probes` how many seen customers the first round sums (tests start
 * low to go through every path).
 */
export async function topCustomersOfWeeks(
  db: Executor,
  f: SalesFilter,
  sort: GroupBySort,
  limit: number,
  depth = FIRST_DEPTH,
  probes = PROBES_PER_WINNER * limit,
): Promise<Record<string, unknown>[] | null> {
  if (f.shopId || sort !== 'revenue') return null;
  if (coveringWeeks(f.current).weeks.length > MAX_WEEKS || coveringWeeks(f.past).weeks.length > MAX_WEEKS) {
    return null;
  }
  const first = Math.max(depth, limit);
  const rows = await firstRoundRows(db, f, limit, first, probes);
  if (rows[0]?.kind !== 'unsettled') return rows;
  const again = Number(rows[0].orders) === 1 ? first : first * 4;
  const settled = await settleTop(limit, again, (d) => readCandidates(db, f, d));
  if (!settled) return null;
  const { winners: found, round } = settled;
  const key = [
    'top_customers_weeks',
    ...filterKey(f),
    limit,
    found.map((c) => [c.key, c.orders, c.revenue, c.units_sold]),
    round.edgeSums,
  ];
  return keyedQueryRows(
    db,
    key,
    () => sql`with ${weeksTopSql(f, limit, winnersSql(found), sumsSql(round.edgeSums))}
      ${TOP_CUSTOMERS_ROWS}`,
  );
}

/** The found winners as a statement (key, orders, revenue, units_sold). */
function winnersSql(found: Candidate[]): SQL {
  if (found.length === 0) {
    return sql`select null::uuid as key, 0::bigint as orders, 0::bigint as revenue, 0::bigint as units_sold where false`;
  }
  const values = found.map(
    (c) => sql`(${c.key}::uuid, ${c.orders}::bigint, ${c.revenue}::bigint, ${c.units_sold}::bigint)`,
  );
  return sql`select * from (values ${sql.join(values, sql`, `)}) v(key, orders, revenue, units_sold)`;
}

const sumsSql = (s: Sums) =>
  sql`select ${s.orders}::bigint as orders, ${s.revenue}::bigint as revenue, ${s.units}::bigint as units`;

/**
 * The first round's statement: the lists at `depth`, the `probes` seen customers of highest upper bound summed
 * exactly (~160 customers seen for the bench's 30 days, each a probe of their daily rows), settled when the
 * `limit`-th of them is strictly above every other customer's bound (unseen or not probed), or when no list was cut
 * and every seen customer was probed; then the list's rows. Else one row of kind 'unsettled' (its `orders` 1 when
 * summing every seen customer at this depth could settle it, else 0).
 */
export function firstRoundRows(
  db: Executor,
  f: SalesFilter,
  limit: number,
  depth: number,
  probes = PROBES_PER_WINNER * limit,
): Promise<Record<string, unknown>[]> {
  return keyedQueryRows(db, ['top_customers_weeks_first', ...filterKey(f), limit, depth, probes], () => {
    const list = weeksTopSql(
      f,
      limit,
      sql`select key, orders, revenue, units_sold from candidates where (select ok from settled)`,
      sql`select orders, revenue, units from edge`,
    );
    return sql`with ${roundCtes(f, depth, probes)},
      -- the first candidates as rankCandidates orders them (revenue, then the uuid)
      candidates as (
        select customer_id as key, orders, revenue, units as units_sold from exact
        where orders <> 0 or revenue <> 0 or units <> 0
        order by revenue desc, customer_id
        limit ${limit}
      ),
      rest as (select max(gain) as gain from seen where customer_id not in (select customer_id from probed)),
      settled as (
        select ((select count(*) from ends where n = ${depth}) = 0 and (select gain from rest) is null)
          or ((select count(*) from candidates) = ${limit}
            and (select min(revenue) from candidates)
              > ${boundSql(depth)} + greatest((select coalesce(gain, 0) from rest), 0)) as ok
      ),
      ${list}
      select * from (${TOP_CUSTOMERS_ROWS}) r where (select ok from settled)
      union all
      -- orders 1: summing every seen customer could settle this depth (no list cut, or the limit-th highest bound
      -- of a seen customer is above the unseen one); 0: only deeper lists can
      select 'unsettled', null,
        case when (select count(*) from ends where n = ${depth}) = 0
          or (select gain from seen order by gain desc offset ${limit - 1} limit 1) > 0 then 1 else 0 end,
        null, null, null, null, null, null
      where not (select ok from settled)`;
  });
}

/**
 * The CTEs after `with` that end in the list's rows (TOP_CUSTOMERS_ROWS, left to the caller): `winners` and the
 * current window's edge sums (orders, revenue, units) given as statements.
 */
function weeksTopSql(f: SalesFilter, limit: number, winners: SQL, edgeSums: SQL): SQL {
  return sql`t as (${customerListTotals(f)}),
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
      -- the winners' past figures; materialized, as past_customers: inlined into the rows' join, they ran once per row
      past as materialized (
        select top.key, x.orders, x.revenue, x.units as units_sold
        from top cross join ${customerSums(f, sql`top.key`, f.past)} x
        where top.key is not null
      ),
      past_customers as materialized (
        select p.* from (${everyCustomerSql(f, f.past)}) p where exists (select 1 from top where key is null)
        union all
        select 0, 0, 0 where not exists (select 1 from top where key is null)
      )`;
}
