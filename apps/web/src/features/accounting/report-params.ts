import { isCalendarDate, REPORT_PRESETS, type ReportPreset } from '@comptoir/core';

// What a report screen shows, kept in the URL: which report, the period (a SPEC §3 preset, or
// custom days), the comparison with the past period, and the day of the balances.

export const REPORTS = [
  'income-statement',
  'balance-sheet',
  'trial-balance',
  'general-ledger',
  'vat-summary',
  'aged-receivables',
  'aged-payables',
] as const;
export type ReportKey = (typeof REPORTS)[number];

/** Reports read at a day (balances) rather than over a period. */
export const AS_OF_REPORTS: readonly ReportKey[] = ['balance-sheet', 'aged-receivables', 'aged-payables'];

export interface ReportParams {
  report: ReportKey;
  period: ReportPreset;
  from: string;
  to: string;
  compare: boolean;
  asOf: string;
  /** the general ledger's account (or heading) */
  account: string;
  /** the general ledger's page */
  page: number;
}

export function readReportParams(params: URLSearchParams): ReportParams {
  const report = params.get('report');
  const period = params.get('period');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return {
    report: (REPORTS as readonly string[]).includes(report ?? '')
      ? (report as ReportKey)
      : 'income-statement',
    period: (REPORT_PRESETS as readonly string[]).includes(period ?? '')
      ? (period as ReportPreset)
      : 'this_month',
    from: day('from'),
    to: day('to'),
    compare: params.get('compare') === '1',
    asOf: day('as_of'),
    account: /^\d{1,12}$/.test(params.get('account') ?? '') ? params.get('account')! : '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

export function writeReportParams(state: ReportParams): URLSearchParams {
  const params = new URLSearchParams();
  params.set('report', state.report);
  params.set('period', state.period);
  if (state.period === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.compare) params.set('compare', '1');
  if (state.asOf) params.set('as_of', state.asOf);
  if (state.report === 'general-ledger' && state.account) params.set('account', state.account);
  if (state.report === 'general-ledger' && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of the report, or null while a custom period lacks a day. */
export function reportQuery(state: ReportParams): Record<string, string> | null {
  if (AS_OF_REPORTS.includes(state.report)) return state.asOf ? { as_of: state.asOf } : {};
  const ledger =
    state.report === 'general-ledger'
      ? state.account
        ? { account: state.account, ...(state.page > 1 ? { page: String(state.page) } : {}) }
        : null
      : {};
  if (ledger === null) return null;
  if (state.period === 'custom') {
    if (!state.from || !state.to) return null;
    const [from, to] = [state.from, state.to].sort() as [string, string];
    return { period: 'custom', from, to, ...ledger };
  }
  return {
    period: state.period,
    ...(state.report === 'income-statement' && state.compare ? { compare: 'past' } : {}),
    ...ledger,
  };
}
