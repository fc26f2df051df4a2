import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, productVariants, stockBalances, stockMovements } from '../../db/schema/index.ts';
import { defaultWarehouseId } from '../stock/stock.test-helpers.ts';

export interface VariantBody {
  id: string;
  product_id: string;
  title: string;
  option1: string | null;
  option2: string | null;
  sku: string | null;
  barcode: string | null;
  price: number;
  compare_at_price: number | null;
  cost?: number | null;
  quantity: number;
  reorder_point: number | null;
  position: number;
  components?: { component_variant_id: string; quantity: number; variant?: { title: string } }[];
  product?: { id: string; title: string };
}
export interface ProductBody {
  id: string;
  title: string;
  handle: string;
  status: string;
  type: string;
  tags: string[];
  supplier_id: string | null;
  price_min: number;
  price_max: number;
  total_quantity: number;
  variants_count: number;
  thumbnail_url: string | null;
  options?: { name: string; position: number; values: string[] }[];
  variants?: VariantBody[];
  shop_ids?: string[];
  images?: unknown[];
}
interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function create(admin: Account, body: Record<string, unknown>): Promise<ProductBody> {
  const response = await api('POST', '/products', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProductBody }>().data;
}

const eventsOf = (companyId: string, subjectId: string) =>
  t.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
    .orderBy(events.id);

