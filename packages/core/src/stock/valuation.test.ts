import { describe, expect, it } from 'vitest';
import { valuationLine, valuationSummary } from './valuation.ts';

describe('stock valuation of a variant', () => {
  it('values the units on hand at cost and at the selling price', () => {
    expect(valuationLine({ quantities: [12, 3], cost: 650, price: 1000 })).toEqual({
      quantity: 15,
      valued_quantity: 15,
      negative: false,
      stock_value: 9750,
      retail_value: 15000,
    });
  });

  it('counts a negative balance as 0 and flags it, without cancelling another warehouse’s stock', () => {
    expect(valuationLine({ quantities: [10, -4], cost: 100, price: 150 })).toEqual({
      quantity: 6,
      valued_quantity: 10,
      negative: true,
      stock_value: 1000,
      retail_value: 1500,
    });
  });

  it('has no stock value without a cost, and a cost of 0 is a cost', () => {
    expect(valuationLine({ quantities: [5], cost: null, price: 200 }).stock_value).toBeNull();
    expect(valuationLine({ quantities: [5], cost: 0, price: 200 }).stock_value).toBe(0);
  });

  it('stays exact on large integer amounts (no float drift)', () => {
    const line = valuationLine({ quantities: [999_999], cost: 1_234_567, price: 1_999_999 });
    expect(line.stock_value).toBe(1_234_565_765_433);
    expect(Number.isInteger(line.retail_value)).toBe(true);
  });

  it('refuses a value beyond exact integers rather than round it', () => {
    expect(() => valuationLine({ quantities: [2 ** 31], cost: 2 ** 31, price: 1 })).toThrow(RangeError);
  });
});

describe('stock valuation totals', () => {
  it('sums the variants with a cost, counts those without apart, and gives the potential margin', () => {
    const summary = valuationSummary([
      valuationLine({ quantities: [10], cost: 500, price: 800 }),
      valuationLine({ quantities: [4, -2], cost: 1000, price: 1500 }),
      valuationLine({ quantities: [7], cost: null, price: 300 }),
    ]);
    expect(summary).toEqual({
      variants: 3,
      units: 21,
      stock_value: 9000,
      retail_value: 14000,
      potential_margin: 5000,
      negative_variants: 1,
      no_cost_variants: 1,
      no_cost_units: 7,
      no_cost_retail_value: 2100,
    });
  });

  it('is all zeros for no stock', () => {
    expect(valuationSummary([])).toMatchObject({ variants: 0, stock_value: 0, potential_margin: 0 });
  });
});
