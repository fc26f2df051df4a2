import { type DaySums, dayWindowBucket, type WeekStart } from '@comptoir/core';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { num } from './operations.common.ts';
import { periodSourceText, SALES_TOTALS, windowBuckets } from './period-sources.ts';
import type { Span } from './product-sales.repo.ts';
import type { SalesFilter } from './sales.repo.ts';

// The chart series' read (group-by field=date): sums per day of both windows from sales_daily_totals, and
// whole spans from sales_totals_periods when a span lies inside one chart bucket (period-sources.ts): months
// for month buckets, years, quarters and months for year buckets, weeks for Monday weeks. A span's row is
// reported on its first day, so core's dateSeries puts it in the bucket all its days belong to and zero-fills
// the rest. One hand-written statement per shape (shop or not, paid or all, spans read), named so
// PostgreSQL plans it once per connection.

/** The spans a chart bucket holds whole (the days of a span fall in one bucket). */
function bucketSpans(bucket: string, weekStartsOn: WeekStart): Span[] {
  if (bucket === 'year') return ['year', 'quarter', 'month', 'day'];
  if (bucket === 'month') return ['month', 'day'];
  if (bucket === 'week' && weekStartsOn === 1) return ['week', 'day'];
  return ['day'];
}

/** Sums per day of both windows (days without sales are absent; a whole span's sums on its first day). */
export async function dailySeries(db: Db, f: SalesFilter, weekStartsOn: WeekStart): Promise<DaySums[]> {
  const spans = bucketSpans(dayWindowBucket(f.current.from, f.current.to), weekStartsOn);
  const values: unknown[] = [f.companyId];
  if (f.shopId) values.push(f.shopId);
  const where = `s.company_id = $1::uuid ${f.shopId ? 'and s.shop_id = $2::uuid' : ''} ${f.paid ? 'and s.paid' : ''}`;
  const source = periodSourceText(
    SALES_TOTALS,
    's.orders, s.revenue, s.units, s.units_returned',
    windowBuckets([f.current, f.past], spans),
    where,
    values.length + 1,
  );
  const rows = await rawRows(db, {
    name: `analytics_series${f.shopId ? '_shop' : ''}${f.paid ? '_paid' : ''}_${source.shape}`,
    text: `select s.day::text, sum(s.orders), sum(s.revenue), sum(s.units - s.units_returned)
      from (${source.text}) s group by s.day`,
    values: [...values, ...source.values],
  });
  return rows.map((r) => ({
    day: r[0] as string,
    orders: num(r[1]),
    revenue: num(r[2]),
    units_sold: num(r[3]),
  }));
}
