import type { RecurrenceFrequency, RecurringExpenseCreate, RecurringExpenseRecord } from '@comptoir/core';
import { type ExpenseDraft, emptyExpenseDraft } from './expense-draft.ts';

/** A recurring expense as typed: what each occurrence is (an expense draft) and when it falls due. */
export interface RecurringDraft extends ExpenseDraft {
  frequency: RecurrenceFrequency;
  interval: string;
  /** day of the month (1–31) or ISO weekday (1–7), as text while typed */
  day: string;
  start_date: string;
  end_date: string;
  auto_pay: boolean;
  due_days: string;
  is_active: boolean;
}

/** Monthly, on today's day of the month, from today. */
export function emptyRecurringDraft(today: string): RecurringDraft {
  return {
    ...emptyExpenseDraft(today),
    payment_method_id: '',
    frequency: 'monthly',
    interval: '1',
    day: String(Number(today.slice(8, 10))),
    start_date: today,
    end_date: '',
    auto_pay: false,
    due_days: '0',
    is_active: true,
  };
}

export function recurringDraftOf(record: RecurringExpenseRecord): RecurringDraft {
  return {
    ...emptyExpenseDraft(record.start_date),
    amount: record.amount,
    label: record.label,
    category: record.category,
    item_category: record.item_category ?? '',
    nature: record.nature ?? '',
    payee: record.payee ?? '',
    tax_ids: record.tax_ids,
    amount_includes_taxes: record.amount_includes_taxes,
    tax_deductible: record.tax_deductible,
    notes: record.notes ?? '',
    payment_method_id: record.payment_method_id ?? '',
    treasury_account_id: record.treasury_account_id ?? '',
    frequency: record.frequency,
    interval: String(record.interval),
    day: String(record.day),
    start_date: record.start_date,
    end_date: record.end_date ?? '',
    auto_pay: record.auto_pay,
    due_days: String(record.due_days),
    is_active: record.is_active,
  };
}

const whole = (text: string, fallback: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) ? n : fallback;
};
const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** POST/PATCH body; a number left blank or not whole is sent as typed so the server names the field. */
export function recurringBody(draft: RecurringDraft): RecurringExpenseCreate {
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
    payment_method_id: draft.payment_method_id || null,
    treasury_account_id: draft.treasury_account_id || null,
    notes: text(draft.notes),
    frequency: draft.frequency,
    interval: whole(draft.interval, 0),
    day: whole(draft.day, 0),
    start_date: draft.start_date,
    end_date: draft.end_date || null,
    auto_pay: draft.auto_pay,
    due_days: whole(draft.due_days, 0),
    is_active: draft.is_active,
  };
}
