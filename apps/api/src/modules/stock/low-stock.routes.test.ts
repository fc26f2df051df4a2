import {
  isVariantLowStock,
  type LowStockItem,
  type StockBalance,
  type StockOverviewResponse,
} from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../../db/schema/index.ts';
import {
  defaultWarehouseId,
  insertComposite,
  insertVariant,
  insertWarehouse,
  postData,
} from './stock.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, token: string, query: Record<string, string> = {}) => {
  const response = await call(t.app, 'GET', `/api/v1/admin${url}`, { token, query } satisfies ApiOptions);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const ids = (rows: { variant_id: string }[]) => rows.map((r) => r.variant_id);

/**
 * One dataset for every screen. Reorder points are per variant:
 * - scarce (point 10): 4 in main, 0 in second: low overall, though main holds stock;
 * - spread (point 5): 0 in main, 9 in second: empty in main, not low overall;
 * - kit, a bundle of 2 scarce (point 2): its components allow 2, low;
 * - a service with a reorder point and a variant without one: never low.
 */
async function dataset() {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa' });
  const { companyId, token } = admin;
  const main = await defaultWarehouseId(t.ctx.db, companyId);
  const second = await insertWarehouse(t.ctx.db, companyId, { name: 'Dépôt Pikine' });
  const scarce = await insertVariant(t.ctx.db, companyId, { title: 'Huile', reorderPoint: 10 });
  const spread = await insertVariant(t.ctx.db, companyId, { title: 'Riz', reorderPoint: 5 });
  const kit = await insertVariant(t.ctx.db, companyId, {
    title: 'Kit cuisine',
    type: 'bundle',
    reorderPoint: 2,
  });
  await insertComposite(t.ctx.db, companyId, kit.variantId, [{ variantId: scarce.variantId, quantity: 2 }]);
  const service = await insertVariant(t.ctx.db, companyId, {
    title: 'Livraison',
    type: 'services',
    trackInventory: false,
    reorderPoint: 3,
  });
  const plain = await insertVariant(t.ctx.db, companyId, { title: 'Savon' });
  const adjust = (warehouseId: string, variantId: string, change: number) =>
    postData(t, '/stock-adjustments', token, {
      warehouse_id: warehouseId,
      lines: [{ variant_id: variantId, quantity_change: change }],
    });
  await adjust(main, scarce.variantId, 12); // 12 over a point of 10, the kit 6 over 2
  await adjust(main, scarce.variantId, -8); // 4: both cross their point
  await adjust(second, scarce.variantId, 1);
  await adjust(second, scarce.variantId, -1); // a balance of 0 in second
  await adjust(second, spread.variantId, 9);
  await adjust(main, spread.variantId, 3);
  await adjust(main, spread.variantId, -3); // empty in main, 9 over all
  return { admin, main, second, scarce, spread, kit, service, plain };
}

const lowEvents = async (companyId: string) =>
  (
    await t.ctx.db
      .select({ subject: events.subject_id })
      .from(events)
      .where(and(eq(events.company_id, companyId), eq(events.type, 'stock.low')))
  ).map((e) => e.subject);

