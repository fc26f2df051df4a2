import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openItemsFromLedger } from './aged-balance.ts';
import { balanceSheet } from './balance-sheet.ts';
import { incomeStatement } from './income-statement.ts';
import { entryAccountErrors, entryProblems, type JournalEntryDraft } from './journal.ts';
import { accountBalance, ledgerLinesOf, trialBalance } from './ledger.ts';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_ITEM_CATEGORIES,
  type ExpenseCategory,
  type ExpenseItemCategory,
  type TreasuryRef,
} from './posting-accounts.ts';
import {
  postExpense,
  postExpensePayment,
  postPurchaseBill,
  postSupplierPayment,
} from './posting-purchases.ts';
import {
  type PostedTax,
  postCreditNote,
  postCustomerPayment,
  postCustomerRefund,
  postPosSale,
  postSale,
} from './posting-sales.ts';
import { postCostOfGoodsSold, postStockReceipt } from './posting-stock.ts';
import { postCashDifference, postTreasuryTransfer } from './posting-treasury.ts';
import { vatSummary } from './vat.ts';

// Random months of a shop, posted through the rules, checked against a plain model of what the
// shop holds: money per treasury account, stock at cost, what customers and suppliers owe.

const TREASURIES = [
  { ref: { kind: 'cash' }, account: '571' },
  { ref: { kind: 'bank' }, account: '521' },
  { ref: { kind: 'mobile_money_operator' }, account: '538' },
] as const satisfies readonly { ref: TreasuryRef; account: string }[];

const vatOf = (net: number, rated: boolean) => (rated ? Math.round((net * 1925) / 10_000) : 0);

type Event =
  | {
      type: 'sale';
      customer: number | null;
      units: number;
      price: number;
      services: number;
      shipping: number;
      rated: boolean;
      withholding: boolean;
      paidWith: number | null;
    }
  | { type: 'payment'; invoice: number; share: number; method: number }
  | { type: 'credit_note'; invoice: number; refundWith: number }
  | { type: 'purchase'; supplier: number; units: number; cost: number; rated: boolean }
  | { type: 'supplier_payment'; bill: number; share: number; method: number }
  | {
      type: 'expense';
      category: ExpenseCategory;
      item: ExpenseItemCategory;
      net: number;
      rated: boolean;
      paidWith: number | null;
      staff: boolean;
    }
  | { type: 'expense_payment'; expense: number; method: number }
  | { type: 'transfer'; from: number; to: number; amount: number; fee: number }
  | { type: 'cash_difference'; difference: number };

const method = fc.nat({ max: TREASURIES.length - 1 });
const share = fc.integer({ min: 1, max: 100 });

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    type: fc.constant('sale' as const),
    customer: fc.option(fc.nat({ max: 2 }), { nil: null }),
    units: fc.nat({ max: 5 }),
    price: fc.integer({ min: 100, max: 50_000 }),
    services: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })),
    shipping: fc.oneof(fc.constant(0), fc.integer({ min: 500, max: 3_000 })),
    rated: fc.boolean(),
    withholding: fc.boolean(),
    paidWith: fc.option(method, { nil: null }),
  }),
  fc.record({ type: fc.constant('payment' as const), invoice: fc.nat(), share, method }),
  fc.record({ type: fc.constant('credit_note' as const), invoice: fc.nat(), refundWith: method }),
  fc.record({
    type: fc.constant('purchase' as const),
    supplier: fc.nat({ max: 1 }),
    units: fc.integer({ min: 1, max: 20 }),
    cost: fc.integer({ min: 50, max: 30_000 }),
    rated: fc.boolean(),
  }),
  fc.record({ type: fc.constant('supplier_payment' as const), bill: fc.nat(), share, method }),
  fc.record({
    type: fc.constant('expense' as const),
    category: fc.constantFrom(...EXPENSE_CATEGORIES),
    item: fc.constantFrom(...EXPENSE_ITEM_CATEGORIES),
    net: fc.integer({ min: 1, max: 200_000 }),
    rated: fc.boolean(),
    paidWith: fc.option(method, { nil: null }),
    staff: fc.boolean(),
  }),
  fc.record({ type: fc.constant('expense_payment' as const), expense: fc.nat(), method }),
  fc.record({
    type: fc.constant('transfer' as const),
    from: method,
    to: method,
    amount: fc.integer({ min: 1, max: 300_000 }),
    fee: fc.nat({ max: 500 }),
  }),
  fc.record({
    type: fc.constant('cash_difference' as const),
    difference: fc.integer({ min: -2_000, max: 2_000 }),
  }),
);

const dayOf = (index: number) =>
  new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 4))).toISOString().slice(0, 10);

interface Model {
  entries: JournalEntryDraft[];
  money: Record<string, number>;
  stock: { units: number; value: number };
  receipts: number;
  costOfSales: number;
  receivable: number;
  payable: number;
  owedToStaff: number;
  vatCollected: number;
  vatDeductible: number;
  invoices: {
    id: string;
    customer: string | null;
    sale: Parameters<typeof postSale>[0];
    due: number;
    paid: number;
    units: number;
    cost: number;
    credited: boolean;
  }[];
  bills: { id: string; supplier: string; due: number }[];
  expenses: {
    id: string;
    category: ExpenseCategory;
    payee: { kind: 'supplier' | 'employee'; id: string };
    due: number;
  }[];
}

