import type { StockTransferDetail } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCompany } from '../../../test/helpers/factories.ts';
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

describe('a draft transfer is edited until it is shipped', () => {
  async function draft() {
    const s = await stockedShop();
    await s.adjust(s.shirt, 5);
    const created = await s.send('POST', '/stock-transfers', {
      from_warehouse_id: s.main,
      to_warehouse_id: s.shop,
      note: 'Réassort',
      lines: [{ variant_id: s.soap, quantity: 4 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json<{ data: StockTransferDetail }>().data;
    const read = async () =>
      (await api('GET', `/stock-transfers/${transfer.id}`, { token: s.admin.token })).json<{
        data: StockTransferDetail;
      }>().data;
    return { ...s, transfer, url: `/stock-transfers/${transfer.id}`, read };
  }

  it('adds, removes and changes lines, and changes the destination and the note; nothing moves', async () => {
    const d = await draft();
    const depot = await insertWarehouse(t.ctx.db, d.admin.companyId, { name: 'Dépôt Thiès' });
    const edited = await d.send('PATCH', d.url, {
      to_warehouse_id: depot,
      note: 'Pour Thiès',
      lines: [{ variant_id: d.shirt, quantity: 3 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: StockTransferDetail }>().data).toMatchObject({
      status: 'draft',
      to_warehouse_id: depot,
      to_warehouse_name: 'Dépôt Thiès',
      note: 'Pour Thiès',
      line_count: 1,
      total_quantity: 3,
      lines: [{ variant_id: d.shirt, quantity: 3 }],
    });
    // Lines again: the soap back, the shirt changed; a null note clears it.
    await d.send('PATCH', d.url, {
      note: null,
      lines: [
        { variant_id: d.soap, quantity: 12 },
        { variant_id: d.shirt, quantity: 1 },
      ],
    });
    const kept = await d.read();
    expect(kept).toMatchObject({ note: null, line_count: 2, total_quantity: 13, to_warehouse_id: depot });
    const moved = await api('GET', '/stock-movements', {
      token: d.admin.token,
      query: { 'filter[reference_id]': d.transfer.id },
    });
    expect(moved.json<{ meta: { total: number } }>().meta.total).toBe(0);
  });

  it('checks an edit as a creation: a repeated product, an empty list, the same warehouse are refused', async () => {
    const d = await draft();
    for (const [body, field] of [
      [
        {
          lines: [
            { variant_id: d.soap, quantity: 1 },
            { variant_id: d.soap, quantity: 2 },
          ],
        },
        'lines',
      ],
      [{ lines: [] }, 'lines'],
      [{ to_warehouse_id: d.main }, 'to_warehouse_id'],
      [{ lines: [{ variant_id: d.soap, quantity: 0 }] }, 'lines.0.quantity'],
    ] as const) {
      const response = await d.send('PATCH', d.url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await d.read()).toMatchObject({ note: 'Réassort', total_quantity: 4, to_warehouse_id: d.shop });
  });

  it('needs stocks.update: an employee and an accountant get 403 and the draft stays', async () => {
    const d = await draft();
    for (const role of ['employee', 'accountant']) {
      const staff = await createStaff(t.app, d.admin, role);
      const response = await api('PATCH', d.url, { token: staff.token, body: { note: 'x' } });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await d.read()).note).toBe('Réassort');
  });

  it("is a 404 for another company's transfer and a 409 once shipped, in the user's language", async () => {
    const d = await draft();
    const other = await registerCompany(t.app);
    const foreign = await api('PATCH', d.url, { token: other.token, body: { note: 'x' } });
    expect(foreign.statusCode).toBe(404);
    expect((await d.send('POST', `${d.url}/ship`, {})).statusCode).toBe(200);
    const late = await d.send('PATCH', d.url, { lines: [{ variant_id: d.soap, quantity: 1 }] }, 'es');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody & { message: string }>().message).toBe(
      'Este traspaso no puede pasar de en tránsito a borrador.',
    );
    expect((await d.read()).total_quantity).toBe(4);
  });
});
