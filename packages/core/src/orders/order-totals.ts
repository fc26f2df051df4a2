import { priceOrder } from '../pricing/price-order.ts';
import type { OrderDiscountInput, PriceOrderLineInput, PriceOrderResult } from '../pricing/pricing-types.ts';

export interface OrderTotalsInput {
  readonly currency: { readonly alpha: string; readonly precision: number };
  readonly lines: readonly PriceOrderLineInput[];
  readonly discounts?: readonly OrderDiscountInput[] | null;
}

export interface OrderTotals extends PriceOrderResult {
  /** What each order discount took, in the order given; they add up to the order-level part of discount_total. */
  readonly order_discount_amounts: number[];
  /** Subtotal of the shipping lines (their taxes are in tax_total). */
  readonly shipping_total: number;
}

/**
 * priceOrder, plus what each order-level discount came to: each discount's amount is what adding
 * it to the ones before took off, so the amounts always add up exactly to the order-level part.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const discounts = input.discounts ?? [];
  const priced = priceOrder({ currency: input.currency, lines: input.lines, discounts });
  const order_discount_amounts: number[] = [];
  let before = priceOrder({ currency: input.currency, lines: input.lines }).discount_total;
  discounts.forEach((_, index) => {
    const upTo =
      index === discounts.length - 1
        ? priced.discount_total
        : priceOrder({
            currency: input.currency,
            lines: input.lines,
            discounts: discounts.slice(0, index + 1),
          }).discount_total;
    order_discount_amounts.push(upTo - before);
    before = upTo;
  });
  const shipping_total = priced.lines.reduce(
    (sum, line, index) => (input.lines[index]?.source === 'shipping' ? sum + line.subtotal : sum),
    0,
  );
  return { ...priced, order_discount_amounts, shipping_total };
}