describe('products CRUD', () => {
  it('creates a product with options and variants, reads, updates and soft-deletes it, with events', async () => {
    const admin = await registerCompany(t.app);
    const created = await create(admin, {
      title: 'Robe Wax',
      tags: ['Wax', 'wax', 'été'],
      options: [
        { name: 'Taille', values: ['S', 'M'] },
        { name: 'Couleur', values: ['Rouge'] },
      ],
      variants: [
        { option1: 'S', option2: 'Rouge', price: 5000, sku: 'RW-S', cost: 3000 },
        { option1: 'M', option2: 'Rouge', price: 6000, sku: 'RW-M', barcode: '6001234567890' },
      ],
    });
    expect(created).toMatchObject({
      title: 'Robe Wax',
      handle: 'robe-wax',
      status: 'active',
      type: 'physical_goods',
      tags: ['Wax', 'été'],
      price_min: 5000,
      price_max: 6000,
      total_quantity: 0,
      variants_count: 2,
      thumbnail_url: null,
    });
    expect(created.options).toEqual([
      { name: 'Taille', position: 1, values: ['S', 'M'] },
      { name: 'Couleur', position: 2, values: ['Rouge'] },
    ]);
    expect(created.variants?.map((v) => [v.title, v.sku, v.price, v.cost])).toEqual([
      ['S / Rouge', 'RW-S', 5000, 3000],
      ['M / Rouge', 'RW-M', 6000, null],
    ]);

    const read = await api('GET', `/products/${created.id}`, { token: admin.token });
    expect(read.statusCode).toBe(200);
    const plain = read.json<{ data: ProductBody }>().data;
    expect(plain.variants).toBeUndefined();
    expect(plain.variants_count).toBe(2);
    const withVariants = await api('GET', `/products/${created.id}`, {
      token: admin.token,
      query: { include: 'variants,options,shops,supplier' },
    });
    expect(withVariants.json<{ data: ProductBody }>().data.variants).toHaveLength(2);
    expect(withVariants.json<{ data: ProductBody }>().data.shop_ids).toEqual([]);
    const badInclude = await api('GET', `/products/${created.id}`, {
      token: admin.token,
      query: { include: 'stock' },
    });
    expect(badInclude.statusCode).toBe(400);

    const patched = await api('PATCH', `/products/${created.id}`, {
      token: admin.token,
      body: {
        title: 'Robe Wax longue',
        status: 'draft',
        variants: [{ id: created.variants![1]!.id, price: 6500 }],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json<{ data: ProductBody }>().data;
    expect(after).toMatchObject({
      title: 'Robe Wax longue',
      handle: 'robe-wax',
      status: 'draft',
      price_max: 6500,
    });
    expect(after.variants?.map((v) => v.id)).toEqual(created.variants?.map((v) => v.id));

    const removed = await api('DELETE', `/products/${created.id}`, { token: admin.token });
    expect(removed.statusCode).toBe(204);
    expect((await api('GET', `/products/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const variants = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, created.id));
    expect(variants.every((v) => v.deleted_at !== null)).toBe(true);
    // The SKU is free again once the product is deleted.
    await create(admin, { title: 'Autre robe', variants: [{ sku: 'RW-S', price: 100 }] });
    expect((await eventsOf(admin.companyId, created.id)).map((e) => e.type)).toEqual([
      'product.created',
      'product.updated',
      'product.deleted',
    ]);
  });

  it('answers 422 with field errors on bad bodies, in French when asked', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/products', {
      token: admin.token,
      body: { title: '', type: 'car', variants: [{ price: -1 }] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining(['title', 'type', 'variants.0.price']),
    );
    const french = await api('POST', '/products', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { title: 'Pagne', options: [{ name: 'Taille', values: ['S'] }], variants: [{ option1: 'XL' }] },
    });
    expect(french.statusCode).toBe(422);
    expect(french.json<ErrorBody>()).toMatchObject({
      message: 'Certains champs ne sont pas valides.',
      errors: { 'variants.0.option1': ['Cette valeur ne fait pas partie des options du produit.'] },
    });
  });

  it('refuses variants that do not say their option values when the product has options, saving nothing', async () => {
    const admin = await registerCompany(t.app);
    // Two sizes, two variants that only carry a price and a SKU: neither matches a combination, so
    // they used to be dropped silently (two variants at price 0, no SKU).
    const response = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Boubou brodé',
        options: [{ name: 'Taille', values: ['M', 'L'] }],
        variants: [
          { sku: 'BOU-M', price: 25_000 },
          { sku: 'BOU-L', price: 25_000 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual([
      'variants.0.option1',
      'variants.1.option1',
    ]);
    const listed = await api('GET', '/products?search=Boubou', { token: admin.token });
    expect(listed.json<{ meta: { total: number } }>().meta.total).toBe(0);

    // Said, they are saved with their prices and SKUs; options of a single value need none.
    const named = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Boubou brodé',
        options: [{ name: 'Taille', values: ['M', 'L'] }],
        variants: [
          { option1: 'M', sku: 'BOU-M', price: 25_000 },
          { option1: 'L', sku: 'BOU-L', price: 26_000 },
        ],
      },
    });
    expect(named.statusCode, named.body).toBe(201);
    const variants = named.json<{ data: ProductBody }>().data.variants ?? [];
    expect(variants.map((v) => [v.title, v.sku, v.price])).toEqual([
      ['M', 'BOU-M', 25_000],
      ['L', 'BOU-L', 26_000],
    ]);
    const single = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Savon',
        options: [{ name: 'Parfum', values: ['Karité'] }],
        variants: [{ price: 1_500 }],
      },
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json<{ data: ProductBody }>().data.variants?.[0]?.price).toBe(1_500);
  });

  it('refuses shops, images, supplier, components and warehouses of another company with 422, never 500', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const otherProduct = await create(other, { title: 'Chez B', variants: [{ sku: 'B-1' }] });
    const otherShop = (await api('GET', '/shops', { token: other.token })).json<{ data: { id: string }[] }>()
      .data[0]!.id;
    const otherWarehouse = await defaultWarehouseId(t.ctx.db, other.companyId);
    const response = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Lot',
        type: 'bundle',
        shop_ids: [otherShop],
        image_ids: ['not-a-uuid'],
        supplier_id: otherShop,
        composites: [{ variant_id: otherProduct.variants?.[0]?.id ?? otherProduct.id, quantity: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'composites.0.variant_id',
      'image_ids',
      'shop_ids',
      'supplier_id',
    ]);
    const stock = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Pagne',
        initial_stock: [{ variant_index: 0, warehouse_id: otherWarehouse, quantity: 3 }],
      },
    });
    expect(stock.statusCode).toBe(422);
    expect(stock.json<ErrorBody>().errors).toHaveProperty(['initial_stock.0.warehouse_id']);
  });

  it('answers 409 for a SKU or a given handle already used, and derives unique handles otherwise', async () => {
    const admin = await registerCompany(t.app);
    await create(admin, { title: 'Bissap', variants: [{ sku: 'BIS-1' }] });
    const dup = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Bissap 2',
        options: [{ name: 'Taille', values: ['1L', '2L'] }],
        variants: [
          { option1: '1L', sku: 'NEW' },
          { option1: '2L', sku: 'BIS-1' },
        ],
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ErrorBody>()).toMatchObject({
      code: 'duplicate',
      errors: { 'variants.1.sku': expect.any(Array) },
    });
    const twice = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Bissap 3',
        options: [{ name: 'Taille', values: ['1L', '2L'] }],
        variants: [
          { option1: '1L', sku: 'X' },
          { option1: '2L', sku: 'X' },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorBody>().errors).toHaveProperty(['variants.1.sku']);
    const handle = await api('POST', '/products', {
      token: admin.token,
      body: { title: 'Autre', handle: 'bissap' },
    });
    expect(handle.statusCode).toBe(409);
    expect(handle.json<ErrorBody>().errors).toHaveProperty('handle');
    expect((await create(admin, { title: 'Bissap' })).handle).toBe('bissap-2');
    // Another company may use the same SKU.
    const other = await registerCompany(t.app);
    await create(other, { title: 'Bissap', variants: [{ sku: 'BIS-1' }] });
  });

  it('posts opening stock as movements and balances in the same transaction', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const created = await create(admin, {
      title: 'Sandales',
      options: [{ name: 'Pointure', values: ['40', '41'] }],
      variants: [
        { option1: '40', sku: 'SAN-40' },
        { option1: '41', sku: 'SAN-41' },
      ],
      initial_stock: [
        { variant_index: 0, warehouse_id: warehouseId, quantity: 5 },
        { sku: 'SAN-41', warehouse_id: warehouseId, quantity: 2 },
      ],
    });
    expect(created.total_quantity).toBe(7);
    expect(created.variants?.map((v) => v.quantity)).toEqual([5, 2]);
    const movements = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.company_id, admin.companyId));
    expect(movements.map((m) => [m.reason, m.direction, m.quantity]).sort()).toEqual([
      ['opening', 'inbound', 2],
      ['opening', 'inbound', 5],
    ]);
    const balances = await t.ctx.db
      .select()
      .from(stockBalances)
      .where(eq(stockBalances.company_id, admin.companyId));
    expect(balances.map((b) => b.quantity).sort()).toEqual([2, 5]);
    const viaStock = await api('GET', '/stock-balances', {
      token: admin.token,
      query: { 'filter[product_id]': created.id },
    });
    expect(viaStock.json<{ data: unknown[] }>().data).toHaveLength(2);
    const bad = await api('POST', '/products', {
      token: admin.token,
      body: { title: 'Rien', initial_stock: [{ variant_index: 3, warehouse_id: warehouseId, quantity: 1 }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors).toHaveProperty(['initial_stock.0.variant_index']);
  });
});

describe('permissions and tenancy', () => {
  it('answers 403 to a role without the permission', async () => {
    const admin = await registerCompany(t.app);
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const product = await create(admin, { title: 'Pagne' });
    expect((await api('GET', '/products', { token: accountant.token })).statusCode).toBe(200);
    expect(
      (await api('POST', '/products', { token: accountant.token, body: { title: 'X' } })).statusCode,
    ).toBe(403);
    expect(
      (await api('PATCH', `/products/${product.id}`, { token: accountant.token, body: { title: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect((await api('DELETE', `/products/${product.id}`, { token: accountant.token })).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/products/export', { token: employee.token })).statusCode).toBe(403);
    expect(
      (await api('PATCH', `/product-variants/${product.id}`, { token: accountant.token, body: { price: 1 } }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for another company's product and variant and leaves them unchanged", async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    const product = await create(a, { title: 'Pagne', variants: [{ sku: 'PG', price: 100 }] });
    const variantId = product.variants![0]!.id;
    for (const [method, url, body] of [
      ['GET', `/products/${product.id}`, undefined],
      ['PATCH', `/products/${product.id}`, { title: 'Volé' }],
      ['DELETE', `/products/${product.id}`, undefined],
      ['POST', `/products/${product.id}/copy`, undefined],
      ['GET', `/product-variants/${variantId}`, undefined],
      ['PATCH', `/product-variants/${variantId}`, { price: 1 }],
    ] as const) {
      const response = await api(method, url, { token: b.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const bulk = await api('POST', '/products/bulk', {
      token: b.token,
      body: { action: 'delete', ids: [product.id] },
    });
    expect(bulk.json<{ data: { count: number } }>().data.count).toBe(0);
    const lookup = await api('GET', '/product-variants/lookup', { token: b.token, query: { code: 'PG' } });
    expect(lookup.statusCode).toBe(404);
    const still = await api('GET', `/products/${product.id}`, {
      token: a.token,
      query: { include: 'variants' },
    });
    expect(still.json<{ data: ProductBody }>().data).toMatchObject({ title: 'Pagne', price_min: 100 });
  });
});

describe('cost gating (products.cost)', () => {
  it('hides cost from a role without products.cost and refuses a cost it sends with 403', async () => {
    const admin = await registerCompany(t.app);
    const employee = await createStaff(t.app, admin, 'employee');
    const product = await create(admin, { title: 'Pagne', variants: [{ price: 1000, cost: 600 }] });
    const variantId = product.variants![0]!.id;
    const seen = await api('GET', `/products/${product.id}`, {
      token: employee.token,
      query: { include: 'variants' },
    });
    expect(seen.body).not.toContain('"cost"');
    const listed = await api('GET', '/products', { token: employee.token, query: { include: 'variants' } });
    expect(listed.body).not.toContain('"cost"');
    const variant = await api('GET', `/product-variants/${variantId}`, { token: employee.token });
    expect(variant.statusCode).toBe(200);
    expect(variant.json<{ data: VariantBody }>().data).not.toHaveProperty('cost');

    const createWithCost = await api('POST', '/products', {
      token: employee.token,
      body: { title: 'X', variants: [{ price: 1, cost: 1 }] },
    });
    expect(createWithCost.statusCode).toBe(403);
    expect(createWithCost.json<ErrorBody>().errors).toEqual({
      'variants.0.cost': ['You are not allowed to see or change costs.'],
    });
    const patchCost = await api('PATCH', `/product-variants/${variantId}`, {
      token: employee.token,
      body: { cost: 1 },
    });
    expect(patchCost.statusCode).toBe(403);
    const patchProductCost = await api('PATCH', `/products/${product.id}`, {
      token: employee.token,
      body: { variants: [{ id: variantId, cost: 1 }] },
    });
    expect(patchProductCost.statusCode).toBe(403);
    // Without cost the same edits go through, and the cost is untouched.
    const price = await api('PATCH', `/product-variants/${variantId}`, {
      token: employee.token,
      body: { price: 1200 },
    });
    expect(price.statusCode, price.body).toBe(200);
    const adminView = await api('GET', `/product-variants/${variantId}`, { token: admin.token });
    expect(adminView.json<{ data: VariantBody }>().data).toMatchObject({ price: 1200, cost: 600 });
  });
});
