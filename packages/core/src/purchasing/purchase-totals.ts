// The figures of a purchase document (order or bill): each line is quantity × unit cost with its
// taxes, priced by the same rules as a sale (priceOrder: tax order, compounding, fixed amounts,
// withholding negative), plus how much of the tax the merchant can deduct.

import { priceOrder } from '../pricing/price-order.ts';
import type { Tax } from '../pricing/pricing-types.ts';

export interface PurchaseLineToPrice {
  readonly unit_cost: number;
  readonly quantity: number;
  readonly taxes: readonly Tax[];
  /** false: the VAT cannot be recovered and becomes part of the cost */
  readonly deductible: boolean;
}

export interface PricedPurchaseLine {
  /** quantity × unit cost */
  readonly subtotal: number;
  /** each tax's amount, in the order of the line's taxes */
  readonly taxes: readonly { id: Tax['id']; amount: number }[];
  readonly tax_total: number;
  /** the part of tax_total the merchant recovers (non-withholding taxes of a deductible line) */
  readonly deductible_tax: number;
  readonly total: number;
}

export interface PurchaseTotals {
  readonly lines: readonly PricedPurchaseLine[];
  readonly subtotal: number;
  readonly tax_total: number;
  readonly deductible_tax_total: number;
  readonly total: number;
}

export function purchaseTotals(
  currency: { readonly alpha: string; readonly precision: number },
  lines: readonly PurchaseLineToPrice[],
): PurchaseTotals {
  const priced = priceOrder({
    currency,
    lines: lines.map((line) => ({ price: line.unit_cost, quantity: line.quantity, taxes: line.taxes })),
  });
  const result = priced.lines.map((p, index): PricedPurchaseLine => {
    const line = lines[index]!;
    const taxes = p.taxes.map((tax) => ({ id: tax.id, amount: tax.amount }));
    const tax_total = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const deductible_tax = line.deductible
      ? taxes.reduce((sum, tax) => {
          const withholding = line.taxes.find((t) => t.id === tax.id)?.is_withholding === true;
          return withholding ? sum : sum + tax.amount;
        }, 0)
      : 0;
    return { subtotal: p.subtotal, taxes, tax_total, deductible_tax, total: p.subtotal + tax_total };
  });
  const sum = (pick: (line: PricedPurchaseLine) => number) =>
    result.reduce((total, line) => total + pick(line), 0);
  return {
    lines: result,
    subtotal: sum((l) => l.subtotal),
    tax_total: sum((l) => l.tax_total),
    deductible_tax_total: sum((l) => l.deductible_tax),
    total: sum((l) => l.total),
  };
}
