import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockBalances, stockMovements } from '../../db/schema/index.ts';
import { insertTax } from '../orders/orders.test-helpers.ts';
import { defaultWarehouseId, insertWarehouse } from '../stock/stock.test-helpers.ts';
import {
  adjustStock,
  apiOf,
  createSupplier,
  type PurchaseOrderBody,
  purchasable,
  variantOf,
} from './purchases.test-helpers.ts';

let t: TestApp;
let admin: Account;
let supplierId: string;
let warehouseId: string;
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t.app, () => admin)(...args);
const order = (response: { json<T>(): T }) => response.json<{ data: PurchaseOrderBody }>().data;

interface ReceiptBody {
  id: string;
  warehouse_id: string;
  value: number;
  lines: { quantity: number; unit_cost: number; cost_before: number | null; cost_after: number | null }[];
}
const receipt = (response: { json<T>(): T }) => response.json<{ data: ReceiptBody }>().data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  supplierId = await createSupplier(t.app, admin);
  warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

/** An approved order of `lines` (variant, quantity, unit cost). */
async function approved(lines: Record<string, unknown>[], account = admin, supplier = supplierId) {
  const created = await api('POST', 'purchase-orders', { supplier_id: supplier, lines }, account);
  expect(created.statusCode, created.body).toBe(201);
  const response = await api('POST', `purchase-orders/${order(created).id}/approve`, {}, account);
  expect(response.statusCode, response.body).toBe(200);
  return order(response);
}

async function balanceOf(variantId: string, warehouse = warehouseId): Promise<number> {
  const [row] = await t.ctx.db
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouse_id, warehouse), eq(stockBalances.variant_id, variantId)));
  return row?.quantity ?? 0;
}

