import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing/price-order.ts';
import { merchantAccount, SYSCOHADA_ACCOUNTS } from './chart-of-accounts.ts';
import { AccountingError, isBalanced, type JournalEntryDraft, reverseLines } from './journal.ts';
import { revenueKindForProductType } from './posting-accounts.ts';
import {
  postCreditNote,
  postCustomerPayment,
  postCustomerRefund,
  postPosSale,
  postSale,
  type SalePosting,
} from './posting-sales.ts';

const vat = (amount: number) => ({ amount });

const invoice = (overrides: Partial<SalePosting> = {}): SalePosting => ({
  id: 'inv-1',
  number: 'FA-2026-0001',
  date: '2026-03-14',
  due_date: '2026-04-13',
  customer_id: 'cus-1',
  lines: [
    { kind: 'goods', net: 100_000, taxes: [vat(19_250)] },
    { kind: 'services', net: 20_000, taxes: [vat(3_850)] },
    { kind: 'shipping', net: 2_000 },
  ],
  total: 145_100,
  ...overrides,
});

const lineMap = (entry: JournalEntryDraft) =>
  Object.fromEntries(entry.lines.map((line) => [line.account, line.debit - line.credit]));

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AccountingError ? error.code : 'other';
  }
  return 'none';
};

describe('an invoice', () => {
  it('debits 411 with the total and credits sales by kind and VAT on sales (journal VT)', () => {
    const [entry, ...rest] = postSale(invoice());
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      journal: 'VT',
      date: '2026-03-14',
      reference: 'FA-2026-0001',
      source: { kind: 'sale', id: 'inv-1' },
    });
    expect(lineMap(entry!)).toEqual({
      '411': 145_100,
      '701': -100_000,
      '706': -20_000,
      '7071': -2_000,
      '4431': -23_100,
    });
    expect(entry!.lines[0]).toMatchObject({
      partner: { kind: 'customer', id: 'cus-1' },
      due_date: '2026-04-13',
    });
    expect(isBalanced(entry!)).toBe(true);
  });

  it('debits a tax withheld by the customer to 4492, a prepaid tax, and 411 only with what the customer pays', () => {
    const [entry] = postSale(
      invoice({
        lines: [
          { kind: 'services', net: 100_000, taxes: [vat(19_250), { amount: -5_500, is_withholding: true }] },
        ],
        total: 113_750,
      }),
    );
    expect(lineMap(entry!)).toEqual({ '411': 113_750, '4492': 5_500, '706': -100_000, '4431': -19_250 });
  });

  it('posts the priced order as it is: nets after discounts, taxes as computed', () => {
    const priced = priceOrder({
      currency: { alpha: 'XAF', precision: 0 },
      lines: [
        { price: 12_500, quantity: 3, taxes: [{ id: 'tva', rate: '19.25' }], discounts: [] },
        { price: 2_000, quantity: 1, source: 'shipping' },
      ],
      discounts: [{ discount_type: 'percentage', discount_value: 10 }],
    });
    const lines = priced.lines.map((line, index) => ({
      kind: index === 0 ? revenueKindForProductType('physical_goods') : ('shipping' as const),
      net: line.subtotal - line.discount,
      taxes: line.taxes.map((tax) => ({ amount: tax.amount })),
    }));
    const [entry] = postSale(invoice({ lines, total: priced.total }));
    expect(lineMap(entry!)).toEqual({ '411': priced.total, '701': -33_750, '7071': -2_000, '4431': -6_497 });
  });

  it('uses the account a company set on a line or a tax', () => {
    const [entry] = postSale(
      invoice({
        lines: [{ kind: 'services', net: 1_000, account: '7072', taxes: [{ amount: 193, account: '4432' }] }],
        total: 1_193,
      }),
    );
    expect(lineMap(entry!)).toEqual({ '411': 1_193, '7072': -1_000, '4432': -193 });
  });

  it('keeps a walk-in sale on 411 without a customer', () => {
    const [entry] = postSale(invoice({ customer_id: null }));
    expect(entry!.lines.find((line) => line.account === '411')?.partner).toBeNull();
  });

  it('is refused when its lines do not add up to its total, and posts nothing when it is worth nothing', () => {
    expect(codeOf(() => postSale(invoice({ total: 145_000 })))).toBe('total_mismatch');
    expect(codeOf(() => postSale(invoice({ date: '14/03/2026' })))).toBe('invalid_date');
    expect(postSale(invoice({ lines: [{ kind: 'goods', net: 0 }], total: 0 }))).toEqual([]);
  });
});

