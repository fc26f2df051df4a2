import { describe, expect, it } from 'vitest';
import {
  dayCount,
  pastDays,
  periodDays,
  periodQuery,
  readPeriodParams,
  todayIn,
  writePeriodParams,
} from './period.ts';

// Tuesday 24 November 2026.
const TODAY = '2026-11-24';
const days = (period: string, weekStartsOn: 0 | 1 = 1) =>
  periodDays(readPeriodParams(new URLSearchParams({ period })), TODAY, weekStartsOn);

describe('analytics period', () => {
  it('defaults to this week (SPEC §4) and reads back what it wrote', () => {
    const empty = readPeriodParams(new URLSearchParams());
    expect(empty).toEqual({ period: 'this_week', from: '', to: '', compare: false });
    const written = writePeriodParams(new URLSearchParams('shop=s1'), {
      period: 'custom',
      from: '2026-01-05',
      to: '2026-02-10',
      compare: true,
    });
    expect(written.toString()).toBe('shop=s1&period=custom&from=2026-01-05&to=2026-02-10&compare=1');
    expect(readPeriodParams(written)).toEqual({
      period: 'custom',
      from: '2026-01-05',
      to: '2026-02-10',
      compare: true,
    });
    // The default is not written, an unknown preset or a bad day is ignored.
    expect(
      writePeriodParams(written, { period: 'this_week', from: '', to: '', compare: false }).toString(),
    ).toBe('shop=s1');
    expect(readPeriodParams(new URLSearchParams('period=forever&from=2026-02-30&to=x'))).toEqual(empty);
  });

  it.each([
    ['today', '2026-11-24', '2026-11-24'],
    ['yesterday', '2026-11-23', '2026-11-23'],
    ['this_week', '2026-11-23', '2026-11-29'],
    ['last_week', '2026-11-16', '2026-11-22'],
    ['last_7_days', '2026-11-18', '2026-11-24'],
    ['last_30_days', '2026-10-26', '2026-11-24'],
    ['this_month', '2026-11-01', '2026-11-30'],
    ['last_month', '2026-10-01', '2026-10-31'],
    ['this_year', '2026-01-01', '2026-12-31'],
    ['last_year', '2025-01-01', '2025-12-31'],
  ])('%s covers %s to %s', (period, start, end) => {
    expect(days(period)).toEqual({ start, end });
  });

  it('weeks follow the company week start', () => {
    expect(days('this_week', 0)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('a custom range takes its two days in either order, and waits for both', () => {
    const custom = (from: string, to: string) => ({ period: 'custom' as const, from, to, compare: false });
    expect(periodDays(custom('2026-03-10', '2026-03-01'), TODAY)).toEqual({
      start: '2026-03-01',
      end: '2026-03-10',
    });
    expect(periodDays(custom('2026-03-10', ''), TODAY)).toBeNull();
    expect(periodQuery(custom('2026-03-10', '2026-03-01'))).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
    expect(periodQuery(custom('', '2026-03-01'))).toBeNull();
    // A preset is resolved by the server, in the company's zone and week start.
    expect(periodQuery({ period: 'last_30_days', from: '', to: '', compare: true })).toEqual({
      period: 'last_30_days',
    });
  });

  it('the previous period has the same number of days just before', () => {
    expect(pastDays({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      start: '2026-10-02',
      end: '2026-10-31',
    });
    expect(dayCount({ start: '2026-01-01', end: '2026-12-31' })).toBe(365);
    expect(pastDays({ start: '2026-03-01', end: '2026-03-01' })).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
  });

  it('today is the company day, not the browser one', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('Africa/Douala', now)).toBe('2026-11-25');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-11-24');
    expect(todayIn('Not/AZone', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
