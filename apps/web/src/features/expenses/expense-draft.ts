import type {
  ExpenseCategory,
  ExpenseCreate,
  ExpenseFormOptions,
  ExpenseItemCategory,
  ExpenseNature,
  ExpenseRecord,
  ExpenseUpdate,
} from '@comptoir/core';

/** The expense form as typed (quick add on a phone, or the full edit). */
export interface ExpenseDraft {
  /** minor units; taxes included unless amount_includes_taxes is false */
  amount: number | null;
  label: string;
  category: ExpenseCategory;
  item_category: '' | ExpenseItemCategory;
  nature: '' | ExpenseNature;
  date: string;
  /** paid now, or owed until paid */
  paid: boolean;
  payment_method_id: string;
  treasury_account_id: string;
  due_date: string;
  payee: string;
  tax_ids: string[];
  amount_includes_taxes: boolean;
  tax_deductible: boolean;
  notes: string;
}

/** A new expense: today, paid in full with the default payment method. */
export function emptyExpenseDraft(today: string, options?: ExpenseFormOptions): ExpenseDraft {
  const method = options?.payment_methods.find((m) => m.is_default) ?? options?.payment_methods[0];
  return {
    amount: null,
    label: '',
    category: 'OPERATING_EXPENSES',
    item_category: '',
    nature: '',
    date: today,
    paid: true,
    payment_method_id: method?.id ?? '',
    treasury_account_id: '',
    due_date: '',
    payee: '',
    tax_ids: [],
    amount_includes_taxes: true,
    tax_deductible: true,
    notes: '',
  };
}

export function expenseDraftOf(record: ExpenseRecord): ExpenseDraft {
  return {
    // the amount as it was typed: what was paid, or the net before taxes
    amount: record.amount_includes_taxes ? record.amount : record.net_amount,
    label: record.label,
    category: record.category,
    item_category: record.item_category ?? '',
    nature: record.nature ?? '',
    date: record.date,
    paid: record.status === 'paid',
    payment_method_id: record.payment_method_id ?? '',
    treasury_account_id: record.treasury_account_id ?? '',
    due_date: record.due_date ?? '',
    payee: record.payee ?? '',
    tax_ids: record.taxes.map((tax) => tax.tax_id),
    amount_includes_taxes: record.amount_includes_taxes,
    tax_deductible: record.tax_deductible,
    notes: record.notes ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : value);

/** What the expense and its template share. */
function commonBody(draft: ExpenseDraft) {
  return {
    category: draft.category,
    item_category: draft.item_category === '' ? null : draft.item_category,
    nature: draft.nature === '' ? null : draft.nature,
    label: draft.label.trim(),
    amount: draft.amount ?? 0,
    amount_includes_taxes: draft.amount_includes_taxes,
    tax_ids: draft.tax_ids,
    tax_deductible: draft.tax_deductible,
    payee: text(draft.payee),
    payment_method_id: idOrNull(draft.payment_method_id),
    treasury_account_id: idOrNull(draft.treasury_account_id),
    notes: text(draft.notes),
  };
}

/** POST /expenses; an owed expense carries its due date, a paid one none. */
export function expenseCreateBody(draft: ExpenseDraft, receiptMediaId: string | null): ExpenseCreate {
  return {
    ...commonBody(draft),
    date: draft.date,
    paid: draft.paid,
    ...(draft.paid ? {} : { due_date: idOrNull(draft.due_date) }),
    ...(receiptMediaId ? { receipt_media_id: receiptMediaId } : {}),
  };
}

/** PATCH /expenses/:id; paying an owed one is its own action (POST /pay). */
export function expenseUpdateBody(draft: ExpenseDraft, receiptMediaId: string | null): ExpenseUpdate {
  return {
    ...commonBody(draft),
    date: draft.date,
    ...(draft.paid ? {} : { due_date: idOrNull(draft.due_date) }),
    ...(receiptMediaId ? { receipt_media_id: receiptMediaId } : {}),
  };
}
