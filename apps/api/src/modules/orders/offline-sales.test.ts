import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { orders, stockMovements } from '../../db/schema/index.ts';
import { insertPaymentMethod, sellable } from './orders.test-helpers.ts';

// A point of sale whose connection was down queues its sales and sends them later with sold_offline_at: the moment
// the cashier rang each one up. The timeline keeps that moment; the books keep the server's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type OrderBody = {
  data: {
    id: string;
    created_at: string;
    confirmed_at: string | null;
    history?: { type: string; from_value: string | null; to_value: string | null; user_id: string | null }[];
    payments?: { amount: number; received_at: string }[];
  };
};
type Refusal = { message: string; errors: Record<string, string[]> };

const sell = (account: Account, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v1/admin/orders', { token: account.token, body, headers });
const orderWith = async (account: Account, id: string, include: string) =>
  (
    await call(t.app, 'GET', `/api/v1/admin/orders/${id}`, { token: account.token, query: { include } })
  ).json<OrderBody>().data;

async function shopWithStock() {
  const owner = await registerCompany(t.app, { currency: 'XAF' });
  const { variantId } = await sellable(t.app, t.ctx.db, owner, {
    title: 'Savon noir',
    price: 1_500,
    stock: 10,
  });
  return { owner, line: { variant_id: variantId, quantity: 1 } };
}

const ordersOf = (account: Account) =>
  t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.company_id, account.companyId));

