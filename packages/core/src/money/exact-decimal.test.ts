import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  formatScaled,
  mul,
  parseDecimal,
  ratio,
  roundHalfAwayFromZero,
  sub,
  toSafeNumber,
} from './exact-decimal.ts';

const value = (text: string | number) => {
  const r = parseDecimal(text);
  return Number(r.n) / Number(r.d);
};

describe('parseDecimal', () => {
  it.each([
    ['19.25', 19.25],
    ['-0.5', -0.5],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    [' 12 ', 12],
    ['1e3', 1000],
    ['1.5E-2', 0.015],
    [0.1, 0.1],
    [1e21, 1e21],
    [-2.5e-7, -2.5e-7],
  ])('reads %j exactly', (input, expected) => {
    expect(value(input)).toBe(expected);
  });

  it('reads a float by its shortest decimal form, so 0.1 is one tenth', () => {
    expect(compare(parseDecimal(0.1), ratio(1n, 10n))).toBe(0);
    expect(compare(add(parseDecimal(0.1), parseDecimal(0.2)), parseDecimal('0.3'))).toBe(0);
  });

  it('reads a bigint as an integer', () => {
    expect(parseDecimal(12n)).toEqual({ n: 12n, d: 1n });
  });

  it.each(['', '.', 'abc', '1,5', '1.2.3', '--1', '1e', '1e999999', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (input) => {
      expect(() => parseDecimal(input)).toThrow(RangeError);
    },
  );

  it('rejects a value that is not a number or a string', () => {
    expect(() => parseDecimal({} as unknown as string)).toThrow(RangeError);
  });
});

describe('exact arithmetic', () => {
  it('adds, subtracts, multiplies and divides fractions exactly', () => {
    const third = ratio(1n, 3n);
    expect(compare(add(third, add(third, third)), ratio(1n))).toBe(0);
    expect(compare(sub(ratio(1n), third), ratio(2n, 3n))).toBe(0);
    expect(compare(mul(third, ratio(3n)), ratio(1n))).toBe(0);
    expect(compare(div(ratio(1n), ratio(-3n)), ratio(-1n, 3n))).toBe(0);
    expect(compare(ratio(1n, 3n), ratio(1n, 2n))).toBe(-1);
    expect(compare(ratio(1n, 2n), ratio(1n, 3n))).toBe(1);
  });

  it('normalises a negative denominator', () => {
    expect(ratio(1n, -2n)).toEqual({ n: -1n, d: 2n });
  });

  it('refuses to divide by zero', () => {
    expect(() => div(ratio(1n), ratio(0n))).toThrow(RangeError);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    ['2.5', 3n],
    ['-2.5', -3n],
    ['2.4999', 2n],
    ['-2.4999', -2n],
    ['0.5', 1n],
    ['-0.5', -1n],
    ['0', 0n],
    ['7', 7n],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundHalfAwayFromZero(parseDecimal(input))).toBe(expected);
  });
});

describe('toSafeNumber and formatScaled', () => {
  it('converts safe integers and refuses larger ones', () => {
    expect(toSafeNumber(9007199254740991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(9007199254740992n)).toThrow(RangeError);
    expect(() => toSafeNumber(-9007199254740992n)).toThrow(RangeError);
  });

  it.each([
    [1250n, 2, '12.50'],
    [-5n, 2, '-0.05'],
    [12500n, 0, '12500'],
    [1n, 3, '0.001'],
    [0n, 2, '0.00'],
  ])('writes %s minor units with %i decimals as %s', (minor, precision, text) => {
    expect(formatScaled(minor, precision)).toBe(text);
  });
});