function run(events: readonly Event[]): Model {
  const m: Model = {
    entries: [],
    money: { '571': 0, '521': 0, '538': 0 },
    stock: { units: 0, value: 0 },
    receipts: 0,
    costOfSales: 0,
    receivable: 0,
    payable: 0,
    owedToStaff: 0,
    vatCollected: 0,
    vatDeductible: 0,
    invoices: [],
    bills: [],
    expenses: [],
  };
  const post = (entries: JournalEntryDraft[]) => m.entries.push(...entries);
  events.forEach((e, index) => {
    const date = dayOf(index);
    const id = `${e.type}-${index}`;
    if (e.type === 'sale') {
      const units = Math.min(e.units, m.stock.units);
      const lines = [
        { kind: 'goods' as const, net: units * e.price, rated: e.rated },
        { kind: 'services' as const, net: e.services, rated: e.rated },
        { kind: 'shipping' as const, net: e.shipping, rated: false },
      ].map(({ kind, net, rated }) => {
        const taxes: PostedTax[] = [{ amount: vatOf(net, rated) }];
        if (kind === 'services' && e.withholding)
          taxes.push({ amount: -Math.round(net * 0.055), is_withholding: true });
        return { kind, net, taxes };
      });
      const total = lines.reduce(
        (sum, line) => sum + line.net + line.taxes.reduce((s, t) => s + t.amount, 0),
        0,
      );
      const customer = e.customer === null ? null : `c${e.customer}`;
      const sale = { id, date, customer_id: customer, lines, total };
      const cost =
        units === m.stock.units ? m.stock.value : Math.round((m.stock.value * units) / m.stock.units || 0);
      if (e.paidWith !== null && total > 0) {
        const treasury = TREASURIES[e.paidWith]!;
        post(postPosSale({ sale, payments: [{ id: `${id}-pay`, amount: total, treasury: treasury.ref }] }));
        m.money[treasury.account]! += total;
      } else {
        post(postSale(sale));
        m.receivable += total;
      }
      if (units > 0) post(postCostOfGoodsSold({ id: `${id}-cogs`, date, kind: 'goods', value: cost }));
      m.stock = { units: m.stock.units - units, value: m.stock.value - cost };
      m.costOfSales += cost;
      m.vatCollected += lines.reduce((sum, line) => sum + (line.taxes[0]?.amount ?? 0), 0);
      m.invoices.push({
        id,
        customer,
        sale,
        due: e.paidWith !== null ? 0 : total,
        paid: e.paidWith !== null ? total : 0,
        units,
        cost,
        credited: false,
      });
    } else if (e.type === 'payment') {
      const open = m.invoices.filter((invoice) => !invoice.credited && invoice.due > 0);
      const invoice = open[e.invoice % Math.max(open.length, 1)];
      if (!invoice) return;
      const amount = Math.max(1, Math.floor((invoice.due * e.share) / 100));
      const treasury = TREASURIES[e.method]!;
      post(postCustomerPayment({ id, date, amount, customer_id: invoice.customer, treasury: treasury.ref }));
      invoice.due -= amount;
      invoice.paid += amount;
      m.receivable -= amount;
      m.money[treasury.account]! += amount;
    } else if (e.type === 'credit_note') {
      const open = m.invoices.filter((invoice) => !invoice.credited);
      const invoice = open[e.invoice % Math.max(open.length, 1)];
      if (!invoice) return;
      post(postCreditNote({ ...invoice.sale, id, date }));
      m.receivable -= invoice.sale.total;
      m.vatCollected -= invoice.sale.lines.reduce((sum, line) => sum + (line.taxes?.[0]?.amount ?? 0), 0);
      if (invoice.units > 0) {
        post(postStockReceipt({ id: `${id}-restock`, date, kind: 'goods', value: invoice.cost }));
        m.stock = { units: m.stock.units + invoice.units, value: m.stock.value + invoice.cost };
        m.receipts += invoice.cost;
      }
      if (invoice.paid > 0) {
        const treasury = TREASURIES[e.refundWith]!;
        post(
          postCustomerRefund({
            id: `${id}-refund`,
            date,
            amount: invoice.paid,
            customer_id: invoice.customer,
            treasury: treasury.ref,
          }),
        );
        m.receivable += invoice.paid;
        m.money[treasury.account]! -= invoice.paid;
      }
      invoice.credited = true;
    } else if (e.type === 'purchase') {
      const net = e.units * e.cost;
      const vat = vatOf(net, e.rated);
      const supplier = `s${e.supplier}`;
      post(
        postPurchaseBill({
          id,
          date,
          supplier_id: supplier,
          lines: [{ kind: 'goods', net, taxes: [{ amount: vat }] }],
          total: net + vat,
        }),
      );
      post(postStockReceipt({ id: `${id}-receipt`, date, kind: 'goods', value: net }));
      m.stock = { units: m.stock.units + e.units, value: m.stock.value + net };
      m.receipts += net;
      m.payable += net + vat;
      m.vatDeductible += vat;
      m.bills.push({ id, supplier, due: net + vat });
    } else if (e.type === 'supplier_payment') {
      const open = m.bills.filter((bill) => bill.due > 0);
      const bill = open[e.bill % Math.max(open.length, 1)];
      if (!bill) return;
      const amount = Math.max(1, Math.floor((bill.due * e.share) / 100));
      const treasury = TREASURIES[e.method]!;
      post(postSupplierPayment({ id, date, amount, supplier_id: bill.supplier, treasury: treasury.ref }));
      bill.due -= amount;
      m.payable -= amount;
      m.money[treasury.account]! -= amount;
    } else if (e.type === 'expense') {
      const vat = vatOf(e.net, e.rated);
      const payee = e.staff
        ? { kind: 'employee' as const, id: 'u1' }
        : { kind: 'supplier' as const, id: 's0' };
      const treasury = e.paidWith === null ? null : TREASURIES[e.paidWith]!;
      post(
        postExpense({
          id,
          date,
          category: e.category,
          item_category: e.item,
          net: e.net,
          taxes: [{ amount: vat }],
          total: e.net + vat,
          payee,
          paid_from: treasury?.ref ?? null,
        }),
      );
      m.vatDeductible += vat;
      if (treasury) m.money[treasury.account]! -= e.net + vat;
      else {
        if (e.staff) m.owedToStaff += e.net + vat;
        else m.payable += e.net + vat;
        m.expenses.push({ id, category: e.category, payee, due: e.net + vat });
      }
    } else if (e.type === 'expense_payment') {
      const open = m.expenses.filter((expense) => expense.due > 0);
      const expense = open[e.expense % Math.max(open.length, 1)];
      if (!expense) return;
      const treasury = TREASURIES[e.method]!;
      post(postExpensePayment({ id, date, amount: expense.due, expense, treasury: treasury.ref }));
      if (expense.payee.kind === 'employee') m.owedToStaff -= expense.due;
      else m.payable -= expense.due;
      m.money[treasury.account]! -= expense.due;
      expense.due = 0;
    } else if (e.type === 'transfer') {
      if (e.from === e.to) return;
      const [from, to] = [TREASURIES[e.from]!, TREASURIES[e.to]!];
      post(postTreasuryTransfer({ id, date, amount: e.amount, fee: e.fee, from: from.ref, to: to.ref }));
      m.money[from.account]! -= e.amount + e.fee;
      m.money[to.account]! += e.amount;
    } else {
      post(postCashDifference({ id, date, difference: e.difference, treasury: { kind: 'cash' } }));
      m.money['571']! += e.difference;
    }
  });
  return m;
}

