import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies, paymentMethods, productVariants, treasuryAccounts } from '../../db/schema/index.ts';
import { insertCustomer, insertPaymentMethod, insertTax, sellable } from '../orders/orders.test-helpers.ts';
import { companyToday, postEntries, redateSourceEntries } from './ledger.service.ts';

let t: TestApp;
let admin: Account;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Grand Livre', currency: 'XOF' });
  // French books: the reversals are searched by their French label (ledgerLabel).
  await t.ctx.db.update(companies).set({ locale: 'fr' }).where(eq(companies.id, admin.companyId));
  today = await companyToday(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, body?: unknown, query?: Record<string, string>) =>
  call(t.app, method, `/api/v1/admin${url}`, {
    token: admin.token,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
  });

interface TrialRow {
  account: string;
  opening: number;
  debit: number;
  credit: number;
  closing: number;
}

async function trialBalance(): Promise<{ rows: TrialRow[]; totals: Record<string, number> }> {
  const response = await api('GET', '/accounting/reports/trial-balance', undefined, { period: 'all' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { rows: TrialRow[]; totals: Record<string, number> } }>().data;
}

const closing = (rows: TrialRow[], prefix: string) =>
  rows.filter((r) => r.account.startsWith(prefix)).reduce((sum, r) => sum + r.closing, 0);

async function entriesOf(sourceId: string) {
  const response = await api('GET', '/journal-entries', undefined, {
    'filter[source_id]': sourceId,
    include: 'lines',
  });
  return response.json<{
    data: {
      journal: string;
      source_kind: string;
      lines: { account: string; debit: number; credit: number; partner_id: string | null }[];
    }[];
  }>().data;
}

describe('automatic postings of the sales side (acceptance)', () => {
  it('sale with invoice, payment and a partial return on credit note: the books balance, 411 is what the customer owes, revenue is net sales', async () => {
    const vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA18', rate: '18', is_default: true });
    const customer = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Fatou Sow' });
    const wave = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Wave',
      kind: 'mobile_money_operator',
    });
    const { variantId } = await sellable(t.app, t.ctx.db, admin, {
      title: 'Basin riche',
      price: 10_000,
      stock: 10,
    });
    await t.ctx.db.update(productVariants).set({ cost: 6_000 }).where(eq(productVariants.id, variantId));

    const sale = await api('POST', '/orders', {
      customer_id: customer,
      lines: [
        { variant_id: variantId, quantity: 3, tax_ids: [vat] },
        { title: 'Retouche', price: 2_500, quantity: 1, tax_ids: [] },
      ],
      discounts: [{ discount_type: 'fixed', discount_value: 1_000, label: 'Fidélité' }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const order = sale.json<{
      data: { id: string; total: number; lines: { id: string; total: number; tax_total: number }[] };
    }>().data;

    const invoice = await api('POST', `/orders/${order.id}/invoice`, { due_in_days: 15 });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const paid = Math.floor(order.total / 2);
    expect(
      (await api('POST', '/payments', { order_id: order.id, payment_method_id: wave, amount: paid }))
        .statusCode,
    ).toBe(201);

    const requested = await api('POST', '/returns', {
      order_id: order.id,
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const returned = requested.json<{ data: { id: string; total: number } }>().data;
    const approved = await api('POST', `/returns/${returned.id}/approve`, { resolution: 'credit_note' });
    expect(approved.statusCode, approved.body).toBe(200);

    const { rows, totals } = await trialBalance();
    expect(totals.debit).toBe(totals.credit);
    expect(totals.closing_debit).toBe(totals.closing_credit);
    expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);

    const after = (await api('GET', `/orders/${order.id}`)).json<{
      data: { total: number; paid_total: number; credited_total: number };
    }>().data;
    const owed = after.total - after.paid_total - after.credited_total;
    expect(owed).toBe(order.total - paid - returned.total);
    expect(closing(rows, '411')).toBe(owed);
    expect(closing(rows, '538')).toBe(paid);

    // Net sales: the lines net of taxes, less the returned unit's share net of its taxes.
    const line = order.lines[0]!;
    const netSold = order.lines.reduce((sum, l) => sum + l.total - l.tax_total, 0);
    const returnedTax = Math.round((line.tax_total * 1) / 3);
    const netReturned = returned.total - returnedTax;
    const statement = await api('GET', '/accounting/reports/income-statement', undefined, { period: 'all' });
    const income = statement.json<{ data: { revenue: number; net_result: number } }>().data;
    expect(income.revenue).toBe(netSold - netReturned);
    // Cost of the two units that stayed sold: 3 out at 6,000, 1 back at 6,000.
    expect(closing(rows, '6031')).toBe(12_000);
    expect(closing(rows, '31')).toBe(-12_000);
    expect(income.net_result).toBe(income.revenue - 12_000);
    expect(-closing(rows, '4431')).toBe(line.tax_total - returnedTax);

    const vatSummary = await api('GET', '/accounting/reports/vat-summary', undefined, { period: 'all' });
    expect(vatSummary.json<{ data: { collected: number } }>().data.collected).toBe(
      line.tax_total - returnedTax,
    );

    const aged = await api('GET', '/accounting/reports/aged-receivables');
    const agedRows = aged.json<{
      data: {
        rows: { partner_id: string; partner_name: string; amounts: { total: number; current: number } }[];
      };
    }>().data.rows;
    expect(agedRows.find((r) => r.partner_id === customer)).toMatchObject({
      partner_name: 'Fatou Sow',
      amounts: { total: owed, current: owed },
    });

    const sheet = await api('GET', '/accounting/reports/balance-sheet');
    const bilan = sheet.json<{ data: { total_assets: number; total_liabilities: number; result: number } }>()
      .data;
    expect(bilan.total_assets).toBe(bilan.total_liabilities);
    expect(bilan.result).toBe(income.net_result);

    // The sale's entry: VT, 411 for the customer debited with the total.
    const saleEntries = await entriesOf(order.id);
    const vt = saleEntries.find((e) => e.source_kind === 'sale')!;
    expect(vt.journal).toBe('VT');
    expect(vt.lines.find((l) => l.account === '411')).toMatchObject({
      debit: order.total,
      partner_id: customer,
    });
  });

  it('a counter sale paid at once across two methods posts the sale and each payment in its journal', async () => {
    const wave = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
    });
    const cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Caisse', kind: 'cash' });
    const sale = await api('POST', '/orders', {
      channel: 'pos',
      lines: [{ title: 'Jus de bissap', price: 1_500, quantity: 4, tax_ids: [] }],
      payments: [
        { payment_method_id: cash, amount: 2_000 },
        { payment_method_id: wave, amount: 4_000 },
      ],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const payments = (await api('GET', '/payments', undefined, { 'filter[order_id]': orderId })).json<{
      data: { id: string; amount: number }[];
    }>().data;
    const journals = [];
    for (const payment of payments)
      journals.push(
        ...(await entriesOf(payment.id)).map((e) => [e.journal, e.lines[0]!.account, e.lines[0]!.debit]),
      );
    expect(journals.sort()).toEqual([
      ['BQ', '538', 4_000],
      ['CA', '571', 2_000],
    ]);
    const sales = await entriesOf(orderId);
    expect(sales.map((e) => e.source_kind)).toEqual(['sale']);
    const { rows } = await trialBalance();
    expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);
  });

  it('cancelling a confirmed order, voiding a payment and refunding reverse or mirror their entries', async () => {
    const cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces', kind: 'cash' });
    const before = await trialBalance();

    const cancelled = (
      await api('POST', '/orders', { lines: [{ title: 'Sac', price: 9_000, quantity: 1, tax_ids: [] }] })
    ).json<{ data: { id: string } }>().data;
    expect((await api('POST', `/orders/${cancelled.id}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const reversed = await api('GET', '/journal-entries', undefined, {
      search: 'Annulation',
      include: 'lines',
    });
    expect(reversed.json<{ data: { reversal_of: string }[] }>().data.length).toBeGreaterThan(0);

    const kept = (
      await api('POST', '/orders', { lines: [{ title: 'Sandales', price: 7_000, quantity: 1, tax_ids: [] }] })
    ).json<{ data: { id: string } }>().data;
    const payment = (
      await api('POST', '/payments', { order_id: kept.id, payment_method_id: cash, amount: 7_000 })
    ).json<{ data: { id: string } }>().data;
    expect((await api('POST', `/payments/${payment.id}/void`)).statusCode).toBe(200);
    const again = (
      await api('POST', '/payments', { order_id: kept.id, payment_method_id: cash, amount: 7_000 })
    ).json<{ data: { id: string } }>().data;
    const refund = await api('POST', '/payments', {
      order_id: kept.id,
      payment_method_id: cash,
      amount: 2_000,
      kind: 'refund',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refundEntries = await entriesOf(refund.json<{ data: { id: string } }>().data.id);
    expect(refundEntries[0]!.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['411', 2_000, 0],
      ['571', 0, 2_000],
    ]);
    expect(again).toBeDefined();

    const after = await trialBalance();
    // What changed: the kept sale (411 +7,000, 70x −7,000), cash in 7,000 then 2,000 back out.
    expect(closing(after.rows, '411') - closing(before.rows, '411')).toBe(7_000 - 7_000 + 2_000);
    expect(closing(after.rows, '571') - closing(before.rows, '571')).toBe(5_000);
    expect(closing(after.rows, '70') - closing(before.rows, '70')).toBe(-7_000);
  });

  it('a sale moved to another customer moves what it still owes on 411', async () => {
    const first = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Awa Ndiaye' });
    const second = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Binta Fall' });
    const cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces client' });
    const sale = await api('POST', '/orders', {
      customer_id: first,
      lines: [{ title: 'Tissu', price: 12_000, quantity: 1, tax_ids: [] }],
      payments: [{ payment_method_id: cash, amount: 2_000 }],
    });
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const moved = await call(t.app, 'PATCH', `/api/v1/admin/orders/${orderId}`, {
      token: admin.token,
      body: { customer_id: second },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const aged = await api('GET', '/accounting/reports/aged-receivables');
    const rows = aged.json<{ data: { rows: { partner_id: string; amounts: { total: number } }[] } }>().data
      .rows;
    expect(rows.find((r) => r.partner_id === second)?.amounts.total).toBe(10_000);
    expect(rows.find((r) => r.partner_id === first)).toBeUndefined();
  });

  it("posts a payment to the treasury account its method's money lands in, else to its kind's account", async () => {
    const account = await api('POST', '/accounts', { code: '5211', label: 'Banque Atlantique' });
    expect(account.statusCode, account.body).toBe(201);
    const [bank] = await t.ctx.db
      .insert(treasuryAccounts)
      .values({
        company_id: admin.companyId,
        name: 'Banque Atlantique',
        kind: 'bank',
        accounting_code: '5211',
        currency: 'XOF',
        opening_date: today,
      })
      .returning();
    const linked = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Virement BA',
      kind: 'bank',
    });
    const unlinked = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Virement X',
      kind: 'bank',
    });
    await t.ctx.db
      .update(paymentMethods)
      .set({ treasury_account_id: bank!.id })
      .where(eq(paymentMethods.id, linked));
    await t.ctx.db
      .update(paymentMethods)
      .set({ accounting_code: '5299' })
      .where(eq(paymentMethods.id, unlinked));
    const sale = await api('POST', '/orders', {
      lines: [{ title: 'Machine à coudre', price: 90_000, quantity: 1, tax_ids: [] }],
      payments: [
        { payment_method_id: linked, amount: 60_000 },
        { payment_method_id: unlinked, amount: 30_000 },
      ],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const payments = (await api('GET', '/payments', undefined, { 'filter[order_id]': orderId })).json<{
      data: { id: string; amount: number }[];
    }>().data;
    const accounts: [number, string][] = [];
    for (const payment of payments) {
      accounts.push([payment.amount, (await entriesOf(payment.id))[0]!.lines[0]!.account]);
    }
    expect(accounts.sort()).toEqual([
      [30_000, '521'],
      [60_000, '5211'],
    ]);
  });

  it("ages a sale from its invoice's due date, else 30 days after the sale", async () => {
    const invoiced = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Coumba Diallo' });
    const plain = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Ibou Sarr' });
    const sell = async (customer: string) =>
      (
        await api('POST', '/orders', {
          customer_id: customer,
          lines: [{ title: 'Pagne', price: 8_000, quantity: 1, tax_ids: [] }],
        })
      ).json<{ data: { id: string } }>().data.id;
    const first = await sell(invoiced);
    await sell(plain);
    expect((await api('POST', `/orders/${first}/invoice`, { due_in_days: 0 })).statusCode).toBe(201);
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    const aged = await api('GET', '/accounting/reports/aged-receivables', undefined, { as_of: later });
    const rows = aged.json<{
      data: { rows: { partner_id: string; amounts: { current: number; days_1_30: number } }[] };
    }>().data.rows;
    expect(rows.find((r) => r.partner_id === invoiced)?.amounts).toMatchObject({
      current: 0,
      days_1_30: 8_000,
    });
    expect(rows.find((r) => r.partner_id === plain)?.amounts).toMatchObject({ current: 8_000, days_1_30: 0 });
  });

  it('a drawer closed short posts the shortage to 658 against cash', async () => {
    const opened = await api('POST', '/cash-sessions', { opening_float: 10_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ data: { id: string } }>().data;
    const closed = await api('POST', `/cash-sessions/${session.id}/close`, { counted_cash: 9_500 });
    expect(closed.statusCode, closed.body).toBe(200);
    const entries = await entriesOf(session.id);
    expect(entries.map((e) => [e.journal, e.source_kind])).toEqual([['CA', 'cash_difference']]);
    expect(entries[0]!.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['658', 500, 0],
      ['571', 0, 500],
    ]);
  });

  it('demo entries dated back move with their monthly totals', async () => {
    const source = '0193a8f0-0000-7000-8000-0000000000aa';
    const back = new Date(Date.parse(`${today}T00:00:00Z`) - 70 * 86_400_000).toISOString().slice(0, 10);
    await t.ctx.db.transaction((tx) =>
      postEntries(
        tx,
        admin.companyId,
        [
          {
            journal: 'OD',
            date: today,
            label: 'Démo',
            source: { kind: 'stock_adjustment', id: source },
            lines: [
              { account: '33', debit: 4_321, credit: 0 },
              { account: '6033', debit: 0, credit: 4_321 },
            ],
          },
        ],
        null,
      ),
    );
    await t.ctx.db.transaction((tx) => redateSourceEntries(tx, admin.companyId, [source], back));
    const moved = await api('GET', '/accounting/reports/trial-balance', undefined, { from: back, to: back });
    const rows = moved.json<{ data: { rows: TrialRow[] } }>().data.rows;
    expect(rows.find((r) => r.account === '33')?.debit).toBe(4_321);
    // Today it is part of the opening balance, no longer a movement of the day.
    const now = await api('GET', '/accounting/reports/trial-balance', undefined, { from: today, to: today });
    const row = now.json<{ data: { rows: TrialRow[] } }>().data.rows.find((r) => r.account === '33');
    expect(row).toMatchObject({ opening: 4_321, debit: 0, closing: 4_321 });
  });

  it('keeps the monthly totals right when lines are deleted (a company wiped by the platform)', async () => {
    const source = '0193a8f0-0000-7000-8000-0000000000bb';
    const [entry] = await t.ctx.db.transaction((tx) =>
      postEntries(
        tx,
        admin.companyId,
        [
          {
            journal: 'OD',
            date: today,
            label: 'À effacer',
            source: { kind: 'stock_adjustment', id: source },
            lines: [
              { account: '32', debit: 777, credit: 0 },
              { account: '6032', debit: 0, credit: 777 },
            ],
          },
        ],
        null,
      ),
    );
    const has32 = async () => (await trialBalance()).rows.find((r) => r.account === '32')?.closing ?? 0;
    expect(await has32()).toBe(777);
    await t.ctx.db.execute(sql`delete from journal_lines where entry_id = ${entry!.id}`);
    expect(await has32()).toBe(0);
  });

  it('posts a source once: the same draft twice leaves one entry', async () => {
    const draft = {
      journal: 'OD' as const,
      date: today,
      label: 'Test idempotence',
      source: { kind: 'stock_adjustment' as const, id: '0193a8f0-0000-7000-8000-000000000001' },
      lines: [
        { account: '31', debit: 100, credit: 0 },
        { account: '6031', debit: 0, credit: 100 },
      ],
    };
    const first = await t.ctx.db.transaction((tx) => postEntries(tx, admin.companyId, [draft], null));
    const second = await t.ctx.db.transaction((tx) => postEntries(tx, admin.companyId, [draft], null));
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
  });
});
