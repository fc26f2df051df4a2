import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('abbreviateNumber', () => {
  it.each([
    [150000, '150.00K'],
    [100000, '100.00K'],
    [1_500_000, '1.50M'],
    [1_000_000, '1.00M'],
    [2e9, '2.00B'],
    [1.234e12, '1,234.00B'],
    [-150000, '-150.00K'],
    [-1_500_000, '-1.50M'],
  ])('abbreviates %d as %s (SPEC §9)', (n, text) => {
    expect(abbreviateNumber(n)).toBe(text);
  });

  it.each([
    [99999, '99,999'],
    [12345.678, '12,345.68'],
    [0.5, '0.5'],
    [0, '0'],
    [-42.125, '-42.13'],
  ])('keeps %d below 100 000 unabbreviated with at most 2 decimals: %s', (n, text) => {
    expect(abbreviateNumber(n)).toBe(text);
  });

  it('moves to the next unit when rounding reaches 1 000 of the current one', () => {
    expect(abbreviateNumber(999_999)).toBe('1.00M');
    expect(abbreviateNumber(-999_999_999)).toBe('-1.00B');
    expect(abbreviateNumber(999_990)).toBe('999.99K');
  });

  it('formats the number in the given locale', () => {
    expect(abbreviateNumber(1_500_000, 'fr')).toBe('1,50M');
    expect(plain(abbreviateNumber(12345.5, 'fr'))).toBe('12 345,5');
    expect(abbreviateNumber(1_500_000, 'not a locale!')).toBe('1.50M');
  });

  it('shows non-finite values as Intl does', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
