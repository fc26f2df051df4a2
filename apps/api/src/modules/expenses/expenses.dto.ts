import { type ExpenseNature, type ExpenseRecord, expenseAccount } from '@comptoir/core';
import type { ExpenseListRow } from './expenses.repo.ts';

/** The API shape of an expense; `today` (company day) decides whether an owed one is overdue. */
export function toExpenseDto(row: ExpenseListRow, today: string, receiptUrl: string | null): ExpenseRecord {
  const nature = row.nature as ExpenseNature | null;
  return {
    id: row.id,
    category: row.category,
    item_category: row.item_category,
    nature,
    account_code: expenseAccount(row.category, row.item_category, nature),
    label: row.label,
    amount: row.amount,
    net_amount: row.net_amount,
    tax_amount: row.tax_amount,
    deductible_tax_amount: row.deductible_tax_amount,
    amount_includes_taxes: row.amount_includes_taxes,
    tax_deductible: row.tax_deductible,
    taxes: row.taxes,
    currency: row.currency,
    date: row.date,
    payee: row.payee,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    status: row.status,
    paid_on: row.paid_on,
    due_date: row.due_date,
    overdue: row.status === 'unpaid' && row.due_date !== null && row.due_date < today,
    payment_method_id: row.payment_method_id,
    treasury_account_id: row.treasury_account_id,
    treasury_account_name: row.treasury_account_name,
    transaction_id: row.transaction_id,
    receipt_media_id: row.receipt_media_id,
    receipt_url: receiptUrl,
    recurring_expense_id: row.recurring_expense_id,
    notes: row.notes,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
