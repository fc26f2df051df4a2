import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDecideReturn, canRefundReturn, returnableQuantity, returnedValue } from './returns.ts';

describe('returnedValue', () => {
  it('is the returned units’ share of the line', () => {
    expect(returnedValue(11_925, 3, 0, 1)).toBe(3_975);
    expect(returnedValue(11_925, 3, 0, 3)).toBe(11_925);
  });

  it('adds up exactly to the line total, however the units come back', () => {
    expect(
      returnedValue(1_000, 3, 0, 1) + returnedValue(1_000, 3, 1, 1) + returnedValue(1_000, 3, 2, 1),
    ).toBe(1_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (total, parts) => {
          const sold = parts.reduce((a, b) => a + b, 0);
          let returned = 0;
          let sum = 0;
          for (const part of parts) {
            sum += returnedValue(total, sold, returned, part);
            returned += part;
          }
          return sum === total;
        },
      ),
    );
  });
});

describe('returnableQuantity and decisions', () => {
  it('counts what is left to return, never below zero', () => {
    expect(returnableQuantity(5, 2)).toBe(3);
    expect(returnableQuantity(2, 5)).toBe(0);
  });

  it('decides a return once', () => {
    expect(canDecideReturn('requested')).toBe(true);
    expect(canDecideReturn('approved')).toBe(false);
    expect(canDecideReturn('rejected')).toBe(false);
  });
});

describe('canRefundReturn', () => {
  it('refunds a return worth no more than what was paid, net of refunds', () => {
    expect(canRefundReturn(4_500, 9_000)).toBe(true);
    expect(canRefundReturn(4_500, 4_500)).toBe(true);
    expect(canRefundReturn(4_500, 4_499)).toBe(false);
    expect(canRefundReturn(1, 0)).toBe(false);
  });
});
