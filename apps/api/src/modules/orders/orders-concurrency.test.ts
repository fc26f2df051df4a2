import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { orders, stockMovements } from '../../db/schema/index.ts';
import { sellable, stockOf } from './orders.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('orders under concurrency (acceptance)', () => {
  it('100 parallel orders for a variant with stock 30: exactly 30 orders, 70 refused with 409, stock 0, numbers 1…30', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const { variantId } = await sellable(t.app, t.ctx.db, admin, {
      title: 'Poulet DG',
      price: 4_500,
      stock: 30,
    });

    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(t.app, 'POST', '/api/v1/admin/orders', {
          token: admin.token,
          body: { channel: 'pos', lines: [{ variant_id: variantId, quantity: 1 }] },
        }),
      ),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(70);
    expect(await stockOf(t.ctx.db, variantId)).toBe(0);
    const rows = await t.ctx.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.company_id, admin.companyId));
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const [sold] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.variant_id, variantId));
    // The opening adjustment plus one sale movement per order.
    expect(Number(sold!.n)).toBe(31);
  });

  it('the same Idempotency-Key sent 10 times at once creates one order', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { price: 1_000, stock: 10 });
    const body = { lines: [{ variant_id: variantId, quantity: 1 }] };

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/v1/admin/orders', {
          token: admin.token,
          headers: { 'idempotency-key': 'retry-storm-1' },
          body,
        }),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json<{ data: { id: string } }>().data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await stockOf(t.ctx.db, variantId)).toBe(9);
  });
});
