import { describe, expect, it } from 'vitest';
import { bucketKey, bucketStarts, dayBucketKey, dayBucketKeys } from '../dates/bucketing.ts';
import { resolveDateRange } from '../dates/ranges.ts';
import { calendarDateIn, isoDate, startOfCalendarDay } from '../dates/zoned-time.ts';
import { groupByResponse, statsResponse } from '../schemas/analytics.schema.ts';
import { returnsRate } from './operations-figures.ts';
import { countsAsPaidSale, countsAsSale, dayWindowBucket, pastDayWindow, windowDays } from './sales.ts';

describe('countsAsSale and countsAsPaidSale', () => {
  it('count confirmed and completed orders only', () => {
    expect(countsAsSale({ status: 'confirmed' })).toBe(true);
    expect(countsAsSale({ status: 'completed' })).toBe(true);
    for (const status of ['draft', 'quotation', 'cancelled']) expect(countsAsSale({ status })).toBe(false);
  });

  it('count paid sales when money was received and not all refunded', () => {
    for (const payment_status of ['paid', 'partially_paid', 'partially_credited'])
      expect(countsAsPaidSale({ status: 'completed', payment_status })).toBe(true);
    for (const payment_status of ['pending', 'fully_credited', 'cancelled'])
      expect(countsAsPaidSale({ status: 'confirmed', payment_status })).toBe(false);
    expect(countsAsPaidSale({ status: 'cancelled', payment_status: 'paid' })).toBe(false);
    expect(countsAsPaidSale({ status: 'draft', payment_status: 'paid' })).toBe(false);
  });
});

describe('figures', () => {
  it('returns rate in percent with two decimals', () => {
    expect(returnsRate(1, 3)).toBe(33.33);
    expect(returnsRate(2, 3)).toBe(66.67);
    expect(returnsRate(1, 0)).toBe(0);
  });
});

describe('day windows', () => {
  it('bucket by the number of calendar days (SPEC §9), not by hours across a DST change', () => {
    expect(dayWindowBucket('2026-01-01', '2026-03-31')).toBe('day'); // 90 days
    expect(dayWindowBucket('2026-01-01', '2026-04-01')).toBe('week'); // 91 days
    expect(dayWindowBucket('2026-01-01', '2026-11-26')).toBe('week'); // 330 days
    expect(dayWindowBucket('2026-01-01', '2026-11-27')).toBe('month'); // 331 days
    expect(dayWindowBucket('2016-01-01', '2025-11-06')).toBe('month'); // 3598 days
    expect(dayWindowBucket('2016-01-01', '2025-11-09')).toBe('year'); // 3601 days
    // 90 days holding the autumn change in Paris: 90 days and one hour of instants, still by day
    expect(windowDays('2026-08-01', '2026-10-29')).toBe(90);
    expect(dayWindowBucket('2026-08-01', '2026-10-29')).toBe('day');
  });

  it('keys weeks on the company week start, months and years on their first day', () => {
    expect(dayBucketKey('2026-11-25', 'week', 1)).toBe('2026-11-23'); // Wednesday → Monday
    expect(dayBucketKey('2026-11-25', 'week', 0)).toBe('2026-11-22'); // → Sunday
    expect(dayBucketKey('2026-11-23', 'week', 1)).toBe('2026-11-23');
    expect(dayBucketKey('2026-11-25', 'month')).toBe('2026-11-01');
    expect(dayBucketKey('2026-11-25', 'year')).toBe('2026-01-01');
    expect(dayBucketKeys('2026-11-25', '2027-02-02', 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(dayBucketKeys('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  // The rollups hold calendar days of the company's zone: the day buckets must be the zone's own
  // buckets (bucketStarts/bucketKey on instants), whatever the zone and across DST changes.
  const zones = [
    'Europe/Paris',
    'America/New_York',
    'America/Santiago',
    'Africa/Douala',
    'Asia/Tokyo',
    'UTC',
  ];
  const windows: [string, string][] = [
    ['2026-03-20', '2026-04-05'], // spring change in Europe and the US (March)
    ['2026-08-25', '2026-09-15'], // Santiago skips midnight (6 September)
    ['2026-10-01', '2026-12-31'], // autumn changes, 92 days by week
    ['2025-12-01', '2026-11-30'], // a year by month
  ];
  for (const timeZone of zones) {
    it(`match the zone's buckets in ${timeZone}`, () => {
      for (const [from, to] of windows) {
        const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
        const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
        const range = {
          start: startOfCalendarDay(fy, fm, fd, timeZone),
          end: startOfCalendarDay(ty, tm, td + 1, timeZone),
        };
        const bucket = dayWindowBucket(from, to);
        for (const weekStartsOn of [0, 1] as const) {
          const zoneKeys = bucketStarts(range, bucket, timeZone, weekStartsOn).map((d) =>
            isoDate(calendarDateIn(d, timeZone)),
          );
          expect(dayBucketKeys(from, to, bucket, weekStartsOn)).toEqual(zoneKeys);
          // each day of the window falls in the bucket bucketKey gives its first instant
          for (let day = range.start; day < range.end; day = new Date(day.getTime() + 86_400_000)) {
            const local = isoDate(calendarDateIn(day, timeZone));
            expect(dayBucketKey(local, bucket, weekStartsOn)).toBe(
              bucketKey(day, bucket, timeZone, weekStartsOn),
            );
          }
        }
      }
    });
  }

  it('a past period has the same number of days, bucket for bucket, across DST changes', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    for (const timeZone of ['Europe/Paris', 'America/New_York', 'Asia/Tokyo']) {
      const range = resolveDateRange('last_30_days', { now, timeZone });
      const day = (d: Date) => isoDate(calendarDateIn(d, timeZone));
      const from = day(range.start);
      const to = day(new Date(range.end.getTime() - 1));
      // the period holds the 25 October change in Paris and 1 November in New York: still 30 days
      expect(windowDays(from, to)).toBe(30);
      const past = pastDayWindow(from, to);
      expect(past).toEqual({ from: '2026-09-27', to: '2026-10-26' });
      expect(dayBucketKeys(past.from, past.to, 'day')).toHaveLength(dayBucketKeys(from, to, 'day').length);
    }
    expect(pastDayWindow('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
});

describe('response schemas', () => {
  it('accept the contract examples', () => {
    expect(
      statsResponse.safeParse({
        period: { start: '2026-11-01', end: '2026-11-30' },
        past_period: { start: '2026-10-02', end: '2026-10-31' },
        paid_only: false,
        shop_id: null,
        currency: 'XOF',
        stats: [{ item: 'revenue', value: 1250000, past_value: 1000000, change: 25 }],
      }).success,
    ).toBe(true);
    const row = {
      key: '2026-11-01',
      label: '2026-11-01',
      orders: 12,
      revenue: 340000,
      units_sold: 31,
      past_key: '2026-10-02',
      past_orders: 9,
      past_revenue: 250000,
      past_units_sold: 20,
    };
    const body = {
      field: 'date',
      bucket: 'day',
      period: { start: '2026-11-01', end: '2026-11-30' },
      past_period: { start: '2026-10-02', end: '2026-10-31' },
      paid_only: false,
      shop_id: null,
      currency: 'XOF',
      rows: [row],
      totals: {
        orders: 12,
        revenue: 340000,
        units_sold: 31,
        past_orders: 9,
        past_revenue: 250000,
        past_units_sold: 20,
      },
    };
    expect(groupByResponse.safeParse(body).success).toBe(true);
    expect(groupByResponse.safeParse({ ...body, field: 'weather' }).success).toBe(false);
  });
});