describe('receiving goods', () => {
  it('a partial receipt moves stock in, averages the cost with what is on hand, and leaves the order partially received', async () => {
    const rice = await purchasable(t.ctx.db, admin.companyId, { title: 'Riz', cost: 10_000 });
    await adjustStock(t.app, admin, warehouseId, rice, 10);
    const po = await approved([{ variant_id: rice, quantity: 50, unit_cost: 12_000 }]);

    const response = await api('POST', `purchase-orders/${po.id}/receipts`, {
      note: 'Premier camion',
      lines: [{ line_id: po.lines[0]!.id, quantity: 30 }],
    });

    expect(response.statusCode, response.body).toBe(201);
    // (10 × 10 000 + 30 × 12 000) / 40 = 11 500.
    expect(receipt(response)).toMatchObject({
      warehouse_id: warehouseId,
      value: 360_000,
      lines: [{ quantity: 30, unit_cost: 12_000, cost_before: 10_000, cost_after: 11_500 }],
    });
    expect(await variantOf(t.ctx.db, rice)).toMatchObject({ quantity: 40, cost: 11_500 });
    expect(await balanceOf(rice)).toBe(40);
    const [movement] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variant_id, rice), eq(stockMovements.reason, 'purchase_receipt')));
    expect(movement).toMatchObject({
      direction: 'inbound',
      quantity: 30,
      reference_type: 'purchase_receipt',
      reference_id: receipt(response).id,
      note: po.reference,
      balance_after: 40,
    });
    // The movements list and its CSV name the purchase order the receipt belongs to.
    const listed = await api(
      'GET',
      `stock-movements?filter[variant_id]=${rice}&filter[reason]=purchase_receipt`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: { reference_number: string | null }[] }>().data).toEqual([
      expect.objectContaining({ reference_number: po.reference }),
    ]);
    expect(po.reference).toMatch(/\d{4}-0001$/);
    const after = order(await api('GET', `purchase-orders/${po.id}`));
    expect(after).toMatchObject({ status: 'partially_received', received_quantity: 30 });
    expect(after.lines[0]).toMatchObject({ received_quantity: 30, outstanding_quantity: 20 });
    expect(after.timeline.at(-1)).toMatchObject({ type: 'received', to_value: 'partially_received' });
  });

  it('refuses more than is outstanding (422), then receives the rest and the order is received', async () => {
    const oil = await purchasable(t.ctx.db, admin.companyId, { title: 'Huile 5 L' });
    const sugar = await purchasable(t.ctx.db, admin.companyId, { title: 'Sucre' });
    const po = await approved([
      { variant_id: oil, quantity: 12, unit_cost: 6_000 },
      { variant_id: sugar, quantity: 5, unit_cost: 20_000 },
    ]);
    await api('POST', `purchase-orders/${po.id}/receipts`, {
      lines: [{ line_id: po.lines[0]!.id, quantity: 10 }],
    });

    const over = await api(
      'POST',
      `purchase-orders/${po.id}/receipts`,
      { lines: [{ line_id: po.lines[0]!.id, quantity: 3 }] },
      admin,
      'fr',
    );
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'lines.0.quantity': ['Plus que ce qui est encore attendu sur cette ligne.'],
    });
    const stranger = await api('POST', `purchase-orders/${po.id}/receipts`, {
      lines: [{ line_id: supplierId, quantity: 1 }],
    });
    expect(stranger.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'lines.0.line_id': ['This line is not on the purchase order.'],
    });

    // Without lines, everything still outstanding comes in.
    const rest = await api('POST', `purchase-orders/${po.id}/receipts`, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(
      receipt(rest)
        .lines.map((l) => l.quantity)
        .sort(),
    ).toEqual([2, 5]);
    expect(await variantOf(t.ctx.db, oil)).toMatchObject({ quantity: 12, cost: 6_000 });
    expect(order(await api('GET', `purchase-orders/${po.id}`))).toMatchObject({
      status: 'received',
      received_quantity: 17,
    });
    const done = await api('POST', `purchase-orders/${po.id}/receipts`, {});
    expect(done.statusCode).toBe(409);
    expect((await api('POST', `purchase-orders/${po.id}/cancel`, {})).statusCode).toBe(409);

    const receipts = await api('GET', `purchase-orders/${po.id}/receipts`);
    expect(receipts.json<{ data: ReceiptBody[] }>().data.map((r) => r.value)).toEqual([60_000, 112_000]);
  });

  it('asks where to receive the goods once the order’s warehouse was deleted, moving nothing until told', async () => {
    const depot = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Bonabéri' });
    const cement = await purchasable(t.ctx.db, admin.companyId, { title: 'Ciment 50 kg' });
    const created = await api('POST', 'purchase-orders', {
      supplier_id: supplierId,
      warehouse_id: depot,
      lines: [{ variant_id: cement, quantity: 20, unit_cost: 4_500 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const po = order(await api('POST', `purchase-orders/${order(created).id}/approve`, {}));
    expect(po.warehouse_id).toBe(depot);
    expect((await api('DELETE', `warehouses/${depot}`)).statusCode).toBe(204);

    const refused = await api('POST', `purchase-orders/${po.id}/receipts`, {}, admin, 'fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      warehouse_id: [
        'L’entrepôt de la commande a été supprimé : choisissez l’entrepôt qui reçoit la marchandise.',
      ],
    });
    expect(await balanceOf(cement, depot)).toBe(0);
    expect(await variantOf(t.ctx.db, cement)).toMatchObject({ quantity: 0 });
    // naming it again is no better
    const named = await api('POST', `purchase-orders/${po.id}/receipts`, { warehouse_id: depot });
    expect(named.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      warehouse_id: ['This warehouse does not exist.'],
    });

    const received = await api('POST', `purchase-orders/${po.id}/receipts`, { warehouse_id: warehouseId });
    expect(received.statusCode, received.body).toBe(201);
    expect(receipt(received).warehouse_id).toBe(warehouseId);
    expect(await balanceOf(cement)).toBe(20);
  });

  it('takes the receipt cost when the stock on hand is zero or negative', async () => {
    const loose = await insertWarehouse(t.ctx.db, admin.companyId, { allowNegative: true });
    const soap = await purchasable(t.ctx.db, admin.companyId, { title: 'Savon', cost: 300 });
    await adjustStock(t.app, admin, loose, soap, -4);
    const po = await approved([{ variant_id: soap, quantity: 10, unit_cost: 250 }]);

    const response = await api('POST', `purchase-orders/${po.id}/receipts`, { warehouse_id: loose });

    expect(receipt(response)).toMatchObject({
      warehouse_id: loose,
      lines: [{ cost_before: 300, cost_after: 250 }],
    });
    expect(await variantOf(t.ctx.db, soap)).toMatchObject({ quantity: 6, cost: 250 });
    expect(await balanceOf(soap, loose)).toBe(6);
  });

  it('counts VAT that cannot be deducted in the cost', async () => {
    const vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA-ND', rate: '18' });
    const gas = await purchasable(t.ctx.db, admin.companyId, { title: 'Gaz 12 kg' });
    const po = await approved([
      { variant_id: gas, quantity: 3, unit_cost: 1_000, tax_ids: [vat], deductible: false },
    ]);

    const response = await api('POST', `purchase-orders/${po.id}/receipts`, {});

    // 3 × 1 000 + 540 of VAT = 3 540 for 3 units: 1 180 each.
    expect(receipt(response)).toMatchObject({
      value: 3_540,
      lines: [{ unit_cost: 1_180, cost_after: 1_180 }],
    });
  });

  it('refuses to receive before approval (409), and hides costs from roles without products.cost', async () => {
    const flour = await purchasable(t.ctx.db, admin.companyId, { title: 'Farine' });
    const draft = await api('POST', 'purchase-orders', {
      supplier_id: supplierId,
      lines: [{ variant_id: flour, quantity: 2, unit_cost: 9_000 }],
    });
    const id = order(draft).id;
    expect((await api('POST', `purchase-orders/${id}/receipts`, {})).statusCode).toBe(409);
    await api('POST', `purchase-orders/${id}/approve`, {});
    const employee = await createStaff(t.app, admin, 'employee');

    const response = await api('POST', `purchase-orders/${id}/receipts`, {}, employee);

    expect(response.statusCode, response.body).toBe(201);
    expect(receipt(response).lines[0]).toMatchObject({ quantity: 2, cost_before: null, cost_after: null });
    expect((await variantOf(t.ctx.db, flour)).cost).toBe(9_000);
  });
});

