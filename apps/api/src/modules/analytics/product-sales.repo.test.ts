import { describe, expect, it } from 'vitest';
import {
  bucketsCost,
  liveBuckets,
  probeBuckets,
  readBuckets,
  type SignedBucket,
  spanBuckets,
  spanStart,
} from './product-sales.repo.ts';

describe('spanBuckets', () => {
  it('cuts a window into whole years, months and weeks and the days at its edges', () => {
    expect(spanBuckets('2026-01-01', '2026-12-31')).toEqual([
      { span: 'year', from: '2026-01-01', to: '2026-12-31' },
    ]);
    // 30 days from a Tuesday: the days up to Sunday, three weeks, then Monday … Wednesday
    expect(spanBuckets('2026-10-27', '2026-11-25')).toEqual([
      { span: 'day', from: '2026-10-27', to: '2026-11-01' },
      { span: 'week', from: '2026-11-02', to: '2026-11-22' },
      { span: 'day', from: '2026-11-23', to: '2026-11-25' },
    ]);
    // four months, a week and days; before them days only (no whole week before July)
    expect(spanBuckets('2026-06-24', '2026-11-13')).toEqual([
      { span: 'day', from: '2026-06-24', to: '2026-06-30' },
      { span: 'month', from: '2026-07-01', to: '2026-10-31' },
      { span: 'day', from: '2026-11-01', to: '2026-11-01' },
      { span: 'week', from: '2026-11-02', to: '2026-11-08' },
      { span: 'day', from: '2026-11-09', to: '2026-11-13' },
    ]);
    // two years and a half: years, then months at the edges
    expect(spanBuckets('2023-11-01', '2026-05-31')).toEqual([
      { span: 'month', from: '2023-11-01', to: '2023-12-31' },
      { span: 'year', from: '2024-01-01', to: '2025-12-31' },
      { span: 'month', from: '2026-01-01', to: '2026-05-31' },
    ]);
    // quarters only when asked for
    expect(spanBuckets('2026-01-01', '2026-05-31', ['year', 'quarter', 'month', 'week', 'day'])).toEqual([
      { span: 'quarter', from: '2026-01-01', to: '2026-03-31' },
      { span: 'month', from: '2026-04-01', to: '2026-05-31' },
    ]);
    expect(spanBuckets('2026-11-05', '2026-11-05')).toEqual([
      { span: 'day', from: '2026-11-05', to: '2026-11-05' },
    ]);
    expect(spanBuckets('2026-11-06', '2026-11-05')).toEqual([]);
  });

  it('gives every day of the window exactly once', () => {
    const expand = (b: { span: string; from: string; to: string }) => {
      const days: string[] = [];
      for (let s = b.from; s <= b.to; ) {
        const start = new Date(`${s}T00:00:00Z`);
        const end = new Date(start);
        if (b.span === 'day') end.setUTCDate(end.getUTCDate() + 1);
        else if (b.span === 'week') end.setUTCDate(end.getUTCDate() + 7);
        else end.setUTCMonth(end.getUTCMonth() + (b.span === 'month' ? 1 : b.span === 'quarter' ? 3 : 12));
        for (const d = new Date(start); d < end; d.setUTCDate(d.getUTCDate() + 1))
          days.push(d.toISOString().slice(0, 10));
        s = end.toISOString().slice(0, 10);
      }
      return days;
    };
    for (let i = 0; i < 400; i += 7) {
      for (const length of [1, 6, 7, 13, 30, 31, 90, 365, 800]) {
        const from = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2025, 0, i + length)).toISOString().slice(0, 10);
        const days = spanBuckets(from, to).flatMap(expand);
        expect(days.length).toBe(length);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        expect(new Set(days).size).toBe(length);
      }
    }
  });

  it('starts spans as date_trunc does (weeks on Monday)', () => {
    expect(spanStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(spanStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(spanStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(spanStart('2026-11-25', 'quarter')).toBe('2026-10-01');
    expect(spanStart('2026-03-31', 'quarter')).toBe('2026-01-01');
    expect(spanStart('2026-11-25', 'year')).toBe('2026-01-01');
  });
});

describe('readBuckets', () => {
  it('reads 6 edge days as their week row less the seventh day', () => {
    // 30 days from a Tuesday: the week of Monday 10-26 less that Monday, three weeks, then 3 days
    expect(readBuckets('2026-10-27', '2026-11-25')).toEqual([
      { span: 'week', from: '2026-10-26', to: '2026-10-26', sign: 1 },
      { span: 'day', from: '2026-10-26', to: '2026-10-26', sign: -1 },
      { span: 'week', from: '2026-11-02', to: '2026-11-22', sign: 1 },
      { span: 'day', from: '2026-11-23', to: '2026-11-25', sign: 1 },
    ]);
  });

  it('counts every day of the window once and no other day', () => {
    for (let i = 0; i < 60; i++) {
      for (const length of [1, 5, 6, 7, 12, 13, 30, 31, 90]) {
        const from = new Date(Date.UTC(2025, 11, 1 + i)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2025, 11, i + length)).toISOString().slice(0, 10);
        expectEachDayOnce(readBuckets(from, to), from, to, length);
      }
    }
  });
});

