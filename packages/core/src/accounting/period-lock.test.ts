import { describe, expect, it } from 'vitest';
import { journalEntryNumber, lockChangeErrors, reopenFloor } from './period-lock.ts';

describe('moving the period lock', () => {
  it('closes any day before today, never today or later', () => {
    expect(lockChangeErrors(null, '2026-03-31', '2026-04-10')).toEqual([]);
    expect(lockChangeErrors(null, '2026-04-10', '2026-04-10')).toEqual(['lock_not_before_today']);
    expect(lockChangeErrors(null, '2026-05-31', '2026-04-10')).toEqual(['lock_not_before_today']);
  });

  it('reopens months of the current year but not a year whose 31 December is locked', () => {
    expect(reopenFloor('2026-03-31')).toBe('2025-12-31');
    expect(lockChangeErrors('2026-03-31', '2026-01-31', '2026-04-10')).toEqual([]);
    expect(lockChangeErrors('2026-03-31', '2025-12-31', '2026-04-10')).toEqual([]);
    expect(lockChangeErrors('2026-03-31', '2025-11-30', '2026-04-10')).toEqual(['lock_reopens_closed_year']);
    expect(lockChangeErrors('2025-12-31', '2025-12-30', '2026-04-10')).toEqual(['lock_reopens_closed_year']);
    expect(lockChangeErrors('2026-03-31', null, '2026-04-10')).toEqual(['lock_reopens_closed_year']);
  });

  it('unlocks everything while no year is closed', () => {
    expect(reopenFloor(null)).toBeNull();
    expect(lockChangeErrors(null, null, '2026-04-10')).toEqual([]);
  });

  it('numbers entries per journal and year', () => {
    expect(journalEntryNumber('VT', 2026, 42)).toBe('VT-2026-00042');
  });
});
