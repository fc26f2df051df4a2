import { describe, expect, it } from 'vitest';
import { getCurrency } from './currency.ts';
import { formatMoney, formatMoneyShort, moneySymbol, signedMoney } from './format.ts';

// Intl uses U+00A0 and U+202F for spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const XAF = getCurrency('XAF')!;
const XOF = getCurrency('XOF')!;
const USD = getCurrency('USD')!;
const EUR = getCurrency('EUR')!;
const KWD = getCurrency('KWD')!;

describe('formatMoney', () => {
  it.each([
    [1250000, XAF, 'fr', '1 250 000 FCFA'],
    [12500, XAF, 'fr', '12 500 FCFA'],
    [12500, XOF, 'fr', '12 500 FCFA'],
    [12500, XAF, 'en', 'FCFA 12,500'],
    [12500, XOF, 'es', '12.500 FCFA'],
    [123456, USD, 'en', '$1,234.56'],
    [123456, EUR, 'fr', '1 234,56 €'],
    [123456, EUR, 'es', '1234,56 €'],
    [1234567, KWD, 'en', 'KWD 1,234.567'],
  ])('shows %i minor units of %o in %s as %j', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it('shows exactly the currency decimals', () => {
    expect(plain(formatMoney(100, USD, 'en'))).toBe('$1.00');
    expect(plain(formatMoney(1, KWD, 'en'))).toBe('KWD 0.001');
  });

  it('shows negative amounts', () => {
    expect(plain(formatMoney(-12500, XAF, 'fr'))).toBe('-12 500 FCFA');
    expect(plain(formatMoney(-5, USD, 'en'))).toBe('-$0.05');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(plain(formatMoney(9007199254740993n, USD, 'en'))).toBe('$90,071,992,547,409.93');
  });

  it('defaults to English and falls back to it for a malformed locale', () => {
    expect(formatMoney(100, USD)).toBe('$1.00');
    expect(formatMoney(100, USD, 'not a locale!')).toBe('$1.00');
  });

  it('falls back to amount and symbol for a code Intl cannot format', () => {
    expect(formatMoney(150, { alpha: 'US', precision: 2, symbol: '$' }, 'en')).toBe('1.50 $');
    expect(formatMoney(150, { alpha: 'US', precision: 2 }, 'en')).toBe('1.50 US');
  });

  it('throws "Invalid currency object" without a precision', () => {
    expect(() => formatMoney(1, { alpha: 'USD' } as unknown as typeof USD, 'en')).toThrow(
      'Invalid currency object',
    );
  });
});

describe('formatMoneyShort', () => {
  const XAF = { alpha: 'XAF', precision: 0 };
  const USD = { alpha: 'USD', precision: 2 };
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('keeps the exact amount below 100 000 major units', () => {
    expect(plain(formatMoneyShort(99_000, XAF, 'fr'))).toBe('99 000 FCFA');
    expect(formatMoneyShort(9_999_999, USD, 'en')).toBe('$99,999.99');
  });

  it('abbreviates where the currency format puts the amount, with FCFA for both CFA francs', () => {
    expect(plain(formatMoneyShort(1_500_000, XAF, 'fr'))).toBe('1,50M FCFA');
    expect(plain(formatMoneyShort(1_500_000, { alpha: 'XOF', precision: 0 }, 'en'))).toBe('FCFA 1.50M');
    expect(formatMoneyShort(25_000_000, USD, 'en')).toBe('$250.00K');
    expect(plain(formatMoneyShort(2_000_000_000, XAF, 'es'))).toBe('2,00B FCFA');
  });

  it('puts the sign before the currency', () => {
    expect(plain(formatMoneyShort(-2_000_000, XAF, 'fr'))).toBe('-2,00M FCFA');
    expect(formatMoneyShort(-125_000_000, USD, 'en')).toBe('-$1.25M');
  });

  it('falls back to number and code for a code Intl cannot format', () => {
    expect(formatMoneyShort(1_500_000, { alpha: 'ZZ1', precision: 0 }, 'en')).toBe('1.50M ZZ1');
  });
});

describe('moneySymbol', () => {
  it('writes the sign merchants read beside an amount, FCFA for both CFA francs in every language', () => {
    expect(moneySymbol(XAF, 'es')).toBe('FCFA');
    expect(moneySymbol(XOF, 'fr')).toBe('FCFA');
    expect(moneySymbol(EUR, 'fr')).toBe('€');
    expect(moneySymbol(USD, 'en')).toBe('$');
  });
});

describe('signedMoney', () => {
  const xaf = { alpha: 'XAF', precision: 0 };

  it('writes a negative amount with the minus sign, not a hyphen, where the language puts the sign', () => {
    expect(plain(signedMoney(-1_000, (minor) => formatMoney(minor, xaf, 'fr')))).toBe('−1 000 FCFA');
    expect(plain(signedMoney(-1_000, (minor) => formatMoney(minor, xaf, 'en')))).toBe('−FCFA 1,000');
  });

  it('leaves zero and positive amounts as the formatter writes them', () => {
    expect(plain(signedMoney(0, (minor) => formatMoney(minor, xaf, 'fr')))).toBe('0 FCFA');
    expect(plain(signedMoney(500, (minor) => formatMoney(minor, xaf, 'en')))).toBe('FCFA 500');
  });
});
