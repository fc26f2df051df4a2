import type { TreasuryAccountRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';
import { accountsOf, apiAs, balanceOf, cashAccountOf, transactionsOf } from './treasury.test-helpers.ts';

// The money other modules move lands in the treasury in their own transaction.

let t: TestApp;
let admin: Account;
let api: ReturnType<typeof apiAs>;
let cashMethod: string;
let cashAccount: string;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { currency: 'XAF' });
  cashAccount = (await cashAccountOf(t, admin)).id;
  cashMethod = (await api(admin, 'GET', 'payment-methods')).json<{ data: { id: string }[] }>().data[0]!.id;
});
afterAll(() => t.close());

const sale = async (body: Record<string, unknown>) => {
  const response = await api(admin, 'POST', 'orders', {
    lines: [{ title: 'Corbeille de fruits', price: 10_000, quantity: 1 }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
};

describe('payments and refunds', () => {
  it('a sale paid at the counter puts its cash in the cash account, dated when it was received', async () => {
    const orderId = await sale({ payments: [{ payment_method_id: cashMethod, amount: 10_000 }] });
    const [payment] = (await api(admin, 'GET', `payments?filter[order_id]=${orderId}`)).json<{
      data: { id: string; received_at: string }[];
    }>().data;
    const moved = await transactionsOf(t, admin, `filter[source_id]=${payment!.id}`);
    expect(moved).toEqual([
      expect.objectContaining({
        account_id: cashAccount,
        direction: 'in',
        amount: 10_000,
        source: 'payment',
        occurred_at: payment!.received_at,
      }),
    ]);
    expect(await balanceOf(t, admin, cashAccount)).toBe(10_000);
  });

  it('a method with no account yet gets one of its own, named after it, on its first payment', async () => {
    const momo = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
    });
    const orderId = await sale({});
    const paid = await api(admin, 'POST', 'payments', {
      order_id: orderId,
      payment_method_id: momo,
      amount: 6_000,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const wallet = (await accountsOf(t, admin)).find(
      (a) => a.name === 'Orange Money',
    ) as TreasuryAccountRecord;
    expect(wallet).toMatchObject({ kind: 'mobile_money', accounting_code: '538', balance: 6_000 });
    expect(wallet.payment_method_ids).toEqual([momo]);

    // The second payment lands in the same account (no second one is made).
    await api(admin, 'POST', 'payments', { order_id: orderId, payment_method_id: momo, amount: 1_000 });
    expect((await accountsOf(t, admin)).filter((a) => a.name === 'Orange Money')).toHaveLength(1);
    expect(await balanceOf(t, admin, wallet.id)).toBe(7_000);

    // A refund leaves it; a voided payment is reversed on the day it is voided.
    const refund = await api(admin, 'POST', 'payments', {
      order_id: orderId,
      payment_method_id: momo,
      amount: 500,
      kind: 'refund',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await balanceOf(t, admin, wallet.id)).toBe(6_500);
    const voided = await api(admin, 'POST', `payments/${paid.json<{ data: { id: string } }>().data.id}/void`);
    expect(voided.statusCode).toBe(200);
    expect(await balanceOf(t, admin, wallet.id)).toBe(500);
    const sources = (await transactionsOf(t, admin, `filter[account_id]=${wallet.id}&sort=created_at`)).map(
      (r) => `${r.source} ${r.signed_amount}`,
    );
    expect(sources).toEqual(['payment 6000', 'payment 1000', 'refund -500', 'payment_void -6000']);
  });

  it('a refused payment moves nothing (same transaction)', async () => {
    const orderId = await sale({});
    const before = await balanceOf(t, admin, cashAccount);
    const over = await api(admin, 'POST', 'payments', {
      order_id: orderId,
      payment_method_id: cashMethod,
      amount: 99_999,
    });
    expect(over.statusCode).toBe(422);
    expect(await balanceOf(t, admin, cashAccount)).toBe(before);
  });
});

describe('the cash drawer', () => {
  it('puts cash in and out of the cash account, and the closing difference follows the count', async () => {
    const before = await balanceOf(t, admin, cashAccount);
    const opened = await api(admin, 'POST', 'cash-sessions', { opening_float: 20_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ data: { id: string } }>().data.id;
    await api(admin, 'POST', `cash-sessions/${session}/movements`, {
      kind: 'out',
      amount: 3_000,
      reason: 'Sachets',
    });
    await api(admin, 'POST', `cash-sessions/${session}/movements`, {
      kind: 'in',
      amount: 1_000,
      reason: 'Monnaie',
    });
    expect(await balanceOf(t, admin, cashAccount)).toBe(before - 2_000);
    const drawer = await transactionsOf(t, admin, 'filter[source]=cash_movement&sort=created_at');
    expect(drawer.map((r) => [r.direction, r.amount, r.label])).toEqual([
      ['out', 3_000, 'Sachets'],
      ['in', 1_000, 'Monnaie'],
    ]);
    // Expected: 20,000 float − 3,000 + 1,000 = 18,000; 17,500 counted → 500 missing.
    const closed = await api(admin, 'POST', `cash-sessions/${session}/close`, { counted_cash: 17_500 });
    expect(closed.statusCode, closed.body).toBe(200);
    const [difference] = await transactionsOf(
      t,
      admin,
      `filter[source]=cash_difference&filter[source_id]=${session}`,
    );
    expect(difference).toMatchObject({ account_id: cashAccount, direction: 'out', amount: 500 });
    expect(await balanceOf(t, admin, cashAccount)).toBe(before - 2_500);
  });
});
