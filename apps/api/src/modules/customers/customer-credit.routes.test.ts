import type { CustomerCredit, CustomerDebt, CustomerStats } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documents, orders } from '../../db/schema/index.ts';
import { insertCustomer, insertPaymentMethod } from '../orders/orders.test-helpers.ts';

// Figures checked against sales built by hand: payments at the counter, invoices with due dates,
// a credit note, a return credited, drafts and quotations that owe nothing.

let t: TestApp;
let admin: Account;
let cash: string;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const api = (path: string, account: Account = admin, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: account.token, headers });
const post = async (path: string, body: unknown, account: Account = admin) => {
  const response = await call(t.app, 'POST', `/api/v1/admin/${path}`, { token: account.token, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { id: string; lines: { id: string }[] } }>().data;
};

interface SaleOptions {
  price: number;
  quantity?: number;
  paid?: number;
  status?: 'draft' | 'quotation';
  /** backdates the sale */
  daysAgo?: number;
  /** issues an invoice due in that many days */
  dueInDays?: number;
  account?: Account;
  headers?: Record<string, string>;
}

/** A sale to the customer, as the counter makes it, optionally paid in part, backdated and invoiced. */
async function sale(customerId: string, options: SaleOptions) {
  const account = options.account ?? admin;
  const order = await post(
    'orders',
    {
      customer_id: customerId,
      lines: [{ title: 'Pagne wax', price: options.price, quantity: options.quantity ?? 1 }],
      ...(options.status ? { status: options.status } : {}),
      ...(options.paid ? { payments: [{ payment_method_id: cash, amount: options.paid }] } : {}),
    },
    account,
  );
  if (options.daysAgo !== undefined) {
    const at = daysAgo(options.daysAgo);
    await t.ctx.db
      .update(orders)
      .set({ created_at: at, confirmed_at: options.status ? null : at })
      .where(eq(orders.id, order.id));
  }
  const invoice =
    options.dueInDays === undefined
      ? null
      : await post(`orders/${order.id}/invoice`, { due_in_days: options.dueInDays }, account);
  return { id: order.id, lineId: order.lines[0]!.id, invoiceId: invoice?.id ?? null };
}

const stats = async (customerId: string, account = admin) => {
  const response = await api(`customers/${customerId}/stats`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerStats }>().data;
};
type Page<T> = { data: T[]; meta: { total: number; current_page: number; last_page: number } };
const ledger = async (query = '', account = admin, headers: Record<string, string> = {}) => {
  const response = await api(`customers/credit${query}`, account, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<CustomerCredit>>();
};

let awa: string;
let bintou: string;
let chantal: string;
let diallo: string;
const sales: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Boutique Awa' });
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces' });
  awa = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Awa Ndiaye', phone: '221771112233' });
  bintou = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Bintou Sow', phone: '221772223344' });
  chantal = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Chantal Mbida' });
  diallo = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Diallo Frères' });

  // Awa: a sale on credit past its 30 days, one invoiced and not yet due, one paid, one cancelled by
  // a credit note, a draft and a quotation, one invoiced with a due date already passed, and one
  // partly returned.
  sales.late = (await sale(awa, { price: 50_000, paid: 20_000, daysAgo: 40 })).id;
  sales.invoiced = (await sale(awa, { price: 30_000, dueInDays: 15 })).id;
  await sale(awa, { price: 20_000, paid: 20_000, daysAgo: 100 });
  const credited = await sale(awa, { price: 10_000, dueInDays: 30 });
  await post(`invoices/${credited.invoiceId}/credit-note`, {});
  await sale(awa, { price: 99_000, status: 'draft' });
  await sale(awa, { price: 77_000, status: 'quotation' });
  const pastDue = await sale(awa, { price: 15_000, dueInDays: 5 });
  await t.ctx.db
    .update(documents)
    .set({ due_at: daysAgo(2) })
    .where(eq(documents.id, pastDue.invoiceId!));
  sales.pastDue = pastDue.id;
  const returned = await sale(awa, { price: 10_000, quantity: 2 });
  const request = await post('returns', {
    order_id: returned.id,
    lines: [{ order_line_id: returned.lineId, quantity: 1 }],
  });
  await post(`returns/${request.id}/approve`, { resolution: 'credit_note' });
  sales.returned = returned.id;

  // Bintou owes an older, overdue sale; Chantal a recent one; Diallo paid everything.
  await sale(bintou, { price: 12_000, daysAgo: 45 });
  await sale(chantal, { price: 5_000, paid: 1_000 });
  await sale(diallo, { price: 8_000, paid: 8_000, daysAgo: 60 });
});
afterAll(() => t.close());

