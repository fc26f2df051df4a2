import { describe, expect, it } from 'vitest';
import { totalsBuckets } from './period-sources.ts';

// The sums read through these buckets are checked against the raw rows by the analytics HTTP tests (KPI cards, top
// sellers, shops and customers over windows ending inside a month).

describe('totalsBuckets', () => {
  it("reads the dashboard's last 30 days as two days and the month not over yet, less its days after the window", () => {
    expect(totalsBuckets({ from: '2026-10-30', to: '2026-11-28' }, '2026-11-28')).toEqual([
      { span: 'day', from: '2026-10-30', to: '2026-10-31', sign: 1 },
      { span: 'month', from: '2026-11-01', to: '2026-11-01', sign: 1 },
      { span: 'day', from: '2026-11-29', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('subtracts the days of the month before a window starting inside it', () => {
    expect(totalsBuckets({ from: '2026-11-03', to: '2026-11-25' }, '2026-11-28')).toEqual([
      { span: 'month', from: '2026-11-01', to: '2026-11-01', sign: 1 },
      { span: 'day', from: '2026-11-01', to: '2026-11-02', sign: -1 },
      { span: 'day', from: '2026-11-26', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('keeps the whole spans when they read fewer rows, and for windows ending with their month', () => {
    // a window early in a month that is long over: its own 3 days and a week, not the month less 24 days
    expect(totalsBuckets({ from: '2026-10-02', to: '2026-10-11' }, '2026-11-28')).toEqual([
      { span: 'day', from: '2026-10-02', to: '2026-10-04', sign: 1 },
      { span: 'week', from: '2026-10-05', to: '2026-10-11', sign: 1 },
    ]);
    expect(totalsBuckets({ from: '2026-01-01', to: '2026-12-31' }, '2026-11-28')).toEqual([
      { span: 'year', from: '2026-01-01', to: '2026-12-31', sign: 1 },
    ]);
    expect(totalsBuckets({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-28')).toEqual([
      { span: 'month', from: '2026-10-01', to: '2026-10-31', sign: 1 },
    ]);
  });
});
