import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';

const XAF = { alpha: 'XAF', precision: 0 };

describe('orderTotals', () => {
  it('says what each order discount took, and they add up to the order-level part', () => {
    const totals = orderTotals({
      currency: XAF,
      lines: [
        { price: 10_000, quantity: 2 },
        { price: 5_000, quantity: 1, discounts: [{ discount_type: 'fixed', discount_value: 500 }] },
        { price: 2_000, quantity: 1, source: 'shipping' },
      ],
      discounts: [
        { discount_type: 'percentage', discount_value: 10 },
        { discount_type: 'fixed', discount_value: 1_000 },
      ],
    });

    // Non-shipping lines: 20 000 + 4 500 after the line discount = 24 500; 10 % of it is 2 450.
    expect(totals.order_discount_amounts).toEqual([2_450, 1_000]);
    expect(totals.discount_total).toBe(500 + 2_450 + 1_000);
    expect(totals.shipping_total).toBe(2_000);
    expect(totals.total).toBe(20_000 + 5_000 + 2_000 - 3_950);
  });

  it('has no amounts without order discounts, and no shipping without shipping lines', () => {
    const totals = orderTotals({ currency: XAF, lines: [{ price: 1_500, quantity: 3 }] });

    expect(totals.order_discount_amounts).toEqual([]);
    expect(totals.shipping_total).toBe(0);
    expect(totals.total).toBe(4_500);
  });

  it('caps what discounts take at what the lines hold', () => {
    const totals = orderTotals({
      currency: XAF,
      lines: [{ price: 1_000, quantity: 1 }],
      discounts: [
        { discount_type: 'fixed', discount_value: 800 },
        { discount_type: 'fixed', discount_value: 800 },
      ],
    });

    expect(totals.order_discount_amounts).toEqual([800, 200]);
    expect(totals.total).toBe(0);
  });
});
