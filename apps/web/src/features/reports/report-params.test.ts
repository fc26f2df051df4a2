import { describe, expect, it } from 'vitest';
import { groupByParams, readReportParams, writeReportParams } from './report-params.ts';

describe('report parameters in the address', () => {
  it('default to sales by day, by revenue, top 25, all shops', () => {
    expect(readReportParams(new URLSearchParams())).toEqual({
      group: 'day',
      sort: 'revenue',
      limit: 25,
      shop: '',
    });
  });

  it('keep the period picker parameters and leave defaults out', () => {
    const current = new URLSearchParams('period=last_month&compare=1&group=product&limit=50');
    const next = writeReportParams(current, { group: 'customer', sort: 'orders', limit: 25, shop: 's1' });
    expect(next.toString()).toBe('period=last_month&compare=1&group=customer&sort=orders&shop=s1');
  });

  it('refuse a length beyond the API limit of 100', () => {
    expect(readReportParams(new URLSearchParams('limit=101')).limit).toBe(25);
    expect(readReportParams(new URLSearchParams('limit=100')).limit).toBe(100);
    expect(readReportParams(new URLSearchParams('limit=0')).limit).toBe(25);
  });
});

describe('the group-by call', () => {
  it('a time series sends neither sort nor limit; day is the API field date', () => {
    const state = readReportParams(new URLSearchParams('sort=orders&limit=10'));
    expect(groupByParams(state, { period: 'this_year' })).toEqual({ period: 'this_year', field: 'date' });
  });

  it('a top list sends its sort, length and shop with the custom days', () => {
    const state = readReportParams(new URLSearchParams('group=payment_method&sort=orders&limit=10&shop=s2'));
    expect(groupByParams(state, { startDate: '2026-11-01', endDate: '2026-11-15' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-15',
      field: 'payment_method',
      sort: 'orders',
      limit: 10,
      shop_id: 's2',
    });
  });
});
