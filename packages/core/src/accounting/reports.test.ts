import { describe, expect, it } from 'vitest';
import { agedBalance, ageingBucket, itemDueDate, openItemsFromLedger } from './aged-balance.ts';
import { balanceSheet } from './balance-sheet.ts';
import { incomeStatement } from './income-statement.ts';
import { isBalanced, type JournalEntryDraft, signedLine } from './journal.ts';
import { generalLedger, type LedgerLine, ledgerLinesOf, trialBalance } from './ledger.ts';
import { postExpense, postPurchaseBill, postSupplierPayment } from './posting-purchases.ts';
import { postCreditNote, postCustomerPayment, postPosSale, postSale } from './posting-sales.ts';
import { postCostOfGoodsSold, postStockReceipt } from './posting-stock.ts';
import { postCashDifference, postTreasuryTransfer } from './posting-treasury.ts';
import { postVatSettlement, vatSummary } from './vat.ts';

// A shop's March 2026, in XAF: capital in the bank, a supplier bill and its goods, an invoice on
// credit and a till sale, a payment by mobile money, the supplier paid, cash moved to the till,
// rent paid, a return, and 250 missing at the close.
function march(): JournalEntryDraft[] {
  const goods = (net: number, vat: number) => [{ kind: 'goods' as const, net, taxes: [{ amount: vat }] }];
  return [
    {
      journal: 'OD',
      date: '2026-03-01',
      label: 'Apport en capital',
      lines: [signedLine('521', 1_000_000), signedLine('101', -1_000_000)],
    },
    ...postPurchaseBill({
      id: 'b1',
      date: '2026-03-02',
      due_date: '2026-04-01',
      supplier_id: 's1',
      lines: [{ kind: 'goods', net: 400_000, taxes: [{ amount: 77_000 }] }],
      total: 477_000,
    }),
    ...postStockReceipt({ id: 'r1', date: '2026-03-02', kind: 'goods', value: 400_000 }),
    ...postSale({
      id: 'i1',
      date: '2026-03-05',
      due_date: '2026-03-10',
      customer_id: 'c1',
      lines: goods(300_000, 57_750),
      total: 357_750,
    }),
    ...postCostOfGoodsSold({ id: 'm1', date: '2026-03-05', kind: 'goods', value: 180_000 }),
    ...postPosSale({
      sale: { id: 'i2', date: '2026-03-06', lines: goods(100_000, 19_250), total: 119_250 },
      payments: [{ id: 'p2', amount: 119_250, treasury: { kind: 'cash' } }],
    }),
    ...postCostOfGoodsSold({ id: 'm2', date: '2026-03-06', kind: 'goods', value: 60_000 }),
    ...postCustomerPayment({
      id: 'p3',
      date: '2026-03-12',
      amount: 200_000,
      customer_id: 'c1',
      treasury: { kind: 'mobile_money_operator' },
    }),
    ...postSupplierPayment({
      id: 'sp1',
      date: '2026-03-20',
      amount: 477_000,
      supplier_id: 's1',
      treasury: { kind: 'bank' },
    }),
    ...postTreasuryTransfer({
      id: 't1',
      date: '2026-03-24',
      amount: 100_000,
      from: { kind: 'bank' },
      to: { kind: 'cash' },
    }),
    ...postExpense({
      id: 'e1',
      date: '2026-03-25',
      category: 'OPERATING_EXPENSES',
      nature: 'rent',
      net: 150_000,
      total: 150_000,
      paid_from: { kind: 'cash' },
    }),
    ...postCreditNote({
      id: 'cn1',
      date: '2026-03-28',
      customer_id: 'c1',
      lines: goods(50_000, 9_625),
      total: 59_625,
    }),
    ...postStockReceipt({
      id: 'r2',
      date: '2026-03-28',
      kind: 'goods',
      value: 30_000,
      label: 'Retour client',
    }),
    ...postCashDifference({ id: 'cs1', date: '2026-03-31', difference: -250, treasury: { kind: 'cash' } }),
  ];
}

const ledger = (): LedgerLine[] => march().flatMap((entry, index) => ledgerLinesOf(entry, `e${index + 1}`));

describe('the month of postings', () => {
  it('is made of balanced entries only', () => {
    for (const entry of march()) expect(isBalanced(entry), entry.label).toBe(true);
  });
});

