import { dayBucketKeys } from '../dates/bucketing.ts';
import type { WeekStart } from '../dates/ranges.ts';
import type { GroupByResponse, GroupByRow } from '../schemas/analytics.schema.ts';
import { dayWindowBucket } from './sales.ts';

// The sales chart series (group-by field=date, SPEC §7 and §9): the rollups' sums per calendar day
// bucketed by the window's length, every bucket present (zeros filled), the past period aligned
// bucket for bucket by index.

/** One calendar day's sums of both windows (days with no sale may be absent). */
export interface DaySums {
  day: string;
  orders: number;
  revenue: number;
  units_sold: number;
}

export interface DayWindowBounds {
  from: string;
  to: string;
}

type Sums = { orders: number; revenue: number; units_sold: number };

/** Index of the bucket holding `day` among sorted bucket keys (the last key on or before it). */
function bucketIndex(keys: readonly string[], day: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! <= day) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** The window's buckets with the sums of its days; the days outside the window are left out. */
function bucketSums(days: readonly DaySums[], window: DayWindowBounds, keys: readonly string[]) {
  const sums: Sums[] = keys.map(() => ({ orders: 0, revenue: 0, units_sold: 0 }));
  const total: Sums = { orders: 0, revenue: 0, units_sold: 0 };
  for (const day of days) {
    if (day.day < window.from || day.day > window.to) continue;
    const bucket = sums[bucketIndex(keys, day.day)];
    if (bucket) {
      bucket.orders += day.orders;
      bucket.revenue += day.revenue;
      bucket.units_sold += day.units_sold;
    }
    total.orders += day.orders;
    total.revenue += day.revenue;
    total.units_sold += day.units_sold;
  }
  return { sums, total };
}

/**
 * The chart series of `current` against `past` from daily sums: the bucket (SPEC §9, by the
 * current window's days), one row per bucket of the current window keyed by its first day, the
 * past bucket of the same index beside it (null key and zeros when the past has fewer buckets),
 * and the totals of both windows.
 */
export function dateSeries(
  days: readonly DaySums[],
  current: DayWindowBounds,
  past: DayWindowBounds,
  weekStartsOn: WeekStart,
): Pick<GroupByResponse, 'bucket' | 'rows' | 'totals'> {
  const bucket = dayWindowBucket(current.from, current.to);
  const keys = dayBucketKeys(current.from, current.to, bucket, weekStartsOn);
  const pastKeys = dayBucketKeys(past.from, past.to, bucket, weekStartsOn);
  const now = bucketSums(days, current, keys);
  const before = bucketSums(days, past, pastKeys);
  const rows: GroupByRow[] = keys.map((key, index) => {
    const sums = now.sums[index]!;
    const pastSums = before.sums[index];
    return {
      key,
      label: key,
      orders: sums.orders,
      revenue: sums.revenue,
      units_sold: sums.units_sold,
      past_key: pastKeys[index] ?? null,
      past_orders: pastSums?.orders ?? 0,
      past_revenue: pastSums?.revenue ?? 0,
      past_units_sold: pastSums?.units_sold ?? 0,
    };
  });
  return {
    bucket,
    rows,
    totals: {
      orders: now.total.orders,
      revenue: now.total.revenue,
      units_sold: now.total.units_sold,
      past_orders: before.total.orders,
      past_revenue: before.total.revenue,
      past_units_sold: before.total.units_sold,
    },
  };
}
