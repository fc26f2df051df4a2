import { type SQL, sql } from 'drizzle-orm';
import {
  bucketsCost,
  type SignedBucket,
  type Span,
  type SpanBucket,
  spanBuckets,
  viaMonthBuckets,
} from './product-sales.repo.ts';

// The small rollups read by span (migrations 0050–0051, docs/decisions.md "Sales, seller and payment totals per
// week, month, quarter and year"): a window's whole years, quarters, months and weeks come from the periods
// table (one row per span and key), the days at its edges from the daily table. Each row read is reported on
// its first day (`day`), which lies in the window, so window filters and day buckets holding whole spans
// classify it as its days would be.

export interface DayRange {
  from: string;
  to: string;
}

/** A daily rollup and the table of its week, month, quarter and year sums (same key columns). */
export interface PeriodTable {
  daily: string;
  periods: string;
}

export const SALES_TOTALS: PeriodTable = { daily: 'sales_daily_totals', periods: 'sales_totals_periods' };
export const SELLER_SALES: PeriodTable = { daily: 'seller_sales_daily', periods: 'seller_sales_periods' };
export const PAYMENTS: PeriodTable = { daily: 'payments_daily', periods: 'payments_periods' };

export const ALL_SPANS: readonly Span[] = ['year', 'quarter', 'month', 'week', 'day'];

/**
 * The buckets reading every day of the windows once: each window's whole spans when the windows are apart;
 * overlapping windows are read as the days of their union (their rows are then told apart by day).
 */
export function windowBuckets(
  windows: readonly DayRange[],
  spans: readonly Span[] = ALL_SPANS,
): SpanBucket[] {
  const open = windows.filter((w) => w.from <= w.to);
  const apart = open.every((a, i) => open.every((b, j) => i === j || a.to < b.from || b.to < a.from));
  if (apart) return open.flatMap((w) => spanBuckets(w.from, w.to, spans));
  const from = open.map((w) => w.from).sort()[0]!;
  const to = open
    .map((w) => w.to)
    .sort()
    .at(-1)!;
  return [{ span: 'day', from, to }];
}

/**
 * `day` and `columns` (of alias s) of the buckets' rows: a VALUES list of buckets joined laterally to one range
 * scan of the daily table (day buckets) or of the span rows (others); `where` filters alias s by company and the
 * other key columns. Not a UNION ALL of one branch per bucket: PostgreSQL ran that as a Parallel Append whose
 * workers cost more to start (~6–10 ms on the bench VM) than the few thousand rows they read.
 */
export function periodSource(
  t: PeriodTable,
  columns: string,
  buckets: readonly SpanBucket[],
  where: SQL,
): SQL {
  const cols = sql.raw(columns);
  if (buckets.length === 0) return sql`select s.day, ${cols} from ${sql.raw(t.daily)} s where false`;
  const list = sql.join(
    buckets.map((b) => sql`(${b.span}::text, ${b.from}::date, ${b.to}::date)`),
    sql`, `,
  );
  return sql`select x.* from (values ${list}) b(span, lo, hi)
    cross join ${bucketRows(t, sql`s.day, ${cols}`, sql`s.start as day, ${cols}`, where)}`;
}

/**
 * The rows of bucket `b` (columns span, lo, hi), laterally: a range scan of the daily table for a day bucket (its
 * rows as `daily`), of the span rows for others (as `periods`).
 */
function bucketRows(t: PeriodTable, daily: SQL, periods: SQL, where: SQL): SQL {
  return sql`lateral (
      select ${daily} from ${sql.raw(t.daily)} s
      where b.span = 'day' and ${where} and s.day between b.lo and b.hi
      union all
      select ${periods} from ${sql.raw(t.periods)} s
      where b.span <> 'day' and ${where} and s.span = b.span and s.start between b.lo and b.hi
    ) x`;
}

/**
 * The same as hand-written text for named statements: `where` uses alias s and the caller's parameters
 * ($1…$n); the buckets follow as $n+1…; the name should hold `shape` (the buckets' count), which tells the
 * texts apart.
 */
