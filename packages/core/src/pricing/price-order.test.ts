import { describe, expect, it } from 'vitest';
import { type PriceOrderInput, type PriceOrderLineInput, priceOrder, type Tax } from './price-order.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const USD = { alpha: 'USD', precision: 2 };

const order = (lines: PriceOrderLineInput[], extra: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
  currency: XAF,
  lines,
  ...extra,
});
const vat = (rate: number | string, extra: Partial<Tax> = {}): Tax => ({ id: `vat-${rate}`, rate, ...extra });

describe('priceOrder: line amounts', () => {
  it('prices a line as price × quantity', () => {
    // Act
    const result = priceOrder(order([{ price: 2500, quantity: 4 }]));

    // Assert
    expect(result).toEqual({
      lines: [{ subtotal: 10000, discount: 0, taxes: [], total: 10000 }],
      subtotal: 10000,
      discount_total: 0,
      tax_total: 0,
      total: 10000,
    });
  });

  it('reads decimal quantities exactly and rounds half away from zero', () => {
    const result = priceOrder(
      order([
        { price: 333, quantity: 1.5 },
        { price: 1999, quantity: '0.333' },
        { price: '0.5', quantity: 3 },
      ]),
    );

    expect(result.lines.map((line) => line.subtotal)).toEqual([500, 666, 2]);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder(order([]))).toEqual({
      lines: [],
      subtotal: 0,
      discount_total: 0,
      tax_total: 0,
      total: 0,
    });
  });

  it('prices a credit line with a negative quantity, its tax negative too', () => {
    const result = priceOrder(order([{ price: 1000, quantity: -1, taxes: [vat(19.25)] }]));

    expect(result.lines[0]).toEqual({
      subtotal: -1000,
      discount: 0,
      taxes: [{ id: 'vat-19.25', amount: -193 }],
      total: -1193,
    });
  });
});

describe('priceOrder: line discounts', () => {
  it('takes a percentage of price × units, the whole quantity by default', () => {
    const result = priceOrder(
      order([
        { price: 1000, quantity: 3, discounts: [{ discount_type: 'percentage', discount_value: 10 }] },
        {
          price: 1000,
          quantity: 3,
          discounts: [{ discount_type: 'percentage', discount_value: 10, units: 1 }],
        },
      ]),
    );

    expect(result.lines.map((line) => line.discount)).toEqual([300, 100]);
  });

  it('takes a fixed value once, or per unit when units are given', () => {
    const result = priceOrder(
      order([
        { price: 1000, quantity: 3, discounts: [{ discount_type: 'fixed', discount_value: 50 }] },
        { price: 1000, quantity: 3, discounts: [{ discount_type: 'fixed', discount_value: 50, units: 2 }] },
        {
          price: 1000,
          quantity: 3,
          discounts: [{ discount_type: 'fixed', discount_value: 50, units: null }],
        },
      ]),
    );

    expect(result.lines.map((line) => line.discount)).toEqual([50, 100, 50]);
  });

  it('adds percentages and fixed values up', () => {
    const result = priceOrder(
      order([
        {
          price: 1000,
          quantity: 2,
          discounts: [
            { discount_type: 'percentage', discount_value: 10 },
            { discount_type: 'percentage', discount_value: 5 },
            { discount_type: 'fixed', discount_value: 20 },
            { discount_type: 'fixed', discount_value: 30 },
          ],
        },
      ]),
    );

    expect(result.lines[0]!.discount).toBe(350);
  });

  it('caps the line discounts at the line subtotal', () => {
    const result = priceOrder(
      order([
        {
          price: 1000,
          quantity: 3,
          discounts: [
            { discount_type: 'fixed', discount_value: 2500 },
            { discount_type: 'percentage', discount_value: 50 },
          ],
          taxes: [vat(18)],
        },
      ]),
    );

    expect(result.lines[0]).toEqual({
      subtotal: 3000,
      discount: 3000,
      taxes: [{ id: 'vat-18', amount: 0 }],
      total: 0,
    });
  });

  it('never turns a negative discount into a surcharge', () => {
    const result = priceOrder(
      order([{ price: 1000, quantity: 1, discounts: [{ discount_type: 'fixed', discount_value: -50 }] }]),
    );

    expect(result.lines[0]!.discount).toBe(0);
  });

  it('handles percentages like 33.333 exactly', () => {
    const result = priceOrder(
      order([
        { price: 300, quantity: 1, discounts: [{ discount_type: 'percentage', discount_value: 33.333 }] },
      ]),
    );

    // 99.999 rounds to 100
    expect(result.lines[0]!.discount).toBe(100);
  });
});

