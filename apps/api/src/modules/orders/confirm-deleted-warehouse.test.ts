import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockBalances } from '../../db/schema/index.ts';
import { postData } from '../stock/stock.test-helpers.ts';
import { sellable, stockOf } from './orders.test-helpers.ts';

// A draft or quotation whose warehouse was deleted since it was saved takes its stock, once confirmed,
// from where a new sale of its shop would: the shop's warehouse, else the company's default (docs/decisions.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OrderBody = { id: string; status: string; warehouse_id: string };

/** A company with 5 soaps in its default warehouse and a draft (or quotation) of 2 saved on Dépôt Pikine, since deleted. */
async function offerOfDeletedWarehouse(
  status: 'draft' | 'quotation',
  options: { shopWarehouse?: boolean } = {},
) {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, `/api/v1/admin${url}`, {
      token: admin.token,
      ...(body !== undefined ? { body } : {}),
    });
  const { variantId, warehouseId: main } = await sellable(t.app, t.ctx.db, admin, {
    title: 'Savon noir',
    price: 1_000,
    stock: 5,
  });
  const pikine = (await postData<{ id: string }>(t, '/warehouses', admin.token, { name: 'Dépôt Pikine' })).id;
  let shopId: string | undefined;
  let shopWarehouse: string | undefined;
  if (options.shopWarehouse) {
    shopWarehouse = (await postData<{ id: string }>(t, '/warehouses', admin.token, { name: 'Dépôt Thiès' }))
      .id;
    await postData(t, '/stock-adjustments', admin.token, {
      warehouse_id: shopWarehouse,
      lines: [{ variant_id: variantId, quantity_change: 4 }],
    });
    shopId = (
      await postData<{ id: string }>(t, '/shops', admin.token, {
        name: 'Thiès',
        warehouse_ids: [shopWarehouse],
      })
    ).id;
  }
  const saved = await api('POST', '/orders', {
    status,
    warehouse_id: pikine,
    ...(shopId ? { shop_id: shopId } : {}),
    lines: [{ variant_id: variantId, quantity: 2 }],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const order = saved.json<{ data: OrderBody }>().data;
  expect(order.warehouse_id).toBe(pikine);
  const deleted = await api('DELETE', `/warehouses/${pikine}`);
  expect(deleted.statusCode, deleted.body).toBe(204);
  const balance = async (warehouseId: string) => {
    const [row] = await t.ctx.db
      .select({ quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
    return row?.quantity ?? 0;
  };
  const confirm = () => api('POST', `/orders/${order.id}/status`, { status: 'confirmed' });
  return { api, order, variantId, main, pikine, shopWarehouse, balance, confirm };
}

describe('confirming an offer whose warehouse was deleted since it was saved', () => {
  it('a draft takes its stock from the default warehouse, and the order says so', async () => {
    const s = await offerOfDeletedWarehouse('draft');

    const confirmed = await s.confirm();

    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: OrderBody }>().data).toMatchObject({
      status: 'confirmed',
      warehouse_id: s.main,
    });
    expect([await s.balance(s.main), await s.balance(s.pikine)]).toEqual([3, 0]);
    expect(await stockOf(t.ctx.db, s.variantId)).toBe(3);
    const read = await s.api('GET', `/orders/${s.order.id}`);
    expect(read.json<{ data: OrderBody }>().data.warehouse_id).toBe(s.main);
  });

  it('a quotation converted into an order does the same', async () => {
    const s = await offerOfDeletedWarehouse('quotation');

    const confirmed = await s.confirm();

    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: OrderBody }>().data.warehouse_id).toBe(s.main);
    expect(await s.balance(s.main)).toBe(3);
  });

  it("an offer of a shop with its own warehouse takes the stock from the shop's warehouse", async () => {
    const s = await offerOfDeletedWarehouse('draft', { shopWarehouse: true });

    const confirmed = await s.confirm();

    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: OrderBody }>().data.warehouse_id).toBe(s.shopWarehouse);
    expect([await s.balance(s.shopWarehouse!), await s.balance(s.main)]).toEqual([2, 5]);
  });

  it('cancelling it afterwards puts the goods back where they were taken from', async () => {
    const s = await offerOfDeletedWarehouse('draft');
    expect((await s.confirm()).statusCode).toBe(200);

    const cancelled = await s.api('POST', `/orders/${s.order.id}/status`, { status: 'cancelled' });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await s.balance(s.main)).toBe(5);
  });
});
