import { describe, expect, it } from 'vitest';
import { AccountingError, type JournalEntryDraft } from './journal.ts';
import { EXPENSE_CATEGORIES, EXPENSE_ITEM_CATEGORIES, expenseAccount } from './posting-accounts.ts';
import {
  type ExpensePosting,
  type PurchaseBillPosting,
  postExpense,
  postExpensePayment,
  postPurchaseBill,
  postSupplierPayment,
  postSupplierRefund,
} from './posting-purchases.ts';

const lineMap = (entry: JournalEntryDraft) =>
  Object.fromEntries(entry.lines.map((line) => [line.account, line.debit - line.credit]));

const bill = (overrides: Partial<PurchaseBillPosting> = {}): PurchaseBillPosting => ({
  id: 'bill-1',
  number: 'F-778',
  date: '2026-03-02',
  due_date: '2026-04-01',
  supplier_id: 'sup-1',
  lines: [{ kind: 'goods', net: 100_000, taxes: [{ amount: 19_250 }] }],
  total: 119_250,
  ...overrides,
});

const expense = (overrides: Partial<ExpensePosting> = {}): ExpensePosting => ({
  id: 'exp-1',
  date: '2026-03-05',
  label: 'Loyer mars',
  category: 'OPERATING_EXPENSES',
  nature: 'rent',
  net: 150_000,
  total: 150_000,
  paid_from: { kind: 'cash' },
  ...overrides,
});

describe('a supplier bill', () => {
  it('debits purchases and recoverable VAT on purchases, credits 401 with the total (journal AC)', () => {
    const [entry] = postPurchaseBill(bill());
    expect(entry).toMatchObject({
      journal: 'AC',
      source: { kind: 'purchase_bill', id: 'bill-1' },
      reference: 'F-778',
    });
    expect(lineMap(entry!)).toEqual({ '601': 100_000, '4452': 19_250, '401': -119_250 });
    expect(entry!.lines.at(-1)).toMatchObject({
      partner: { kind: 'supplier', id: 'sup-1' },
      due_date: '2026-04-01',
    });
  });

  it('sends each kind to its purchase account and its VAT to the 445x of that charge', () => {
    const [entry] = postPurchaseBill(
      bill({
        lines: [
          { kind: 'raw_materials', net: 10_000, taxes: [{ amount: 1_925 }] },
          { kind: 'packaging', net: 2_000 },
          { kind: 'services', net: 5_000, account: '618', taxes: [{ amount: 963 }] },
          { kind: 'services', net: 8_000, account: '624', taxes: [{ amount: 1_540 }] },
        ],
        total: 29_428,
      }),
    );
    expect(lineMap(entry!)).toEqual({
      '602': 10_000,
      '4452': 1_925,
      '608': 2_000,
      '618': 5_000,
      '4453': 963,
      '624': 8_000,
      '4454': 1_540,
      '401': -29_428,
    });
  });

  it('adds VAT it cannot deduct to the cost, and owes a tax withheld at source to the State (447)', () => {
    const [entry] = postPurchaseBill(
      bill({
        lines: [
          {
            kind: 'goods',
            net: 100_000,
            taxes: [
              { amount: 19_250, deductible: false },
              { amount: -5_000, is_withholding: true },
            ],
          },
        ],
        total: 114_250,
      }),
    );
    expect(lineMap(entry!)).toEqual({ '601': 119_250, '447': -5_000, '401': -114_250 });
  });

  it('is refused when its lines do not add up to its total', () => {
    expect(() => postPurchaseBill(bill({ total: 100_000 }))).toThrow(AccountingError);
  });
});

describe('a supplier payment', () => {
  const payment = { id: 'sp-1', date: '2026-03-30', amount: 119_250, supplier_id: 'sup-1' };

  it('debits 401 and credits the money account, in its journal', () => {
    const [entry] = postSupplierPayment({ ...payment, treasury: { kind: 'bank' } });
    expect(entry).toMatchObject({ journal: 'BQ', source: { kind: 'supplier_payment', id: 'sp-1' } });
    expect(lineMap(entry!)).toEqual({ '401': 119_250, '521': -119_250 });
    expect(entry!.lines[0]).toMatchObject({ partner: { kind: 'supplier', id: 'sup-1' } });
  });

  it('is mirrored when the supplier pays money back', () => {
    const [entry] = postSupplierRefund({ ...payment, amount: 5_000, treasury: { kind: 'cash' } });
    expect(entry).toMatchObject({ journal: 'CA', source: { kind: 'supplier_refund' } });
    expect(lineMap(entry!)).toEqual({ '571': 5_000, '401': -5_000 });
  });
});

