import { describe, expect, it } from 'vitest';
import {
  assertCurrency,
  fromMinor,
  getCurrency,
  isCurrencyCode,
  moneyDecimals,
  toMinor,
} from './currency.ts';

const USD = { precision: 2 };
const XAF = { precision: 0 };
const KWD = { precision: 3 };

describe('getCurrency and isCurrencyCode', () => {
  it('finds a currency whatever the case', () => {
    expect(getCurrency('xaf')).toMatchObject({ alpha: 'XAF', symbol: 'FCFA' });
    expect(getCurrency(' Eur ')?.alpha).toBe('EUR');
    expect(isCurrencyCode('usd')).toBe(true);
  });

  it('knows nothing of unknown codes or non-strings', () => {
    expect(getCurrency('ABC')).toBeUndefined();
    expect(getCurrency(42 as unknown as string)).toBeUndefined();
    expect(isCurrencyCode('XAU')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('assertCurrency', () => {
  it('accepts an object with an integer precision', () => {
    expect(() => assertCurrency({ alpha: 'USD', precision: 2 })).not.toThrow();
    expect(() => assertCurrency({ precision: 0 })).not.toThrow();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a code string', 'USD'],
    ['no precision', { alpha: 'USD' }],
    ['null precision', { precision: null }],
    ['decimal precision', { precision: 1.5 }],
    ['string precision', { precision: '2' }],
    ['negative precision', { precision: -1 }],
  ])('throws "Invalid currency object" for %s (SPEC §8)', (_label, currency) => {
    expect(() => assertCurrency(currency)).toThrow(new Error('Invalid currency object'));
  });
});

describe('moneyDecimals', () => {
  it("uses the currency's precision, else 2 (SPEC §9)", () => {
    expect(moneyDecimals(KWD)).toBe(3);
    expect(moneyDecimals(XAF)).toBe(0);
    expect(moneyDecimals()).toBe(2);
    expect(moneyDecimals(null)).toBe(2);
    expect(moneyDecimals({ precision: null })).toBe(2);
    expect(moneyDecimals({ precision: 1.5 })).toBe(2);
  });
});

describe('toMinor', () => {
  it.each([
    ['12.34', USD, 1234],
    [12.34, USD, 1234],
    [0.1 + 0.2, USD, 30],
    [1.005, USD, 101],
    ['1.005', USD, 101],
    ['-1.005', USD, -101],
    ['12.345', KWD, 12345],
    [12500, XAF, 12500],
    ['12500.5', XAF, 12501],
    ['1e3', USD, 100000],
    ['0', USD, 0],
  ])('converts %j with precision %o to %i minor units', (amount, currency, minor) => {
    expect(toMinor(amount, currency)).toBe(minor);
  });

  it('rounds half away from zero at the minor unit', () => {
    expect(toMinor('0.125', USD)).toBe(13);
    expect(toMinor('-0.125', USD)).toBe(-13);
    expect(toMinor('0.1249', USD)).toBe(12);
  });

  it('refuses text that is not a number, and amounts beyond the safe range', () => {
    expect(() => toMinor('12,50', USD)).toThrow(RangeError);
    expect(() => toMinor('1e20', USD)).toThrow(RangeError);
  });

  it('refuses an invalid currency', () => {
    expect(() => toMinor('1', {} as { precision: number })).toThrow('Invalid currency object');
  });
});

describe('fromMinor', () => {
  it.each([
    [1234, USD, '12.34'],
    [-5, USD, '-0.05'],
    [12500, XAF, '12500'],
    [12345, KWD, '12.345'],
    [9007199254740991n * 10n, USD, '900719925474099.10'],
  ])('writes %s minor units as %s', (minor, currency, text) => {
    expect(fromMinor(minor, currency)).toBe(text);
  });

  it('round-trips with toMinor', () => {
    for (const minor of [0, 1, -1, 99, 100, 123456789])
      expect(toMinor(fromMinor(minor, KWD), KWD)).toBe(minor);
  });

  it('refuses a fractional or unsafe number of minor units', () => {
    expect(() => fromMinor(1.5, USD)).toThrow(RangeError);
    expect(() => fromMinor(2 ** 60, USD)).toThrow(RangeError);
  });
});
