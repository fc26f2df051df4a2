import {
  add,
  mul,
  parseDecimal,
  percent,
  type Ratio,
  ratio,
  roundHalfAwayFromZero,
} from '../money/exact-decimal.ts';
import type { Tax } from './pricing-types.ts';

// A missing or non-numeric tax_order counts as 0, so such taxes come first, in the given order.
const taxOrder = (tax: Tax): number => (Number.isFinite(tax.tax_order) ? (tax.tax_order as number) : 0);

/**
 * SPEC §9 taxes on one line, in minor units, in the line's own order. They are computed in
 * tax_order (ties keep the given order): a rate applies to the base, a fixed amount is per unit
 * of quantity, a withholding tax is negative, and a tax flagged
 * include_in_base_for_subsequent_taxes adds its rounded amount to the base of the later ones.
 * deleted_at is ignored on purpose: a tax already on a line keeps applying to it.
 */
export function lineTaxes(taxes: readonly Tax[] | null | undefined, net: bigint, quantity: Ratio): bigint[] {
  const list = taxes ?? [];
  const order = list.map((tax, index) => ({ tax, index })).sort((a, b) => taxOrder(a.tax) - taxOrder(b.tax));
  const amounts = list.map(() => 0n);
  let base: Ratio = ratio(net);
  for (const { tax, index } of order) {
    const exact =
      tax.rate != null
        ? mul(base, percent(parseDecimal(tax.rate)))
        : tax.fixed_amount != null
          ? mul(parseDecimal(tax.fixed_amount), quantity)
          : ratio(0n);
    const rounded = roundHalfAwayFromZero(exact);
    const amount = tax.is_withholding ? -rounded : rounded;
    amounts[index] = amount;
    if (tax.include_in_base_for_subsequent_taxes) base = add(base, ratio(amount));
  }
  return amounts;
}