describe("a customer's stats", () => {
  it('counts confirmed sales, their revenue net of credits, the average basket and what is owed', async () => {
    const figures = await stats(awa);

    expect(figures).toMatchObject({
      customer_id: awa,
      currency: 'XAF',
      // 50 000 + 30 000 + 20 000 + 15 000 + 20 000 − 10 000 returned; the credited invoice brings nothing
      orders_count: 6,
      revenue: 125_000,
      average_basket: 20_833,
      // 30 000 left on the late sale + 30 000 invoiced + 15 000 past due + 10 000 after the return
      balance_owed: 85_000,
      overdue_amount: 45_000,
      unpaid_orders_count: 4,
    });
    expect(Date.parse(figures.first_order_at!)).toBeCloseTo(daysAgo(100).getTime(), -5);
    expect(Date.parse(figures.last_order_at!)).toBeGreaterThan(daysAgo(1).getTime());
    // The late sale's 30-day term ended 10 days ago: the oldest due date.
    expect(Date.parse(figures.oldest_due_at!)).toBeCloseTo(daysAgo(10).getTime(), -5);
    // ... and the oldest sale still unpaid, 40 days ago (what a reminder counts from).
    expect(Date.parse(figures.oldest_unpaid_at!)).toBeCloseTo(daysAgo(40).getTime(), -5);
  });

  it('is all zeros for a customer who never bought, and follows a payment', async () => {
    const newcomer = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Nouvelle cliente' });
    expect(await stats(newcomer)).toMatchObject({
      orders_count: 0,
      revenue: 0,
      average_basket: null,
      first_order_at: null,
      last_order_at: null,
      balance_owed: 0,
      overdue_amount: 0,
      unpaid_orders_count: 0,
      oldest_unpaid_at: null,
      oldest_due_at: null,
    });

    const { id } = await sale(newcomer, { price: 9_000 });
    expect(await stats(newcomer)).toMatchObject({ balance_owed: 9_000, overdue_amount: 0 });
    await post('payments', { order_id: id, payment_method_id: cash, amount: 9_000 });
    expect(await stats(newcomer)).toMatchObject({ orders_count: 1, revenue: 9_000, balance_owed: 0 });
  });
});

