import type { StockMovement, StockTransferDetail } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockBalances, stockMovements } from '../../db/schema/index.ts';
import { postData, twoWarehouseCompany } from './stock.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Savon noir: 10 in the main warehouse, a transfer of 10 to Dépôt Pikine shipped. */
async function shipped() {
  const { admin, main, second, soap } = await twoWarehouseCompany(t);
  await postData(t, '/stock-adjustments', admin.token, {
    warehouse_id: main,
    lines: [{ variant_id: soap, quantity_change: 10 }],
  });
  const transfer = await postData<StockTransferDetail>(t, '/stock-transfers', admin.token, {
    from_warehouse_id: main,
    to_warehouse_id: second,
    lines: [{ variant_id: soap, quantity: 10 }],
  });
  await postData(t, `/stock-transfers/${transfer.id}/ship`, admin.token, undefined, 200);
  const receive = (received: number) =>
    postData<StockTransferDetail>(
      t,
      `/stock-transfers/${transfer.id}/receive`,
      admin.token,
      { lines: [{ variant_id: soap, received_quantity: received }] },
      200,
    );
  const movements = async () => {
    const response = await call(t.app, 'GET', '/api/v1/admin/stock-movements', {
      token: admin.token,
      query: { 'filter[reference_id]': transfer.id, sort: 'created_at' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StockMovement[] }>().data;
  };
  return { admin, main, second, soap, transfer, receive, movements };
}

async function balance(warehouseId: string, variantId: string) {
  const [row] = await t.ctx.db
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
  return row?.quantity ?? 0;
}

describe('a transfer received short: the missing units are lost in transit, on the record', () => {
  it('posts the shipped units in and the missing ones out as transfer_loss at the destination', async () => {
    const s = await shipped();
    const received = await s.receive(8);
    expect(received.lines[0]).toMatchObject({ quantity: 10, received_quantity: 8, difference: -2 });
    expect(await balance(s.second, s.soap)).toBe(8);
    expect(await balance(s.main, s.soap)).toBe(0);

    const moves = await s.movements();
    expect(moves.map((m) => [m.warehouse_id, m.reason, m.signed_quantity, m.balance_after])).toEqual([
      [s.main, 'transfer', -10, 0],
      [s.second, 'transfer', 10, 10],
      [s.second, 'transfer_loss', -2, 8],
    ]);
    expect(moves[2]).toMatchObject({
      reference_number: s.transfer.reference,
      reference_type: 'stock_transfer',
    });

    // The history filters by the new reason.
    const lost = await call(t.app, 'GET', '/api/v1/admin/stock-movements', {
      token: s.admin.token,
      query: { 'filter[reason]': 'transfer_loss' },
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json<{ data: StockMovement[] }>().data.map((m) => m.quantity)).toEqual([2]);

    // Stock is still the sum of movements, per warehouse.
    const rows = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.warehouse_id, s.second), eq(stockMovements.variant_id, s.soap)));
    const sum = rows.reduce((total, m) => total + (m.direction === 'inbound' ? m.quantity : -m.quantity), 0);
    expect(sum).toBe(8);
  });

  it('records the whole line as lost when nothing arrived, and no loss when everything did', async () => {
    const none = await shipped();
    await none.receive(0);
    expect(await balance(none.second, none.soap)).toBe(0);
    expect(
      (await none.movements()).filter((m) => m.reason === 'transfer_loss').map((m) => m.quantity),
    ).toEqual([10]);

    const all = await shipped();
    await all.receive(10);
    expect((await all.movements()).map((m) => m.reason)).toEqual(['transfer', 'transfer']);
  });

  it('refuses more received than shipped with 422 on that line’s received quantity, in the reader’s language, and moves nothing', async () => {
    const s = await shipped();
    const refused = await call(t.app, 'POST', `/api/v1/admin/stock-transfers/${s.transfer.id}/receive`, {
      token: s.admin.token,
      headers: { 'accept-language': 'fr' },
      body: { lines: [{ variant_id: s.soap, received_quantity: 11 }] },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'lines.0.received_quantity': [
        'Seulement 10 expédié(s) : recevez-en au plus 10 et enregistrez les unités en trop par un ajustement de stock.',
      ],
    });
    expect(await balance(s.second, s.soap)).toBe(0);
    expect((await s.movements()).map((m) => [m.warehouse_id, m.signed_quantity])).toEqual([[s.main, -10]]);
    const still = await call(t.app, 'GET', `/api/v1/admin/stock-transfers/${s.transfer.id}`, {
      token: s.admin.token,
    });
    expect(still.json<{ data: StockTransferDetail }>().data).toMatchObject({
      status: 'in_transit',
      lines: [{ quantity: 10, received_quantity: null }],
    });

    // All that was shipped is still received.
    await s.receive(10);
    expect(await balance(s.second, s.soap)).toBe(10);
  });

  it('prints sent, received and missing on the transfer note, with the loss, in the reader’s language', async () => {
    const s = await shipped();
    await s.receive(7);
    const response = await call(t.app, 'GET', `/api/v1/admin/stock-transfers/${s.transfer.id}/note.pdf`, {
      token: s.admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    for (const expected of ['Envoyé', 'Reçu', 'Manquant', 'Perte en transit : 3 unité(s)']) {
      expect(text, expected).toContain(expected);
    }
    const english = await call(t.app, 'GET', `/api/v1/admin/stock-transfers/${s.transfer.id}/note.pdf`, {
      token: s.admin.token,
    });
    const enText = (
      await extractText(await getDocumentProxy(new Uint8Array(english.rawPayload)), { mergePages: true })
    ).text;
    expect(enText).toContain('Lost in transit: 3 unit(s) shipped did not arrive.');
    expect(enText).toContain('Missing');
  });
});
