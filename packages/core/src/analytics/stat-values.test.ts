import { describe, expect, it } from 'vitest';
import { changePercent, salesStatValues, statValues, visibleStatItems } from './stat-values.ts';

describe('changePercent', () => {
  it('gives the change in percent with two decimals, null without a past figure', () => {
    expect(changePercent(125, 100)).toBe(25);
    expect(changePercent(1, 3)).toBe(-66.67);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
    // against a negative past (a margin, a net amount) the sign follows the direction
    expect(changePercent(-50, -100)).toBe(50);
    expect(changePercent(-150, -100)).toBe(-50);
  });
});

describe('statValues', () => {
  it('lists the items in order, a missing figure as 0', () => {
    expect(statValues(['orders', 'revenue', 'shipping'], { orders: 3, revenue: 900 }, { orders: 2 })).toEqual(
      [
        { item: 'orders', value: 3, past_value: 2, change: 50 },
        { item: 'revenue', value: 900, past_value: 0, change: null },
        { item: 'shipping', value: 0, past_value: 0, change: null },
      ],
    );
  });

  it('leaves the cost items out without products.cost', () => {
    expect(visibleStatItems(['revenue', 'gross_margin', 'orders'], false)).toEqual(['revenue', 'orders']);
    expect(visibleStatItems(['revenue', 'gross_margin', 'orders'], true)).toEqual([
      'revenue',
      'gross_margin',
      'orders',
    ]);
  });
});

describe('salesStatValues', () => {
  it('derives the KPI values from the rollups’ sums', () => {
    const values = salesStatValues({
      orders: 3,
      revenue: 1000,
      revenue_ex_tax: 800,
      cost: 500,
      discounts: 40,
      shipping: 25,
      units: 8,
      units_returned: 2,
      new_customers: 1,
      active_customers: 3,
    });
    expect(values).toMatchObject({
      revenue: 1000,
      orders: 3,
      average_basket: 333,
      units_sold: 6,
      returned_units: 2,
      gross_margin: 300,
      new_customers: 1,
      returning_customers: 2,
      active_customers: 3,
      discounts: 40,
      returns_rate: 25,
      shipping: 25,
    });
  });

  it('counts what was not read as 0 and divides nothing by zero', () => {
    expect(salesStatValues({ products_sold: 4, units: 0, revenue: 0 })).toMatchObject({
      products_sold: 4,
      average_basket: 0,
      returns_rate: 0,
      units_sold: 0,
      gross_margin: 0,
      cancelled: 0,
    });
    expect(salesStatValues({ orders: 2, revenue: 5, cancelled: 1 }).average_basket).toBe(3); // 2.5 half up
  });
});