describe('one meaning of low stock: the variant over every warehouse, at or below its reorder point', () => {
  it('the products list, the variants, the low-stock list, the dashboard, the overview and the balances agree', async () => {
    const d = await dataset();
    const { token } = d.admin;
    const low = [d.scarce.variantId, d.kit.variantId];

    // The products list's stock_status=low_stock (the products' low_stock flag).
    const products = await get<{ data: { id: string }[] }>('/products', token, {
      'filter[stock_status]': 'low_stock',
    });
    expect(products.data.map((p) => p.id).sort()).toEqual([d.scarce.productId, d.kit.productId].sort());

    // The variants list's filter.
    const variants = await get<{ data: { id: string }[] }>('/product-variants', token, {
      'filter[low_stock]': 'true',
    });
    expect(variants.data.map((v) => v.id).sort()).toEqual([...low].sort());

    // The low-stock list: the same variants, each with its total and, as information, per warehouse.
    const list = await get<{ data: LowStockItem[]; meta: { total: number } }>('/low-stock', token);
    expect(ids(list.data).sort()).toEqual([...low].sort());
    expect(list.meta.total).toBe(2);
    expect(list.data.find((i) => i.variant_id === d.scarce.variantId)).toMatchObject({
      quantity: 4,
      reorder_point: 10,
      shortfall: 6,
      composite: false,
      warehouses: [
        { warehouse_id: d.main, quantity: 4 },
        { warehouse_id: d.second, warehouse_name: 'Dépôt Pikine', quantity: 0 },
      ],
    });
    expect(list.data.find((i) => i.variant_id === d.kit.variantId)).toMatchObject({
      quantity: 2,
      reorder_point: 2,
      composite: true,
      warehouses: [],
    });

    // One warehouse: the same variants (spread, empty in main, is not added), that warehouse's quantity.
    for (const [warehouse, held] of [
      [d.main, 4],
      [d.second, 0],
    ] as const) {
      const one = await get<{ data: LowStockItem[] }>('/low-stock', token, { warehouse_id: warehouse });
      expect(ids(one.data)).toEqual(ids(list.data));
      expect(one.data.find((i) => i.variant_id === d.scarce.variantId)).toMatchObject({
        quantity: 4,
        warehouses: [{ warehouse_id: warehouse, quantity: held }],
      });
    }

    // The dashboard's card: the list's first rows, in its order.
    const card = await get<{ data: { results: { variant_id: string; quantity: number }[] } }>(
      '/analytics/low-stock',
      token,
    );
    expect(card.data.results.map((r) => [r.variant_id, r.quantity])).toEqual(
      list.data.map((i) => [i.variant_id, i.quantity]),
    );

    // The overview's mark (the web reads core isVariantLowStock on each row), with or without a warehouse.
    for (const query of [{}, { warehouse_id: d.main }] as Record<string, string>[]) {
      const overview = await get<StockOverviewResponse>('/stock-overview', token, query);
      const marked = overview.data.filter((row) =>
        isVariantLowStock({
          trackInventory: true,
          reorderPoint: row.reorder_point,
          available: row.total_quantity,
        }),
      );
      // Bundles are not on the overview (no stock of their own).
      expect(ids(marked)).toEqual([d.scarce.variantId]);
    }

    // The balances: every balance of a low variant is flagged, whatever it holds; none of spread's.
    const balances = await get<{ data: StockBalance[] }>('/stock-balances', token, { per_page: '100' });
    for (const balance of balances.data) {
      expect(balance.low_stock, `${balance.product_title} ${balance.warehouse_id}`).toBe(
        balance.variant_id === d.scarce.variantId,
      );
    }
    const lowBalances = await get<{ data: StockBalance[] }>('/stock-balances', token, {
      'filter[low_stock]': 'true',
    });
    expect(new Set(ids(lowBalances.data))).toEqual(new Set([d.scarce.variantId]));

    // The event fired on the same rule: the oil and the kit made of it crossed; the rice, empty in
    // main, never did.
    expect((await lowEvents(d.admin.companyId)).sort()).toEqual([...low].sort());

    // Another company sees none of it.
    const other = await registerCompany(t.app);
    expect((await get<{ data: LowStockItem[] }>('/low-stock', other.token)).data).toEqual([]);
  });

  it('a variant stops being low everywhere when stock arrives in any warehouse', async () => {
    const d = await dataset();
    const { token } = d.admin;
    await postData(t, '/stock-adjustments', token, {
      warehouse_id: d.second,
      lines: [{ variant_id: d.scarce.variantId, quantity_change: 7 }],
    });
    // 4 + 7 = 11 over a point of 10; the kit: 11 / 2 = 5 over 2.
    expect((await get<{ data: LowStockItem[] }>('/low-stock', token)).data).toEqual([]);
    const products = await get<{ data: { id: string }[] }>('/products', token, {
      'filter[stock_status]': 'low_stock',
    });
    expect(products.data).toEqual([]);
    const card = await get<{ data: { results: unknown[] } }>('/analytics/low-stock', token);
    expect(card.data.results).toEqual([]);
  });

  it('lists the most urgent first: out of stock, then the largest shortfall in proportion', async () => {
    const admin = await registerCompany(t.app);
    const main = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const out = await insertVariant(t.ctx.db, admin.companyId, { title: 'Bougie', reorderPoint: 2 });
    const half = await insertVariant(t.ctx.db, admin.companyId, { title: 'Huile', reorderPoint: 10 });
    const nearly = await insertVariant(t.ctx.db, admin.companyId, { title: 'Thé', reorderPoint: 10 });
    for (const [variant, quantity] of [
      [half, 5],
      [nearly, 9],
    ] as const) {
      await postData(t, '/stock-adjustments', admin.token, {
        warehouse_id: main,
        lines: [{ variant_id: variant.variantId, quantity_change: quantity }],
      });
    }
    const list = await get<{ data: LowStockItem[] }>('/low-stock', admin.token, { per_page: '2' });
    expect(ids(list.data)).toEqual([out.variantId, half.variantId]);
    // Never stocked: nothing per warehouse.
    expect(list.data[0]).toMatchObject({ quantity: 0, shortfall: 2, warehouses: [] });
    const next = await get<{ data: LowStockItem[] }>('/low-stock', admin.token, { per_page: '2', page: '2' });
    expect(ids(next.data)).toEqual([nearly.variantId]);
  });

  it("answers 400 for another company's warehouse", async () => {
    const d = await dataset();
    const other = await registerCompany(t.app);
    const theirs = await defaultWarehouseId(t.ctx.db, other.companyId);
    const response = await call(t.app, 'GET', '/api/v1/admin/low-stock', {
      token: d.admin.token,
      query: { warehouse_id: theirs },
    });
    expect(response.statusCode).toBe(400);
  });
});
