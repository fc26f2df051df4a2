import { type CustomerStatement, type CustomerStats, formatMoney, getCurrency } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies, orders, payments, returns } from '../../db/schema/index.ts';
import { latin1 } from '../../pdf/layout.ts';
import { insertCustomer, insertPaymentMethod } from '../orders/orders.test-helpers.ts';
import { dayOf } from '../treasury/company-calendar.ts';

// A wholesale customer of a Douala shop over three months: sales on credit, payments, a refund, a
// return credited, a credit note on a paid sale, a draft. The statement of a past period opens on
// what was owed before it, and the statement up to today ends on the credit ledger's figure.

const ZONE = 'Africa/Douala';
const DAY = 86_400_000;
let t: TestApp;
let admin: Account;
let cash: string;
let awa: string;
const ago = (days: number, hourUtc = 10) => {
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(hourUtc, 30, 0, 0);
  return at;
};
const day = (at: Date) => dayOf(at, ZONE);

const api = (path: string, account: Account = admin, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: account.token, headers });
const post = async (path: string, body: unknown, account: Account = admin) => {
  const response = await call(t.app, 'POST', `/api/v1/admin/${path}`, { token: account.token, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { id: string; lines: { id: string }[] } }>().data;
};
const statement = async (customerId: string, query = '') => {
  const response = await api(`customers/${customerId}/statement${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerStatement }>().data;
};

async function sale(price: number, at: Date | null, paid = 0, quantity = 1) {
  const order = await post('orders', {
    customer_id: awa,
    lines: [{ title: 'Sac de riz 50 kg', price, quantity }],
    ...(paid ? { payments: [{ payment_method_id: cash, amount: paid }] } : {}),
  });
  if (at) {
    await t.ctx.db.update(orders).set({ created_at: at, confirmed_at: at }).where(eq(orders.id, order.id));
    await t.ctx.db.update(payments).set({ received_at: at }).where(eq(payments.order_id, order.id));
  }
  return order;
}

const period = { from: '', to: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Grossiste Mbarga' });
  await t.ctx.db
    .update(companies)
    .set({ timezone: ZONE, locale: 'fr' })
    .where(eq(companies.id, admin.companyId));
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces' });
  awa = await insertCustomer(t.ctx.db, admin.companyId, {
    name: 'Restaurant Chez Awa',
    phone: '237670001122',
  });
  period.from = day(ago(50));
  period.to = day(ago(20));

  // Before the period: 50 000 sold, 20 000 paid at the counter five days later.
  const first = await sale(50_000, ago(70));
  await post('payments', {
    order_id: first.id,
    payment_method_id: cash,
    amount: 20_000,
    received_at: ago(65).toISOString(),
  });
  // In the period: a sale at 23:30 UTC (00:30 the next day in Douala), a payment on the first sale,
  // one of its three sacks returned and credited, 5 000 paid back on the first sale.
  const second = await sale(10_000, ago(40, 23), 0, 3);
  await post('payments', {
    order_id: first.id,
    payment_method_id: cash,
    amount: 10_000,
    received_at: ago(35).toISOString(),
  });
  const back = await post('returns', {
    order_id: second.id,
    lines: [{ order_line_id: second.lines[0]!.id, quantity: 1 }],
  });
  await post(`returns/${back.id}/approve`, { resolution: 'credit_note' });
  await t.ctx.db
    .update(returns)
    .set({ decided_at: ago(30) })
    .where(eq(returns.id, back.id));
  await post('payments', {
    order_id: first.id,
    payment_method_id: cash,
    kind: 'refund',
    amount: 5_000,
    received_at: ago(25).toISOString(),
  });
  // After the period: a sale on credit today, a paid sale whose invoice was then credited, a draft.
  await sale(8_000, null);
  const settled = await sale(6_000, null, 6_000);
  const invoice = await post(`orders/${settled.id}/invoice`, {});
  await post(`invoices/${invoice.id}/credit-note`, {});
  await post('orders', {
    customer_id: awa,
    status: 'draft',
    lines: [{ title: 'Commande en attente', price: 99_000, quantity: 1 }],
  });
});
afterAll(() => t.close());

describe("a customer's statement", () => {
  it('opens on what was owed before the period and runs the balance through its lines', async () => {
    const data = await statement(awa, `?from=${period.from}&to=${period.to}`);

    expect(data).toMatchObject({
      customer: { id: awa, name: 'Restaurant Chez Awa', phone: '237670001122' },
      currency: 'XAF',
      from: period.from,
      to: period.to,
      timezone: ZONE,
      opening_balance: 30_000,
      closing_balance: 45_000,
      totals: { debit: 35_000, credit: 20_000 },
    });
    expect(data.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['sale', 30_000, 0, 60_000],
      ['payment', 0, 10_000, 50_000],
      ['return', 0, 10_000, 40_000],
      ['refund', 5_000, 0, 45_000],
    ]);
    // 23:30 UTC is already the next day in Douala: the sale is on that day.
    expect(data.lines[0]!.day).toBe(day(ago(39, 0)));
    expect(data.lines[0]!.reference).toMatch(/^#\d{4}$/);
    expect(data.lines[1]!.description).toContain('Espèces');
    expect(data.lines[2]!.description).toMatch(/AV|CN|-\d{4}-/);
  });

  it('ends, up to today, on what the credit ledger says the customer owes', async () => {
    const stats = (await api(`customers/${awa}/stats`)).json<{ data: CustomerStats }>().data;
    const today = dayOf(new Date(), ZONE);
    const upToToday = await statement(awa, `?from=${period.from}&to=${today}`);
    const thisMonth = await statement(awa);

    // 25 000 left on the first sale, 20 000 on the second, 8 000 today; the credited sale owes nothing.
    expect(stats.balance_owed).toBe(53_000);
    expect(upToToday.closing_balance).toBe(stats.balance_owed);
    expect(thisMonth.closing_balance).toBe(stats.balance_owed);
    expect(thisMonth.from).toBe(`${today.slice(0, 7)}-01`);
    // The credit note on a sale already paid is listed, but moves nothing: it is money to hand back.
    const note = upToToday.lines.find((l) => l.kind === 'credit_note')!;
    expect(note).toMatchObject({ amount: 6_000, debit: 0, credit: 0 });
    expect(upToToday.lines.some((l) => l.amount === 99_000)).toBe(false);
  });

  it('keeps the balances and has no lines over a quiet period', async () => {
    const quiet = await statement(awa, `?from=${day(ago(19))}&to=${day(ago(18))}`);
    expect(quiet).toMatchObject({ opening_balance: 45_000, lines: [], closing_balance: 45_000 });
  });

  it("prints the statement as a PDF in the company's language with the closing balance", async () => {
    const response = await api(`customers/${awa}/statement/pdf?from=${period.from}&to=${period.to}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    const money = (minor: number) =>
      latin1(formatMoney(minor, getCurrency('XAF')!, 'fr')).replace(/\s+/g, ' ');
    expect(flat).toContain('Relevé de compte');
    expect(flat).toContain('Grossiste Mbarga');
    expect(flat).toContain('Restaurant Chez Awa');
    expect(flat).toContain(`Solde d'ouverture`);
    expect(flat).toContain(`Solde de clôture ${money(45_000)}`);
  });
});

