import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants, stockBalances, stockMovements } from '../../db/schema/index.ts';
import { insertVariant, insertWarehouse } from './stock.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('concurrent outbound movements (acceptance)', () => {
  it('50 parallel −1 adjustments against a stock of 20 in a no-negative warehouse: exactly 20 succeed, 30 get 409, the balance ends at 0 and equals the movements', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt central' });
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Savon', sku: 'SAV-1' });
    const api = (body: unknown) =>
      call(t.app, 'POST', '/api/v1/admin/stock-adjustments', { token: admin.token, body });
    const opening = await api({
      warehouse_id: warehouseId,
      lines: [{ variant_id: variantId, quantity_change: 20 }],
    });
    expect(opening.statusCode, opening.body).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        api({ warehouse_id: warehouseId, lines: [{ variant_id: variantId, quantity_change: -1 }] }),
      ),
    );
    // On PostgreSQL the requests really overlap: the pool had to open several connections.
    const pool = (t.ctx.db as unknown as { $client?: { totalCount?: number } }).$client;
    if (typeof pool?.totalCount === 'number') expect(pool.totalCount).toBeGreaterThan(1);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const refused = responses.find((r) => r.statusCode === 409)!.json<{ code: string; message: string }>();
    expect(refused.code).toBe('insufficient_stock');
    expect(refused.message).toContain('Savon (SAV-1)');
    expect(refused.message).toContain('Dépôt central');

    const [balance] = await t.ctx.db
      .select()
      .from(stockBalances)
      .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
    expect(balance!.quantity).toBe(0);
    const [sum] = await t.ctx.db
      .select({
        total: sql<number>`sum(case when ${stockMovements.direction} = 'inbound' then ${stockMovements.quantity} else -${stockMovements.quantity} end)::int`,
        outbound: sql<number>`count(*) filter (where ${stockMovements.direction} = 'outbound')::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.variant_id, variantId));
    expect(Number(sum!.total)).toBe(0);
    expect(Number(sum!.outbound)).toBe(20);
    const [variant] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.quantity).toBe(0);
    // Balance after each outbound movement: 19, 18 … 0, each exactly once.
    const after = await t.ctx.db
      .select({ b: stockMovements.balance_after })
      .from(stockMovements)
      .where(and(eq(stockMovements.variant_id, variantId), eq(stockMovements.direction, 'outbound')));
    expect(after.map((r) => r.b).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe('concurrent mixed movements (property)', () => {
  it('random parallel multi-line adjustments in random line orders never deadlock or 500, and keep balance = sum(movements), variant quantity = sum(balances), no negative balance where forbidden', async () => {
    const admin = await registerCompany(t.app);
    const strict = await insertWarehouse(t.ctx.db, admin.companyId);
    const loose = await insertWarehouse(t.ctx.db, admin.companyId, { allowNegative: true });
    const warehouses = [strict, loose];
    const variants: string[] = [];
    for (let i = 0; i < 3; i++) variants.push((await insertVariant(t.ctx.db, admin.companyId)).variantId);
    const line = fc.record({
      v: fc.integer({ min: 0, max: 2 }),
      change: fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0),
    });
    const request = fc.record({
      w: fc.integer({ min: 0, max: 1 }),
      lines: fc.uniqueArray(line, { minLength: 1, maxLength: 3, selector: (l) => l.v }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 10, maxLength: 30 }), async (requests) => {
        const responses = await Promise.all(
          requests.map((r) =>
            call(t.app, 'POST', '/api/v1/admin/stock-adjustments', {
              token: admin.token,
              body: {
                warehouse_id: warehouses[r.w],
                lines: r.lines.map((l) => ({ variant_id: variants[l.v], quantity_change: l.change })),
              },
            }),
          ),
        );
        for (const r of responses) expect([201, 409], r.body).toContain(r.statusCode);
        const balances = await t.ctx.db
          .select()
          .from(stockBalances)
          .where(eq(stockBalances.company_id, admin.companyId));
        const sums = await t.ctx.db
          .select({
            warehouse_id: stockMovements.warehouse_id,
            variant_id: stockMovements.variant_id,
            total: sql<number>`sum(case when ${stockMovements.direction} = 'inbound' then ${stockMovements.quantity} else -${stockMovements.quantity} end)::int`,
          })
          .from(stockMovements)
          .where(eq(stockMovements.company_id, admin.companyId))
          .groupBy(stockMovements.warehouse_id, stockMovements.variant_id);
        const sumOf = new Map(sums.map((s) => [`${s.warehouse_id}|${s.variant_id}`, Number(s.total)]));
        for (const b of balances) {
          expect(b.quantity).toBe(sumOf.get(`${b.warehouse_id}|${b.variant_id}`) ?? 0);
          if (b.warehouse_id === strict) expect(b.quantity).toBeGreaterThanOrEqual(0);
        }
        for (const v of variants) {
          const [row] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, v));
          const total = balances.filter((b) => b.variant_id === v).reduce((n, b) => n + b.quantity, 0);
          expect(row!.quantity).toBe(total);
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('concurrent document transitions', () => {
  it('ships a transfer once and applies a count once when the same action arrives 10 times in parallel', async () => {
    const admin = await registerCompany(t.app);
    const from = await insertWarehouse(t.ctx.db, admin.companyId);
    const to = await insertWarehouse(t.ctx.db, admin.companyId);
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId);
    const post = (url: string, body?: unknown) =>
      call(t.app, 'POST', `/api/v1/admin${url}`, { token: admin.token, ...(body ? { body } : {}) });
    await post('/stock-adjustments', {
      warehouse_id: from,
      lines: [{ variant_id: variantId, quantity_change: 10 }],
    });
    const transfer = (
      await post('/stock-transfers', {
        from_warehouse_id: from,
        to_warehouse_id: to,
        lines: [{ variant_id: variantId, quantity: 3 }],
      })
    ).json<{ data: { id: string } }>().data;
    const ships = await Promise.all(
      Array.from({ length: 10 }, () => post(`/stock-transfers/${transfer.id}/ship`)),
    );
    expect(ships.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const count = (await post('/stock-counts', { warehouse_id: from, variant_ids: [variantId] })).json<{
      data: { id: string };
    }>().data;
    await call(t.app, 'PATCH', `/api/v1/admin/stock-counts/${count.id}`, {
      token: admin.token,
      body: { lines: [{ variant_id: variantId, counted_quantity: 4 }] },
    });
    const applies = await Promise.all(
      Array.from({ length: 10 }, () => post(`/stock-counts/${count.id}/apply`)),
    );
    expect(applies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [balance] = await t.ctx.db
      .select()
      .from(stockBalances)
      .where(and(eq(stockBalances.warehouse_id, from), eq(stockBalances.variant_id, variantId)));
    // 10 − 3 shipped = 7, counted 4: one count movement of −3.
    expect(balance!.quantity).toBe(4);
    const [variant] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.quantity).toBe(4);
  });
});
