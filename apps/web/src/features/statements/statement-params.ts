import {
  isCalendarDate,
  isStatementPreset,
  STATEMENT_MAX_DAYS,
  type StatementPreset,
  statementPresetDays,
  statementRange,
} from '@comptoir/core';

// The statement's period, kept in the URL so that a statement can be reopened or shared:
// `period` (this_month by default, last_month, this_year, custom) and `from`/`to` for custom days.

export interface StatementPeriod {
  preset: StatementPreset;
  /** custom days, YYYY-MM-DD ('' while not chosen) */
  from: string;
  to: string;
}

export function readStatementPeriod(params: URLSearchParams): StatementPeriod {
  const period = params.get('period');
  const dayOf = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return { preset: isStatementPreset(period) ? period : 'this_month', from: dayOf('from'), to: dayOf('to') };
}

/** `params` with the period written in; the default month leaves the address plain. */
export function writeStatementPeriod(params: URLSearchParams, period: StatementPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['period', 'from', 'to']) next.delete(key);
  if (period.preset !== 'this_month') next.set('period', period.preset);
  if (period.preset === 'custom') {
    if (period.from) next.set('from', period.from);
    if (period.to) next.set('to', period.to);
  }
  return next;
}

/**
 * The days to ask the server for, or why not: a custom period missing a day, or one the server
 * would refuse (core's statementRange: the first day after the last, more than a year).
 */
export function statementDays(
  period: StatementPeriod,
  today: string,
): { from: string; to: string } | { problem: 'incomplete' | 'from_after_to' | 'range_too_long' } {
  if (period.preset !== 'custom') return statementPresetDays(period.preset, today);
  if (!period.from || !period.to) return { problem: 'incomplete' };
  const range = statementRange({ from: period.from, to: period.to }, today);
  if ('error' in range)
    return { problem: range.error.code === 'range_too_long' ? 'range_too_long' : 'from_after_to' };
  return range;
}

export { STATEMENT_MAX_DAYS };