describe('access and input', () => {
  it('refuses a role without customers.stats', async () => {
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api(`customers/${awa}/statement`, employee)).statusCode).toBe(403);
    expect((await api(`customers/${awa}/statement/pdf`, employee)).statusCode).toBe(403);
    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api(`customers/${awa}/statement`, manager)).statusCode).toBe(200);
  });

  it("answers 404 for another company's customer", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF', name: 'Autre grossiste' });
    const theirs = await insertCustomer(t.ctx.db, other.companyId, { name: 'Client ailleurs' });
    expect((await api(`customers/${theirs}/statement`)).statusCode).toBe(404);
    expect((await api(`customers/${theirs}/statement/pdf`)).statusCode).toBe(404);
    expect((await api(`customers/${awa}/statement`, other)).statusCode).toBe(404);
  });

  it('refuses a bad day, a first day after the last and more than 366 days, in French', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-02-30', 'from', 'Saisissez un jour au format AAAA-MM-JJ.'],
      ['?from=2026-03-02&to=2026-03-01', 'from', 'Le premier jour ne peut pas être après le dernier.'],
      ['?from=2025-01-01&to=2026-01-02', 'to', 'Un relevé couvre au plus 366 jours.'],
    ];
    for (const [query, field, reason] of cases) {
      const response = await api(`customers/${awa}/statement${query}`, admin, { 'accept-language': 'fr' });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message, query).toBe(`Valeur invalide pour le paramètre ${field}.`);
      expect(body.errors[field], query).toEqual([reason]);
    }
    const unknown = await api(`customers/${awa}/statement?period=month`, admin, { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('period');
  });
});