describe('the trial balance', () => {
  it('gives each account its debits, credits and balance, and sums to zero', () => {
    const { rows, totals } = trialBalance(ledger());
    const closing = Object.fromEntries(rows.map((row) => [row.account, row.closing]));
    expect(closing).toMatchObject({
      '101': -1_000_000,
      '31': 190_000,
      '401': 0,
      '411': 98_125,
      '4431': -67_375,
      '4452': 77_000,
      '521': 423_000,
      '538': 200_000,
      '571': 69_000,
      '585': 0,
      '601': 400_000,
      '6031': -190_000,
      '622': 150_000,
      '658': 250,
      '701': -350_000,
    });
    expect(totals.debit).toBe(totals.credit);
    expect(totals.closing_debit).toBe(totals.closing_credit);
    expect(rows.reduce((sum, row) => sum + row.closing, 0)).toBe(0);
  });

  it('splits a window into the balance before it and the movements inside it', () => {
    const { rows, totals } = trialBalance(ledger(), { from: '2026-03-15', to: '2026-03-31' });
    expect(rows.find((row) => row.account === '521')).toEqual({
      account: '521',
      opening: 1_000_000,
      debit: 0,
      credit: 577_000,
      closing: 423_000,
    });
    expect(totals.opening_debit).toBe(totals.opening_credit);
    expect(totals.debit).toBe(totals.credit);
  });

  it('rolls accounts up to their main account', () => {
    const { rows } = trialBalance(ledger(), { digits: 2 });
    expect(rows.find((row) => row.account === '44')?.closing).toBe(-67_375 + 77_000);
    expect(rows.find((row) => row.account === '58')).toMatchObject({
      debit: 100_000,
      credit: 100_000,
      closing: 0,
    });
  });
});

describe('the general ledger', () => {
  it('lists an account in date order with its running balance', () => {
    const cash = generalLedger(ledger(), '571');
    expect(cash.lines.map((line) => [line.date, line.debit - line.credit, line.balance])).toEqual([
      ['2026-03-06', 119_250, 119_250],
      ['2026-03-24', 100_000, 219_250],
      ['2026-03-25', -150_000, 69_250],
      ['2026-03-31', -250, 69_000],
    ]);
    expect(cash).toMatchObject({ opening: 0, debit: 219_250, credit: 150_250, closing: 69_000 });
    expect(cash.lines[0]).toMatchObject({ journal: 'CA', source_kind: 'payment', entry_id: 'e7' });
  });

  it('opens a window with the balance before it, and covers every account under a heading', () => {
    const banks = generalLedger(ledger(), '52', { from: '2026-03-21' });
    expect(banks).toMatchObject({ opening: 523_000, closing: 423_000 });
    expect(banks.lines).toHaveLength(1);
  });
});

describe('the income statement', () => {
  it('follows the SYSCOHADA layout: gross margin, value added, operating and net result', () => {
    const statement = incomeStatement(ledger(), { from: '2026-03-01', to: '2026-03-31' });
    const amount = Object.fromEntries(statement.lines.map((line) => [line.ref, line.amount]));
    expect(amount).toMatchObject({
      TA: 350_000,
      RA: -400_000,
      RB: 190_000,
      XA: 140_000,
      XB: 350_000,
      RH: -150_000,
      RJ: -250,
      XC: -10_250,
      XD: -10_250,
      XE: -10_250,
      XF: 0,
      XH: 0,
      XI: -10_250,
    });
    expect(statement.net_result).toBe(-10_250);
    expect(statement.revenue).toBe(350_000);
    expect(statement.lines.map((line) => line.ref).slice(0, 4)).toEqual(['TA', 'RA', 'RB', 'XA']);
  });

  it('reads only the lines of its window', () => {
    expect(incomeStatement(ledger(), { from: '2026-03-26' }).net_result).toBe(-50_000 + 30_000 - 250);
  });
});

describe('the balance sheet', () => {
  it('balances, with the result in equity and each account on its side', () => {
    const sheet = balanceSheet(ledger(), { to: '2026-03-31' });
    const assets = Object.fromEntries(sheet.assets.map((line) => [line.ref, line.amount]));
    const liabilities = Object.fromEntries(sheet.liabilities.map((line) => [line.ref, line.amount]));
    expect(assets).toMatchObject({
      BB: 190_000,
      BI: 98_125,
      BJ: 77_000,
      BS: 692_000,
      BK: 365_125,
      BT: 692_000,
      BZ: 1_057_125,
    });
    expect(liabilities).toMatchObject({
      CA: 1_000_000,
      CJ: -10_250,
      CP: 989_750,
      DK: 67_375,
      DJ: 0,
      DZ: 1_057_125,
    });
    expect(sheet.total_assets).toBe(sheet.total_liabilities);
    expect(sheet.result).toBe(incomeStatement(ledger()).net_result);
  });

  it('shows an overdrawn bank and a customer in credit as liabilities', () => {
    const lines = [
      { date: '2026-03-01', account: '521', debit: 0, credit: 5_000 },
      { date: '2026-03-01', account: '411', debit: 0, credit: 2_000 },
      { date: '2026-03-01', account: '622', debit: 7_000, credit: 0 },
    ];
    const liabilities = Object.fromEntries(
      balanceSheet(lines).liabilities.map((line) => [line.ref, line.amount]),
    );
    expect(liabilities).toMatchObject({ DR: 5_000, DI: 2_000, CJ: -7_000, DZ: 0 });
  });

  it('counts results of earlier years as retained earnings', () => {
    const lines = [
      { date: '2025-06-01', account: '571', debit: 1_000, credit: 0 },
      { date: '2025-06-01', account: '701', debit: 0, credit: 1_000 },
      { date: '2026-02-01', account: '571', debit: 400, credit: 0 },
      { date: '2026-02-01', account: '701', debit: 0, credit: 400 },
    ];
    const sheet = balanceSheet(lines, { to: '2026-12-31', year_start: '2026-01-01' });
    const liabilities = Object.fromEntries(sheet.liabilities.map((line) => [line.ref, line.amount]));
    expect(liabilities).toMatchObject({ CH: 1_000, CJ: 400, DZ: 1_400 });
    expect(sheet.total_assets).toBe(1_400);
  });
});

