import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, PRODUCT_CURRENCIES } from './currencies.ts';

const byAlpha = (alpha: string) => CURRENCIES.find((currency) => currency.alpha === alpha);

describe('currency table', () => {
  it('covers the active ISO 4217 currencies, each code once', () => {
    // Assert
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CURRENCIES.map((c) => c.alpha)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.numeric)).size).toBe(CURRENCIES.length);
  });

  it('writes codes as ISO does: 3 upper-case letters and a 3-digit numeric string', () => {
    for (const currency of CURRENCIES) {
      expect(currency.alpha).toMatch(/^[A-Z]{3}$/);
      expect(currency.numeric).toMatch(/^\d{3}$/);
      expect(currency.name.length).toBeGreaterThan(0);
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect([0, 2, 3]).toContain(currency.precision);
    }
  });

  it('has no fund, precious-metal, testing or withdrawn codes', () => {
    for (const alpha of [
      'XAU',
      'XAG',
      'XTS',
      'XXX',
      'XDR',
      'CLF',
      'UYW',
      'BOV',
      'HRK',
      'ANG',
      'SLL',
      'ZWL',
    ]) {
      expect(byAlpha(alpha)).toBeUndefined();
    }
  });

  it.each(['JPY', 'KRW', 'CLP', 'ISK', 'VND', 'UGX', 'RWF', 'XPF', 'PYG', 'GNF', 'KMF', 'DJF', 'BIF', 'VUV'])(
    '%s has no decimals (SPEC §3)',
    (alpha) => {
      expect(byAlpha(alpha)?.precision).toBe(0);
    },
  );

  it.each(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])('%s has three decimals (SPEC §3)', (alpha) => {
    expect(byAlpha(alpha)?.precision).toBe(3);
    expect(byAlpha(alpha)?.minimum).toBeUndefined();
  });

  it('gives only the listed currencies and the CFA francs other than two decimals', () => {
    const zero = CURRENCIES.filter((c) => c.precision === 0).map((c) => c.alpha);
    const three = CURRENCIES.filter((c) => c.precision === 3).map((c) => c.alpha);
    expect(zero.sort()).toEqual(
      [
        'JPY',
        'KRW',
        'CLP',
        'ISK',
        'VND',
        'UGX',
        'RWF',
        'XPF',
        'PYG',
        'GNF',
        'KMF',
        'DJF',
        'BIF',
        'VUV',
        'XAF',
        'XOF',
      ].sort(),
    );
    expect(three).toHaveLength(7);
  });

  it.each(['XAF', 'XOF'])('%s is shown as FCFA with whole francs and a minimum of 25', (alpha) => {
    expect(byAlpha(alpha)).toMatchObject({ symbol: 'FCFA', precision: 0, minimum: 25 });
  });

  it('sets a minimum of 0.01 on two-decimal currencies', () => {
    for (const currency of CURRENCIES.filter((c) => c.precision === 2)) expect(currency.minimum).toBe(0.01);
  });

  it('knows the common symbols and numeric codes', () => {
    expect(byAlpha('USD')).toMatchObject({ symbol: '$', numeric: '840', name: 'US Dollar' });
    expect(byAlpha('EUR')).toMatchObject({ symbol: '€', numeric: '978' });
    expect(byAlpha('GBP')).toMatchObject({ symbol: '£', numeric: '826' });
    expect(byAlpha('XOF')?.numeric).toBe('952');
    expect(byAlpha('XAF')?.numeric).toBe('950');
    expect(byAlpha('ALL')?.numeric).toBe('008');
    expect(byAlpha('XCD')).toBeDefined();
  });

  it('offers USD, EUR and XAF in the product, USD by default', () => {
    expect(PRODUCT_CURRENCIES).toEqual(['USD', 'EUR', 'XAF']);
    expect(DEFAULT_CURRENCY).toBe('USD');
    for (const alpha of PRODUCT_CURRENCIES) expect(byAlpha(alpha)).toBeDefined();
  });
});
