import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './typed-number.ts';

describe('a number typed in the basket', () => {
  it('reads whole units, and decimals with a comma or a point where they are allowed', () => {
    expect(parseTypedNumber('5', { decimals: false })).toBe(5);
    expect(parseTypedNumber(' 1 200 ', { decimals: false })).toBe(1200);
    expect(parseTypedNumber('12,5', { decimals: true })).toBe(12.5);
    expect(parseTypedNumber('12.5', { decimals: true })).toBe(12.5);
    expect(parseTypedNumber('12,', { decimals: true })).toBe(12);
  });

  it('is no number yet while empty, half typed or with decimals a quantity does not take', () => {
    expect(parseTypedNumber('', { decimals: false })).toBeNull();
    expect(parseTypedNumber('-', { decimals: true })).toBeNull();
    expect(parseTypedNumber('1,2,3', { decimals: true })).toBeNull();
    expect(parseTypedNumber('2,5', { decimals: false })).toBeNull();
    expect(parseTypedNumber('abc', { decimals: true })).toBeNull();
  });
});
