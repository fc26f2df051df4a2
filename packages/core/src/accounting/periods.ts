// Fiscal periods and locking. OHADA fixes the financial year to the calendar year (twelve months,
// 1 January – 31 December), so a period is a calendar month, written YYYY-MM, and a year's periods
// are its twelve months. Locking closes every day up to a date: no entry is posted on or before it.

import { AccountingError, assertCalendarDate, isCalendarDate } from './journal.ts';

/** A month: 'YYYY-MM'. */
export type FiscalPeriod = string;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isFiscalPeriod(value: unknown): value is FiscalPeriod {
  return typeof value === 'string' && PERIOD.test(value);
}

function assertPeriod(period: unknown): asserts period is FiscalPeriod {
  if (!isFiscalPeriod(period))
    throw new AccountingError('invalid_date', `Not a YYYY-MM period: ${String(period)}`);
}

/** The period a day falls in: '2026-03-31' → '2026-03'. */
export function fiscalPeriodOf(date: string): FiscalPeriod {
  assertCalendarDate(date);
  return date.slice(0, 7);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** First and last day of a period, both included. */
export function periodBounds(period: FiscalPeriod): { start: string; end: string } {
  assertPeriod(period);
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${pad(lastDay)}` };
}

/** The twelve periods of a financial year. */
export function periodsOfYear(year: number): FiscalPeriod[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${pad(index + 1)}`);
}

/** First and last day of a financial year. */
export function fiscalYearBounds(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The period before: '2026-01' → '2025-12'. */
export function previousPeriod(period: FiscalPeriod): FiscalPeriod {
  assertPeriod(period);
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

/**
 * Whether an entry dated `date` may be posted when the books are locked up to `lockedUntil`
 * (included); nothing locked (null) allows every date.
 */
export function canPostOn(date: string, lockedUntil: string | null | undefined): boolean {
  if (!isCalendarDate(date)) return false;
  return lockedUntil == null || date > lockedUntil;
}

/** Throws `period_locked` (the API answers 409) for a date inside a locked period. */
export function assertCanPostOn(date: string, lockedUntil: string | null | undefined): void {
  assertCalendarDate(date);
  if (!canPostOn(date, lockedUntil)) {
    throw new AccountingError(
      'period_locked',
      `The books are locked up to ${lockedUntil}: no posting on ${date}`,
    );
  }
}

/**
 * The lock after closing `period`: through its last day, never moving an existing lock back
 * (closing an earlier month again changes nothing).
 */
export function lockThrough(period: FiscalPeriod, lockedUntil: string | null | undefined): string {
  const { end } = periodBounds(period);
  return lockedUntil != null && lockedUntil > end ? lockedUntil : end;
}

/** Whether the whole period is locked. */
export function isPeriodLocked(period: FiscalPeriod, lockedUntil: string | null | undefined): boolean {
  return lockedUntil != null && periodBounds(period).end <= lockedUntil;
}