describe('a credit note', () => {
  it('mirrors the invoice: sales and VAT debited, 411 credited', () => {
    const [sale] = postSale(invoice());
    const [credit] = postCreditNote(invoice({ id: 'cn-1', number: 'AV-2026-0001' }), { locale: 'fr' });
    expect(credit).toMatchObject({
      journal: 'VT',
      source: { kind: 'credit_note', id: 'cn-1' },
      label: 'Avoir AV-2026-0001',
    });
    expect(new Set(credit!.lines.map((line) => JSON.stringify(line)))).toEqual(
      new Set(reverseLines(sale!.lines).map((line) => JSON.stringify(line))),
    );
  });
});

describe('a customer payment', () => {
  const payment = { id: 'pay-1', date: '2026-03-20', amount: 50_000, customer_id: 'cus-1' };

  it('debits the payment method account and credits 411; cash goes to the cash journal', () => {
    const [entry] = postCustomerPayment({ ...payment, treasury: { kind: 'cash' } });
    expect(entry).toMatchObject({ journal: 'CA', source: { kind: 'payment', id: 'pay-1' } });
    expect(lineMap(entry!)).toEqual({ '571': 50_000, '411': -50_000 });
    expect(entry!.lines[1]).toMatchObject({ partner: { kind: 'customer', id: 'cus-1' } });
  });

  it('lands a bank method (52) on 521 and mobile money on 538, in the bank journal', () => {
    const [bank] = postCustomerPayment({ ...payment, treasury: { kind: 'bank', account: '52' } });
    const [momo] = postCustomerPayment({ ...payment, treasury: { kind: 'mobile_money_operator' } });
    const [aggregator] = postCustomerPayment({ ...payment, treasury: { kind: 'payment_agregator' } });
    expect([bank!.journal, lineMap(bank!)]).toEqual(['BQ', { '521': 50_000, '411': -50_000 }]);
    expect([momo!.journal, lineMap(momo!)]).toEqual(['BQ', { '538': 50_000, '411': -50_000 }]);
    expect(lineMap(aggregator!)).toEqual({ '538': 50_000, '411': -50_000 });
  });

  it("uses the treasury account's own code", () => {
    const chart = [
      ...SYSCOHADA_ACCOUNTS,
      merchantAccount('5211', { fr: 'Ecobank', en: 'Ecobank', es: 'Ecobank' }),
    ];
    const [entry] = postCustomerPayment(
      { ...payment, treasury: { kind: 'bank', account: '5211' } },
      { chart },
    );
    expect(lineMap(entry!)).toEqual({ '5211': 50_000, '411': -50_000 });
  });

  it('is refunded in mirror: 411 debited, the money account credited', () => {
    const [refund] = postCustomerRefund({ ...payment, id: 'ref-1', treasury: { kind: 'cash' } });
    expect(refund).toMatchObject({ journal: 'CA', source: { kind: 'refund', id: 'ref-1' } });
    expect(lineMap(refund!)).toEqual({ '411': 50_000, '571': -50_000 });
  });

  it('is never negative, and nothing is posted for zero', () => {
    expect(codeOf(() => postCustomerPayment({ ...payment, amount: -1, treasury: { kind: 'cash' } }))).toBe(
      'invalid_amount',
    );
    expect(postCustomerPayment({ ...payment, amount: 0, treasury: { kind: 'cash' } })).toEqual([]);
  });
});

describe('a point-of-sale sale', () => {
  it('posts the sale and one entry per payment method, leaving 411 settled', () => {
    const entries = postPosSale({
      sale: invoice({ customer_id: null }),
      payments: [
        { id: 'p-om', amount: 100_000, treasury: { kind: 'mobile_money_operator' } },
        { id: 'p-cash', amount: 45_100, treasury: { kind: 'cash' } },
      ],
    });
    expect(entries.map((entry) => entry.journal)).toEqual(['VT', 'BQ', 'CA']);
    const receivable = entries
      .flatMap((entry) => entry.lines)
      .filter((line) => line.account === '411')
      .reduce((sum, line) => sum + line.debit - line.credit, 0);
    expect(receivable).toBe(0);
    expect(entries[2]!.date).toBe('2026-03-14');
  });

  it('leaves what is not paid on 411', () => {
    const entries = postPosSale({
      sale: invoice(),
      payments: [{ id: 'p', amount: 45_100, treasury: { kind: 'cash' } }],
    });
    const receivable = entries
      .flatMap((entry) => entry.lines)
      .filter((line) => line.account === '411')
      .reduce((sum, line) => sum + line.debit - line.credit, 0);
    expect(receivable).toBe(100_000);
  });
});