describe('priceOrder: order discounts', () => {
  it('applies order percentages, added up, to every non-shipping line after its own discounts', () => {
    const result = priceOrder(
      order(
        [
          { price: 1000, quantity: 1, discounts: [{ discount_type: 'percentage', discount_value: 10 }] },
          { price: 2000, quantity: 1 },
          { price: 1500, quantity: 1, source: 'shipping' },
        ],
        {
          discounts: [
            { discount_type: 'percentage', discount_value: 5 },
            { discount_type: 'percentage', discount_value: 10 },
          ],
        },
      ),
    );

    // line 1: 100 own + 15 % of 900 = 235; line 2: 15 % of 2000 = 300; shipping untouched
    expect(result.lines.map((line) => line.discount)).toEqual([235, 300, 0]);
    expect(result.discount_total).toBe(535);
  });

  it('spreads a fixed discount over three lines in proportion, the last taking the remainder', () => {
    const result = priceOrder(
      order(
        [
          { price: 1000, quantity: 1 },
          { price: 2000, quantity: 1 },
          { price: 3000, quantity: 1 },
        ],
        { discounts: [{ discount_type: 'fixed', discount_value: 100 }] },
      ),
    );

    // 16.67 → 17, 33.33 → 33, remainder 50
    expect(result.lines.map((line) => line.discount)).toEqual([17, 33, 50]);
    expect(result.discount_total).toBe(100);
  });

  it('gives the rounding remainder of equal shares to the last line', () => {
    const result = priceOrder(
      order(
        [
          { price: 100, quantity: 1 },
          { price: 100, quantity: 1 },
          { price: 100, quantity: 1 },
        ],
        { discounts: [{ discount_type: 'fixed', discount_value: 100 }] },
      ),
    );

    expect(result.lines.map((line) => line.discount)).toEqual([33, 33, 34]);
  });

  it('leaves a shipping line untouched by order discounts', () => {
    const result = priceOrder(
      order(
        [
          { price: 5000, quantity: 1 },
          { price: 1000, quantity: 1, source: 'shipping' },
        ],
        {
          discounts: [
            { discount_type: 'fixed', discount_value: 300 },
            { discount_type: 'percentage', discount_value: 10 },
          ],
        },
      ),
    );

    expect(result.lines.map((line) => line.discount)).toEqual([800, 0]);
    expect(result.total).toBe(5200);
  });

  it('caps a fixed order discount at what the non-shipping lines hold', () => {
    const result = priceOrder(
      order(
        [
          { price: 700, quantity: 1, discounts: [{ discount_type: 'fixed', discount_value: 200 }] },
          { price: 300, quantity: 1 },
          { price: 1000, quantity: 1, source: 'shipping' },
        ],
        { discounts: [{ discount_type: 'fixed', discount_value: 5000 }] },
      ),
    );

    expect(result.lines.map((line) => line.subtotal - line.discount)).toEqual([0, 0, 1000]);
    expect(result.total).toBe(1000);
  });

  it('hands back to earlier lines what the last line cannot take, so the shares add up exactly', () => {
    // Shares of 2 over 2,2,2,2,1 round to 0,0,0,0 and the last line holds only 1.
    const result = priceOrder(
      order(
        [2, 2, 2, 2, 1].map((price) => ({ price, quantity: 1 })),
        {
          discounts: [{ discount_type: 'fixed', discount_value: 2 }],
        },
      ),
    );

    expect(result.lines.map((line) => line.discount)).toEqual([0, 0, 0, 1, 1]);
    expect(result.discount_total).toBe(2);
  });

  it('gives nothing when every non-shipping line is already free', () => {
    const result = priceOrder(
      order(
        [
          { price: 0, quantity: 1 },
          { price: 500, quantity: 1, source: 'shipping' },
        ],
        {
          discounts: [{ discount_type: 'fixed', discount_value: 100 }],
        },
      ),
    );

    expect(result.discount_total).toBe(0);
  });

  it('caps order percentages above 100 at the line amount', () => {
    const result = priceOrder(
      order([{ price: 500, quantity: 1 }], {
        discounts: [{ discount_type: 'percentage', discount_value: 150 }],
      }),
    );

    expect(result.lines[0]!.discount).toBe(500);
  });
});