describe('the VAT summary', () => {
  it('nets VAT charged against VAT to recover: here a credit to carry forward', () => {
    const summary = vatSummary(ledger(), { from: '2026-03-01', to: '2026-03-31' });
    expect(summary).toMatchObject({
      collected: 67_375,
      deductible: 77_000,
      balance: -9_625,
      due: 0,
      credit: 9_625,
    });
    expect(summary.accounts).toEqual([
      { account: '4431', amount: 67_375 },
      { account: '4452', amount: 77_000 },
    ]);
  });

  it('is settled by an entry that clears 443x and 445x, which later summaries leave out', () => {
    const summary = vatSummary(ledger());
    const [settlement] = postVatSettlement({ id: 'vat-2026-03', date: '2026-03-31', summary });
    expect(
      Object.fromEntries(settlement!.lines.map((line) => [line.account, line.debit - line.credit])),
    ).toEqual({
      '4431': 67_375,
      '4449': 9_625,
      '4452': -77_000,
    });
    const after = [...ledger(), ...ledgerLinesOf(settlement!)];
    expect(vatSummary(after)).toEqual(summary);
    expect(trialBalance(after).rows.find((row) => row.account === '4431')?.closing).toBe(0);
  });

  it('owes the State when more was charged than can be recovered', () => {
    const lines = [
      { date: '2026-04-02', account: '4431', debit: 0, credit: 19_250 },
      { date: '2026-04-03', account: '4454', debit: 3_850, credit: 0 },
    ];
    const summary = vatSummary(lines);
    expect(summary).toMatchObject({ balance: 15_400, due: 15_400, credit: 0 });
    const [settlement] = postVatSettlement({ id: 'v', date: '2026-04-30', summary });
    expect(settlement!.lines.find((line) => line.account === '4441')).toMatchObject({ credit: 15_400 });
  });
});

describe('aged balances', () => {
  it('put each open item in its lateness bucket', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'current',
      'days_1_30',
      'days_1_30',
      'days_31_60',
      'days_31_60',
      'days_61_90',
      'days_61_90',
      'over_90',
    ]);
    expect(itemDueDate({ date: '2026-03-05' })).toBe('2026-04-04');
    const { rows, totals } = agedBalance(
      [
        { partner_id: 'a', date: '2026-01-01', due_date: '2026-01-10', amount: 1_000 },
        { partner_id: 'a', date: '2026-04-01', due_date: '2026-05-01', amount: 500 },
        { partner_id: 'b', date: '2026-03-01', amount: 200 },
        { partner_id: 'b', date: '2026-04-10', amount: -50 },
      ],
      '2026-04-15',
    );
    expect(rows).toEqual([
      {
        partner_id: 'a',
        amounts: { current: 500, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 1_000, total: 1_500 },
      },
      {
        partner_id: 'b',
        amounts: { current: -50, days_1_30: 200, days_31_60: 0, days_61_90: 0, over_90: 0, total: 150 },
      },
    ]);
    expect(totals.total).toBe(1_650);
  });

  it("find the customers' open items in the ledger, payments and credit notes settling the oldest first", () => {
    const items = openItemsFromLedger(ledger(), { side: 'receivable' });
    expect(items).toEqual([{ partner_id: 'c1', date: '2026-03-05', due_date: '2026-03-10', amount: 98_125 }]);
    const { totals } = agedBalance(items, '2026-04-15');
    expect(totals).toMatchObject({ days_31_60: 98_125, total: 98_125 });
    expect(openItemsFromLedger(ledger(), { side: 'payable' })).toEqual([]);
    expect(openItemsFromLedger(ledger(), { side: 'payable', asOf: '2026-03-10' })).toEqual([
      { partner_id: 's1', date: '2026-03-02', due_date: '2026-04-01', amount: 477_000 },
    ]);
  });

  it('leave an advance as a negative item', () => {
    const lines = [
      {
        date: '2026-03-01',
        account: '411',
        debit: 0,
        credit: 3_000,
        partner: { kind: 'customer' as const, id: 'c' },
      },
      {
        date: '2026-03-02',
        account: '411',
        debit: 1_000,
        credit: 0,
        partner: { kind: 'customer' as const, id: 'c' },
      },
    ];
    expect(openItemsFromLedger(lines, { side: 'receivable' })).toEqual([
      { partner_id: 'c', date: '2026-03-01', due_date: null, amount: -2_000 },
    ]);
  });
});