describe('a sale made while the point of sale was offline', () => {
  it("is recorded on the timeline at the device's time, right after its creation; the books keep the server's time", async () => {
    // Arrange: sold two hours ago, sent with a +01:00 offset (Douala), paid cash
    const { owner, line } = await shopWithStock();
    const cash = await insertPaymentMethod(t.ctx.db, owner.companyId, { name: 'Espèces' });
    const soldAt = new Date(Date.now() - 2 * 60 * MINUTE);
    soldAt.setUTCMilliseconds(0);
    const douala = new Date(soldAt.getTime() + 60 * MINUTE).toISOString().replace('.000Z', '+01:00');
    const before = Date.now();

    // Act
    const response = await sell(owner, {
      channel: 'pos',
      lines: [line],
      payments: [{ payment_method_id: cash, amount: 1_500 }],
      sold_offline_at: douala,
    });

    // Assert
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<OrderBody>().data;
    const order = await orderWith(owner, id, 'history,payments');
    const [created, soldOffline] = order.history ?? [];
    expect(created).toMatchObject({ type: 'created', to_value: 'confirmed' });
    expect(soldOffline).toMatchObject({
      type: 'sold_offline',
      from_value: null,
      to_value: soldAt.toISOString(),
    });
    // by whoever sent it
    expect(soldOffline?.user_id).toEqual(created?.user_id);
    expect(created?.user_id).toEqual(expect.any(String));
    const serverTime = (iso: string | null | undefined) => {
      const ms = Date.parse(iso ?? '');
      return ms >= before - 1_000 && ms <= after + 1_000;
    };
    expect(serverTime(order.created_at), order.created_at).toBe(true);
    expect(serverTime(order.confirmed_at), String(order.confirmed_at)).toBe(true);
    expect(serverTime(order.payments?.[0]?.received_at), JSON.stringify(order.payments)).toBe(true);
    const [movement] = await t.ctx.db
      .select({ created_at: stockMovements.created_at })
      .from(stockMovements)
      .where(eq(stockMovements.reference_id, id));
    expect(serverTime(movement?.created_at.toISOString())).toBe(true);
  });

  it("forgives a device's clock a few minutes ahead of the server's", async () => {
    const { owner, line } = await shopWithStock();
    const ahead = new Date(Date.now() + 2 * MINUTE).toISOString();

    const response = await sell(owner, { channel: 'pos', lines: [line], sold_offline_at: ahead });

    expect(response.statusCode, response.body).toBe(201);
    const history = (await orderWith(owner, response.json<OrderBody>().data.id, 'history')).history;
    expect(history?.map((h) => [h.type, h.to_value])).toEqual([
      ['created', 'confirmed'],
      ['sold_offline', ahead],
    ]);
  });

  it('without sold_offline_at, the timeline has no sold_offline entry', async () => {
    const { owner, line } = await shopWithStock();

    const response = await sell(owner, { channel: 'pos', lines: [line] });

    const history = (await orderWith(owner, response.json<OrderBody>().data.id, 'history')).history;
    expect(history?.map((h) => h.type)).toEqual(['created']);
  });

  it('is refused with 422 on sold_offline_at when more than 5 minutes in the future, and nothing is written', async () => {
    const { owner, line } = await shopWithStock();

    const response = await sell(owner, {
      channel: 'pos',
      lines: [line],
      sold_offline_at: new Date(Date.now() + 10 * MINUTE).toISOString(),
    });

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<Refusal>().errors.sold_offline_at).toEqual([
      'The time of this offline sale is in the future: check the date and time of the device.',
    ]);
    expect(await ordersOf(owner)).toEqual([]);
  });

  it('is refused with 422 when older than 30 days', async () => {
    const { owner, line } = await shopWithStock();

    const response = await sell(owner, {
      channel: 'pos',
      lines: [line],
      sold_offline_at: new Date(Date.now() - 31 * DAY).toISOString(),
    });

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<Refusal>().errors.sold_offline_at).toEqual([
      'This offline sale is more than 30 days old and can no longer be recorded.',
    ]);
    expect(await ordersOf(owner)).toEqual([]);
  });

  it('belongs to point-of-sale orders only: an office order carrying it is refused', async () => {
    const { owner, line } = await shopWithStock();
    const soldOfflineAt = new Date(Date.now() - MINUTE).toISOString();

    const office = await sell(owner, { channel: 'admin', lines: [line], sold_offline_at: soldOfflineAt });
    const unsaid = await sell(owner, { lines: [line], sold_offline_at: soldOfflineAt });

    expect(office.statusCode, office.body).toBe(422);
    expect(office.json<Refusal>().errors.sold_offline_at).toEqual([
      'Only a sale made at the point of sale can be recorded as sold offline.',
    ]);
    // channel defaults to admin
    expect(unsaid.statusCode, unsaid.body).toBe(422);
    expect(await ordersOf(owner)).toEqual([]);
  });

  it("says why in the user's language", async () => {
    const { owner, line } = await shopWithStock();

    const response = await sell(
      owner,
      { channel: 'pos', lines: [line], sold_offline_at: new Date(Date.now() + DAY).toISOString() },
      { 'accept-language': 'fr' },
    );

    expect(response.statusCode).toBe(422);
    expect(response.json<Refusal>().errors.sold_offline_at).toEqual([
      'L’heure de cette vente hors ligne est dans le futur : vérifiez la date et l’heure de l’appareil.',
    ]);
  });

  it('is not a timestamp when malformed', async () => {
    const { owner, line } = await shopWithStock();

    const response = await sell(owner, { channel: 'pos', lines: [line], sold_offline_at: 'hier soir' });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<Refusal>().errors)).toEqual(['sold_offline_at']);
  });

  it('resent by the outbox with the same Idempotency-Key, gets the stored answer — even once past 30 days', async () => {
    // Arrange: a sale 29 days old, delivered once
    const { owner, line } = await shopWithStock();
    const body = {
      channel: 'pos',
      lines: [line],
      sold_offline_at: new Date(Date.now() - 29 * DAY).toISOString(),
    };
    const headers = { 'idempotency-key': 'outbox-0001' };
    const first = await sell(owner, body, headers);
    expect(first.statusCode, first.body).toBe(201);

    // Act: the device resends it two days later (its first answer was lost)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY });
    const again = await sell(owner, body, headers);
    vi.useRealTimers();

    // Assert: the same order, one sold_offline entry
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(owner)).toHaveLength(1);
    const history = (await orderWith(owner, first.json<OrderBody>().data.id, 'history')).history;
    expect(history?.filter((h) => h.type === 'sold_offline')).toHaveLength(1);
  });
});
