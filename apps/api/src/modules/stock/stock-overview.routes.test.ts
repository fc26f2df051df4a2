import type { StockOverviewResponse, StockTransferDetail } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertWarehouse, postData, twoWarehouseCompany } from './stock.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

const post = <T>(url: string, token: string, body?: unknown, status = 201) =>
  postData<T>(t, url, token, body, status);

/** A company holding 12 soaps in its main warehouse, with a second warehouse to send them to. */
async function shop() {
  const { admin, main, second, soap } = await twoWarehouseCompany(t);
  await post('/stock-adjustments', admin.token, {
    warehouse_id: main,
    lines: [{ variant_id: soap, quantity_change: 12 }],
  });
  const transfer = (quantity: number) =>
    post<StockTransferDetail>('/stock-transfers', admin.token, {
      from_warehouse_id: main,
      to_warehouse_id: second,
      lines: [{ variant_id: soap, quantity }],
    });
  const act = (id: string, action: 'ship' | 'receive' | 'cancel') =>
    post(`/stock-transfers/${id}/${action}`, admin.token, action === 'receive' ? {} : undefined, 200);
  return { admin, main, second, soap, transfer, act };
}

async function soapRow(token: string, soap: string, warehouseId?: string) {
  const response = await api('GET', '/stock-overview', {
    token,
    ...(warehouseId ? { query: { warehouse_id: warehouseId } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StockOverviewResponse>().data.find((r) => r.variant_id === soap);
}

describe('stock overview: units in transit', () => {
  it('shows what was shipped and not yet received beside the warehouses’ total, until it arrives', async () => {
    const s = await shop();
    const shipped = await s.transfer(5);
    await s.act(shipped.id, 'ship');
    await s.transfer(2); // a draft has moved nothing yet

    expect(await soapRow(s.admin.token, s.soap)).toMatchObject({
      total_quantity: 7,
      in_transit_quantity: 5,
      warehouses: [
        { warehouse_id: s.main, quantity: 7 },
        { warehouse_id: s.second, quantity: 0 },
      ],
    });

    await s.act(shipped.id, 'receive');
    expect(await soapRow(s.admin.token, s.soap)).toMatchObject({
      total_quantity: 12,
      in_transit_quantity: 0,
    });
  });

  it('adds up several transfers in transit and drops a cancelled one', async () => {
    const s = await shop();
    const first = await s.transfer(3);
    const second = await s.transfer(4);
    await s.act(first.id, 'ship');
    await s.act(second.id, 'ship');
    expect((await soapRow(s.admin.token, s.soap))?.in_transit_quantity).toBe(7);
    await s.act(second.id, 'cancel');
    expect(await soapRow(s.admin.token, s.soap)).toMatchObject({ total_quantity: 9, in_transit_quantity: 3 });
  });

  it('counts only the company’s own transfers', async () => {
    const s = await shop();
    const other = await shop();
    const shipped = await other.transfer(6);
    await other.act(shipped.id, 'ship');
    expect((await soapRow(s.admin.token, s.soap))?.in_transit_quantity).toBe(0);
    expect((await soapRow(other.admin.token, other.soap))?.in_transit_quantity).toBe(6);
    // Another company's variant is not on this company's overview at all.
    expect(await soapRow(s.admin.token, other.soap)).toBeUndefined();
  });
});

describe('stock overview of one warehouse: what is on its way to it', () => {
  it('counts only the transfers in transit to that warehouse, none for the one they left', async () => {
    const s = await shop();
    const third = await insertWarehouse(t.ctx.db, s.admin.companyId, { name: 'Dépôt Rufisque' });
    const toSecond = await s.transfer(5);
    await s.act(toSecond.id, 'ship');
    const toThird = await post<StockTransferDetail>('/stock-transfers', s.admin.token, {
      from_warehouse_id: s.main,
      to_warehouse_id: third,
      lines: [{ variant_id: s.soap, quantity: 2 }],
    });
    await s.act(toThird.id, 'ship');

    expect((await soapRow(s.admin.token, s.soap))?.in_transit_quantity).toBe(7);
    expect(await soapRow(s.admin.token, s.soap, s.second)).toMatchObject({
      in_transit_quantity: 5,
      warehouses: [{ warehouse_id: s.second, quantity: 0 }],
    });
    expect((await soapRow(s.admin.token, s.soap, third))?.in_transit_quantity).toBe(2);
    // The source holds 5 and expects nothing.
    expect(await soapRow(s.admin.token, s.soap, s.main)).toMatchObject({
      in_transit_quantity: 0,
      warehouses: [{ warehouse_id: s.main, quantity: 5 }],
    });

    await s.act(toSecond.id, 'receive');
    expect((await soapRow(s.admin.token, s.soap, s.second))?.in_transit_quantity).toBe(0);
  });
});