describe('concurrent receipts (acceptance)', () => {
  it('two receipts at once for the same outstanding units: one goes through, the other is refused, and no more than was ordered is ever received', async () => {
    const cement = await purchasable(t.ctx.db, admin.companyId, { title: 'Ciment', cost: 4_000 });
    const po = await approved([{ variant_id: cement, quantity: 10, unit_cost: 5_000 }]);
    const body = { lines: [{ line_id: po.lines[0]!.id, quantity: 7 }] };

    const responses = await Promise.all([
      api('POST', `purchase-orders/${po.id}/receipts`, body),
      api('POST', `purchase-orders/${po.id}/receipts`, body),
      api('POST', `purchase-orders/${po.id}/receipts`, {
        lines: [{ line_id: po.lines[0]!.id, quantity: 3 }],
      }),
    ]);

    // On PostgreSQL the requests really overlap: the pool had to open several connections.
    const pool = (t.ctx.db as unknown as { $client?: { totalCount?: number } }).$client;
    if (typeof pool?.totalCount === 'number') expect(pool.totalCount).toBeGreaterThan(1);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    // A refused one is 422 (more than is still expected) or, when the others received it all first,
    // 409 (a received order takes no more receipts).
    expect(
      statuses.every((s) => s === 201 || s === 422 || s === 409),
      responses.map((r) => r.body).join('\n'),
    ).toBe(true);
    const received = responses
      .filter((r) => r.statusCode === 201)
      .reduce((sum, r) => sum + receipt(r).lines[0]!.quantity, 0);
    expect(received).toBeLessThanOrEqual(10);
    // Whatever the order, the 3 and one 7 fit; the second 7 never does.
    expect(statuses.filter((s) => s !== 201)).toHaveLength(1);
    expect(received).toBe(10);
    const after = order(await api('GET', `purchase-orders/${po.id}`));
    expect(after.lines[0]!.received_quantity).toBe(received);
    expect((await variantOf(t.ctx.db, cement)).quantity).toBe(received);
    const [moved] = await t.ctx.db
      .select({ total: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.variant_id, cement), eq(stockMovements.reason, 'purchase_receipt')));
    expect(Number(moved!.total)).toBe(received);
  });
});