export function periodSourceText(
  t: PeriodTable,
  columns: string,
  buckets: readonly SpanBucket[],
  where: string,
  firstParameter: number,
): { text: string; values: string[]; shape: string } {
  if (buckets.length === 0) {
    return { text: `select s.day, ${columns} from ${t.daily} s where false`, values: [], shape: '0' };
  }
  const values = buckets.flatMap((b) => [b.span, b.from, b.to]);
  const list = buckets
    .map((_, i) => {
      const n = firstParameter + 3 * i;
      return `($${n}::text, $${n + 1}::date, $${n + 2}::date)`;
    })
    .join(', ');
  const text = `select x.* from (values ${list}) b(span, lo, hi) cross join lateral (
      select s.day, ${columns} from ${t.daily} s
      where b.span = 'day' and ${where} and s.day between b.lo and b.hi
      union all
      select s.start as day, ${columns} from ${t.periods} s
      where b.span <> 'day' and ${where} and s.span = b.span and s.start between b.lo and b.hi
    ) x`;
  return { text, values, shape: String(buckets.length) };
}

/**
 * The signed buckets of a window in a periods table, where every span row costs one row a key: its whole spans
 * (spanBuckets), or when fewer rows for a window ending inside a month, that month's row less its days outside
 * the window and the window's days before the month as whole spans. The days after `today` have no rows yet (and
 * are subtracted all the same: the sums never depend on `today`, only the rows read do). The dashboard's last 30
 * days: 2 days and a month instead of 3 days, 3 weeks and 6 days.
 */
export function totalsBuckets({ from, to }: DayRange, today: string): readonly SignedBucket[] {
  const whole = (a: string, b: string) =>
    spanBuckets(a, b, ALL_SPANS).map((bucket): SignedBucket => ({ ...bucket, sign: 1 }));
  const plain = whole(from, to);
  const viaMonth = viaMonthBuckets(from, to, whole);
  if (!viaMonth) return plain;
  // every span row is one row a key here (no per-product weights)
  const cost = (buckets: readonly SignedBucket[]) => bucketsCost(buckets, today, () => 1);
  return cost(viaMonth) < cost(plain) ? viaMonth : plain;
}

/**
 * The rows of both windows of a periods table as periodSource gives them (`day`, then `keys` and `measures` of alias
 * s), read by signed buckets (totalsBuckets) when the windows are apart: each row is then reported on its window's
 * first day with its measures signed, so that sums filtered by window are as before. Overlapping windows are read
 * by periodSource.
 */
export function windowPeriodSource(
  t: PeriodTable,
  keys: readonly string[],
  measures: readonly string[],
  windows: readonly DayRange[],
  where: SQL,
  today: string,
): SQL {
  const open = windows.filter((w) => w.from <= w.to);
  const apart = open.every((a, i) => open.every((b, j) => i === j || a.to < b.from || b.to < a.from));
  const columns = [...keys, ...measures].map((c) => `s.${c}`).join(', ');
  if (!apart) return periodSource(t, columns, windowBuckets(windows), where);
  const buckets = open.flatMap((w) => totalsBuckets(w, today).map((b) => ({ ...b, day: w.from })));
  if (buckets.length === 0)
    return sql`select s.day, ${sql.raw(columns)} from ${sql.raw(t.daily)} s where false`;
  const cols = sql.raw(
    [...keys.map((k) => `s.${k}`), ...measures.map((m) => `b.sign * s.${m} as ${m}`)].join(', '),
  );
  const list = sql.join(
    buckets.map(
      (b) => sql`(${b.span}::text, ${b.from}::date, ${b.to}::date, ${b.sign}::int, ${b.day}::date)`,
    ),
    sql`, `,
  );
  return sql`select x.* from (values ${list}) b(span, lo, hi, sign, day)
    cross join ${bucketRows(t, sql`b.day, ${cols}`, sql`b.day, ${cols}`, where)}`;
}
