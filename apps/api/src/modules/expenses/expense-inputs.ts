import { expenseAmounts, getCurrency, normalizeDecimalText, type Tax } from '@comptoir/core';
import type { Executor } from '../../db/client.ts';
import type { ExpenseTax } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTreasuryAccount } from '../treasury/treasury-accounts.repo.ts';
import { accountForMethod, cashAccountFor } from '../treasury/treasury-movements.ts';
import { activeMethod, liveSupplier, receiptFile, type TaxRow, taxesByIds } from './expenses.repo.ts';

// Checks and figures an expense and a recurring expense share: its taxes, supplier, receipt, and
// the treasury account that pays it.

export const fieldError = (field: string, key: string) =>
  new AppError('validation_failed', {}, { [field]: [key] });

/** The company's taxes with these ids, in the order given (deleted ones only when in `keep`). */
export async function resolveTaxes(
  db: Executor,
  companyId: string,
  ids: readonly string[],
  keep: string[] = [],
): Promise<TaxRow[]> {
  const unique = [...new Set(ids)];
  const rows = new Map((await taxesByIds(db, companyId, unique, keep)).map((row) => [row.id, row]));
  return unique.map((id, index) => {
    const row = rows.get(id);
    if (!row) throw fieldError(`tax_ids.${index}`, 'expenses.unknown_tax');
    return row;
  });
}

const toTax = (row: TaxRow): Tax => ({
  id: row.id,
  rate: row.rate,
  fixed_amount: row.fixed_amount,
  tax_order: row.tax_order,
  is_withholding: row.is_withholding,
  include_in_base_for_subsequent_taxes: row.include_in_base_for_subsequent_taxes,
});

export interface ExpenseFigures {
  amount: number;
  net_amount: number;
  tax_amount: number;
  deductible_tax_amount: number;
  taxes: ExpenseTax[];
}

/** Net, taxes and total from what was typed; the taxes are kept as they were. */
export function figuresOf(
  input: { amount: number; amount_includes_taxes: boolean; tax_deductible: boolean },
  taxRows: TaxRow[],
  currencyAlpha: string,
): ExpenseFigures {
  const currency = getCurrency(currencyAlpha) ?? { alpha: currencyAlpha, precision: 2 };
  const result = expenseAmounts({
    amount: input.amount,
    amount_includes_taxes: input.amount_includes_taxes,
    taxes: taxRows.map(toTax),
    tax_deductible: input.tax_deductible,
    currency: { alpha: currency.alpha, precision: currency.precision },
  });
  if (result.net < 0 || result.total < 1) throw fieldError('amount', 'expenses.taxes_exceed_amount');
  return {
    amount: result.total,
    net_amount: result.net,
    tax_amount: result.tax_total,
    deductible_tax_amount: result.deductible_tax,
    taxes: taxRows.map((row, index) => ({
      tax_id: row.id,
      code: row.code,
      label: row.label,
      rate: row.rate === null ? null : normalizeDecimalText(row.rate),
      fixed_amount: row.fixed_amount,
      is_withholding: row.is_withholding,
      amount: result.taxes[index]!.amount,
    })),
  };
}

export async function assertSupplier(db: Executor, companyId: string, id: string | null | undefined) {
  if (id && !(await liveSupplier(db, companyId, id)))
    throw fieldError('supplier_id', 'expenses.unknown_supplier');
}

export async function assertMethod(db: Executor, companyId: string, id: string | null | undefined) {
  if (id && !(await activeMethod(db, companyId, id)))
    throw fieldError('payment_method_id', 'expenses.unknown_payment_method');
}

/** A receipt photo (or PDF) of the company whose bytes arrived. */
export async function assertReceipt(db: Executor, companyId: string, id: string | null | undefined) {
  if (!id) return;
  const file = await receiptFile(db, companyId, id);
  if (!file) throw fieldError('receipt_media_id', 'expenses.unknown_receipt');
  const usable =
    (file.status === 'uploaded' || file.status === 'ready') &&
    (file.content_type.startsWith('image/') || file.content_type === 'application/pdf');
  if (!usable) throw fieldError('receipt_media_id', 'expenses.receipt_not_uploaded');
}

/**
 * The account that pays: the one named (live, not archived), else the payment method's (linked
 * now if it was not), else the company's cash account.
 */
export async function payingAccount(
  tx: Executor,
  companyId: string,
  source: { treasury_account_id?: string | null; payment_method_id?: string | null },
): Promise<string> {
  if (source.treasury_account_id) {
    const account = await findTreasuryAccount(tx, companyId, source.treasury_account_id);
    if (!account) throw fieldError('treasury_account_id', 'treasury.unknown_account');
    if (account.is_archived) throw fieldError('treasury_account_id', 'treasury.account_archived');
    return account.id;
  }
  if (source.payment_method_id) return accountForMethod(tx, companyId, source.payment_method_id);
  return cashAccountFor(tx, companyId);
}
