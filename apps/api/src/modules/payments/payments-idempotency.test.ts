import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { payments } from '../../db/schema/index.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';

interface PaymentBody {
  data: { id: string; amount: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company with a cash method and a confirmed (or draft) sale of 10 000 still owed. */
async function saleToPay(status: 'confirmed' | 'draft' = 'confirmed') {
  const account = await registerCompany(t.app, { currency: 'XAF' });
  const cash = await insertPaymentMethod(t.ctx.db, account.companyId, { name: 'Espèces' });
  const created = await call(t.app, 'POST', '/api/v1/admin/orders', {
    token: account.token,
    body: { status, lines: [{ title: 'Panier garni', price: 10_000, quantity: 1 }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json<{ data: { id: string } }>().data.id;
  return { account, cash, orderId };
}

const pay = (account: Account, body: unknown, key?: string) =>
  call(t.app, 'POST', '/api/v1/admin/payments', {
    token: account.token,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    body,
  });

const paymentsOf = async (orderId: string) => {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.order_id, orderId));
  return Number(row!.n);
};

const paidTotal = async (account: Account, orderId: string) =>
  (await call(t.app, 'GET', `/api/v1/admin/orders/${orderId}`, { token: account.token })).json<{
    data: { paid_total: number };
  }>().data.paid_total;

describe('POST /payments with an Idempotency-Key', () => {
  it('the same key and body record one payment; the replay answers the same payment and says so', async () => {
    const { account, cash, orderId } = await saleToPay();
    const body = { order_id: orderId, payment_method_id: cash, amount: 4_000 };

    const first = await pay(account, body, 'till-3-pay-0001');
    const second = await pay(account, body, 'till-3-pay-0001');

    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<PaymentBody>()).toEqual(first.json<PaymentBody>());
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await paidTotal(account, orderId)).toBe(4_000);
  });

  it('the same key with another body is a 409 idempotency_key_reused, in the request’s language', async () => {
    const { account, cash, orderId } = await saleToPay();
    await pay(account, { order_id: orderId, payment_method_id: cash, amount: 4_000 }, 'reused-key');

    const other = await call(t.app, 'POST', '/api/v1/admin/payments', {
      token: account.token,
      headers: { 'idempotency-key': 'reused-key', 'accept-language': 'fr' },
      body: { order_id: orderId, payment_method_id: cash, amount: 5_000 },
    });

    expect(other.statusCode).toBe(409);
    expect(other.json<{ code: string }>().code).toBe('idempotency_key_reused');
    expect(other.json<{ message: string }>().message).toBe(
      'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    );
    expect(await paymentsOf(orderId)).toBe(1);
  });

  it('refuses a key that is not visible ASCII, recording nothing', async () => {
    const { account, cash, orderId } = await saleToPay();

    const response = await pay(
      account,
      { order_id: orderId, payment_method_id: cash, amount: 1_000 },
      'clé é',
    );

    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(orderId)).toBe(0);
  });

  it('a request without a key records a payment each time', async () => {
    const { account, cash, orderId } = await saleToPay();
    const body = { order_id: orderId, payment_method_id: cash, amount: 1_000 };

    expect((await pay(account, body)).statusCode).toBe(201);
    expect((await pay(account, body)).statusCode).toBe(201);

    expect(await paymentsOf(orderId)).toBe(2);
  });

  it('keys are per company: another company’s same key records its own payment', async () => {
    const a = await saleToPay();
    const b = await saleToPay();

    const first = await pay(
      a.account,
      { order_id: a.orderId, payment_method_id: a.cash, amount: 2_000 },
      'shared',
    );
    const second = await pay(
      b.account,
      { order_id: b.orderId, payment_method_id: b.cash, amount: 2_000 },
      'shared',
    );

    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<PaymentBody>().data.id).not.toBe(first.json<PaymentBody>().data.id);
    const again = await pay(
      a.account,
      { order_id: a.orderId, payment_method_id: a.cash, amount: 2_000 },
      'shared',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<PaymentBody>().data.id).toBe(first.json<PaymentBody>().data.id);
    expect(await paymentsOf(a.orderId)).toBe(1);
    expect(await paymentsOf(b.orderId)).toBe(1);
  });

  it('a refused first attempt does not use the key up: the retry once the sale is confirmed records it', async () => {
    const { account, cash, orderId } = await saleToPay('draft');
    const body = { order_id: orderId, payment_method_id: cash, amount: 3_000 };

    const refused = await pay(account, body, 'after-422');
    expect(refused.statusCode).toBe(422);
    const confirmed = await call(t.app, 'POST', `/api/v1/admin/orders/${orderId}/status`, {
      token: account.token,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const retried = await pay(account, body, 'after-422');

    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await pay(account, body, 'after-422');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json<PaymentBody>().data.id).toBe(retried.json<PaymentBody>().data.id);
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await paidTotal(account, orderId)).toBe(3_000);
  });
});

describe('POST /payments under concurrency', () => {
  it('the same key and body sent 10 times at once record one payment; all answer 201 with its id', async () => {
    const { account, cash, orderId } = await saleToPay();
    const body = { order_id: orderId, payment_method_id: cash, amount: 2_500 };

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => pay(account, body, 'retry-storm-pay')),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json<PaymentBody>().data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await paidTotal(account, orderId)).toBe(2_500);
  });
});