describe('priceOrder: taxes', () => {
  it('charges 19.25 % VAT on 10 000 XAF as 1 925', () => {
    const result = priceOrder(order([{ price: 10000, quantity: 1, taxes: [vat(19.25)] }]));

    expect(result.lines[0]!.taxes).toEqual([{ id: 'vat-19.25', amount: 1925 }]);
    expect(result.total).toBe(11925);
    expect(result.tax_total).toBe(1925);
  });

  it('taxes the amount after discounts', () => {
    const result = priceOrder(
      order([{ price: 10000, quantity: 1, taxes: [vat(10)] }], {
        discounts: [{ discount_type: 'fixed', discount_value: 2000 }],
      }),
    );

    expect(result.lines[0]).toEqual({
      subtotal: 10000,
      discount: 2000,
      taxes: [{ id: 'vat-10', amount: 800 }],
      total: 8800,
    });
  });

  it('makes a 5.5 % withholding tax negative', () => {
    const result = priceOrder(
      order([{ price: 10000, quantity: 1, taxes: [vat(5.5, { is_withholding: true })] }]),
    );

    expect(result.lines[0]!.taxes).toEqual([{ id: 'vat-5.5', amount: -550 }]);
    expect(result.total).toBe(9450);
  });

  it('rounds withholding half away from zero', () => {
    const result = priceOrder(
      order([{ price: 4, quantity: 1, taxes: [vat(12.5, { is_withholding: true })] }]),
    );

    expect(result.lines[0]!.taxes[0]!.amount).toBe(-1);
  });

  it('compounds a tax flagged for base inclusion on the later ones, in tax_order', () => {
    // Arrange: listed out of order on purpose
    const levy: Tax = { id: 'levy', rate: 10, tax_order: 1, include_in_base_for_subsequent_taxes: true };
    const tva: Tax = { id: 'tva', rate: 5, tax_order: 2 };

    // Act
    const result = priceOrder(order([{ price: 1000, quantity: 1, taxes: [tva, levy] }]));

    // Assert: levy 10 % of 1000, tva 5 % of 1100; reported in the line's own order
    expect(result.lines[0]!.taxes).toEqual([
      { id: 'tva', amount: 55 },
      { id: 'levy', amount: 100 },
    ]);
    expect(result.total).toBe(1155);
  });

  it('does not compound a tax without the flag', () => {
    const result = priceOrder(
      order([
        { price: 1000, quantity: 1, taxes: [vat(10, { tax_order: 1 }), { id: 'b', rate: 5, tax_order: 2 }] },
      ]),
    );

    expect(result.lines[0]!.taxes.map((tax) => tax.amount)).toEqual([100, 50]);
  });

  it('keeps the given order between taxes of equal or missing tax_order', () => {
    const first: Tax = { id: 'first', rate: 10, include_in_base_for_subsequent_taxes: true };
    const second: Tax = { id: 'second', rate: 10, tax_order: 0, include_in_base_for_subsequent_taxes: true };

    const result = priceOrder(order([{ price: 1000, quantity: 1, taxes: [first, second] }]));

    expect(result.lines[0]!.taxes.map((tax) => tax.amount)).toEqual([100, 110]);
  });

  it('charges a fixed amount per unit of quantity', () => {
    const stamp: Tax = { id: 'stamp', fixed_amount: 50 };

    const result = priceOrder(
      order([
        { price: 1000, quantity: 3, taxes: [stamp] },
        { price: 1000, quantity: '1.5', taxes: [stamp] },
      ]),
    );

    expect(result.lines.map((line) => line.taxes[0]!.amount)).toEqual([150, 75]);
  });

  it('uses the rate when a tax has both a rate and a fixed amount, and nothing when it has neither', () => {
    const result = priceOrder(
      order([
        {
          price: 1000,
          quantity: 1,
          taxes: [
            { id: 'both', rate: 10, fixed_amount: 999 },
            { id: 'none', rate: null, fixed_amount: null },
          ],
        },
      ]),
    );

    expect(result.lines[0]!.taxes).toEqual([
      { id: 'both', amount: 100 },
      { id: 'none', amount: 0 },
    ]);
  });

  it('still applies a tax deleted since it was put on the line', () => {
    const result = priceOrder(
      order([{ price: 1000, quantity: 1, taxes: [vat(10, { deleted_at: '2026-01-01T00:00:00Z' })] }]),
    );

    expect(result.tax_total).toBe(100);
  });

  it('computes in minor units of any precision, rates given as strings', () => {
    const result = priceOrder({
      currency: USD,
      lines: [{ price: 999, quantity: 1, taxes: [{ id: 1, rate: '19.25' }] }],
    });

    // 192.3075 → 192 cents
    expect(result.lines[0]!.taxes).toEqual([{ id: 1, amount: 192 }]);
  });
});

describe('priceOrder: invalid input', () => {
  it.each([
    ['no precision', { alpha: 'USD' }],
    ['null precision', { alpha: 'USD', precision: null }],
    ['decimal precision', { alpha: 'USD', precision: 2.5 }],
    ['no currency', undefined],
  ])('throws "Invalid currency object" for a currency with %s', (_label, currency) => {
    const input = { currency, lines: [] } as unknown as PriceOrderInput;

    expect(() => priceOrder(input)).toThrow(new Error('Invalid currency object'));
  });

  it('refuses an unknown discount type', () => {
    const bogus = { discount_type: 'bogus', discount_value: 1 } as unknown as {
      discount_type: 'fixed';
      discount_value: 1;
    };

    expect(() => priceOrder(order([{ price: 1, quantity: 1, discounts: [bogus] }]))).toThrow(RangeError);
    expect(() => priceOrder(order([{ price: 1, quantity: 1 }], { discounts: [bogus] }))).toThrow(RangeError);
  });

  it('refuses a quantity that is not a number', () => {
    expect(() => priceOrder(order([{ price: 1, quantity: 'two' }]))).toThrow(RangeError);
  });

  it('refuses amounts beyond the safe integer range rather than lose precision', () => {
    expect(() => priceOrder(order([{ price: Number.MAX_SAFE_INTEGER, quantity: 2 }]))).toThrow(RangeError);
  });
});
