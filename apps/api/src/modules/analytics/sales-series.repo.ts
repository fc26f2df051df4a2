import type { DaySums } from '@comptoir/core';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { num } from './operations.common.ts';
import type { SalesFilter } from './sales.repo.ts';

// The chart series' read (group-by field=date): sums per day of both windows from sales_daily_totals,
// one hand-written statement per shape (shop or not, paid or all), named so PostgreSQL plans it once
// per connection; core's dateSeries buckets and zero-fills the days.

const seriesText = (shop: boolean, paid: boolean) => `select s.day::text, sum(s.orders), sum(s.revenue),
    sum(s.units - s.units_returned)
  from sales_daily_totals s
  where s.company_id = $1::uuid
    and (s.day between $2::date and $3::date or s.day between $4::date and $5::date)
    ${shop ? 'and s.shop_id = $6::uuid' : ''} ${paid ? 'and s.paid' : ''}
  group by s.day`;

const SERIES = [false, true].map((shop) =>
  [false, true].map((paid) => ({
    name: `analytics_daily_series${shop ? '_shop' : ''}${paid ? '_paid' : ''}`,
    text: seriesText(shop, paid),
  })),
);

/** Sums per day of both windows (days without sales are absent). */
export async function dailySeries(db: Db, f: SalesFilter): Promise<DaySums[]> {
  const values: unknown[] = [f.companyId, f.current.from, f.current.to, f.past.from, f.past.to];
  if (f.shopId) values.push(f.shopId);
  const rows = await rawRows(db, { ...SERIES[f.shopId ? 1 : 0]![f.paid ? 1 : 0]!, values });
  return rows.map((r) => ({
    day: r[0] as string,
    orders: num(r[1]),
    revenue: num(r[2]),
    units_sold: num(r[3]),
  }));
}
