import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time-format.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
// ICU puts a narrow no-break space before AM/PM: read as a plain one here.
const at = (locale: string, iso: string, compact = false, timeZone: string | null = 'UTC') =>
  formatDateTime(iso, { locale, timeZone, compact, now: NOW }).replaceAll('\u202f', ' ');

describe('dates and times as the app writes them', () => {
  it('writes the month by name, in the order of the reader’s language', () => {
    expect(at('en', '2026-01-01T10:00:00Z')).toBe('Jan 1, 2026, 10:00 AM');
    expect(at('fr', '2026-01-01T10:00:00Z')).toBe('1 janv. 2026, 10:00');
    expect(at('es', '2026-01-01T10:00:00Z')).toBe('1 ene 2026, 10:00');
  });

  it('a compact date leaves out the current year only, and keeps the same conventions', () => {
    expect(at('en', '2026-01-01T10:00:00Z', true)).toBe('Jan 1, 10:00 AM');
    expect(at('fr', '2026-01-01T10:00:00Z', true)).toBe('1 janv., 10:00');
    expect(at('fr', '2025-12-31T10:00:00Z', true)).toBe('31 déc. 2025, 10:00');
  });

  it('tells the time in the company’s zone', () => {
    // 23:30 UTC is already the next day, and the next year, in Dhaka (UTC+6)
    expect(at('fr', '2025-12-31T23:30:00Z', false, 'Asia/Dhaka')).toBe('1 janv. 2026, 05:30');
    expect(at('fr', '2025-12-31T23:30:00Z', true, 'Asia/Dhaka')).toBe('1 janv., 05:30');
    expect(at('fr', '2026-01-01T10:00:00Z', false, 'Africa/Douala')).toBe('1 janv. 2026, 11:00');
  });

  it('an unknown zone counts as the browser’s, and a bad date is written as nothing', () => {
    expect(() => at('en', '2026-01-01T10:00:00Z', false, 'Mars/Olympus')).not.toThrow();
    expect(at('en', 'not a date')).toBe('');
  });
});
