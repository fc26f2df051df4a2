import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ean13CheckDigit,
  IN_STORE_EAN13_PATTERN,
  IN_STORE_SEQUENCE_MAX,
  inStoreEan13,
  inStoreSequenceOf,
  isValidEan13,
  nextInStoreEan13s,
} from './ean13.ts';

describe('EAN-13 check digit', () => {
  it('is the digit that brings the 1-3 weighted sum to a multiple of 10', () => {
    // Published examples: 400638133393|1, 590123412345|7, ISBN 978030640615|7.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    // A weighted sum already a multiple of 10 gives 0, not 10.
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('needs exactly 12 digits', () => {
    for (const bad of ['', '40063813339', '4006381333931', '40063813339a', ' 400638133393']) {
      expect(() => ean13CheckDigit(bad), bad).toThrow(RangeError);
    }
  });
});

describe('EAN-13 validation', () => {
  it('accepts 13 digits ending with the right check digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123457')).toBe(true);
  });

  it('refuses a wrong check digit, another length, letters or spaces', () => {
    for (const bad of [
      '4006381333932',
      '400638133393',
      '40063813339310',
      '400638133393A',
      '4006381 33931',
      '',
    ]) {
      expect(isValidEan13(bad), bad).toBe(false);
    }
  });

  it('catches any single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (first12, position, shift) => {
          const code = `${first12}${ean13CheckDigit(first12)}`;
          const typo =
            code.slice(0, position) + ((Number(code[position]) + shift) % 10) + code.slice(position + 1);
          expect(isValidEan13(code)).toBe(true);
          expect(isValidEan13(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('in-store EAN-13 numbering', () => {
  it('is "20", the sequence on 10 digits, then the check digit', () => {
    expect(inStoreEan13(1)).toBe('2000000000015');
    expect(inStoreEan13(42)).toBe('2000000000428');
    expect(inStoreEan13(IN_STORE_SEQUENCE_MAX)).toBe('2099999999998');
  });

  it('gives valid EAN-13s in the GS1 restricted-circulation range, one per sequence number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: IN_STORE_SEQUENCE_MAX }), (sequence) => {
        const code = inStoreEan13(sequence);
        expect(isValidEan13(code)).toBe(true);
        expect(Number(code.slice(0, 3))).toBeGreaterThanOrEqual(200);
        expect(Number(code.slice(0, 3))).toBeLessThanOrEqual(299);
        expect(code).toMatch(new RegExp(IN_STORE_EAN13_PATTERN));
        expect(inStoreSequenceOf(code)).toBe(sequence);
      }),
    );
  });

  it('refuses a sequence number that is not a whole number from 1 to 9,999,999,999', () => {
    for (const bad of [0, -1, 1.5, IN_STORE_SEQUENCE_MAX + 1, Number.NaN]) {
      expect(() => inStoreEan13(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('reads the sequence of the in-store shape only, whatever its check digit', () => {
    expect(inStoreSequenceOf('2000000000428')).toBe(42);
    expect(inStoreSequenceOf('2000000000420')).toBe(42);
    for (const other of [null, undefined, '', '2100000000428', '4006381333931', '200000000042', 'SAV-NOIR']) {
      expect(inStoreSequenceOf(other), String(other)).toBeNull();
    }
  });

  it('continues after the highest code in use, or starts at 1', () => {
    expect(nextInStoreEan13s(null, 2)).toEqual(['2000000000015', '2000000000022']);
    expect(nextInStoreEan13s('2000000000428', 1)).toEqual(['2000000000435']);
    expect(nextInStoreEan13s('4006381333931', 1)).toEqual(['2000000000015']);
    expect(nextInStoreEan13s('2000000000015', 0)).toEqual([]);
  });

  it('never wraps around when the sequence is used up', () => {
    expect(nextInStoreEan13s(inStoreEan13(IN_STORE_SEQUENCE_MAX - 1), 1)).toEqual([
      inStoreEan13(IN_STORE_SEQUENCE_MAX),
    ]);
    expect(nextInStoreEan13s(inStoreEan13(IN_STORE_SEQUENCE_MAX - 1), 2)).toBeNull();
  });
});
