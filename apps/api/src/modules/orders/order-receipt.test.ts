import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod, sellable } from './orders.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ReceiptBody = {
  data: {
    paid_total: number;
    payments?: {
      kind: string;
      payment_method: { name: string; kind: string };
      amount: number;
      tendered: number | null;
      reference: string | null;
    }[];
  };
};

describe('the payments an order carries for its receipt', () => {
  it('lists each part of a split sale, with the operator’s transaction id, to the cashier who took it, without payments.view', async () => {
    // Arrange: a cashier sells 10,000 FCFA paid 6,000 in cash and 4,000 by mobile money
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const cash = await insertPaymentMethod(t.ctx.db, company.companyId, { name: 'Espèces', kind: 'cash' });
    const momo = await insertPaymentMethod(t.ctx.db, company.companyId, {
      name: 'MTN MoMo',
      kind: 'mobile_money_operator',
    });
    const { variantId } = await sellable(t.app, t.ctx.db, company, { price: 10_000, stock: 5 });
    const cashier = await createStaff(t.app, company, 'employee');
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: cashier.token,
      body: {
        channel: 'pos',
        lines: [{ variant_id: variantId, quantity: 1 }],
        payments: [
          // a 10,000 note for the 6,000 in cash: 4,000 given back
          { payment_method_id: cash, amount: 6_000, tendered: 10_000 },
          // the operator's transaction id, read off the customer's confirmation SMS
          { payment_method_id: momo, amount: 4_000, reference: 'MP240611.1532.A81234' },
        ],
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const orderId = sale.json<{ data: { id: string } }>().data.id;

    // Act
    const receipt = await call(t.app, 'GET', `/api/v1/admin/orders/${orderId}`, {
      token: cashier.token,
      query: { include: 'payments' },
    });
    const payments = await call(t.app, 'GET', '/api/v1/admin/payments', {
      token: cashier.token,
      query: { 'filter[order_id]': orderId },
    });

    // Assert: the order says how it was paid, where the payments list is closed to the cashier
    expect(receipt.statusCode, receipt.body).toBe(200);
    const order = receipt.json<ReceiptBody>().data;
    expect(
      order.payments?.map((p) => [
        p.kind,
        p.payment_method.name,
        p.payment_method.kind,
        p.amount,
        p.tendered,
        p.reference,
      ]),
    ).toEqual([
      ['payment', 'Espèces', 'cash', 6_000, 10_000, null],
      ['payment', 'MTN MoMo', 'mobile_money_operator', 4_000, null, 'MP240611.1532.A81234'],
    ]);
    expect(order.paid_total).toBe(10_000);
    expect(payments.statusCode).toBe(403);
  });

  it('leaves out a voided payment, and the payments when not asked for', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const cash = await insertPaymentMethod(t.ctx.db, company.companyId, { name: 'Espèces', kind: 'cash' });
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: company.token,
      body: { lines: [{ title: 'Retouche', price: 3_000, quantity: 1 }] },
    });
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const pay = (amount: number) =>
      call(t.app, 'POST', '/api/v1/admin/payments', {
        token: company.token,
        body: { order_id: orderId, payment_method_id: cash, amount },
      });
    const mistake = await pay(3_000);
    expect(mistake.statusCode, mistake.body).toBe(201);
    const voided = await call(
      t.app,
      'POST',
      `/api/v1/admin/payments/${mistake.json<{ data: { id: string } }>().data.id}/void`,
      { token: company.token },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await pay(2_000)).statusCode).toBe(201);

    const read = (query?: Record<string, string>) =>
      call(t.app, 'GET', `/api/v1/admin/orders/${orderId}`, {
        token: company.token,
        ...(query ? { query } : {}),
      });
    const withPayments = (await read({ include: 'history,payments' })).json<ReceiptBody>().data;
    const plain = (await read()).json<ReceiptBody>().data;

    expect(withPayments.payments?.map((p) => p.amount)).toEqual([2_000]);
    expect(plain.payments).toBeUndefined();
  });
  it('keeps cash handed over only for cash, and never below the amount, writing nothing otherwise', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const cash = await insertPaymentMethod(t.ctx.db, company.companyId, { name: 'Espèces', kind: 'cash' });
    const momo = await insertPaymentMethod(t.ctx.db, company.companyId, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
    });
    const sell = (payment: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/admin/orders', {
        token: company.token,
        headers: { 'accept-language': 'fr' },
        body: {
          channel: 'pos',
          lines: [{ title: 'Beignets', price: 3_000, quantity: 1 }],
          payments: [payment],
        },
      });
    const momoChange = await sell({ payment_method_id: momo, amount: 3_000, tendered: 5_000 });
    expect(momoChange.statusCode).toBe(422);
    expect(momoChange.json<{ errors: Record<string, string[]> }>().errors['payments.0.tendered']).toEqual([
      'Seules les espèces se remettent avec de la monnaie à rendre.',
    ]);
    const below = await sell({ payment_method_id: cash, amount: 3_000, tendered: 2_000 });
    expect(below.statusCode).toBe(422);
    expect(Object.keys(below.json<{ errors: object }>().errors)).toEqual(['payments.0.tendered']);
    const listed = await call(t.app, 'GET', '/api/v1/admin/orders', { token: company.token });
    expect(listed.json<{ meta: { total: number } }>().meta.total).toBe(0);
  });
});
