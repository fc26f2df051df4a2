import { describe, expect, it } from 'vitest';
import { readReportParams, reportQuery, writeReportParams } from './report-params.ts';

describe('report parameters in the URL', () => {
  it('defaults to the income statement of this month, and ignores what it does not know', () => {
    expect(readReportParams(new URLSearchParams('report=profit&period=fortnight&from=2026-02-30'))).toEqual({
      report: 'income-statement',
      period: 'this_month',
      from: '',
      to: '',
      compare: false,
      asOf: '',
      account: '',
      page: 1,
    });
  });

  it('round-trips a custom period and the comparison', () => {
    const state = readReportParams(
      new URLSearchParams('report=income-statement&period=custom&from=2026-01-01&to=2026-03-31&compare=1'),
    );
    expect(readReportParams(writeReportParams(state))).toEqual(state);
    expect(reportQuery(state)).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
  });

  it('asks the past period only of the income statement, and waits for both custom days', () => {
    const base = readReportParams(new URLSearchParams('period=last_month&compare=1'));
    expect(reportQuery(base)).toEqual({ period: 'last_month', compare: 'past' });
    expect(reportQuery({ ...base, report: 'trial-balance' })).toEqual({ period: 'last_month' });
    expect(reportQuery({ ...base, period: 'custom', from: '2026-01-01' })).toBeNull();
    expect(reportQuery({ ...base, period: 'custom', from: '2026-03-31', to: '2026-01-01' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('reads balances at a day', () => {
    const state = readReportParams(new URLSearchParams('report=balance-sheet&as_of=2026-03-31'));
    expect(reportQuery(state)).toEqual({ as_of: '2026-03-31' });
    expect(reportQuery({ ...state, asOf: '' })).toEqual({});
  });

  it("reads an account's general ledger page by page, and waits for an account", () => {
    const state = readReportParams(
      new URLSearchParams('report=general-ledger&period=this_year&account=571&page=3'),
    );
    expect(reportQuery(state)).toEqual({ period: 'this_year', account: '571', page: '3' });
    expect(readReportParams(writeReportParams(state))).toEqual(state);
    expect(reportQuery({ ...state, account: '' })).toBeNull();
    expect(readReportParams(new URLSearchParams('report=general-ledger&account=57x')).account).toBe('');
  });
});
