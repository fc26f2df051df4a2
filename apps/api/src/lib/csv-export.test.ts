import { describe, expect, it } from 'vitest';
import { csvDelimiter, csvField } from './csv-export.ts';

describe('csvField', () => {
  it('quotes separators, quotes, line breaks and edge spaces, and leaves plain text alone', () => {
    expect(csvField('Pagne wax', ',')).toBe('Pagne wax');
    expect(csvField('Thé; menthe', ';')).toBe('"Thé; menthe"');
    expect(csvField('Thé; menthe', ',')).toBe('Thé; menthe');
    expect(csvField('12" écran', ',')).toBe('"12"" écran"');
    expect(csvField('a\nb', ',')).toBe('"a\nb"');
    expect(csvField(' x', ',')).toBe('" x"');
  });

  it('writes numbers, booleans and dates as such, nothing for null', () => {
    expect(csvField(-5, ',')).toBe('-5');
    expect(csvField(false, ',')).toBe('false');
    expect(csvField(new Date('2026-11-22T10:00:00Z'), ',')).toBe('2026-11-22T10:00:00.000Z');
    expect(csvField(null, ',')).toBe('');
    expect(csvField(undefined, ',')).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+A1*2', '-cmd|calc', '@SUM(A1)'])
      expect(csvField(text, ',')).toBe(`'${text}`);
    // Phone numbers and signed numbers stay as they are.
    expect(csvField('+221 77 123 45 67', ',')).toBe('+221 77 123 45 67');
    expect(csvField('-12.5', ',')).toBe('-12.5');
  });
});

describe('csvDelimiter', () => {
  it('uses ";" where Excel expects it (French, Spanish) and "," in English', () => {
    expect(csvDelimiter('en')).toBe(',');
    expect(csvDelimiter('fr')).toBe(';');
    expect(csvDelimiter('es')).toBe(';');
  });
});
