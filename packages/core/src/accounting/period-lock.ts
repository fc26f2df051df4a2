// Moving the period lock. Closing is always allowed up to yesterday (a lock on today or later would
// refuse the day's own sales); reopening is allowed within the current financial year only: once
// the lock has passed a 31 December, that year is closed for good (its accounts are filed).

import { isCalendarDate } from './journal.ts';

export type LockChangeRule = 'lock_not_before_today' | 'lock_reopens_closed_year';

/** The end of the last financial year the lock fully covers, or null when none is closed. */
export function reopenFloor(lockedUntil: string | null | undefined): string | null {
  if (!lockedUntil || !isCalendarDate(lockedUntil)) return null;
  if (lockedUntil.endsWith('-12-31')) return lockedUntil;
  return `${Number(lockedUntil.slice(0, 4)) - 1}-12-31`;
}

/** What is wrong with moving the lock from `current` to `next` on `today` (YYYY-MM-DD); none when allowed. */
export function lockChangeErrors(
  current: string | null | undefined,
  next: string | null,
  today: string,
): LockChangeRule[] {
  const errors: LockChangeRule[] = [];
  if (next !== null && next >= today) errors.push('lock_not_before_today');
  const floor = reopenFloor(current);
  if (floor !== null && (next === null || next < floor)) errors.push('lock_reopens_closed_year');
  return errors;
}

/** An entry's number as printed: journal, year and a five-digit counter ("VT-2026-00042"). */
export function journalEntryNumber(journal: string, year: number, number: number): string {
  return `${journal}-${year}-${String(number).padStart(5, '0')}`;
}
