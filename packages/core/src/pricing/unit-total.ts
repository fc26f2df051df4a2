import { priceOrder } from './price-order.ts';
import type { DecimalInput, Tax } from './pricing-types.ts';

export interface UnitTotalInput {
  readonly currency: { readonly alpha: string; readonly precision: number };
  /** unit price before taxes, minor units (a variant's price) */
  readonly price: DecimalInput;
  /** the taxes a line of it gets; on a sale screen, the company's default taxes */
  readonly taxes?: readonly Tax[] | null;
}

/**
 * What the customer pays for one unit, taxes added: the total priceOrder gives a one-unit line
 * without discount, so a sale screen shows the figure its basket will charge for that unit.
 * Without taxes it is the price itself.
 */
export function unitTotal(input: UnitTotalInput): number {
  const priced = priceOrder({
    currency: input.currency,
    lines: [{ price: input.price, quantity: 1, taxes: input.taxes ?? [] }],
  });
  return priced.lines[0]!.total;
}
