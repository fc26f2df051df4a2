import { describe, expect, it } from 'vitest';
import { AccountingError, type JournalEntryDraft } from './journal.ts';
import {
  postCostOfGoodsSold,
  postOpeningStock,
  postStockAdjustment,
  postStockReceipt,
} from './posting-stock.ts';
import { postCashDifference, postTreasuryTransfer } from './posting-treasury.ts';

const lineMap = (entry: JournalEntryDraft) =>
  Object.fromEntries(entry.lines.map((line) => [line.account, line.debit - line.credit]));

const movement = { id: 'mv-1', date: '2026-03-03', kind: 'goods' as const, value: 60_000 };

describe('stock at cost (permanent inventory)', () => {
  it('a receipt debits the stock account and credits the variation of stock (journal OD)', () => {
    const [entry] = postStockReceipt(movement);
    expect(entry).toMatchObject({ journal: 'OD', source: { kind: 'stock_receipt', id: 'mv-1' } });
    expect(lineMap(entry!)).toEqual({ '31': 60_000, '6031': -60_000 });
    expect(lineMap(postStockReceipt({ ...movement, kind: 'raw_materials' })[0]!)).toEqual({
      '32': 60_000,
      '6032': -60_000,
    });
    expect(lineMap(postStockReceipt({ ...movement, kind: 'supplies' })[0]!)).toEqual({
      '33': 60_000,
      '6033': -60_000,
    });
    expect(lineMap(postStockReceipt({ ...movement, kind: 'finished_products' })[0]!)).toEqual({
      '36': 60_000,
      '736': -60_000,
    });
  });

  it('goods sold leave the stock at cost into the variation of stock', () => {
    const [entry] = postCostOfGoodsSold({ ...movement, value: 25_000 });
    expect(entry!.source?.kind).toBe('cost_of_goods_sold');
    expect(lineMap(entry!)).toEqual({ '6031': 25_000, '31': -25_000 });
  });

  it('an adjustment goes either way by its sign', () => {
    expect(lineMap(postStockAdjustment({ ...movement, value: -1_500 })[0]!)).toEqual({
      '6031': 1_500,
      '31': -1_500,
    });
    expect(lineMap(postStockAdjustment({ ...movement, value: 700 })[0]!)).toEqual({
      '31': 700,
      '6031': -700,
    });
  });

  it('an adjustment of zero value (a zero-cost variant) posts nothing', () => {
    expect(postStockAdjustment({ ...movement, value: 0 })).toEqual([]);
    expect(postStockAdjustment({ ...movement, value: -700 })[0]!.source).toEqual({
      kind: 'stock_adjustment',
      id: 'mv-1',
    });
  });

  it('opening stock debits the stock account against the opening balance (104), not the variation', () => {
    const [entry] = postOpeningStock({ ...movement, value: 12_000 }, { locale: 'fr' });
    expect(entry).toMatchObject({
      journal: 'OD',
      label: 'Stock initial',
      source: { kind: 'stock_opening', id: 'mv-1' },
    });
    expect(lineMap(entry!)).toEqual({ '31': 12_000, '104': -12_000 });
    expect(
      lineMap(postOpeningStock({ ...movement, value: 500 }, { accounts: { opening_balance: '101' } })[0]!),
    ).toEqual({ '31': 500, '101': -500 });
    expect(postOpeningStock({ ...movement, value: 0 })).toEqual([]);
    expect(() => postOpeningStock({ ...movement, value: -1 })).toThrow(AccountingError);
    expect(() => postOpeningStock({ ...movement, value: 1, date: '2026-02-30' })).toThrow(AccountingError);
  });

  it('a receipt or a sale is never negative', () => {
    expect(() => postStockReceipt({ ...movement, value: -1 })).toThrow(AccountingError);
    expect(() => postCostOfGoodsSold({ ...movement, value: -1 })).toThrow(AccountingError);
  });
});

describe('a cash difference at closing', () => {
  const session = { id: 'cs-1', date: '2026-03-14', treasury: { kind: 'cash' as const } };

  it('books missing cash as a sundry charge and extra cash as sundry income (journal CA)', () => {
    const [short] = postCashDifference({ ...session, difference: -500 }, { locale: 'fr' });
    expect(short).toMatchObject({
      journal: 'CA',
      label: 'Manquant de caisse',
      source: { kind: 'cash_difference' },
    });
    expect(lineMap(short!)).toEqual({ '658': 500, '571': -500 });
    expect(lineMap(postCashDifference({ ...session, difference: 300 })[0]!)).toEqual({
      '571': 300,
      '758': -300,
    });
  });

  it('holds it on sundry debtors or creditors until explained', () => {
    expect(lineMap(postCashDifference({ ...session, difference: -500, treatment: 'suspense' })[0]!)).toEqual({
      '4711': 500,
      '571': -500,
    });
    expect(lineMap(postCashDifference({ ...session, difference: 300, treatment: 'suspense' })[0]!)).toEqual({
      '571': 300,
      '4712': -300,
    });
  });

  it('posts nothing when the count matches', () => {
    expect(postCashDifference({ ...session, difference: 0 })).toEqual([]);
  });
});

describe('a transfer between treasury accounts', () => {
  const transfer = {
    id: 'tr-1',
    date: '2026-03-15',
    amount: 200_000,
    from: { kind: 'cash' as const },
    to: { kind: 'bank' as const },
  };

  it('passes through 585 in two entries, each in its own journal, 585 ending at zero', () => {
    const [out, into] = postTreasuryTransfer({ ...transfer, fee: 1_000, received_on: '2026-03-16' });
    expect(out).toMatchObject({
      journal: 'CA',
      date: '2026-03-15',
      source: { kind: 'treasury_transfer', id: 'tr-1' },
    });
    expect(lineMap(out!)).toEqual({ '585': 200_000, '631': 1_000, '571': -201_000 });
    expect(into).toMatchObject({ journal: 'BQ', date: '2026-03-16' });
    expect(lineMap(into!)).toEqual({ '521': 200_000, '585': -200_000 });
  });

  it('goes between two different accounts, and arrives no earlier than it leaves', () => {
    expect(() => postTreasuryTransfer({ ...transfer, to: { kind: 'cash' } })).toThrow(AccountingError);
    expect(() => postTreasuryTransfer({ ...transfer, received_on: '2026-03-14' })).toThrow(AccountingError);
    expect(() => postTreasuryTransfer({ ...transfer, amount: -5 })).toThrow(AccountingError);
  });
});
