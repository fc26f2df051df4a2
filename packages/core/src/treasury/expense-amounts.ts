// The figures of an expense from what the merchant typed: an amount before taxes with the company's
// taxes added (as on a sale line), or — what a receipt shows — the amount paid, taxes included,
// split back into net and taxes. Withholding taxes are negative, as everywhere.

import { priceOrder, type Tax } from '../pricing/price-order.ts';

export interface ExpenseAmountsInput {
  /** minor units: before taxes, or taxes included when `amount_includes_taxes` */
  readonly amount: number;
  readonly amount_includes_taxes: boolean;
  readonly taxes: readonly Tax[];
  /** false when the VAT cannot be deducted (no proper invoice, or a charge the law excludes) */
  readonly tax_deductible: boolean;
  readonly currency: { readonly alpha: string; readonly precision: number };
}

export interface ExpenseTaxAmount {
  readonly id: Tax['id'];
  readonly amount: number;
  readonly is_withholding: boolean;
}

export interface ExpenseAmounts {
  readonly net: number;
  readonly taxes: ExpenseTaxAmount[];
  /** every tax, withholding ones negative */
  readonly tax_total: number;
  /** the VAT the company gets back: the non-withholding taxes when deductible, else 0 */
  readonly deductible_tax: number;
  /** what is paid or owed: net + tax_total */
  readonly total: number;
}

function taxesOn(net: number, input: ExpenseAmountsInput) {
  const priced = priceOrder({
    currency: input.currency,
    lines: [{ price: net, quantity: 1, taxes: input.taxes }],
  });
  return priced.lines[0]!;
}

function figures(net: number, taxes: { id: Tax['id']; amount: number }[], input: ExpenseAmountsInput) {
  const withTaxKind = taxes.map((tax, index) => ({
    id: tax.id,
    amount: tax.amount,
    is_withholding: Boolean(input.taxes[index]?.is_withholding),
  }));
  const taxTotal = withTaxKind.reduce((sum, tax) => sum + tax.amount, 0);
  const deductible = input.tax_deductible
    ? withTaxKind.filter((tax) => !tax.is_withholding).reduce((sum, tax) => sum + tax.amount, 0)
    : 0;
  return { net, taxes: withTaxKind, tax_total: taxTotal, deductible_tax: deductible, total: net + taxTotal };
}

/**
 * Net, taxes and total of an expense. Taxes included: the taxes are those of the smallest net whose
 * priced total reaches the amount, and the net is the amount minus them — so the total is exactly
 * what was paid, and each tax is what the rate gives to within the rounding of one minor unit.
 * The net may come out negative when fixed taxes exceed the amount: the caller refuses that.
 */
export function expenseAmounts(input: ExpenseAmountsInput): ExpenseAmounts {
  if (!input.amount_includes_taxes || input.taxes.length === 0) {
    const line = taxesOn(input.amount, input);
    return figures(input.amount, line.taxes, input);
  }
  const totalOf = (net: number) => taxesOn(net, input).total;
  let low = 0;
  let high = Math.max(1, input.amount);
  // Withholding taxes make the total smaller than the net: widen until the total reaches the amount.
  for (let i = 0; totalOf(high) < input.amount && i < 60; i++) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (totalOf(middle) < input.amount) low = middle + 1;
    else high = middle;
  }
  const line = taxesOn(low, input);
  const taxTotal = line.taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return figures(input.amount - taxTotal, line.taxes, input);
}