describe('liveBuckets', () => {
  it("reads the last 30 days as the month's row less the days not sold yet, the days before as readBuckets", () => {
    expect(liveBuckets('2026-10-27', '2026-11-25', '2026-11-26')).toEqual([
      { span: 'week', from: '2026-10-26', to: '2026-10-26', sign: 1 },
      { span: 'day', from: '2026-10-26', to: '2026-10-26', sign: -1 },
      { span: 'day', from: '2026-11-01', to: '2026-11-01', sign: -1 },
      { span: 'month', from: '2026-11-01', to: '2026-11-01', sign: 1 },
      { span: 'day', from: '2026-11-26', to: '2026-11-30', sign: -1 },
    ]);
    // the days after a past window cost their rows: a whole week stays a week row
    expect(liveBuckets('2026-11-02', '2026-11-08', '2027-01-01')).toEqual(
      readBuckets('2026-11-02', '2026-11-08'),
    );
  });

  it('counts every day of the window once and no other day, whatever today is', () => {
    for (let i = 0; i < 60; i++) {
      for (const length of [1, 3, 5, 6, 7, 12, 13, 30, 31, 90]) {
        const from = new Date(Date.UTC(2025, 11, 1 + i)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2025, 11, i + length)).toISOString().slice(0, 10);
        for (const today of [to, '2025-12-15', '2030-01-01']) {
          expectEachDayOnce(liveBuckets(from, to, today), from, to, length);
        }
      }
    }
  });
});

describe('probeBuckets', () => {
  it('reads a past window of 30 days as its month less the day after it: 2 span rows to probe instead of 10', () => {
    const rows = (buckets: readonly SignedBucket[]) => bucketsCost(buckets, '9999-12-31', () => 1);
    expect(rows(readBuckets('2026-10-01', '2026-10-30'))).toBe(10); // 4 days, 3 weeks, a week less 2 days
    expect(probeBuckets('2026-10-01', '2026-10-30')).toEqual([
      { span: 'month', from: '2026-10-01', to: '2026-10-01', sign: 1 },
      { span: 'day', from: '2026-10-31', to: '2026-10-31', sign: -1 },
    ]);
    // a whole year stays one row
    expect(rows(probeBuckets('2025-01-01', '2025-12-31'))).toBe(1);
  });

  it('counts every day of the window once and no other day', () => {
    for (let i = 0; i < 60; i++) {
      for (const length of [1, 3, 6, 7, 13, 30, 31, 90, 365]) {
        const from = new Date(Date.UTC(2025, 11, 1 + i)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2025, 11, i + length)).toISOString().slice(0, 10);
        expectEachDayOnce(probeBuckets(from, to), from, to, length);
      }
    }
  });
});

function expectEachDayOnce(buckets: readonly SignedBucket[], from: string, to: string, length: number) {
  const net = new Map<string, number>();
  for (const b of buckets) {
    // every span starting in [b.from, b.to], each day of it
    for (let s = b.from; s <= b.to; ) {
      const start = new Date(`${s}T00:00:00Z`);
      const end = new Date(start);
      if (b.span === 'day') end.setUTCDate(end.getUTCDate() + 1);
      else if (b.span === 'week') end.setUTCDate(end.getUTCDate() + 7);
      else end.setUTCMonth(end.getUTCMonth() + (b.span === 'month' ? 1 : 12));
      for (const d = new Date(start); d < end; d.setUTCDate(d.getUTCDate() + 1)) {
        const key = d.toISOString().slice(0, 10);
        net.set(key, (net.get(key) ?? 0) + b.sign);
      }
      s = end.toISOString().slice(0, 10);
    }
  }
  const counted = [...net].filter(([, n]) => n !== 0);
  expect(counted.every(([, n]) => n === 1)).toBe(true);
  expect(counted.length).toBe(length);
  expect(counted.map(([d]) => d).sort()[0]).toBe(from);
  expect(
    counted
      .map(([d]) => d)
      .sort()
      .at(-1),
  ).toBe(to);
}
