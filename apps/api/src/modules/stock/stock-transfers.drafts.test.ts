import type { StockTransferDetail } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { defaultWarehouseId, insertVariant, insertWarehouse } from './stock.test-helpers.ts';

interface ErrorBody {
  code: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

/** A company whose "Entrepôt principal" forbids negative stock and holds 12 soaps and no shirt. */
async function stockedShop() {
  const admin = await registerCompany(t.app);
  const main = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Entrepôt principal' });
  const shop = await defaultWarehouseId(t.ctx.db, admin.companyId);
  const soap = (await insertVariant(t.ctx.db, admin.companyId, { title: 'Savon noir' })).variantId;
  const shirt = (await insertVariant(t.ctx.db, admin.companyId, { title: 'T-shirt' })).variantId;
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, locale = 'en') =>
    api(method, url, { token: admin.token, body, headers: { 'accept-language': locale } });
  const adjust = async (variantId: string, change: number) => {
    const response = await send('POST', '/stock-adjustments', {
      warehouse_id: main,
      lines: [{ variant_id: variantId, quantity_change: change }],
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  await adjust(soap, 12);
  const transfers = async () =>
    (await api('GET', '/stock-transfers', { token: admin.token })).json<{ meta: { total: number } }>().meta
      .total;
  return { admin, main, shop, soap, shirt, send, adjust, transfers };
}

describe('a transfer draft asks no more than a source forbidding negative stock holds', () => {
  it('refuses such a draft with 422 on each line’s quantity, in the user’s language, and writes nothing', async () => {
    const s = await stockedShop();
    const body = {
      from_warehouse_id: s.main,
      to_warehouse_id: s.shop,
      lines: [
        { variant_id: s.soap, quantity: 13 },
        { variant_id: s.shirt, quantity: 1 },
      ],
    };
    const french = await s.send('POST', '/stock-transfers', body, 'fr');
    expect(french.statusCode).toBe(422);
    expect(french.json<ErrorBody>()).toMatchObject({
      code: 'validation_failed',
      errors: {
        'lines.0.quantity': ['Seulement 12 disponible(s) dans Entrepôt principal.'],
        'lines.1.quantity': ['Seulement 0 disponible(s) dans Entrepôt principal.'],
      },
    });
    const english = await s.send('POST', '/stock-transfers', { ...body, lines: [body.lines[0]] });
    expect(english.json<ErrorBody>().errors).toEqual({
      'lines.0.quantity': ['Only 12 available in Entrepôt principal.'],
    });
    expect(await s.transfers()).toBe(0);
    const exact = await s.send('POST', '/stock-transfers', {
      ...body,
      lines: [{ variant_id: s.soap, quantity: 12 }],
    });
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses an edit asking more, or moving the draft to a source without the stock; a note alone is not rechecked', async () => {
    const s = await stockedShop();
    const empty = await insertWarehouse(t.ctx.db, s.admin.companyId, { name: 'Dépôt vide' });
    const created = await s.send('POST', '/stock-transfers', {
      from_warehouse_id: s.main,
      to_warehouse_id: s.shop,
      lines: [{ variant_id: s.soap, quantity: 10 }],
    });
    const draft = created.json<{ data: StockTransferDetail }>().data;
    const url = `/stock-transfers/${draft.id}`;

    const more = await s.send('PATCH', url, { lines: [{ variant_id: s.soap, quantity: 13 }] }, 'es');
    expect(more.statusCode).toBe(422);
    expect(more.json<ErrorBody>().errors).toEqual({
      'lines.0.quantity': ['Solo hay 12 disponibles en Entrepôt principal.'],
    });
    const moved = await s.send('PATCH', url, { from_warehouse_id: empty });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<ErrorBody>().errors).toEqual({
      'lines.0.quantity': ['Only 0 available in Dépôt vide.'],
    });
    const kept = (await api('GET', url, { token: s.admin.token })).json<{ data: StockTransferDetail }>().data;
    expect(kept).toMatchObject({ from_warehouse_id: s.main, total_quantity: 10 });

    // Stock sold after the draft was written: a note edit passes, shipping refuses (409).
    await s.adjust(s.soap, -5);
    expect((await s.send('PATCH', url, { note: 'Samedi' })).statusCode).toBe(200);
    const ship = await s.send('POST', `${url}/ship`, {});
    expect(ship.statusCode).toBe(409);
    expect(ship.json<ErrorBody>().code).toBe('insufficient_stock');
  });

  it('lets a source allowing negative stock send more than it holds', async () => {
    const s = await stockedShop();
    const van = await insertWarehouse(t.ctx.db, s.admin.companyId, { name: 'Camion', allowNegative: true });
    const response = await s.send('POST', '/stock-transfers', {
      from_warehouse_id: van,
      to_warehouse_id: s.shop,
      lines: [{ variant_id: s.shirt, quantity: 4 }],
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
