// Whether a discount code may be used on a basket now: the rules a merchant sets on a discount
// (switched on, validity window, minimum basket, usage limits), checked in this order.

export interface DiscountLimits {
  readonly is_active: boolean;
  readonly starts_at: Date | string | null;
  readonly ends_at: Date | string | null;
  /** minor units; the basket subtotal must reach it */
  readonly minimum_subtotal: number | null;
  readonly usage_limit: number | null;
  readonly usage_limit_per_customer: number | null;
  readonly times_used: number;
}

export interface DiscountUse {
  readonly now: Date;
  /** the basket's subtotal after line discounts, shipping excluded, minor units */
  readonly subtotal: number;
  /** how many orders of this customer already used it (0 without a customer) */
  readonly timesUsedByCustomer: number;
}

export type DiscountRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'below_minimum'
  | 'usage_limit_reached'
  | 'customer_limit_reached';

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** null when the discount applies; otherwise why not. The window is [starts_at, ends_at). */
export function discountRefusal(discount: DiscountLimits, use: DiscountUse): DiscountRefusal | null {
  if (!discount.is_active) return 'inactive';
  const now = use.now.getTime();
  if (discount.starts_at !== null && now < time(discount.starts_at)) return 'not_started';
  if (discount.ends_at !== null && now >= time(discount.ends_at)) return 'expired';
  if (discount.minimum_subtotal !== null && use.subtotal < discount.minimum_subtotal) return 'below_minimum';
  if (discount.usage_limit !== null && discount.times_used >= discount.usage_limit)
    return 'usage_limit_reached';
  if (
    discount.usage_limit_per_customer !== null &&
    use.timesUsedByCustomer >= discount.usage_limit_per_customer
  ) {
    return 'customer_limit_reached';
  }
  return null;
}
