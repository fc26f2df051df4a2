import { describe, expect, it } from 'vitest';
import { type DaySums, dateSeries } from './date-series.ts';

const day = (d: string, orders: number, revenue: number, units_sold: number): DaySums => ({
  day: d,
  orders,
  revenue,
  units_sold,
});

describe('dateSeries', () => {
  it('fills every day of a short window and aligns the past day by index', () => {
    const series = dateSeries(
      [day('2026-11-03', 2, 500, 3), day('2026-11-01', 1, 100, 1), day('2026-10-30', 4, 40, 4)],
      { from: '2026-11-01', to: '2026-11-03' },
      { from: '2026-10-29', to: '2026-10-31' },
      1,
    );
    expect(series.bucket).toBe('day');
    expect(series.rows).toEqual([
      {
        key: '2026-11-01',
        label: '2026-11-01',
        orders: 1,
        revenue: 100,
        units_sold: 1,
        past_key: '2026-10-29',
        past_orders: 0,
        past_revenue: 0,
        past_units_sold: 0,
      },
      {
        key: '2026-11-02',
        label: '2026-11-02',
        orders: 0,
        revenue: 0,
        units_sold: 0,
        past_key: '2026-10-30',
        past_orders: 4,
        past_revenue: 40,
        past_units_sold: 4,
      },
      {
        key: '2026-11-03',
        label: '2026-11-03',
        orders: 2,
        revenue: 500,
        units_sold: 3,
        past_key: '2026-10-31',
        past_orders: 0,
        past_revenue: 0,
        past_units_sold: 0,
      },
    ]);
    expect(series.totals).toEqual({
      orders: 3,
      revenue: 600,
      units_sold: 4,
      past_orders: 4,
      past_revenue: 40,
      past_units_sold: 4,
    });
  });

  it('buckets a year by month, the past with as many buckets, and keeps days outside both windows out', () => {
    const series = dateSeries(
      [
        day('2026-01-01', 1, 10, 1),
        day('2026-01-31', 1, 10, 1),
        day('2026-12-31', 2, 20, 2),
        day('2025-06-15', 5, 50, 5),
        day('2024-12-31', 9, 90, 9), // before the past period
      ],
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2025-01-01', to: '2025-12-31' },
      1,
    );
    expect(series.bucket).toBe('month');
    expect(series.rows.map((r) => r.key)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    expect(series.rows[0]).toMatchObject({ orders: 2, revenue: 20, past_key: '2025-01-01', past_orders: 0 });
    expect(series.rows[5]).toMatchObject({ orders: 0, past_key: '2025-06-01', past_orders: 5 });
    expect(series.rows[11]).toMatchObject({ orders: 2, past_key: '2025-12-01' });
    expect(series.totals).toMatchObject({ orders: 4, past_orders: 5, past_revenue: 50 });
  });

  it('keys weeks on the company week start and gives a null past key when the past has fewer buckets', () => {
    // 92 days by week: 1 October 2026 is a Thursday
    const series = dateSeries(
      [day('2026-10-01', 1, 1, 1), day('2026-10-04', 1, 1, 1), day('2026-10-05', 1, 1, 1)],
      { from: '2026-10-01', to: '2026-12-31' },
      { from: '2026-09-20', to: '2026-09-30' }, // a custom past of 11 days: 2 or 3 weeks
      0,
    );
    expect(series.bucket).toBe('week');
    expect(series.rows[0]).toMatchObject({ key: '2026-09-27', orders: 1 }); // Sunday weeks: 1 Oct; 4 and 5 Oct
    expect(series.rows[1]).toMatchObject({ key: '2026-10-04', orders: 2 });
    const monday = dateSeries(
      [day('2026-10-01', 1, 1, 1), day('2026-10-04', 1, 1, 1), day('2026-10-05', 1, 1, 1)],
      { from: '2026-10-01', to: '2026-12-31' },
      { from: '2026-09-20', to: '2026-09-30' },
      1,
    );
    expect(monday.rows[0]).toMatchObject({ key: '2026-09-28', orders: 2 });
    expect(monday.rows[1]).toMatchObject({ key: '2026-10-05', orders: 1 });
    expect(monday.rows.map((r) => r.past_key).slice(0, 3)).toEqual([
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
    ]);
    expect(monday.rows[3]!.past_key).toBeNull();
    expect(monday.rows[3]).toMatchObject({ past_orders: 0, past_revenue: 0, past_units_sold: 0 });
  });
});