describe("a customer's unpaid sales", () => {
  it('lists each with its invoice, due date, figures and overdue flag, the oldest due first', async () => {
    const response = await api(`customers/${awa}/credit`);

    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json<Page<CustomerDebt>>();
    expect(meta.total).toBe(4);
    expect(data.map((d) => d.order_id)).toEqual([sales.late, sales.pastDue, sales.invoiced, sales.returned]);
    expect(data[0]).toMatchObject({
      reference: expect.stringMatching(/^#\d{4}$/),
      invoice_id: null,
      total: 50_000,
      paid_total: 20_000,
      credited_total: 0,
      balance: 30_000,
      payment_status: 'partially_paid',
      overdue: true,
    });
    expect(data[1]).toMatchObject({
      invoice_reference: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      balance: 15_000,
      overdue: true,
    });
    expect(data[2]).toMatchObject({ total: 30_000, balance: 30_000, overdue: false });
    expect(Date.parse(data[2]!.due_at)).toBeCloseTo(Date.now() + 15 * DAY, -6);
    expect(data[3]).toMatchObject({
      total: 20_000,
      credited_total: 10_000,
      balance: 10_000,
      payment_status: 'partially_credited',
      overdue: false,
    });
  });

  it('keeps the overdue ones with filter[overdue], pages, and sorts by balance', async () => {
    const overdue = (await api(`customers/${awa}/credit?filter[overdue]=true`)).json<Page<CustomerDebt>>();
    expect(overdue.data.map((d) => d.order_id)).toEqual([sales.late, sales.pastDue]);

    const second = (await api(`customers/${awa}/credit?per_page=3&page=2`)).json<Page<CustomerDebt>>();
    expect(second.meta).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    expect(second.data.map((d) => d.order_id)).toEqual([sales.returned]);
    const beyond = (await api(`customers/${awa}/credit?per_page=3&page=5`)).json<Page<CustomerDebt>>();
    expect(beyond).toMatchObject({ data: [], meta: { total: 4 } });

    const byBalance = (await api(`customers/${awa}/credit?sort=-balance`)).json<Page<CustomerDebt>>();
    expect(byBalance.data.map((d) => d.balance)).toEqual([30_000, 30_000, 15_000, 10_000]);
  });

  it('is empty for a customer who owes nothing', async () => {
    expect((await api(`customers/${diallo}/credit`)).json<Page<CustomerDebt>>()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });
});

describe('the credit ledger', () => {
  it('lists each customer who owes money, the largest balance first', async () => {
    const { data, meta } = await ledger();

    expect(meta.total).toBe(3);
    expect(data.map((r) => [r.name, r.balance, r.overdue_amount, r.unpaid_orders_count])).toEqual([
      ['Awa Ndiaye', 85_000, 45_000, 4],
      ['Bintou Sow', 12_000, 12_000, 1],
      ['Chantal Mbida', 4_000, 0, 1],
    ]);
    expect(data[0]).toMatchObject({ customer_id: awa, phone: '221771112233', currency: 'XAF' });
    expect(Date.parse(data[0]!.oldest_unpaid_at)).toBeCloseTo(daysAgo(40).getTime(), -5);
    expect(Date.parse(data[1]!.oldest_due_at)).toBeCloseTo(daysAgo(15).getTime(), -5);
  });

  it('agrees with each customer’s own stats', async () => {
    for (const row of (await ledger()).data) {
      const own = await stats(row.customer_id);
      expect([own.balance_owed, own.overdue_amount, own.unpaid_orders_count]).toEqual([
        row.balance,
        row.overdue_amount,
        row.unpaid_orders_count,
      ]);
    }
  });

  it('keeps the customers with something overdue with filter[overdue]=true', async () => {
    const { data, meta } = await ledger('?filter[overdue]=true');
    expect(meta.total).toBe(2);
    expect(data.map((r) => r.customer_id)).toEqual([awa, bintou]);
  });

  it('finds customers by name or phone, pages with meta.total, and sorts', async () => {
    expect((await ledger('?search=bint')).data.map((r) => r.customer_id)).toEqual([bintou]);
    expect((await ledger('?search=%2B221%2077%20222')).data.map((r) => r.customer_id)).toEqual([bintou]);
    expect((await ledger('?search=nobody')).meta.total).toBe(0);

    const page = await ledger('?per_page=1&page=2');
    expect(page.meta).toMatchObject({ total: 3, current_page: 2, last_page: 3 });
    expect(page.data.map((r) => r.customer_id)).toEqual([bintou]);
    expect(await ledger('?per_page=2&page=9')).toMatchObject({ data: [], meta: { total: 3 } });

    expect((await ledger('?sort=oldest_due_at')).data.map((r) => r.customer_id)).toEqual([
      bintou,
      awa,
      chantal,
    ]);
    expect((await ledger('?sort=-name')).data.map((r) => r.customer_id)).toEqual([chantal, bintou, awa]);
  });

  it('exports the ledger as CSV with amounts in the currency', async () => {
    const response = await api('customers/credit/export?filter[overdue]=true', admin, {
      'accept-language': 'fr',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nom;Téléphone;Solde dû;En retard;Commandes impayées;Plus ancienne vente impayée;Plus ancienne échéance',
    );
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 5))).toEqual([
      ['Awa Ndiaye', '(+221) 771 11 22 33', '85000', '45000', '4'],
      ['Bintou Sow', '(+221) 772 22 33 44', '12000', '12000', '1'],
    ]);
    // Instants at the company's clock to the minute (this company is on UTC).
    expect(lines[1]!.split(';').slice(5)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
  });

  it("counts only a shop's sales for a user working in that shop", async () => {
    await upgradePlan(t.ctx, admin.companyId);
    const shop = await post('shops', { name: 'Marché Sandaga' });
    const inShop = { 'x-shop-id': shop.id };
    expect((await ledger('', admin, inShop)).meta.total).toBe(0);

    const shopSale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: admin.token,
      headers: inShop,
      body: { customer_id: chantal, lines: [{ title: 'Bazin', price: 7_000, quantity: 1 }] },
    });
    expect(shopSale.statusCode, shopSale.body).toBe(201);
    expect((await ledger('', admin, inShop)).data.map((r) => [r.customer_id, r.balance])).toEqual([
      [chantal, 7_000],
    ]);
    expect((await ledger()).data.find((r) => r.customer_id === chantal)?.balance).toBe(11_000);
  });
});