describe('the ledger of any sequence of business events', () => {
  it('balances, and agrees with the money, stock and debts it records', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 5, maxLength: 80, size: 'max' }), (events) => {
        const m = run(events);
        for (const entry of m.entries) {
          expect(entryProblems(entry)).toEqual([]);
          expect(entryAccountErrors(entry)).toEqual([]);
        }
        const lines = m.entries.flatMap((entry) => ledgerLinesOf(entry));

        const { totals, rows } = trialBalance(lines);
        expect(totals.debit).toBe(totals.credit);
        expect(totals.closing_debit).toBe(totals.closing_credit);
        expect(rows.reduce((sum, row) => sum + row.closing, 0)).toBe(0);

        for (const [account, balance] of Object.entries(m.money))
          expect(accountBalance(lines, account)).toBe(balance);
        expect(accountBalance(lines, '585')).toBe(0);

        expect(accountBalance(lines, '31')).toBe(m.receipts - m.costOfSales);
        expect(accountBalance(lines, '31')).toBe(m.stock.value);

        expect(accountBalance(lines, '411')).toBe(m.receivable);
        expect(accountBalance(lines, '401')).toBe(0 - m.payable);
        expect(accountBalance(lines, '422')).toBe(0 - m.owedToStaff);
        const openReceivables = openItemsFromLedger(lines, { side: 'receivable' });
        expect(openReceivables.reduce((sum, item) => sum + item.amount, 0)).toBe(m.receivable);

        const vat = vatSummary(lines);
        expect([vat.collected, vat.deductible]).toEqual([m.vatCollected, m.vatDeductible]);

        const income = incomeStatement(lines);
        const sheet = balanceSheet(lines);
        expect(sheet.result).toBe(income.net_result);
        expect(sheet.liabilities.find((line) => line.ref === 'CJ')?.amount).toBe(income.net_result);
        expect(sheet.total_assets).toBe(sheet.total_liabilities);
        const margin = income.lines.find((line) => line.ref === 'XA')?.amount;
        const goods = ['701', '601', '6031'].map((account) => accountBalance(lines, account));
        expect(margin).toBe(0 - goods.reduce((sum, balance) => sum + balance, 0));
      }),
      { numRuns: 200 },
    );
  });
});
