import { describe, expect, it } from 'vitest';
import { formatChange, formatCount } from './report-format.ts';

// Intl puts (narrow) no-break spaces in French numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('the change against the past period', () => {
  // the percentage itself is core's changePercent (packages/core/src/analytics/stat-values.test.ts)
  it('is signed in the user language, and a dash without a past figure', () => {
    expect(formatChange(25, 'en')).toBe('+25%');
    expect(plain(formatChange(-12.5, 'fr'))).toBe('-12,5 %');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(null, 'fr')).toBe('—');
  });
});

describe('counts', () => {
  it('are written in full, grouped in the user language', () => {
    expect(plain(formatCount(12_345, 'fr'))).toBe('12 345');
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567');
  });
});
