import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SessionData {
  id: string;
  reference: string;
  status: string;
  counted_cash: number | null;
  report: {
    sales_count: number;
    cash_sales: number;
    cash_refunds: number;
    cash_in: number;
    cash_out: number;
    expected_cash: number;
    difference: number | null;
    by_method: { name: string; received: number; refunded: number }[];
  };
}
const api = (account: Account, method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });

describe('the cash drawer of a day', () => {
  it('opens with a float, counts cash sales, refunds and movements, and closes with the difference (Z report)', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const cashier = await createStaff(t.app, admin, 'employee');
    const setup = await api(cashier, 'GET', 'pos/setup');
    const cash = setup
      .json<{ data: { payment_methods: { id: string; kind: string }[] } }>()
      .data.payment_methods.find((m) => m.kind === 'cash')!.id;
    const momo = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'MTN MoMo',
      kind: 'mobile_money_operator',
    });

    const opened = await api(cashier, 'POST', 'cash-sessions', { opening_float: 20_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ data: SessionData }>().data;
    expect(session.reference).toMatch(/^Z-\d{4}-0001$/);
    expect((await api(cashier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(409);

    const sell = (payments: unknown[]) =>
      api(cashier, 'POST', 'orders', {
        channel: 'pos',
        lines: [{ title: 'Beignets', price: 5_000, quantity: 3 }],
        payments,
      });
    expect((await sell([{ payment_method_id: cash, amount: 15_000 }])).statusCode).toBe(201);
    expect(
      (
        await sell([
          { payment_method_id: cash, amount: 5_000 },
          { payment_method_id: momo, amount: 10_000 },
        ])
      ).statusCode,
    ).toBe(201);
    const refunded = (await sell([{ payment_method_id: cash, amount: 15_000 }])).json<{
      data: { id: string };
    }>().data.id;
    expect(
      (
        await api(admin, 'POST', 'payments', {
          order_id: refunded,
          payment_method_id: cash,
          amount: 2_000,
          kind: 'refund',
        })
      ).statusCode,
    ).toBe(201);
    await api(cashier, 'POST', `cash-sessions/${session.id}/movements`, {
      kind: 'out',
      amount: 10_000,
      reason: 'Achat de sachets',
    });
    await api(cashier, 'POST', `cash-sessions/${session.id}/movements`, {
      kind: 'in',
      amount: 5_000,
      reason: 'Monnaie de la banque',
    });

    const current = (await api(cashier, 'GET', 'cash-sessions/current')).json<{ data: SessionData }>().data;
    // 20 000 + (15 000 + 5 000 + 15 000) − 2 000 + 5 000 − 10 000 = 48 000
    expect(current.report).toMatchObject({
      sales_count: 3,
      cash_sales: 35_000,
      cash_refunds: 2_000,
      cash_in: 5_000,
      cash_out: 10_000,
      expected_cash: 48_000,
      difference: null,
    });
    expect(current.report.by_method.find((m) => m.name === 'MTN MoMo')).toMatchObject({ received: 10_000 });

    const closed = await api(cashier, 'POST', `cash-sessions/${session.id}/close`, {
      counted_cash: 47_500,
      note: 'Billet abîmé',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ data: SessionData }>().data).toMatchObject({
      status: 'closed',
      counted_cash: 47_500,
      report: { expected_cash: 48_000, difference: -500 },
    });
    // Closed: no more movements, nothing open, and a new day can start.
    const late = await api(
      cashier,
      'POST',
      `cash-sessions/${session.id}/movements`,
      { kind: 'in', amount: 1, reason: 'x' },
      'fr',
    );
    expect(late.json<{ errors: Record<string, string[]> }>().errors.kind).toEqual([
      'Cette caisse est fermée.',
    ]);
    expect((await api(cashier, 'GET', 'cash-sessions/current')).json<{ data: null }>().data).toBeNull();
    expect((await api(cashier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(201);
  });
});

describe('permissions and scope', () => {
  it('a courier cannot open a drawer; another company’s session is a 404', async () => {
    const admin = await registerCompany(t.app);
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await api(courier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(403);
    const opened = (await api(admin, 'POST', 'cash-sessions', { opening_float: 1_000 })).json<{
      data: SessionData;
    }>().data;
    expect(
      (await api(admin, 'GET', 'cash-sessions?filter[status]=open')).json<{ data: SessionData[] }>().data,
    ).toHaveLength(1);

    const other = await registerCompany(t.app);
    expect((await api(other, 'GET', `cash-sessions/${opened.id}`)).statusCode).toBe(404);
    expect(
      (await api(other, 'POST', `cash-sessions/${opened.id}/close`, { counted_cash: 0 })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(other, 'POST', `cash-sessions/${opened.id}/movements`, {
          kind: 'in',
          amount: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});
