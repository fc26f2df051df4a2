import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockBalances } from '../../db/schema/index.ts';
import { postData } from '../stock/stock.test-helpers.ts';
import { sellable, stockOf } from './orders.test-helpers.ts';

// Goods coming back from a sale (its cancellation, an approved return) go back into the warehouse it
// left from; when that warehouse was deleted since, into the company's default warehouse (docs/decisions.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company selling 2 of its 3 soaps from Dépôt Pikine, whose last soap is then moved out and the dépôt deleted. */
async function saleFromDeletedWarehouse(options: { archiveOnly?: boolean } = {}) {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `/api/v1/admin${url}`, {
      token: admin.token,
      headers: { 'accept-language': lang },
      ...(body !== undefined ? { body } : {}),
    });
  const { variantId, warehouseId: main } = await sellable(t.app, t.ctx.db, admin, {
    title: 'Savon noir',
    price: 1_000,
  });
  const pikine = (await postData<{ id: string }>(t, '/warehouses', admin.token, { name: 'Dépôt Pikine' })).id;
  const adjust = (warehouseId: string, change: number) =>
    postData(t, '/stock-adjustments', admin.token, {
      warehouse_id: warehouseId,
      lines: [{ variant_id: variantId, quantity_change: change }],
    });
  await adjust(pikine, 3);
  const sold = await api('POST', '/orders', {
    warehouse_id: pikine,
    lines: [{ variant_id: variantId, quantity: 2 }],
  });
  expect(sold.statusCode, sold.body).toBe(201);
  const order = sold.json<{ data: { id: string; warehouse_id: string; lines: { id: string }[] } }>().data;
  expect(order.warehouse_id).toBe(pikine);
  await adjust(pikine, -1);
  if (options.archiveOnly) {
    expect((await api('PATCH', `/warehouses/${pikine}`, { is_active: false })).statusCode).toBe(200);
  } else {
    const deleted = await api('DELETE', `/warehouses/${pikine}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
  }
  const balance = async (warehouseId: string) => {
    const [row] = await t.ctx.db
      .select({ quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
    return row?.quantity ?? 0;
  };
  return { api, order, variantId, main, pikine, balance };
}

describe('stock coming back from a sale whose warehouse was deleted', () => {
  it('cancelling the order puts the goods back into the default warehouse', async () => {
    const s = await saleFromDeletedWarehouse();

    const cancelled = await s.api('POST', `/orders/${s.order.id}/status`, { status: 'cancelled' });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ data: { status: string } }>().data.status).toBe('cancelled');
    expect([await s.balance(s.main), await s.balance(s.pikine)]).toEqual([2, 0]);
    expect(await stockOf(t.ctx.db, s.variantId)).toBe(2);
    const movements = await s.api('GET', `/stock-movements?filter[warehouse_id]=${s.main}`);
    expect(movements.json<{ data: { reason: string; quantity: number }[] }>().data).toMatchObject([
      { reason: 'sale', quantity: 2 },
    ]);
  });

  it('approving a return without naming a warehouse puts the goods into the default one, and says so', async () => {
    const s = await saleFromDeletedWarehouse();
    const requested = await s.api('POST', '/returns', {
      order_id: s.order.id,
      lines: [{ order_line_id: s.order.lines[0]!.id, quantity: 1 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const returnId = requested.json<{ data: { id: string } }>().data.id;

    const approved = await s.api('POST', `/returns/${returnId}/approve`, { resolution: 'credit_note' });

    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: { warehouse_id: string } }>().data.warehouse_id).toBe(s.main);
    expect([await s.balance(s.main), await s.balance(s.pikine)]).toEqual([1, 0]);
    // The movements name their documents: the sale's order number, the return's reference.
    const movements = await s.api(
      'GET',
      `/stock-movements?filter[variant_id]=${s.variantId}&sort=created_at`,
    );
    const rows = movements.json<{ data: { reason: string; reference_number: string | null }[] }>().data;
    const returnReference = approved.json<{ data: { reference: string } }>().data.reference;
    expect(returnReference).toMatch(/^RET-\d{4}-\d{4}$/);
    expect(rows.filter((m) => m.reason !== 'adjustment').map((m) => [m.reason, m.reference_number])).toEqual([
      ['sale', `#${String((s.order as unknown as { number: number }).number).padStart(4, '0')}`],
      ['return', returnReference],
    ]);
  });

  it('approving a return into the deleted warehouse by name is refused (422, translated), another is taken', async () => {
    const s = await saleFromDeletedWarehouse();
    const requested = await s.api('POST', '/returns', {
      order_id: s.order.id,
      lines: [{ order_line_id: s.order.lines[0]!.id, quantity: 2 }],
    });
    const returnId = requested.json<{ data: { id: string } }>().data.id;

    const refused = await s.api(
      'POST',
      `/returns/${returnId}/approve`,
      { resolution: 'credit_note', warehouse_id: s.pikine },
      'fr',
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.warehouse_id).toEqual([
      "Cet entrepôt n'existe pas.",
    ]);

    const approved = await s.api('POST', `/returns/${returnId}/approve`, {
      resolution: 'credit_note',
      warehouse_id: s.main,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await s.balance(s.main)).toBe(2);
  });
});

describe('stock coming back from a sale whose warehouse was archived', () => {
  it('goes back into the archived warehouse, which still exists and holds its stock', async () => {
    const s = await saleFromDeletedWarehouse({ archiveOnly: true });

    const cancelled = await s.api('POST', `/orders/${s.order.id}/status`, { status: 'cancelled' });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await s.balance(s.main), await s.balance(s.pikine)]).toEqual([0, 2]);
  });
});
