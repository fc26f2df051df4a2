import {
  add,
  mul,
  parseDecimal,
  percent,
  type Ratio,
  roundHalfAwayFromZero,
  ZERO,
} from '../money/exact-decimal.ts';
import type { LineDiscountInput } from './pricing-types.ts';

function discountAmount(discount: LineDiscountInput, price: Ratio, quantity: Ratio): Ratio {
  const value = parseDecimal(discount.discount_value);
  const units = discount.units == null ? undefined : parseDecimal(discount.units);
  switch (discount.discount_type) {
    case 'percentage':
      return mul(mul(percent(value), price), units ?? quantity);
    case 'fixed':
      return units === undefined ? value : mul(value, units);
    default:
      throw new RangeError(
        `Unknown discount type: ${String((discount as { discount_type: unknown }).discount_type)}`,
      );
  }
}

/**
 * CONTRACT §4 line discounts: a percentage takes value % of price × units (default the whole
 * quantity), a fixed one value × units (or value once). They add up, are rounded once, and
 * are kept between 0 and the line subtotal.
 */
export function lineDiscount(
  discounts: readonly LineDiscountInput[] | null | undefined,
  price: Ratio,
  quantity: Ratio,
  subtotal: bigint,
): bigint {
  const exact = (discounts ?? []).reduce(
    (sum, discount) => add(sum, discountAmount(discount, price, quantity)),
    ZERO,
  );
  return clamp(roundHalfAwayFromZero(exact), 0n, subtotal);
}

/** `value` kept within [0, max(low, high)]: a negative cap (a credit line) allows nothing. */
export function clamp(value: bigint, low: bigint, high: bigint): bigint {
  if (high < low) return low;
  return value < low ? low : value > high ? high : value;
}
