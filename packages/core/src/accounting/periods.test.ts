import { describe, expect, it } from 'vitest';
import { AccountingError } from './journal.ts';
import {
  assertCanPostOn,
  canPostOn,
  fiscalPeriodOf,
  fiscalYearBounds,
  isFiscalPeriod,
  isPeriodLocked,
  lockThrough,
  periodBounds,
  periodsOfYear,
  previousPeriod,
} from './periods.ts';

describe('fiscal periods', () => {
  it('are calendar months inside the calendar year', () => {
    expect(fiscalPeriodOf('2026-03-31')).toBe('2026-03');
    expect(periodBounds('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodsOfYear(2026)).toHaveLength(12);
    expect(periodsOfYear(2026)[0]).toBe('2026-01');
    expect(fiscalYearBounds(2026)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(previousPeriod('2026-10')).toBe('2026-09');
    expect(isFiscalPeriod('2026-13')).toBe(false);
    expect(() => periodBounds('2026-3')).toThrow(AccountingError);
  });
});

describe('locking', () => {
  it('allows posting after the locked date only, and everywhere when nothing is locked', () => {
    expect(canPostOn('2026-03-01', null)).toBe(true);
    expect(canPostOn('2026-03-01', '2026-02-28')).toBe(true);
    expect(canPostOn('2026-02-28', '2026-02-28')).toBe(false);
    expect(canPostOn('2025-12-31', '2026-02-28')).toBe(false);
    expect(canPostOn('not a date', null)).toBe(false);
  });

  it('refuses a posting into a locked period with period_locked', () => {
    let code: string | undefined;
    try {
      assertCanPostOn('2026-02-10', '2026-02-28');
    } catch (error) {
      code = (error as AccountingError).code;
    }
    expect(code).toBe('period_locked');
    expect(() => assertCanPostOn('2026-03-01', '2026-02-28')).not.toThrow();
  });

  it('closes a month through its last day and never moves a lock back', () => {
    expect(lockThrough('2026-02', null)).toBe('2026-02-28');
    expect(lockThrough('2026-01', '2026-02-28')).toBe('2026-02-28');
    expect(lockThrough('2026-03', '2026-02-28')).toBe('2026-03-31');
    expect(isPeriodLocked('2026-02', '2026-02-28')).toBe(true);
    expect(isPeriodLocked('2026-03', '2026-03-30')).toBe(false);
    expect(isPeriodLocked('2026-03', null)).toBe(false);
  });
});
