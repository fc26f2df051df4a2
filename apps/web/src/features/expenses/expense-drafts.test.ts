import type { ExpenseFormOptions, ExpenseRecord } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyExpenseDraft, expenseCreateBody, expenseDraftOf, expenseUpdateBody } from './expense-draft.ts';
import { expenseListQueryOf, readExpenseParams, writeExpenseParams } from './expense-params.ts';
import { emptyRecurringDraft, recurringBody } from './recurring-draft.ts';

const options: ExpenseFormOptions = {
  treasury_accounts: [{ id: 'a1', name: 'Caisse', kind: 'cash' }],
  payment_methods: [
    { id: 'm2', name: 'Wave', kind: 'mobile_money_operator', is_default: false, treasury_account_id: null },
    { id: 'm1', name: 'Espèces', kind: 'cash', is_default: true, treasury_account_id: 'a1' },
  ],
  taxes: [],
  default_treasury_account_id: 'a1',
};

describe('expense draft', () => {
  it('starts paid today with the default payment method, and sends the receipt it was given', () => {
    const draft = { ...emptyExpenseDraft('2026-03-10', options), amount: 2_500, label: ' Carburant ' };
    expect(expenseCreateBody(draft, 'media-1')).toEqual({
      category: 'OPERATING_EXPENSES',
      item_category: null,
      nature: null,
      label: 'Carburant',
      amount: 2_500,
      amount_includes_taxes: true,
      tax_ids: [],
      tax_deductible: true,
      payee: null,
      payment_method_id: 'm1',
      treasury_account_id: null,
      notes: null,
      date: '2026-03-10',
      paid: true,
      receipt_media_id: 'media-1',
    });
  });

  it('owed: carries a due date, and no receipt when none was taken', () => {
    const draft = { ...emptyExpenseDraft('2026-03-10'), paid: false, due_date: '2026-03-31' };
    const body = expenseCreateBody(draft, null);
    expect(body).toMatchObject({ paid: false, due_date: '2026-03-31' });
    expect(body).not.toHaveProperty('receipt_media_id');
  });

  it('edits the amount as it was typed: what was paid, or the net before taxes', () => {
    const record = {
      amount: 11_925,
      net_amount: 10_000,
      amount_includes_taxes: false,
      taxes: [{ tax_id: 't1' }],
      status: 'paid',
      category: 'SUPPLIER',
      label: 'Logiciel',
      date: '2026-03-01',
    } as unknown as ExpenseRecord;
    const draft = expenseDraftOf(record);
    expect(draft).toMatchObject({ amount: 10_000, tax_ids: ['t1'], paid: true });
    expect(expenseUpdateBody(draft, null)).not.toHaveProperty('due_date');
  });
});

describe('expense list parameters', () => {
  it('reads and writes the address, and asks for overdue ones with filter[overdue]', () => {
    const state = readExpenseParams(
      new URLSearchParams('category=PERSONNEL&status=overdue&from=2026-03-01&to=bad&page=3'),
    );
    expect(state).toMatchObject({
      category: 'PERSONNEL',
      status: 'overdue',
      from: '2026-03-01',
      to: '',
      page: 3,
    });
    expect(writeExpenseParams(state).toString()).toBe(
      'category=PERSONNEL&status=overdue&from=2026-03-01&page=3',
    );
    expect(expenseListQueryOf(state).filter).toEqual({
      category: 'PERSONNEL',
      overdue: 'true',
      date_from: '2026-03-01',
    });
    expect(expenseListQueryOf({ ...state, status: 'unpaid' }).filter).toMatchObject({ status: 'unpaid' });
  });
});

describe('recurring expense draft', () => {
  it('starts monthly on today’s day and sends whole numbers', () => {
    const draft = { ...emptyRecurringDraft('2026-03-31'), amount: 150_000, label: 'Loyer', interval: '1' };
    expect(draft.day).toBe('31');
    expect(recurringBody(draft)).toMatchObject({
      frequency: 'monthly',
      interval: 1,
      day: 31,
      start_date: '2026-03-31',
      end_date: null,
      auto_pay: false,
      due_days: 0,
      amount: 150_000,
    });
    expect(recurringBody({ ...draft, day: 'x' }).day).toBe(0);
  });
});
