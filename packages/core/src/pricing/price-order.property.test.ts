import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  LineDiscountInput,
  OrderDiscountInput,
  PriceOrderInput,
  PriceOrderLineInput,
  Tax,
} from './price-order.ts';
import { priceOrder } from './price-order.ts';

// Decimal values as both numbers and strings, with up to 3 decimals (e.g. 19.25, '33.333').
const decimal = (max: number, scale = 1000) =>
  fc
    .integer({ min: 0, max: max * scale })
    .chain((n) => fc.constantFrom<number | string>(n / scale, (n / scale).toString()));

const tax: fc.Arbitrary<Tax> = fc.record({
  id: fc.oneof(fc.nat({ max: 1000 }), fc.string({ minLength: 1, maxLength: 4 })),
  rate: fc.option(decimal(40), { nil: null }),
  fixed_amount: fc.option(fc.nat({ max: 500 }), { nil: undefined }),
  tax_order: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  is_withholding: fc.boolean(),
  include_in_base_for_subsequent_taxes: fc.boolean(),
});

const lineDiscount: fc.Arbitrary<LineDiscountInput> = fc.oneof(
  fc.record(
    {
      discount_type: fc.constant('percentage' as const),
      discount_value: decimal(60),
      units: fc.nat({ max: 5 }),
    },
    { requiredKeys: ['discount_type', 'discount_value'] },
  ),
  fc.record(
    {
      discount_type: fc.constant('fixed' as const),
      discount_value: fc.nat({ max: 5000 }),
      units: fc.nat({ max: 5 }),
    },
    { requiredKeys: ['discount_type', 'discount_value'] },
  ),
);

const orderDiscount: fc.Arbitrary<OrderDiscountInput> = fc.oneof(
  fc.record({ discount_type: fc.constant('percentage' as const), discount_value: decimal(40) }),
  fc.record({ discount_type: fc.constant('fixed' as const), discount_value: fc.nat({ max: 20000 }) }),
);

const line: fc.Arbitrary<PriceOrderLineInput> = fc.record({
  price: fc.nat({ max: 1_000_000 }),
  quantity: decimal(50, 100),
  discounts: fc.array(lineDiscount, { maxLength: 3 }),
  taxes: fc.array(tax, { maxLength: 4 }),
  source: fc.constantFrom(undefined, 'pos', 'shipping'),
});

const input: fc.Arbitrary<PriceOrderInput> = fc.record({
  currency: fc.constantFrom(
    { alpha: 'XAF', precision: 0 },
    { alpha: 'USD', precision: 2 },
    { alpha: 'KWD', precision: 3 },
  ),
  lines: fc.array(line, { maxLength: 6 }),
  discounts: fc.array(orderDiscount, { maxLength: 3 }),
});

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('priceOrder properties', () => {
  it('totals add up, line by line and for the order', () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = priceOrder(order);

        for (const priced of result.lines) {
          expect(priced.total).toBe(
            priced.subtotal - priced.discount + total(priced.taxes.map((t) => t.amount)),
          );
        }
        expect(result.subtotal).toBe(total(result.lines.map((l) => l.subtotal)));
        expect(result.discount_total).toBe(total(result.lines.map((l) => l.discount)));
        expect(result.tax_total).toBe(total(result.lines.flatMap((l) => l.taxes.map((t) => t.amount))));
        expect(result.subtotal - result.discount_total + result.tax_total).toBe(result.total);
      }),
    );
  });

  it('never lets a discount exceed its line or go below zero', () => {
    fc.assert(
      fc.property(input, (order) => {
        for (const priced of priceOrder(order).lines) {
          expect(priced.discount).toBeGreaterThanOrEqual(0);
          expect(priced.subtotal - priced.discount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('outputs only safe integers, never a float', () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = priceOrder(order);
        const amounts = [
          result.subtotal,
          result.discount_total,
          result.tax_total,
          result.total,
          ...result.lines.flatMap((l) => [l.subtotal, l.discount, l.total, ...l.taxes.map((t) => t.amount)]),
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('gives one tax amount per tax of the line, with its id', () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = priceOrder(order);
        result.lines.forEach((priced, index) => {
          expect(priced.taxes.map((t) => t.id)).toEqual((order.lines[index]!.taxes ?? []).map((t) => t.id));
        });
      }),
    );
  });

  it('allocates a fixed order discount exactly, capped at what non-shipping lines hold, shipping untouched', () => {
    fc.assert(
      fc.property(input, fc.nat({ max: 3_000_000 }), (order, fixed) => {
        // Arrange: the same order without, then with, a single fixed order discount
        const bare = priceOrder({ ...order, discounts: [] });
        const held = total(
          bare.lines
            .filter((_, i) => order.lines[i]!.source !== 'shipping')
            .map((l) => l.subtotal - l.discount),
        );

        // Act
        const discounted = priceOrder({
          ...order,
          discounts: [{ discount_type: 'fixed', discount_value: fixed }],
        });

        // Assert
        const shares = discounted.lines.map((l, i) => l.discount - bare.lines[i]!.discount);
        expect(total(shares)).toBe(Math.min(fixed, held));
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          if (order.lines[i]!.source === 'shipping') expect(share).toBe(0);
        });
      }),
    );
  });

  it('applies order discounts to no shipping line', () => {
    fc.assert(
      fc.property(input, (order) => {
        const bare = priceOrder({ ...order, discounts: [] });
        const result = priceOrder(order);
        result.lines.forEach((priced, i) => {
          if (order.lines[i]!.source === 'shipping') expect(priced).toEqual(bare.lines[i]);
        });
      }),
    );
  });

  it('matches integer arithmetic for a single rate tax', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (price, quantity, rateThousandths) => {
          // Arrange: rate = rateThousandths / 1000 percent, so tax = net × rateThousandths / 100 000
          const rate = rateThousandths / 1000;
          const net = BigInt(price) * BigInt(quantity);
          const twice = (2n * net * BigInt(rateThousandths)) / 100_000n;
          const expected = Number((twice + 1n) / 2n);

          // Act
          const result = priceOrder({
            currency: { alpha: 'XAF', precision: 0 },
            lines: [{ price, quantity, taxes: [{ id: 't', rate }] }],
          });

          // Assert
          expect(result.lines[0]!.taxes[0]!.amount).toBe(expected);
        },
      ),
    );
  });

  it('does not modify its input', () => {
    fc.assert(
      fc.property(input, (order) => {
        const before = structuredClone(order);
        priceOrder(order);
        expect(order).toEqual(before);
      }),
    );
  });
});
