import type { StockAdjustmentResult, StockMovement, StockTransferDetail } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockMovements } from '../../db/schema/index.ts';
import { postData, twoWarehouseCompany } from './stock.test-helpers.ts';

// What the stock screens and documents say: codes stored, words chosen by the reader's language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

const post = <T>(url: string, token: string, body?: unknown, status = 201) =>
  postData<T>(t, url, token, body, status);

const shop = () => twoWarehouseCompany(t);

const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

describe('adjustment reasons in the movement history', () => {
  it('keeps the reason as a code and the note as typed, so each reader gets the reason in their language', async () => {
    const s = await shop();
    const adjustment = await post<StockAdjustmentResult>('/stock-adjustments', s.admin.token, {
      warehouse_id: s.main,
      reason: 'received',
      note: 'Réception QA',
      lines: [{ variant_id: s.soap, quantity_change: 5 }],
    });
    expect(adjustment.movements[0]).toMatchObject({ adjustment_reason: 'received', note: 'Réception QA' });
    const [row] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference_id, adjustment.id));
    expect(row).toMatchObject({ adjustment_reason: 'received', note: 'Réception QA' });
  });

  it('reads an older note with the reason written in front as the reason’s code and the user’s words', async () => {
    const s = await shop();
    const adjustment = await post<StockAdjustmentResult>('/stock-adjustments', s.admin.token, {
      warehouse_id: s.main,
      lines: [{ variant_id: s.soap, quantity_change: 5 }],
    });
    await t.ctx.db
      .update(stockMovements)
      .set({ note: 'Received: Réception QA' })
      .where(eq(stockMovements.reference_id, adjustment.id));
    const response = await api('GET', '/stock-movements', {
      token: s.admin.token,
      query: { 'filter[reference_id]': adjustment.id },
    });
    expect(response.json<{ data: StockMovement[] }>().data[0]).toMatchObject({
      reason: 'adjustment',
      adjustment_reason: 'received',
      note: 'Réception QA',
    });
  });

  it('stores the reason as a code when an older screen still sends it written in front of the note', async () => {
    const s = await shop();
    const adjustment = await post<StockAdjustmentResult>('/stock-adjustments', s.admin.token, {
      warehouse_id: s.main,
      note: 'Abîmé: carton mouillé',
      lines: [{ variant_id: s.soap, quantity_change: 5 }],
    });
    const [row] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference_id, adjustment.id));
    expect(row).toMatchObject({ adjustment_reason: 'damaged', note: 'carton mouillé' });
  });

  it('exports the adjustment’s reason in the reader’s language beside the note as typed', async () => {
    const s = await shop();
    await post('/stock-adjustments', s.admin.token, {
      warehouse_id: s.main,
      reason: 'received',
      note: 'Réception QA',
      lines: [{ variant_id: s.soap, quantity_change: 5 }],
    });
    const csv = await api('GET', '/stock-movements/export', {
      token: s.admin.token,
      query: { locale: 'fr' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const separator = header!.includes(';') ? ';' : ',';
    const columns = header!.split(separator);
    const cells = row!.split(separator);
    expect(cells[columns.indexOf('Motif d’ajustement')]).toBe('Reçu');
    expect(cells[columns.indexOf('Note')]).toBe('Réception QA');
  });

  it('refuses a reason that is not one of the adjustment reasons', async () => {
    const s = await shop();
    const response = await api('POST', '/stock-adjustments', {
      token: s.admin.token,
      body: { warehouse_id: s.main, reason: 'Reçu', lines: [{ variant_id: s.soap, quantity_change: 5 }] },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('transfer note PDF', () => {
  it('words the status as a label in every language, never as its code', async () => {
    const s = await shop();
    await post('/stock-adjustments', s.admin.token, {
      warehouse_id: s.main,
      lines: [{ variant_id: s.soap, quantity_change: 10 }],
    });
    const transfer = await post<StockTransferDetail>('/stock-transfers', s.admin.token, {
      from_warehouse_id: s.main,
      to_warehouse_id: s.second,
      lines: [{ variant_id: s.soap, quantity: 4 }],
    });
    await post(`/stock-transfers/${transfer.id}/ship`, s.admin.token, undefined, 200);
    await post(`/stock-transfers/${transfer.id}/receive`, s.admin.token, {}, 200);
    // French sets a (no-break) space before the colon
    const expected = { en: 'Status: Received', fr: 'Statut : Reçu', es: 'Estado: Recibido' };
    for (const [language, line] of Object.entries(expected)) {
      const response = await api('GET', `/stock-transfers/${transfer.id}/note.pdf`, {
        token: s.admin.token,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text, language).toContain(line);
      expect(text, language).not.toMatch(/\breceived\b|in_transit/);
    }
  });
});
