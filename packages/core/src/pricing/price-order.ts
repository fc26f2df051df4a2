import { assertCurrency } from '../money/currency.ts';
import { mul, parseDecimal, roundHalfAwayFromZero, toSafeNumber } from '../money/exact-decimal.ts';
import { lineDiscount } from './line-discount.ts';
import { lineTaxes } from './line-taxes.ts';
import { allocateOrderDiscounts } from './order-discounts.ts';
import type { PricedLine, PriceOrderInput, PriceOrderResult } from './pricing-types.ts';

export type {
  DecimalInput,
  DiscountType,
  LineDiscountInput,
  OrderDiscountInput,
  PricedLine,
  PricedTax,
  PriceOrderInput,
  PriceOrderLineInput,
  PriceOrderResult,
  Tax,
} from './pricing-types.ts';

const SHIPPING = 'shipping';

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

/**
 * Prices an order (CONTRACT §4) in exact arithmetic, every amount rounded half away from zero to
 * the minor unit. Each line: subtotal = price × quantity; discount = its own discounts plus its
 * share of the order discounts, never more than the subtotal; taxes on subtotal − discount;
 * total = subtotal − discount + taxes. Order figures are the sums of the line figures, so
 * subtotal − discount_total + tax_total = total always holds. The input is not modified.
 */
export function priceOrder(input: PriceOrderInput): PriceOrderResult {
  assertCurrency(input.currency);
  const lines = input.lines.map((line) => {
    const price = parseDecimal(line.price);
    const quantity = parseDecimal(line.quantity);
    const subtotal = roundHalfAwayFromZero(mul(price, quantity));
    const own = lineDiscount(line.discounts, price, quantity, subtotal);
    return { line, quantity, subtotal, own };
  });
  const orderShares = allocateOrderDiscounts(
    lines.map(({ line, subtotal, own }) => ({ amount: subtotal - own, eligible: line.source !== SHIPPING })),
    input.discounts,
  );
  const priced = lines.map(({ line, quantity, subtotal, own }, index) => {
    const discount = own + orderShares[index]!;
    const taxes = lineTaxes(line.taxes, subtotal - discount, quantity);
    return { subtotal, discount, taxes, total: subtotal - discount + sum(taxes), source: line };
  });
  return {
    lines: priced.map(
      ({ subtotal, discount, taxes, total, source }): PricedLine => ({
        subtotal: toSafeNumber(subtotal),
        discount: toSafeNumber(discount),
        taxes: taxes.map((amount, index) => ({ id: source.taxes![index]!.id, amount: toSafeNumber(amount) })),
        total: toSafeNumber(total),
      }),
    ),
    subtotal: toSafeNumber(sum(priced.map((line) => line.subtotal))),
    discount_total: toSafeNumber(sum(priced.map((line) => line.discount))),
    tax_total: toSafeNumber(sum(priced.flatMap((line) => line.taxes))),
    total: toSafeNumber(sum(priced.map((line) => line.total))),
  };
}
