import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landedUnitCost, weightedAverageCost } from './weighted-average-cost.ts';

describe('weightedAverageCost', () => {
  it('averages what is on hand with what arrives, weighted by quantity', () => {
    // 10 units at 1 000 and 30 at 2 000: (10 000 + 60 000) / 40 = 1 750.
    expect(weightedAverageCost(10, 1_000, 30, 2_000)).toBe(1_750);
  });

  it('rounds half away from zero to the minor unit', () => {
    // (1 × 100 + 1 × 101) / 2 = 100.5 → 101; (2 × 100 + 1 × 101) / 3 = 100.33 → 100.
    expect(weightedAverageCost(1, 100, 1, 101)).toBe(101);
    expect(weightedAverageCost(2, 100, 1, 101)).toBe(100);
  });

  it('takes the receipt cost when nothing is on hand', () => {
    expect(weightedAverageCost(0, 5_000, 12, 4_200)).toBe(4_200);
  });

  it('takes the receipt cost when stock on hand is negative (sold before it was received)', () => {
    expect(weightedAverageCost(-4, 5_000, 10, 4_200)).toBe(4_200);
  });

  it('takes the receipt cost when the variant had no cost yet', () => {
    expect(weightedAverageCost(25, null, 5, 900)).toBe(900);
  });

  it('keeps the current cost when nothing is received', () => {
    expect(weightedAverageCost(8, 700, 0, 1_000)).toBe(700);
    expect(weightedAverageCost(8, null, 0, 1_000)).toBe(1_000);
  });

  it('handles large stocks and costs exactly (no float drift)', () => {
    expect(weightedAverageCost(2_000_000_000, 3_000_000_000, 1, 3_000_000_001)).toBe(3_000_000_000);
    expect(weightedAverageCost(1, 9_007_199_254_740, 1, 9_007_199_254_742)).toBe(9_007_199_254_741);
  });

  it('refuses quantities or costs that are not integers, and negative receipts', () => {
    expect(() => weightedAverageCost(1.5, 100, 1, 100)).toThrow(RangeError);
    expect(() => weightedAverageCost(1, 100, -1, 100)).toThrow(RangeError);
    expect(() => weightedAverageCost(1, 100, 1, -5)).toThrow(RangeError);
    expect(() => weightedAverageCost(1, -1, 1, 5)).toThrow(RangeError);
  });

  it('always lies between the old cost and the receipt cost (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (onHand, cost, received, unitCost) => {
          const result = weightedAverageCost(onHand, cost, received, unitCost);
          expect(result).toBeGreaterThanOrEqual(Math.min(cost, unitCost));
          expect(result).toBeLessThanOrEqual(Math.max(cost, unitCost));
          // Stock value is kept to within half a minor unit per unit held afterwards.
          const exact = (onHand * cost + received * unitCost) / (onHand + received);
          expect(Math.abs(result - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
});

describe('landedUnitCost', () => {
  const vat = (amount: number) => ({ amount, is_withholding: false });

  it('is the unit cost when the VAT is deductible', () => {
    expect(landedUnitCost({ unit_cost: 1_000, quantity: 3, deductible: true, taxes: [vat(578)] })).toBe(
      1_000,
    );
  });

  it('adds non-deductible VAT spread over the units', () => {
    // 3 × 1 000 + 578 = 3 578 → 1 192.67 → 1 193 per unit.
    expect(landedUnitCost({ unit_cost: 1_000, quantity: 3, deductible: false, taxes: [vat(578)] })).toBe(
      1_193,
    );
  });

  it('leaves tax withheld at source out of the cost', () => {
    expect(
      landedUnitCost({
        unit_cost: 1_000,
        quantity: 2,
        deductible: false,
        taxes: [vat(385), { amount: -110, is_withholding: true }],
      }),
    ).toBe(1_193);
  });
});
