import type { GroupBySort } from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyedQueryRows, namedQueryRows } from '../../db/named-rows.ts';
import { type ClosedDayWindow, latestToday } from './analytics-query.ts';
import { periodSource, SALES_TOTALS, windowBuckets } from './period-sources.ts';
import type { Candidate } from './top-candidates.ts';
import { productSumsOfKeys, type SpanRow, topProductsFromLists } from './top-products-lists.repo.ts';

// Company-wide product figures read product_sales_periods (migrations 0042–0043, docs/decisions.md "Product sales
// per day, week, month, quarter and year"): a window is cut into whole calendar years, months and weeks
// (Monday) and the days at its edges, each bucket one index-only range scan of at most one row per product
// (no quarter rows since migration 0052: three month rows read instead). One shop's figures still read
// product_sales_daily (sales.repo.ts).

export type Span = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** Whole spans covering [from, to] exactly: the spans whose first days lie in it (YYYY-MM-DD). */
export interface SpanBucket {
  span: Span;
  from: string;
  to: string;
}

/** The spans product_sales_periods keeps (quarters are read as months). */
const SPANS: readonly Span[] = ['year', 'month', 'week', 'day'];

/** shift's answers: the window arithmetic of every analytics call asks the same few hundred (a profile's 3 %). */
const shifted = new Map<string, string>();

function shift(day: string, unit: 'day' | 'month', n: number): string {
  const key = `${day}${unit}${n}`;
  const known = shifted.get(key);
  if (known !== undefined) return known;
  const d = new Date(`${day}T00:00:00Z`);
  if (unit === 'day') d.setUTCDate(d.getUTCDate() + n);
  else d.setUTCMonth(d.getUTCMonth() + n);
  const answer = d.toISOString().slice(0, 10);
  if (shifted.size >= 20_000) shifted.clear();
  shifted.set(key, answer);
  return answer;
}

