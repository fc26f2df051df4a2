import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyedQueryRows } from '../../db/named-rows.ts';
import type { Span } from './product-sales.repo.ts';
import { type Candidate, readRound, settleTop } from './top-candidates.ts';

// Company-wide top products by revenue from the span rows' revenue index (product_sales_periods_revenue_idx,
// migration 0057; docs/decisions.md "Top products from span lists"): the threshold read the top customers use
// (top-customers-weeks.repo.ts), over the span rows a window is read from (liveBuckets) instead of grouping
// every product's rows of the window (~9,400 rows into 5,000 products for the bench's 30 days).
//
// Each added span row's products are read by revenue to a depth; every product seen is summed exactly over all
// the window's span rows (subtracted ones too) by primary key; a product seen in no list has at most the sum of
// the full lists' last revenues, and loses nothing to the subtracted rows when none of them is negative.

/** More added span rows than this bound the rest too loosely: the caller groups. */
const MAX_LISTS = 12;

/**
 * The first depth of the product lists (FIRST_DEPTH is the customers'): a dashboard's top 5 of the bench's 30 days
 * settles at 10 (the 5th product's revenue above the sum of the three lists' 10th), with a third of the candidates.
 */
const FIRST_PRODUCT_DEPTH = 10;

/**
 * Up to this many (candidate, span row) pairs, the candidates are summed by one primary-key probe per pair; past
 * it, by joining the span rows' products (a month holds ~5,000 on the bench database: 1.9 ms for 30 days).
 */
const MAX_PROBES = 1_000;

/** A span row of the window, added (1) or subtracted (-1). */
export interface SpanRow {
  span: Span;
  start: string;
  sign: 1 | -1;
}

const rowList = (rows: readonly SpanRow[]) =>
  sql.join(
    rows.map((r) => sql`(${r.span}::text, ${r.start}::date, ${r.sign}::int)`),
    sql`, `,
  );

/**
 * The figures of the products `keys` names (a query of product ids named key) summed over signed span rows: one
 * primary-key probe per (product, span row). Joined plainly, the planner (which cannot tell that `keys` holds a
 * handful) read every product of the span rows: ~9,300 for the bench's 30 days, a year's ~5,000 for its past.
 */
export function productSumsOfKeys(
  scope: { companyId: string; paid: boolean },
  keys: SQL,
  rows: readonly SpanRow[],
): SQL {
  return sql`select k.key, sum(b.sign * p.lines) as orders, sum(b.sign * p.revenue) as revenue,
      sum(b.sign * (p.units - p.units_returned)) as units_sold
    from (${keys}) k
    cross join (values ${rowList(rows)}) b(span, start, sign)
    cross join lateral (
      select p.lines, p.revenue, p.units, p.units_returned from product_sales_periods p
      where p.company_id = ${scope.companyId} and p.paid_only = ${scope.paid} and p.span = b.span
        and p.start = b.start and p.product_id = k.key
      limit 1
    ) p
    group by 1`;
}

/**
 * The exact top `limit` products of the window by revenue (as the grouping ranks them: revenue, then the key),
 * or null when the lists do not settle it. `depth` is the first list depth (tests start shallow).
 */
export async function topProductsFromLists(
  db: Executor,
  scope: { companyId: string; paid: boolean },
  rows: readonly SpanRow[],
  limit: number,
  depth = FIRST_PRODUCT_DEPTH,
): Promise<Candidate[] | null> {
  const added = rows.filter((r) => r.sign === 1);
  const subtracted = rows.filter((r) => r.sign === -1);
  if (added.length === 0 || added.length > MAX_LISTS) return null;
  const key = (alias: string) =>
    sql`${sql.raw(alias)}.company_id = ${scope.companyId} and ${sql.raw(alias)}.paid_only = ${scope.paid}`;
  // the pairs to probe at most: every list full of distinct products
  const probed = (d: number) => added.length * d * rows.length <= MAX_PROBES;
  const read = async (d: number) =>
    readRound(
      await keyedQueryRows<Record<string, unknown>>(
        db,
        ['top_products_lists', scope.companyId, scope.paid, rows.map((r) => [r.span, r.start, r.sign]), d],
        () => sql`with lists as (
          select b.span, b.start, l.product_id, l.revenue
          from (values ${rowList(added)}) b(span, start, sign)
          cross join lateral (
            -- the revenue index's order (revenue desc nulls last, product): its first rows
            select p.product_id, p.revenue from product_sales_periods p
            where ${key('p')} and p.span = b.span and p.start = b.start
            order by p.revenue desc nulls last, p.product_id
            limit ${d}
          ) l
        ),
        ends as (select span, start, count(*) as n, min(revenue) as last from lists group by 1, 2),
        exact as (${
          probed(d)
            ? productSumsOfKeys(scope, sql`select distinct product_id as key from lists`, rows)
            : sql`
          select p.product_id as key, sum(b.sign * p.lines) as orders, sum(b.sign * p.revenue) as revenue,
            sum(b.sign * (p.units - p.units_returned)) as units_sold
          from (values ${rowList(rows)}) b(span, start, sign)
          cross join (select distinct product_id from lists) k
          join product_sales_periods p on ${key('p')} and p.span = b.span and p.start = b.start
            and p.product_id = k.product_id
          group by 1`
        })
        select 'bound' as kind, null::uuid as key,
          (select coalesce(sum(greatest(last, 0)) filter (where n = ${d}), 0) from ends) as orders,
          ${
            subtracted.length === 0
              ? sql`null::bigint`
              : sql`(select min(p.revenue) from (values ${rowList(subtracted)}) b(span, start, sign)
                  join product_sales_periods p on ${key('p')} and p.span = b.span and p.start = b.start)`
          } as revenue,
          (select count(*) from ends where n = ${d}) as units
        union all
        select 'row', key, orders, revenue, units_sold from exact`,
      ),
    );
  return (await settleTop(limit, depth, read))?.winners ?? null;
}