describe('an expense', () => {
  it('paid on the spot debits its charge and credits the money account (rent from the till)', () => {
    const [entry] = postExpense(expense());
    expect(entry).toMatchObject({
      journal: 'CA',
      label: 'Loyer mars',
      source: { kind: 'expense', id: 'exp-1' },
    });
    expect(lineMap(entry!)).toEqual({ '622': 150_000, '571': -150_000 });
  });

  it('with VAT on a service deducts it on 4454', () => {
    const [entry] = postExpense(
      expense({
        nature: 'telecom',
        net: 20_000,
        taxes: [{ amount: 3_850 }],
        total: 23_850,
        paid_from: { kind: 'mobile_money_operator' },
      }),
    );
    expect(entry!.journal).toBe('BQ');
    expect(lineMap(entry!)).toEqual({ '628': 20_000, '4454': 3_850, '538': -23_850 });
  });

  it('owed to staff waits on 422, owed to a supplier on 401 (journal AC)', () => {
    const [wages] = postExpense(
      expense({
        category: 'PERSONNEL',
        nature: null,
        net: 90_000,
        total: 90_000,
        paid_from: null,
        payee: { kind: 'employee', id: 'u-7' },
      }),
    );
    expect(wages!.journal).toBe('AC');
    expect(lineMap(wages!)).toEqual({ '661': 90_000, '422': -90_000 });
    expect(wages!.lines.at(-1)).toMatchObject({ partner: { kind: 'employee', id: 'u-7' } });
    const [owed] = postExpense(
      expense({
        category: 'SUPPLIER',
        item_category: 'PRODUCTS',
        nature: null,
        paid_from: null,
        payee: { kind: 'supplier', id: 's' },
      }),
    );
    expect(lineMap(owed!)).toEqual({ '601': 150_000, '401': -150_000 });
  });

  it('takes the account chosen by hand over its category', () => {
    const [entry] = postExpense(expense({ account: '625' }));
    expect(lineMap(entry!)).toEqual({ '625': 150_000, '571': -150_000 });
  });

  it('is paid later from its 401 or 422', () => {
    const [entry] = postExpensePayment({
      id: 'ep-1',
      date: '2026-03-31',
      amount: 90_000,
      expense: { category: 'PERSONNEL', payee: { kind: 'employee', id: 'u-7' } },
      treasury: { kind: 'bank' },
    });
    expect(entry).toMatchObject({ journal: 'BQ', source: { kind: 'expense_payment', id: 'ep-1' } });
    expect(lineMap(entry!)).toEqual({ '422': 90_000, '521': -90_000 });
  });
});

describe('expense categories', () => {
  it.each([
    ['SUPPLIER', 'PRODUCTS', '601'],
    ['SUPPLIER', 'SERVICES', '605'],
    ['SUPPLIER', 'OTHER', '605'],
    ['RAW_MATERIALS', 'PRODUCTS', '602'],
    ['RAW_MATERIALS', 'OTHER', '602'],
    ['PERSONNEL', 'PRODUCTS', '661'],
    ['PERSONNEL', 'SERVICES', '637'],
    ['PERSONNEL', 'OTHER', '663'],
    ['OPERATING_EXPENSES', 'PRODUCTS', '605'],
    ['OPERATING_EXPENSES', 'SERVICES', '638'],
    ['OPERATING_EXPENSES', 'OTHER', '638'],
    ['OTHER_CHARGES', 'SERVICES', '658'],
  ] as const)('%s / %s go to %s', (category, item, account) => {
    expect(expenseAccount(category, item)).toBe(account);
  });

  it('all have an expense account of class 6, with or without an item category', () => {
    for (const category of EXPENSE_CATEGORIES) {
      for (const item of [...EXPENSE_ITEM_CATEGORIES, null])
        expect(expenseAccount(category, item)).toMatch(/^6\d\d$/);
    }
  });
});