/** The first day of the span holding `day` (as date_trunc gives it; weeks start on Monday). */
export function spanStart(day: string, span: Span): string {
  const month = Number(day.slice(5, 7));
  switch (span) {
    case 'year':
      return `${day.slice(0, 4)}-01-01`;
    case 'quarter':
      return `${day.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
    case 'month':
      return `${day.slice(0, 7)}-01`;
    case 'week':
      return shift(day, 'day', -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    case 'day':
      return day;
  }
}

const nextStart = (start: string, span: Span) =>
  span === 'year'
    ? shift(start, 'month', 12)
    : span === 'quarter'
      ? shift(start, 'month', 3)
      : span === 'month'
        ? shift(start, 'month', 1)
        : shift(start, 'day', span === 'week' ? 7 : 1);

/**
 * [from, to] as the fewest whole spans, coarsest first: the whole years inside it, then within what is
 * left on either side the whole months (or quarters when `spans` has them), weeks, and the remaining days.
 */
export function spanBuckets(from: string, to: string, spans: readonly Span[] = SPANS): SpanBucket[] {
  if (from > to) return [];
  const [span, ...rest] = spans;
  if (span === undefined || span === 'day') return [{ span: 'day', from, to }];
  const start = spanStart(from, span);
  const first = start === from ? from : nextStart(start, span);
  const end = spanStart(shift(to, 'day', 1), span); // spans starting before it end within the window
  if (first >= end) return spanBuckets(from, to, rest);
  return [
    ...spanBuckets(from, shift(first, 'day', -1), rest),
    { span, from: first, to: shift(end, 'day', -1) },
    ...spanBuckets(end, to, rest),
  ];
}

/** A bucket read with a sign: -1 subtracts its rows (the days of a week row outside the window). */
export interface SignedBucket extends SpanBucket {
  sign: 1 | -1;
}

/**
 * A week row's cost in day rows: on the bench database's big company a day has ~2,150 product rows and a week
 * ~4,850 (bench/README.md dashboard, finding 8), so 6 edge days read as 1 week + 1 day, 5 as 1 week + 2 days.
 */
const WEEK_IN_DAYS = 2.5;

/**
 * The buckets of [from, to] to read, where a run of edge days inside one Monday week becomes the week row less
 * the week's days outside the window when that reads fewer rows (6 days before a Monday: 1 week less 1 day).
 */
export function readBuckets(from: string, to: string): readonly SignedBucket[] {
  return remembered(`read ${from} ${to}`, () => readBucketsOf(from, to));
}

/**
 * Bucket lists already worked out, by their inputs: the dashboard asks the same few windows again and again, and
 * the arithmetic cost a tenth of a top list's CPU. Pure functions of their key; kept frozen, never changed.
 */
const bucketLists = new Map<string, readonly SignedBucket[]>();

function remembered(key: string, work: () => readonly SignedBucket[]): readonly SignedBucket[] {
  let list = bucketLists.get(key);
  if (list === undefined) {
    list = Object.freeze(work());
    if (bucketLists.size >= 5_000) bucketLists.clear();
    bucketLists.set(key, list);
  }
  return list;
}

function readBucketsOf(from: string, to: string): SignedBucket[] {
  return spanBuckets(from, to).flatMap((b): SignedBucket[] => {
    if (b.span !== 'day') return [{ ...b, sign: 1 }];
    const week = spanStart(b.from, 'week');
    const sunday = shift(week, 'day', 6);
    if (spanStart(b.to, 'week') !== week) return [{ ...b, sign: 1 }];
    const inside = (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 + 1;
    if (7 - inside + WEEK_IN_DAYS >= inside) return [{ ...b, sign: 1 }];
    const out: SignedBucket[] = [{ span: 'week', from: week, to: week, sign: 1 }];
    if (b.from > week) out.push({ span: 'day', from: week, to: shift(b.from, 'day', -1), sign: -1 });
    if (b.to < sunday) out.push({ span: 'day', from: shift(b.to, 'day', 1), to: sunday, sign: -1 });
    return out;
  });
}

/** What a bucket's row of one product costs to read, in day rows (WEEK_IN_DAYS; a month or year row alike). */
const ROW_COST: Record<Span, number> = {
  day: 1,
  week: WEEK_IN_DAYS,
  month: WEEK_IN_DAYS,
  quarter: WEEK_IN_DAYS,
  year: WEEK_IN_DAYS,
};

/**
 * The rows a list of buckets reads, each span row weighted by `rowCost` (by default in day rows, ROW_COST); days after
 * `today` are empty and cost nothing.
 */
export function bucketsCost(
  buckets: readonly SignedBucket[],
  today: string,
  rowCost: (span: Span) => number = (span) => ROW_COST[span],
): number {
  let cost = 0;
  for (const b of buckets) {
    for (let d = b.from; d <= b.to; d = nextStart(d, b.span)) {
      if (b.span !== 'day' || d <= today) cost += rowCost(b.span);
    }
  }
  return cost;
}

/**
 * readBuckets, or when cheaper for a window ending in a month not over yet (the dashboard's last 30 days): that
 * month's row less its days outside the window — the days after the window are not sold yet (empty; were they not,
 * their rows would still be subtracted exactly) — and the window's days before the month as readBuckets reads them.
 */
export function liveBuckets(from: string, to: string, today = latestToday()): readonly SignedBucket[] {
  return remembered(`live ${from} ${to} ${today}`, () => liveBucketsOf(from, to, today));
}

function liveBucketsOf(from: string, to: string, today: string): readonly SignedBucket[] {
  const plain = readBuckets(from, to);
  const viaMonth = viaMonthBuckets(from, to, readBuckets);
  return viaMonth && bucketsCost(viaMonth, today) < bucketsCost(plain, today) ? viaMonth : plain;
}

/**
 * [from, to] as the row of the month `to` lies in, less that month's days outside the window, and the window's days
 * before the month as `before` reads them; null for an empty window or one ending on its month's last day.
 */
export function viaMonthBuckets(
  from: string,
  to: string,
  before: (from: string, to: string) => readonly SignedBucket[],
): SignedBucket[] | null {
  const month = spanStart(to, 'month');
  const monthEnd = shift(nextStart(month, 'month'), 'day', -1);
  if (from > to || to >= monthEnd) return null;
  const first = from > month ? from : month;
  return [
    ...(from < month ? before(from, shift(month, 'day', -1)) : []),
    { span: 'month', from: month, to: month, sign: 1 },
    ...(first > month
      ? [{ span: 'day' as const, from: month, to: shift(first, 'day', -1), sign: -1 as const }]
      : []),
    { span: 'day', from: shift(to, 'day', 1), to: monthEnd, sign: -1 },
  ];
}

/** product_id and `columns` (names) of the buckets' product_sales_periods rows (one range scan per bucket). */
function periodRows(
  companyId: string,
  paid: boolean,
  w: ClosedDayWindow,
  columns: readonly string[],
  buckets: readonly SignedBucket[] = readBuckets(w.from, w.to),
): SQL {
  if (buckets.length === 0) {
    return sql`select p.product_id, ${sql.raw(columns.map((c) => `p.${c}`).join(', '))}
      from product_sales_periods p where false`;
  }
  return sql.join(
    buckets.map(
      (
        b,
      ) => sql`select p.product_id, ${sql.raw(columns.map((c) => (b.sign === 1 ? `p.${c}` : `-p.${c} as ${c}`)).join(', '))}
        from product_sales_periods p
        where p.company_id = ${companyId} and p.paid_only = ${paid} and p.span = ${b.span}
          and p.start between ${b.from}::date and ${b.to}::date`,
    ),
    sql` union all `,
  );
}

interface Scope {
  companyId: string;
  paid: boolean;
  current: ClosedDayWindow;
  past: ClosedDayWindow;
}

const TOP_COLUMNS = ['lines', 'revenue', 'units', 'units_returned'] as const;

/** How a top list groups product rows: by product, or by the collections a product is in (a product counts in each). */
const GROUPINGS = {
  product: {
    key: sql.raw('p.product_id'),
    join: (_companyId: string) => sql``,
    label: sql`(select title from products where id = top.key)`,
  },
  collection: {
    key: sql.raw('cp.collection_id'),
    join: (companyId: string) => sql`join collection_products cp
        on cp.product_id = p.product_id and cp.company_id = ${companyId}
      join collections col on col.id = cp.collection_id and col.deleted_at is null`,
    label: sql`(select title from collections where id = top.key)`,
  },
} as const;

/**
 * The buckets of [from, to] read by key probes — one primary-key lookup per (span row, product), whatever the
 * span — so the fewest span rows: readBuckets, or the month `to` lies in less its days outside the window when that
 * is fewer (a past window of 30 days: October less its 31st, 2 rows, against 4 days, 3 weeks and a week less 2 days).
 */
export function probeBuckets(from: string, to: string): readonly SignedBucket[] {
  return remembered(`probe ${from} ${to}`, () => {
    const plain = readBuckets(from, to);
    const viaMonth = viaMonthBuckets(from, to, readBuckets);
    const rows = (buckets: readonly SignedBucket[]) => bucketsCost(buckets, '9999-12-31', () => 1);
    return viaMonth && rows(viaMonth) < rows(plain) ? viaMonth : plain;
  });
}

/** The first day of every `span` row of the buckets, with the bucket's sign (exact key lookups). */
function bucketStarts(w: ClosedDayWindow): SpanRow[] {
  return spanRows(probeBuckets(w.from, w.to));
}

/** The span rows the top products read for a window (liveBuckets), with their signs. */
export function windowSpanRows(from: string, to: string, today = latestToday()): SpanRow[] {
  return spanRows(liveBuckets(from, to, today));
}

function spanRows(buckets: readonly SignedBucket[]): SpanRow[] {
  return buckets.flatMap((b) => {
    const out: { span: Span; start: string; sign: 1 | -1 }[] = [];
    for (let d = b.from; d <= b.to; d = nextStart(d, b.span))
      out.push({ span: b.span, start: d, sign: b.sign });
    return out;
  });
}

/**
 * The past window's figures of the listed products only (`keys`: a query of product ids named key): one primary
 * key lookup per (span row, product) instead of reading the window's rows of every product.
 */
function pastOfKeys(f: Scope, keys: SQL): SQL {
  const starts = bucketStarts(f.past);
  if (starts.length === 0) {
    return sql`select null::uuid as key, 0::bigint as orders, 0::bigint as revenue, 0::bigint as units_sold where false`;
  }
  return productSumsOfKeys(f, keys, starts);
}

/**
 * Both windows' totals of every product line (orders = lines, revenue, units kept) from the company's
 * sales_daily_totals and sales_totals_periods (migration 0053): the same sums as all product rows, from a few
 * rows per span instead of one per product.
 */
function lineTotals(f: Scope): SQL {
  const buckets = windowBuckets([f.current, f.past]);
  const where = f.paid ? sql`s.company_id = ${f.companyId} and s.paid` : sql`s.company_id = ${f.companyId}`;
  const src = periodSource(
    SALES_TOTALS,
    's.lines, s.line_revenue, s.units, s.units_returned',
    buckets,
    where,
  );
  const sums = (w: ClosedDayWindow, prefix: string) => {
    const inside = sql`t.day between ${w.from}::date and ${w.to}::date`;
    return sql`coalesce(sum(t.lines) filter (where ${inside}), 0) as ${sql.raw(`${prefix}orders`)},
      coalesce(sum(t.line_revenue) filter (where ${inside}), 0) as ${sql.raw(`${prefix}revenue`)},
      coalesce(sum(t.units - t.units_returned) filter (where ${inside}), 0) as ${sql.raw(`${prefix}units_sold`)}`;
  };
  return sql`select ${sums(f.current, '')}, ${sums(f.past, 'past_')} from (${src}) t`;
}

/**
 * Company-wide top products or collections (the rows and totals row sales.repo's readTopList reads): the
 * current window's rows grouped by key and ranked. Products: the past figures of the winners only (key lookups)
 * and the totals row from the company's line totals (lineTotals). Collections (a product counts in each of its
 * collections, products in none do not count): the past window read once and grouped into the winners and the
 * rest, the totals summed from the groups.
 */
export async function topPeriodRows(
  db: Executor,
  f: Scope,
  by: keyof typeof GROUPINGS,
  sort: GroupBySort,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const today = latestToday();
  const buckets = liveBuckets(f.current.from, f.current.to, today);
  // by revenue over several span rows: their lists (top-products-lists.repo.ts), when they settle the order; one
  // span row as it is (a year, a month, a day) is read in its revenue index's order by the statement itself
  const oneRow = by === 'product' && oneSpanRow(buckets);
  const winners =
    by === 'product' && sort === 'revenue' && !oneRow
      ? await topProductsFromLists(db, f, spanRows(buckets), limit)
      : null;
  const key = [
    'top_period_rows',
    by,
    f.companyId,
    f.paid,
    f.current.from,
    f.current.to,
    f.past.from,
    f.past.to,
    today,
    sort,
    limit,
    winners?.map((c) => [c.key, c.orders, c.revenue, c.units_sold]) ?? null,
  ];
  return keyedQueryRows<Record<string, unknown>>(
    db,
    key,
    () => topPeriodStatement(f, by, sort, limit, buckets, winners),
    // one span row's products: a generic plan, blind to how many rows the span row holds, read them all through
    // the covering index and sorted them (2.3 ms for a year) instead of the revenue index's first rows (1.0 ms)
    { named: !oneRow },
  );
}

/** Whether the window is one span row as it is (a whole year, month or week, or one day): one row per product. */
function oneSpanRow(buckets: readonly SignedBucket[]): boolean {
  const [only] = buckets;
  return buckets.length === 1 && only!.sign === 1 && nextStart(only!.from, only!.span) > only!.to;
}

/** topPeriodRows' statement: the current window's `winners` when the lists settled them, else its buckets grouped. */
function topPeriodStatement(
  f: Scope,
  by: keyof typeof GROUPINGS,
  sort: GroupBySort,
  limit: number,
  buckets: readonly SignedBucket[],
  winners: Candidate[] | null,
): SQL {
  const g = GROUPINGS[by];
  const sums = sql`sum(p.lines) as orders, sum(p.revenue) as revenue, sum(p.units - p.units_returned) as units_sold`;
  const [only] = buckets;
  // one span row (a whole year, month or week, or one day): at most one row per product, ranked as it is
  const cur = winners
    ? sql`cur as (${
        winners.length === 0
          ? sql`select null::uuid as key, 0::bigint as orders, 0::bigint as revenue, 0::bigint as units_sold where false`
          : sql`select * from (values ${sql.join(
              winners.map(
                (c) =>
                  sql`(${c.key}::uuid, ${c.orders}::bigint, ${c.revenue}::bigint, ${c.units_sold}::bigint)`,
              ),
              sql`, `,
            )}) v(key, orders, revenue, units_sold)`
      })`
    : by === 'product' && oneSpanRow(buckets)
      ? sql`cur as (
          select p.product_id as key, p.lines as orders, p.revenue, p.units - p.units_returned as units_sold
          from product_sales_periods p
          where p.company_id = ${f.companyId} and p.paid_only = ${f.paid} and p.span = ${only!.span}
            and p.start = ${only!.from}::date
        )`
      : sql`cur as (
          select ${g.key} as key, ${sums}
          from (${periodRows(f.companyId, f.paid, f.current, TOP_COLUMNS, buckets)}) p ${g.join(f.companyId)}
          group by 1
        )`;
  const ranked = sql`${cur},
        top as (
          select * from cur
          where orders <> 0 or revenue <> 0 or units_sold <> 0
          -- by revenue: the order of product_sales_periods_revenue_idx (revenue is never null), so that one span
          -- row's first products are read from the index instead of sorting all of them
          order by ${sort === 'revenue' ? sql`revenue desc nulls last` : sql`${sql.raw(sort)} desc, revenue desc`}, key
          limit ${limit}
        )`;
  const rows = (past: SQL) => sql`select 'row' as kind, top.key, top.orders, top.revenue, top.units_sold,
          coalesce(past.orders, 0) as past_orders, coalesce(past.revenue, 0) as past_revenue,
          coalesce(past.units_sold, 0) as past_units_sold, ${g.label} as label
        from top left join ${past} past on past.key = top.key`;
  if (by === 'product') {
    return sql`with ${ranked}
        ${rows(sql`(${pastOfKeys(f, sql`select key from top`)})`)}
        union all
        select 'totals', null, t.orders, t.revenue, t.units_sold, t.past_orders, t.past_revenue, t.past_units_sold, null
        from (${lineTotals(f)}) t`;
  }
  const total = (from: string) =>
    sql.raw(`(select coalesce(sum(orders), 0) as orders, coalesce(sum(revenue), 0) as revenue,
      coalesce(sum(units_sold), 0) as units_sold from ${from})`);
  return sql`with ${ranked},
        past as (
          select case when ${g.key} in (select key from top) then ${g.key} end as key, ${sums}
          from (${periodRows(f.companyId, f.paid, f.past, TOP_COLUMNS)}) p ${g.join(f.companyId)}
          group by 1
        )
        ${rows(sql`past`)}
        union all
        select 'totals', null, c.orders, c.revenue, c.units_sold, t.orders, t.revenue, t.units_sold, null
        from ${total('cur')} c cross join ${total('past')} t`;
}

const PRODUCT_MEASURES = ['units', 'units_returned', 'revenue', 'revenue_ex_tax', 'cost'] as const;

/**
 * Company-wide product figures of both windows (the row sales.repo's productFigures reads: each measure
 * and past_<measure>, products_sold counting products with units kept), grouped by product once.
 */
export async function productPeriodFigures(db: Executor, f: Scope): Promise<Record<string, unknown>[]> {
  const both = (m: string) =>
    sql.raw(`coalesce(sum(p.${m}) filter (where p.w = 0), 0) as ${m},
      coalesce(sum(p.${m}) filter (where p.w = 1), 0) as past_${m}`);
  return namedQueryRows<Record<string, unknown>>(
    db,
    sql`with per_product as (
          select p.product_id, ${sql.join(PRODUCT_MEASURES.map(both), sql`, `)}
          from (
            select 0 as w, q.* from (${periodRows(f.companyId, f.paid, f.current, PRODUCT_MEASURES)}) q
            union all
            select 1 as w, q.* from (${periodRows(f.companyId, f.paid, f.past, PRODUCT_MEASURES)}) q
          ) p
          group by p.product_id
        )
        select count(*) filter (where units > units_returned) as products_sold,
          count(*) filter (where past_units > past_units_returned) as past_products_sold,
          ${sql.join(
            PRODUCT_MEASURES.flatMap((m) => [
              sql.raw(`coalesce(sum(${m}), 0) as ${m}`),
              sql.raw(`coalesce(sum(past_${m}), 0) as past_${m}`),
            ]),
            sql`, `,
          )}
        from per_product`,
  );
}
