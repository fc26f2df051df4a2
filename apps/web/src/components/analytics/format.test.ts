import { describe, expect, it } from 'vitest';
import { abbreviate, bucketLabel, money, percentChange } from './format.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const USD = { alpha: 'USD', precision: 2 };
// Intl writes French groups with a narrow no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('analytics number formatting', () => {
  it('abbreviates from 1e5 (K), 1e6 (M), 1e9 (B) with two decimals and the locale decimal mark', () => {
    expect(abbreviate(99_999, 'en')).toBe('99,999');
    expect(abbreviate(150_000, 'en')).toBe('150.00K');
    expect(abbreviate(1_500_000, 'en')).toBe('1.50M');
    expect(abbreviate(2_345_000_000, 'en')).toBe('2.35B');
    expect(plain(abbreviate(99_999, 'fr'))).toBe('99 999');
    expect(abbreviate(150_000, 'fr')).toBe('150,00K');
    expect(abbreviate(1_500_000, 'fr')).toBe('1,50M');
    expect(abbreviate(-1_500_000, 'fr')).toBe('-1,50M');
  });

  it('writes money in the company currency format (FCFA for the CFA francs)', () => {
    expect(plain(money(12_500, XAF, 'fr'))).toBe('12 500 FCFA');
    expect(plain(money(12_500, XAF, 'en'))).toBe('FCFA 12,500');
    expect(money(123_456, USD, 'en')).toBe('$1,234.56');
    expect(plain(money(123_456, USD, 'fr'))).toBe('1 234,56 $US');
  });

  it('signs percent changes', () => {
    expect(percentChange(25, 'en')).toBe('+25%');
    expect(percentChange(-3.5, 'en')).toBe('-3.5%');
    expect(plain(percentChange(12.25, 'fr'))).toBe('+12,25 %');
  });

  it('labels chart buckets per locale', () => {
    expect(bucketLabel('2026-11-24', 'day', 'en')).toBe('Nov 24');
    expect(bucketLabel('2026-11-24', 'day', 'fr')).toBe('24 nov.');
    expect(bucketLabel('2026-11-01', 'month', 'fr', true)).toBe('novembre 2026');
    expect(bucketLabel('2026-11-01', 'month', 'en')).toBe('Nov 26');
    expect(bucketLabel('2026-01-01', 'year', 'en')).toBe('2026');
    expect(bucketLabel('2026-11-24', 'week', 'es', true)).toBe('24 de noviembre de 2026');
  });
});
