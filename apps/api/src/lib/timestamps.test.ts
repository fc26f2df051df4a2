import { describe, expect, it } from 'vitest';
import { isoTimestamp, isoTimestampOrNull } from './timestamps.ts';

describe('isoTimestamp', () => {
  it('turns PostgreSQL UTC text into the same ISO string a Date would print', () => {
    for (const text of [
      '2026-11-22 03:41:22.123456+00',
      '2026-11-22 03:41:22.1+00',
      '2026-11-22 03:41:22+00',
      '2024-02-29 23:59:59.999999+00',
      '2024-02-29 23:59:59.99+00',
      '2026-01-01 00:00:00.05+00',
      '2026-01-01 00:00:00.005+00',
      '2026-01-01 00:00:00.0005+00',
    ]) {
      expect(isoTimestamp(text)).toBe(
        new Date(text.replace(' ', 'T').replace('+00', 'Z')).toISOString().replace(/\.(\d{3})Z$/, (m) => m),
      );
    }
    expect(isoTimestamp('2026-11-22 03:41:22.123456+00')).toBe('2026-11-22T03:41:22.123Z');
    expect(isoTimestamp('2026-11-22 03:41:22+00')).toBe('2026-11-22T03:41:22.000Z');
    expect(isoTimestamp('2026-11-22 03:41:22.12+00')).toBe('2026-11-22T03:41:22.120Z');
  });

  it('falls back to Date parsing for other offsets and accepts Dates', () => {
    expect(isoTimestamp('2026-11-22 04:41:22.5+01')).toBe('2026-11-22T03:41:22.500Z');
    expect(isoTimestamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
    expect(isoTimestampOrNull(null)).toBeNull();
  });
});
