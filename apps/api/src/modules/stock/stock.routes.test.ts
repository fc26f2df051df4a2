import type {
  StockAdjustmentResult,
  StockBalance,
  StockCountDetail,
  StockMovement,
  StockOverviewResponse,
  StockTransferDetail,
} from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, productVariants, stockBalances } from '../../db/schema/index.ts';
import { defaultWarehouseId, insertVariant, insertWarehouse } from './stock.test-helpers.ts';

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}
interface Meta {
  total: number;
  current_page: number;
  per_page: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function ok<T>(method: Method, url: string, token: string, body?: unknown, status = 200): Promise<T> {
  const response = await api(method, url, { token, ...(body !== undefined ? { body } : {}) });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

async function list<T>(url: string, token: string, query: Record<string, string> = {}) {
  const response = await api('GET', url, { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T[]; meta: Meta }>();
}

/** A company with two warehouses (the default "main" and "second") and variants to stock. */
async function shop() {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa' });
  const main = await defaultWarehouseId(t.ctx.db, admin.companyId);
  const second = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Pikine' });
  const soap = await insertVariant(t.ctx.db, admin.companyId, {
    title: 'Savon noir',
    sku: 'SAV-1',
    barcode: '6001234500011',
    cost: 250,
    reorderPoint: 5,
  });
  const shirt = await insertVariant(t.ctx.db, admin.companyId, {
    title: 'T-shirt',
    variantTitle: 'M / Rouge',
    sku: 'TS-M-R',
  });
  const adjust = (warehouseId: string, variantId: string, change: number, token = admin.token) =>
    ok<StockAdjustmentResult>(
      'POST',
      '/stock-adjustments',
      token,
      { warehouse_id: warehouseId, lines: [{ variant_id: variantId, quantity_change: change }] },
      201,
    );
  return {
    admin,
    main,
    second,
    soap: soap.variantId,
    soapProduct: soap.productId,
    shirt: shirt.variantId,
    adjust,
  };
}

async function balanceOf(warehouseId: string, variantId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
  return row?.quantity ?? 0;
}
async function totalOf(variantId: string): Promise<number> {
  const [row] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row!.quantity;
}
const eventTypes = async (companyId: string, subjectId: string) =>
  (
    await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
      .orderBy(events.id)
  ).map((e) => e.type);

describe('stock adjustments', () => {
  it('posts ± changes and new quantities as adjustment movements, with who and the running balance, and records stock.adjusted', async () => {
    const s = await shop();
    const first = await s.adjust(s.main, s.soap, 12);
    expect(first.movements).toHaveLength(1);
    expect(first.movements[0]).toMatchObject({
      direction: 'inbound',
      quantity: 12,
      signed_quantity: 12,
      reason: 'adjustment',
      balance_after: 12,
      reference_type: 'stock_adjustment',
      reference_id: first.id,
      user_name: 'Awa Diop',
      product_title: 'Savon noir',
      sku: 'SAV-1',
      warehouse_id: s.main,
    });
    const second = await ok<StockAdjustmentResult>(
      'POST',
      '/stock-adjustments',
      s.admin.token,
      {
        warehouse_id: s.main,
        note: 'Inventaire rapide',
        lines: [
          { variant_id: s.soap, new_quantity: 7 },
          { variant_id: s.shirt, quantity_change: 3 },
        ],
      },
      201,
    );
    expect(second.movements.map((m) => [m.variant_id, m.signed_quantity, m.balance_after, m.note])).toEqual(
      expect.arrayContaining([
        [s.soap, -5, 7, 'Inventaire rapide'],
        [s.shirt, 3, 3, 'Inventaire rapide'],
      ]),
    );
    expect(await balanceOf(s.main, s.soap)).toBe(7);
    expect(await totalOf(s.soap)).toBe(7);
    expect(await eventTypes(s.admin.companyId, second.id)).toEqual(['stock.adjusted']);
    // A new quantity equal to the balance moves nothing.
    const same = await ok<StockAdjustmentResult>(
      'POST',
      '/stock-adjustments',
      s.admin.token,
      { warehouse_id: s.main, lines: [{ variant_id: s.soap, new_quantity: 7 }] },
      201,
    );
    expect(same.movements).toEqual([]);
  });

  it('is all-or-nothing: one line short of stock refuses the whole adjustment with 409 insufficient_stock', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 2);
    const response = await api('POST', '/stock-adjustments', {
      token: s.admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        warehouse_id: s.main,
        lines: [
          { variant_id: s.shirt, quantity_change: 10 },
          { variant_id: s.soap, quantity_change: -3 },
        ],
      },
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('insufficient_stock');
    expect(body.message).toContain('il reste 2 de Savon noir (SAV-1)');
    expect(await balanceOf(s.main, s.shirt)).toBe(0);
    expect(await totalOf(s.shirt)).toBe(0);
    expect(await balanceOf(s.main, s.soap)).toBe(2);
  });

  it('refuses bad lines with 422: both or neither of change/new quantity, zero, repeated variants, unknown or foreign variant and warehouse, inactive warehouse', async () => {
    const s = await shop();
    const other = await shop();
    const inactive = await insertWarehouse(t.ctx.db, s.admin.companyId, { isActive: false });
    const service = await insertVariant(t.ctx.db, s.admin.companyId, {
      type: 'services',
      trackInventory: false,
    });
    const cases: [unknown, string][] = [
      [
        { warehouse_id: s.main, lines: [{ variant_id: s.soap, quantity_change: 1, new_quantity: 2 }] },
        'lines.0.quantity_change',
      ],
      [{ warehouse_id: s.main, lines: [{ variant_id: s.soap }] }, 'lines.0.quantity_change'],
      [
        { warehouse_id: s.main, lines: [{ variant_id: s.soap, quantity_change: 0 }] },
        'lines.0.quantity_change',
      ],
      [
        { warehouse_id: s.main, lines: [{ variant_id: s.soap, quantity_change: 1.5 }] },
        'lines.0.quantity_change',
      ],
      [
        {
          warehouse_id: s.main,
          lines: [
            { variant_id: s.soap, quantity_change: 1 },
            { variant_id: s.soap, quantity_change: 1 },
          ],
        },
        'lines',
      ],
      [{ warehouse_id: s.main, lines: [] }, 'lines'],
      [
        { warehouse_id: s.main, lines: [{ variant_id: other.soap, quantity_change: 1 }] },
        'lines.0.variant_id',
      ],
      [
        { warehouse_id: s.main, lines: [{ variant_id: service.variantId, quantity_change: 1 }] },
        'lines.0.variant_id',
      ],
      [{ warehouse_id: other.main, lines: [{ variant_id: s.soap, quantity_change: 1 }] }, 'warehouse_id'],
      [{ warehouse_id: inactive, lines: [{ variant_id: s.soap, quantity_change: 1 }] }, 'warehouse_id'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/stock-adjustments', { token: s.admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await totalOf(s.soap)).toBe(0);
    const es = await api('POST', '/stock-adjustments', {
      token: s.admin.token,
      headers: { 'accept-language': 'es' },
      body: { warehouse_id: inactive, lines: [{ variant_id: s.soap, quantity_change: 1 }] },
    });
    expect(es.json<ErrorBody>().errors?.warehouse_id).toEqual(['Este almacén está desactivado.']);
  });

  it('answers 422, not 500, when a quantity would pass the 32-bit limit', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 1_000_000_000);
    await s.adjust(s.main, s.soap, 1_000_000_000);
    const response = await api('POST', '/stock-adjustments', {
      token: s.admin.token,
      body: { warehouse_id: s.main, lines: [{ variant_id: s.soap, quantity_change: 1_000_000_000 }] },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(await totalOf(s.soap)).toBe(2_000_000_000);
  });

  it('needs stocks.create: an employee gets 403, an accountant may only read', async () => {
    const s = await shop();
    const employee = await createStaff(t.app, s.admin, 'employee');
    const accountant = await createStaff(t.app, s.admin, 'accountant');
    const body = { warehouse_id: s.main, lines: [{ variant_id: s.soap, quantity_change: 1 }] };
    expect((await api('POST', '/stock-adjustments', { token: employee.token, body })).statusCode).toBe(403);
    expect((await api('POST', '/stock-adjustments', { token: accountant.token, body })).statusCode).toBe(403);
    expect((await api('GET', '/stock-balances', { token: employee.token })).statusCode).toBe(403);
    expect((await api('GET', '/stock-balances', { token: accountant.token })).statusCode).toBe(200);
    expect(await totalOf(s.soap)).toBe(0);
  });
});

describe('stock balances, overview and movements', () => {
  it('lists balances with titles and codes, filters by warehouse/product/variant/low stock, searches title, SKU and barcode, and shows cost only with products.cost', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 4);
    await s.adjust(s.second, s.soap, 3);
    await s.adjust(s.main, s.shirt, 9);
    const all = await list<StockBalance>('/stock-balances', s.admin.token);
    expect(all.meta.total).toBe(3);
    const soapMain = all.data.find((b) => b.variant_id === s.soap && b.warehouse_id === s.main)!;
    // This warehouse holds 4 of a reorder point of 5, but the soap's total (7) is above it: not low.
    expect(soapMain).toMatchObject({
      product_title: 'Savon noir',
      sku: 'SAV-1',
      barcode: '6001234500011',
      quantity: 4,
      reorder_point: 5,
      low_stock: false,
      cost: 250,
      stock_value: 1000,
      warehouse_name: expect.any(String),
    });
    const bySecond = await list<StockBalance>('/stock-balances', s.admin.token, {
      'filter[warehouse_id]': s.second,
    });
    expect(bySecond.data.map((b) => [b.variant_id, b.quantity])).toEqual([[s.soap, 3]]);
    expect(bySecond.data[0]!.warehouse_name).toBe('Dépôt Pikine');
    const byProduct = await list<StockBalance>('/stock-balances', s.admin.token, {
      'filter[product_id]': s.soapProduct,
    });
    expect(byProduct.meta.total).toBe(2);
    expect(
      (await list<StockBalance>('/stock-balances', s.admin.token, { 'filter[variant_id]': s.shirt })).meta
        .total,
    ).toBe(1);
    for (const search of ['savon', 'TS-M', '60012345']) {
      const found = await list<StockBalance>('/stock-balances', s.admin.token, { search });
      expect(found.data.length, search).toBeGreaterThan(0);
      expect(new Set(found.data.map((b) => b.variant_id)).size, search).toBe(1);
    }
    // 2 + 3 = 5, at the reorder point: every balance of the soap is a low variant's.
    await s.adjust(s.main, s.soap, -2);
    const low = await list<StockBalance>('/stock-balances', s.admin.token, { 'filter[low_stock]': 'true' });
    expect(low.data.map((b) => [b.variant_id, b.quantity]).sort()).toEqual(
      [
        [s.soap, 2],
        [s.soap, 3],
      ].sort(),
    );
    expect(low.data.every((b) => b.low_stock)).toBe(true);
    const notLow = await list<StockBalance>('/stock-balances', s.admin.token, {
      'filter[low_stock]': 'false',
    });
    expect(notLow.data.map((b) => b.variant_id)).toEqual([s.shirt]);
    const sorted = await list<StockBalance>('/stock-balances', s.admin.token, { sort: '-quantity' });
    expect(sorted.data.map((b) => b.quantity)).toEqual([9, 3, 2]);

    const accountant = await createStaff(t.app, s.admin, 'accountant');
    const seen = await list<StockBalance>('/stock-balances', accountant.token);
    expect(seen.data.every((b) => b.cost === null && b.stock_value === null)).toBe(true);
    expect(seen.data.find((b) => b.variant_id === s.soap)!.quantity).toBeGreaterThan(0);
  });

  it('answers 400 to an unknown filter, sort or a bad low_stock value', async () => {
    const s = await shop();
    const queries: Record<string, string>[] = [
      { 'filter[colour]': 'red' },
      { sort: 'price' },
      { 'filter[low_stock]': 'maybe' },
    ];
    for (const query of queries) {
      expect((await api('GET', '/stock-balances', { token: s.admin.token, query })).statusCode).toBe(400);
    }
    expect(
      (await api('GET', '/stock-movements', { token: s.admin.token, query: { sort: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await api('GET', '/stock-overview', { token: s.admin.token, query: { warehouse_id: 'nope' } }))
        .statusCode,
    ).toBe(400);
  });

  it('shows the overview per variant with one column per active warehouse, or only the asked one', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 4);
    await s.adjust(s.second, s.soap, 3);
    await insertVariant(t.ctx.db, s.admin.companyId, {
      type: 'services',
      trackInventory: false,
      title: 'Livraison',
    });
    const response = await api('GET', '/stock-overview', { token: s.admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<StockOverviewResponse>();
    expect(overview.warehouses.map((w) => w.id)).toEqual([s.main, s.second]);
    expect(overview.meta.total).toBe(2);
    const soap = overview.data.find((r) => r.variant_id === s.soap)!;
    expect(soap.total_quantity).toBe(7);
    expect(soap.warehouses).toEqual([
      { warehouse_id: s.main, quantity: 4 },
      { warehouse_id: s.second, quantity: 3 },
    ]);
    expect(overview.data.find((r) => r.variant_id === s.shirt)!.warehouses.map((w) => w.quantity)).toEqual([
      0, 0,
    ]);
    const one = (
      await api('GET', '/stock-overview', {
        token: s.admin.token,
        query: { warehouse_id: s.second, per_page: '1' },
      })
    ).json<StockOverviewResponse>();
    expect(one.warehouses.map((w) => w.id)).toEqual([s.second]);
    expect(one.data).toHaveLength(1);
    expect(one.meta.total).toBe(2);
  });

  it('lists movements newest first with filters (reason, direction, warehouse, product, reference, dates), counted totals and pages', async () => {
    const s = await shop();
    const first = await s.adjust(s.main, s.soap, 10);
    await s.adjust(s.main, s.soap, -4);
    await s.adjust(s.second, s.shirt, 2);
    const all = await list<StockMovement>('/stock-movements', s.admin.token);
    expect(all.meta.total).toBe(3);
    expect(all.data.map((m) => m.signed_quantity)).toEqual([2, -4, 10]);
    expect(all.data[0]).toMatchObject({
      user_name: 'Awa Diop',
      reason: 'adjustment',
      reference_number: null,
    });
    const outbound = await list<StockMovement>('/stock-movements', s.admin.token, {
      'filter[direction]': 'outbound',
    });
    expect(outbound.data.map((m) => m.quantity)).toEqual([4]);
    expect(
      (await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[warehouse_id]': s.second }))
        .meta.total,
    ).toBe(1);
    expect(
      (await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[product_id]': s.soapProduct }))
        .meta.total,
    ).toBe(2);
    expect(
      (
        await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[reference_id]': first.id })
      ).data.map((m) => m.id),
    ).toEqual([first.movements[0]!.id]);
    expect(
      (await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[reason]': 'sale' })).meta.total,
    ).toBe(0);
    expect(
      (await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[created_from]': '2000-01-01' }))
        .meta.total,
    ).toBe(3);
    expect(
      (await list<StockMovement>('/stock-movements', s.admin.token, { 'filter[created_to]': '2000-01-01' }))
        .meta.total,
    ).toBe(0);
    const page2 = await list<StockMovement>('/stock-movements', s.admin.token, {
      per_page: '2',
      page: '2',
      sort: 'created_at',
    });
    expect(page2.data.map((m) => m.signed_quantity)).toEqual([2]);
    expect(page2.meta.total).toBe(3);
    const search = await list<StockMovement>('/stock-movements', s.admin.token, { search: 'TS-M-R' });
    expect(search.data.map((m) => m.variant_id)).toEqual([s.shirt]);
  });
});

describe('stock counts', () => {
  it('creates a numbered draft sheet of every tracked variant with expected quantities, takes counts, and applies the differences against the balance at apply time', async () => {
    const s = await shop();
    await insertVariant(t.ctx.db, s.admin.companyId, { type: 'services', trackInventory: false });
    await s.adjust(s.main, s.soap, 10);
    await s.adjust(s.main, s.shirt, 4);
    const count = await ok<StockCountDetail>(
      'POST',
      '/stock-counts',
      s.admin.token,
      { warehouse_id: s.main },
      201,
    );
    const year = new Date().getUTCFullYear();
    expect(count).toMatchObject({ status: 'draft', reference: `SC-${year}-0001`, number: 1, line_count: 2 });
    expect(count.lines.map((l) => [l.variant_id, l.expected_quantity, l.counted_quantity])).toEqual(
      expect.arrayContaining([
        [s.soap, 10, null],
        [s.shirt, 4, null],
      ]),
    );
    const counted = await ok<StockCountDetail>('PATCH', `/stock-counts/${count.id}`, s.admin.token, {
      lines: [{ variant_id: s.soap, counted_quantity: 8 }],
    });
    expect(counted.counted_count).toBe(1);
    expect(counted.lines.find((l) => l.variant_id === s.soap)).toMatchObject({ difference: -2 });
    // A sale-like change between counting and applying: the difference is taken against the new balance.
    await s.adjust(s.main, s.soap, -1);
    const applied = await ok<StockCountDetail>('POST', `/stock-counts/${count.id}/apply`, s.admin.token);
    expect(applied.status).toBe('applied');
    expect(applied.applied_at).not.toBeNull();
    expect(applied.lines.find((l) => l.variant_id === s.soap)).toMatchObject({
      expected_quantity: 9,
      counted_quantity: 8,
      difference: -1,
    });
    expect(applied.lines.find((l) => l.variant_id === s.shirt)).toMatchObject({
      expected_quantity: 4,
      counted_quantity: null,
    });
    expect(await balanceOf(s.main, s.soap)).toBe(8);
    expect(await balanceOf(s.main, s.shirt)).toBe(4);
    const movements = await list<StockMovement>('/stock-movements', s.admin.token, {
      'filter[reason]': 'count',
    });
    expect(movements.data).toHaveLength(1);
    expect(movements.data[0]).toMatchObject({
      signed_quantity: -1,
      reference_type: 'stock_count',
      reference_id: count.id,
      reference_number: `SC-${year}-0001`,
    });
    expect(await eventTypes(s.admin.companyId, count.id)).toEqual([
      'stock_count.created',
      'stock_count.updated',
      'stock_count.applied',
    ]);
    // Applied is final.
    for (const [method, url, body] of [
      ['POST', `/stock-counts/${count.id}/apply`, undefined],
      ['POST', `/stock-counts/${count.id}/cancel`, undefined],
      ['PATCH', `/stock-counts/${count.id}`, { lines: [{ variant_id: s.soap, counted_quantity: 1 }] }],
    ] as const) {
      const response = await api(method, url, { token: s.admin.token, ...(body ? { body } : {}) });
      expect(response.statusCode, url).toBe(409);
      expect(response.json<ErrorBody>().code).toBe('invalid_transition');
    }
    expect(await balanceOf(s.main, s.soap)).toBe(8);
  });

  it('numbers counts without gaps, takes chosen variants, adds a variant found while counting, cancels a draft and lists with filters', async () => {
    const s = await shop();
    const one = await ok<StockCountDetail>(
      'POST',
      '/stock-counts',
      s.admin.token,
      { warehouse_id: s.second, variant_ids: [s.soap], note: 'Rayon A' },
      201,
    );
    expect(one.lines.map((l) => l.variant_id)).toEqual([s.soap]);
    const patched = await ok<StockCountDetail>('PATCH', `/stock-counts/${one.id}`, s.admin.token, {
      lines: [{ variant_id: s.shirt, counted_quantity: 2 }],
    });
    expect(patched.line_count).toBe(2);
    const cancelled = await ok<StockCountDetail>('POST', `/stock-counts/${one.id}/cancel`, s.admin.token);
    expect(cancelled.status).toBe('cancelled');
    expect(await balanceOf(s.second, s.shirt)).toBe(0);
    const two = await ok<StockCountDetail>(
      'POST',
      '/stock-counts',
      s.admin.token,
      { warehouse_id: s.main },
      201,
    );
    expect(two.number).toBe(2);
    const drafts = await list<{ id: string; status: string }>('/stock-counts', s.admin.token, {
      'filter[status]': 'draft',
    });
    expect(drafts.data.map((c) => c.id)).toEqual([two.id]);
    expect((await list('/stock-counts', s.admin.token)).meta.total).toBe(2);
    expect(
      (await list('/stock-counts', s.admin.token, { 'filter[warehouse_id]': s.second, search: 'rayon' })).meta
        .total,
    ).toBe(1);
    const bad = await api('POST', '/stock-counts', {
      token: s.admin.token,
      body: { warehouse_id: s.main, variant_ids: [(await shop()).soap] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {})).toEqual(['variant_ids.0']);
    const negative = await api('PATCH', `/stock-counts/${two.id}`, {
      token: s.admin.token,
      body: { lines: [{ variant_id: s.soap, counted_quantity: -1 }] },
    });
    expect(negative.statusCode).toBe(422);
  });

  it("answers 404 for another company's count and leaves it unchanged", async () => {
    const s = await shop();
    const other = await shop();
    const count = await ok<StockCountDetail>(
      'POST',
      '/stock-counts',
      s.admin.token,
      { warehouse_id: s.main, variant_ids: [s.soap] },
      201,
    );
    for (const [method, url] of [
      ['GET', `/stock-counts/${count.id}`],
      ['PATCH', `/stock-counts/${count.id}`],
      ['POST', `/stock-counts/${count.id}/apply`],
      ['POST', `/stock-counts/${count.id}/cancel`],
    ] as const) {
      const response = await api(method, url, {
        token: other.admin.token,
        ...(method === 'PATCH' ? { body: { lines: [] } } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await ok<StockCountDetail>('GET', `/stock-counts/${count.id}`, s.admin.token)).status).toBe(
      'draft',
    );
    expect((await list('/stock-counts', other.admin.token)).meta.total).toBe(0);
  });
});

describe('stock transfers', () => {
  it('goes draft → in_transit → received: stock leaves the source on ship and arrives on receive, the difference reported', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 10);
    await s.adjust(s.main, s.shirt, 5);
    const year = new Date().getUTCFullYear();
    const draft = await ok<StockTransferDetail>(
      'POST',
      '/stock-transfers',
      s.admin.token,
      {
        from_warehouse_id: s.main,
        to_warehouse_id: s.second,
        note: 'Réassort',
        lines: [
          { variant_id: s.soap, quantity: 4 },
          { variant_id: s.shirt, quantity: 1 },
        ],
      },
      201,
    );
    expect(draft).toMatchObject({
      status: 'draft',
      reference: `TR-${year}-0001`,
      from_warehouse_name: expect.any(String),
      to_warehouse_name: 'Dépôt Pikine',
      total_quantity: 5,
      line_count: 2,
      created_by_name: 'Awa Diop',
    });
    const edited = await ok<StockTransferDetail>('PATCH', `/stock-transfers/${draft.id}`, s.admin.token, {
      lines: [
        { variant_id: s.soap, quantity: 6 },
        { variant_id: s.shirt, quantity: 2 },
      ],
    });
    expect(edited.total_quantity).toBe(8);
    expect(await balanceOf(s.main, s.soap)).toBe(10);

    const shipped = await ok<StockTransferDetail>('POST', `/stock-transfers/${draft.id}/ship`, s.admin.token);
    expect(shipped.status).toBe('in_transit');
    expect(shipped.shipped_at).not.toBeNull();
    expect(await balanceOf(s.main, s.soap)).toBe(4);
    expect(await balanceOf(s.second, s.soap)).toBe(0);
    expect(await totalOf(s.soap)).toBe(4);

    const received = await ok<StockTransferDetail>(
      'POST',
      `/stock-transfers/${draft.id}/receive`,
      s.admin.token,
      {
        lines: [{ variant_id: s.soap, received_quantity: 5 }],
      },
    );
    expect(received.status).toBe('received');
    expect(received.lines.find((l) => l.variant_id === s.soap)).toMatchObject({
      quantity: 6,
      received_quantity: 5,
      difference: -1,
    });
    expect(received.lines.find((l) => l.variant_id === s.shirt)).toMatchObject({
      received_quantity: 2,
      difference: 0,
    });
    expect(await balanceOf(s.second, s.soap)).toBe(5);
    expect(await balanceOf(s.second, s.shirt)).toBe(2);
    expect(await totalOf(s.soap)).toBe(9);

    const movements = await list<StockMovement>('/stock-movements', s.admin.token, {
      'filter[reference_id]': draft.id,
    });
    // Ship 2 lines, receive 2 lines, and the soap missing on arrival lost in transit.
    expect(movements.meta.total).toBe(5);
    expect(movements.data.every((m) => m.reference_number === `TR-${year}-0001`)).toBe(true);
    expect(movements.data.filter((m) => m.reason === 'transfer_loss').map((m) => m.signed_quantity)).toEqual([
      -1,
    ]);
    expect(await eventTypes(s.admin.companyId, draft.id)).toEqual([
      'stock_transfer.created',
      'stock_transfer.updated',
      'stock_transfer.shipped',
      'stock_transfer.received',
    ]);
    for (const action of ['ship', 'receive', 'cancel']) {
      const response = await api('POST', `/stock-transfers/${draft.id}/${action}`, { token: s.admin.token });
      expect(response.statusCode, action).toBe(409);
      expect(response.json<ErrorBody>().code).toBe('invalid_transition');
    }
  });

  it('cancelling in transit returns the stock to the source; cancelling a draft moves nothing', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 10);
    const body = {
      from_warehouse_id: s.main,
      to_warehouse_id: s.second,
      lines: [{ variant_id: s.soap, quantity: 3 }],
    };
    const a = await ok<StockTransferDetail>('POST', '/stock-transfers', s.admin.token, body, 201);
    await ok('POST', `/stock-transfers/${a.id}/ship`, s.admin.token);
    expect(await balanceOf(s.main, s.soap)).toBe(7);
    const cancelled = await ok<StockTransferDetail>('POST', `/stock-transfers/${a.id}/cancel`, s.admin.token);
    expect(cancelled.status).toBe('cancelled');
    expect(await balanceOf(s.main, s.soap)).toBe(10);
    expect(await balanceOf(s.second, s.soap)).toBe(0);
    expect(await totalOf(s.soap)).toBe(10);
    const b = await ok<StockTransferDetail>('POST', '/stock-transfers', s.admin.token, body, 201);
    expect(b.number).toBe(2);
    await ok('POST', `/stock-transfers/${b.id}/cancel`, s.admin.token);
    expect(await balanceOf(s.main, s.soap)).toBe(10);
    const receiveDraft = await api('POST', `/stock-transfers/${b.id}/receive`, { token: s.admin.token });
    expect(receiveDraft.statusCode).toBe(409);
    const list1 = await list<{ id: string }>('/stock-transfers', s.admin.token, {
      'filter[status]': 'cancelled',
    });
    expect(list1.meta.total).toBe(2);
  });

  it('still receives a transfer in transit whose variant was deleted meanwhile, but refuses deleted variants on a new one', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 5);
    const body = {
      from_warehouse_id: s.main,
      to_warehouse_id: s.second,
      lines: [{ variant_id: s.soap, quantity: 2 }],
    };
    const transfer = await ok<StockTransferDetail>('POST', '/stock-transfers', s.admin.token, body, 201);
    await ok('POST', `/stock-transfers/${transfer.id}/ship`, s.admin.token);
    await t.ctx.db
      .update(productVariants)
      .set({ deleted_at: new Date() })
      .where(eq(productVariants.id, s.soap));
    await ok('POST', `/stock-transfers/${transfer.id}/receive`, s.admin.token);
    expect(await balanceOf(s.second, s.soap)).toBe(2);
    const again = await api('POST', '/stock-transfers', { token: s.admin.token, body });
    expect(again.statusCode).toBe(422);
  });

  it('refuses to ship more than the source holds (409 insufficient_stock) and to edit a transfer in transit', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 3);
    const transfer = await ok<StockTransferDetail>(
      'POST',
      '/stock-transfers',
      s.admin.token,
      { from_warehouse_id: s.main, to_warehouse_id: s.second, lines: [{ variant_id: s.soap, quantity: 3 }] },
      201,
    );
    // Sold meanwhile: the draft was fine when written, shipping checks again.
    await s.adjust(s.main, s.soap, -1);
    const ship = await api('POST', `/stock-transfers/${transfer.id}/ship`, { token: s.admin.token });
    expect(ship.statusCode).toBe(409);
    expect(ship.json<ErrorBody>()).toMatchObject({ code: 'insufficient_stock' });
    expect(
      (await ok<StockTransferDetail>('GET', `/stock-transfers/${transfer.id}`, s.admin.token)).status,
    ).toBe('draft');
    await ok('PATCH', `/stock-transfers/${transfer.id}`, s.admin.token, {
      lines: [{ variant_id: s.soap, quantity: 2 }],
    });
    await ok('POST', `/stock-transfers/${transfer.id}/ship`, s.admin.token);
    const edit = await api('PATCH', `/stock-transfers/${transfer.id}`, {
      token: s.admin.token,
      headers: { 'accept-language': 'fr' },
      body: { note: 'trop tard' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ErrorBody>().message).toBe('Ce transfert ne peut pas passer de en transit à brouillon.');
    const unknownLine = await api('POST', `/stock-transfers/${transfer.id}/receive`, {
      token: s.admin.token,
      body: { lines: [{ variant_id: s.shirt, received_quantity: 1 }] },
    });
    expect(unknownLine.statusCode).toBe(422);
    expect(Object.keys(unknownLine.json<ErrorBody>().errors ?? {})).toEqual(['lines.0.variant_id']);
  });

  it('validates transfers: different warehouses of the company, positive whole quantities, known variants', async () => {
    const s = await shop();
    const other = await shop();
    const line = [{ variant_id: s.soap, quantity: 1 }];
    const cases: [unknown, string][] = [
      [{ from_warehouse_id: s.main, to_warehouse_id: s.main, lines: line }, 'to_warehouse_id'],
      [{ from_warehouse_id: s.main, to_warehouse_id: other.main, lines: line }, 'to_warehouse_id'],
      [{ from_warehouse_id: s.main, to_warehouse_id: s.second, lines: [] }, 'lines'],
      [
        {
          from_warehouse_id: s.main,
          to_warehouse_id: s.second,
          lines: [{ variant_id: s.soap, quantity: 0 }],
        },
        'lines.0.quantity',
      ],
      [
        {
          from_warehouse_id: s.main,
          to_warehouse_id: s.second,
          lines: [{ variant_id: other.soap, quantity: 1 }],
        },
        'lines.0.variant_id',
      ],
      [{ to_warehouse_id: s.second, lines: line }, 'from_warehouse_id'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/stock-transfers', { token: s.admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await list('/stock-transfers', s.admin.token)).meta.total).toBe(0);
  });

  it('prints a transfer note in the request language with company, number, warehouses, lines and signature boxes', async () => {
    const s = await shop();
    await s.adjust(s.main, s.soap, 4);
    await s.adjust(s.main, s.shirt, 2);
    const transfer = await ok<StockTransferDetail>(
      'POST',
      '/stock-transfers',
      s.admin.token,
      {
        from_warehouse_id: s.main,
        to_warehouse_id: s.second,
        lines: [
          { variant_id: s.soap, quantity: 4 },
          { variant_id: s.shirt, quantity: 2 },
        ],
      },
      201,
    );
    const response = await api('GET', `/stock-transfers/${transfer.id}/note.pdf`, {
      token: s.admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${transfer.reference}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      'Boutique Awa',
      'Bon de transfert',
      transfer.reference,
      'Dépôt Pikine',
      'Savon noir',
      'SAV-1',
      'M / Rouge',
      'TS-M-R',
      'Expédié par',
      'Reçu par',
      'Envoyé',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const en = await api('GET', `/stock-transfers/${transfer.id}/note.pdf`, { token: s.admin.token });
    const enText = (
      await extractText(await getDocumentProxy(new Uint8Array(en.rawPayload)), { mergePages: true })
    ).text;
    expect(enText).toContain('Transfer note');
    expect(enText).toContain('Shipped by');
  });

  it("answers 404 for another company's transfer on every route and leaves it unchanged", async () => {
    const s = await shop();
    const other = await shop();
    await s.adjust(s.main, s.soap, 5);
    const transfer = await ok<StockTransferDetail>(
      'POST',
      '/stock-transfers',
      s.admin.token,
      { from_warehouse_id: s.main, to_warehouse_id: s.second, lines: [{ variant_id: s.soap, quantity: 1 }] },
      201,
    );
    for (const [method, url] of [
      ['GET', `/stock-transfers/${transfer.id}`],
      ['GET', `/stock-transfers/${transfer.id}/note.pdf`],
      ['PATCH', `/stock-transfers/${transfer.id}`],
      ['POST', `/stock-transfers/${transfer.id}/ship`],
      ['POST', `/stock-transfers/${transfer.id}/receive`],
      ['POST', `/stock-transfers/${transfer.id}/cancel`],
    ] as const) {
      const response = await api(method, url, {
        token: other.admin.token,
        ...(method === 'PATCH' ? { body: { note: 'x' } } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      (await ok<StockTransferDetail>('GET', `/stock-transfers/${transfer.id}`, s.admin.token)).status,
    ).toBe('draft');
    expect(await balanceOf(s.main, s.soap)).toBe(5);
    expect((await list('/stock-transfers', other.admin.token)).meta.total).toBe(0);
    expect((await list('/stock-movements', other.admin.token)).meta.total).toBe(0);
    expect((await list('/stock-balances', other.admin.token)).meta.total).toBe(0);
  });
});