describe('access and input', () => {
  it('refuses the stats, the ledger and its export to a role without customers.stats', async () => {
    const employee = await createStaff(t.app, admin, 'employee');
    for (const path of [
      `customers/${awa}/stats`,
      `customers/${awa}/credit`,
      'customers/credit',
      'customers/credit/export',
    ]) {
      expect((await api(path, employee)).statusCode, path).toBe(403);
    }
    // customers.view is enough for the customer itself: /customers/credit is not read as an id.
    expect((await api(`customers/${awa}`, employee)).statusCode).toBe(200);
    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api('customers/credit', manager)).statusCode).toBe(200);
  });

  it("answers 404 for another company's customer and never lists its debtors", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF', name: 'Autre boutique' });
    const theirs = await insertCustomer(t.ctx.db, other.companyId, { name: 'Cliente ailleurs' });
    await post(
      'orders',
      { customer_id: theirs, lines: [{ title: 'Boubou', price: 3_000, quantity: 1 }] },
      other,
    );

    for (const path of [`customers/${theirs}/stats`, `customers/${theirs}/credit`]) {
      expect((await api(path)).statusCode, path).toBe(404);
    }
    expect((await api(`customers/${awa}/stats`, other)).statusCode).toBe(404);
    expect((await ledger('', other)).data.map((r) => r.customer_id)).toEqual([theirs]);
    expect((await ledger()).data.map((r) => r.customer_id)).not.toContain(theirs);
  });

  it('answers 400 naming a bad or unknown parameter, in the request language', async () => {
    const cases: [string, string][] = [
      ['customers/credit?filter[status]=paid', 'filter[status]'],
      ['customers/credit?sort=total', 'sort'],
      ['customers/credit?filter[overdue]=maybe', 'filter[overdue]'],
      ['customers/credit?per_page=101', 'per_page'],
      [`customers/${awa}/credit?search=awa`, 'search'],
      [`customers/${awa}/credit?sort=name`, 'sort'],
      [`customers/${awa}/stats?period=month`, 'period'],
    ];
    for (const [path, parameter] of cases) {
      const response = await api(path, admin, { 'accept-language': 'fr' });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ message: string }>().message, path).toContain(parameter);
    }
    expect((await api('customers/not-a-uuid/stats')).statusCode).toBe(404);
    expect((await api('customers/01900000-0000-7000-8000-000000000001/credit')).statusCode).toBe(404);
  });
});
