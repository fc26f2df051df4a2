import { foldForSearch } from '@comptoir/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  collectionProducts,
  collections,
  products,
  productVariants,
  suppliers,
} from '../../db/schema/catalog.ts';
import { parseCsv } from '../imports/csv-parse.ts';
import { defaultWarehouseId } from '../stock/stock.test-helpers.ts';
import type { ProductBody, VariantBody } from './products.routes.test.ts';

let t: TestApp;
let admin: Account;
let other: Account;
let supplierId: string;
let shopId: string;
const ids: Record<string, string> = {};
const variantIds: Record<string, string> = {};

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function create(account: Account, body: Record<string, unknown>): Promise<ProductBody> {
  const response = await api('POST', '/products', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  const product = response.json<{ data: ProductBody }>().data;
  ids[product.title] = product.id;
  for (const v of product.variants ?? []) if (v.sku) variantIds[v.sku] = v.id;
  return product;
}

async function titles(query: Record<string, string>, account = admin): Promise<string[]> {
  const response = await api('GET', '/products', { token: account.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductBody[] }>().data.map((p) => p.title);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app);
  other = await registerCompany(t.app);
  const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
  const [supplier] = await t.ctx.db
    .insert(suppliers)
    .values({ company_id: admin.companyId, name: 'Sahel Textiles' })
    .returning({ id: suppliers.id });
  supplierId = supplier!.id;
  shopId = (await api('GET', '/shops', { token: admin.token })).json<{ data: { id: string }[] }>().data[0]!
    .id;
  // Created oldest first: Boubou, Pagne, Sandales, Thé, Lot.
  await create(admin, {
    title: 'Boubou brodé',
    tags: ['Fête', 'coton'],
    supplier_id: supplierId,
    options: [{ name: 'Taille', values: ['M', 'L'] }],
    variants: [
      { option1: 'M', price: 15000, sku: 'BOU-M', barcode: '6001000000011', reorder_point: 2 },
      { option1: 'L', price: 25000, sku: 'BOU-L', barcode: '6001000000028' },
    ],
    initial_stock: [
      { variant_index: 0, warehouse_id: warehouseId, quantity: 1 },
      { variant_index: 1, warehouse_id: warehouseId, quantity: 9 },
    ],
  });
  await create(admin, {
    title: 'Pagne wax',
    tags: ['coton'],
    status: 'draft',
    shop_ids: [shopId],
    variants: [{ price: 5000, sku: 'PAG-1' }],
    initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 20 }],
  });
  await create(admin, { title: 'Sandales cuir', variants: [{ price: 8000, sku: 'SAN-1' }] });
  await create(admin, { title: 'Thé vert', type: 'services', variants: [{ price: 500 }] });
  await create(admin, {
    title: 'Lot fête',
    type: 'bundle',
    variants: [{ price: 18000, sku: 'LOT-1' }],
    composites: [
      { variant_id: variantIds['PAG-1'], quantity: 2 },
      { variant_id: variantIds['BOU-L'], quantity: 1 },
    ],
  });
  const ofB = await api('POST', '/products', {
    token: other.token,
    body: { title: 'Pagne de B', variants: [{ price: 1, sku: 'PAG-1' }] },
  });
  expect(ofB.statusCode).toBe(201);
}, 60_000);
afterAll(() => t?.close());

describe('GET /products', () => {
  it('lists newest first with price range, quantity, variant count and thumbnail; pages without overlap', async () => {
    const response = await api('GET', '/products', { token: admin.token });
    const body = response.json<{ data: ProductBody[]; meta: Record<string, unknown> }>();
    expect(body.data.map((p) => p.title)).toEqual([
      'Lot fête',
      'Thé vert',
      'Sandales cuir',
      'Pagne wax',
      'Boubou brodé',
    ]);
    expect(body.meta).toMatchObject({ total: 5, current_page: 1 });
    const boubou = body.data.find((p) => p.title === 'Boubou brodé')!;
    expect(boubou).toMatchObject({
      price_min: 15000,
      price_max: 25000,
      total_quantity: 10,
      variants_count: 2,
    });
    expect(boubou.thumbnail_url).toBeNull();
    expect(boubou.variants).toBeUndefined();
    // The bundle's quantity comes from its components: min(20 / 2, 9 / 1) = 9.
    expect(body.data.find((p) => p.title === 'Lot fête')!.total_quantity).toBe(9);

    const first = await titles({ per_page: '2', page: '1' });
    const second = await titles({ per_page: '2', page: '2' });
    const third = await titles({ per_page: '2', page: '3' });
    expect([...first, ...second, ...third]).toEqual(body.data.map((p) => p.title));
  });

  it('sorts by title, price (cheapest variant) and created_at', async () => {
    expect(await titles({ sort: 'title' })).toEqual([
      'Boubou brodé',
      'Lot fête',
      'Pagne wax',
      'Sandales cuir',
      'Thé vert',
    ]);
    expect(await titles({ sort: 'price' })).toEqual([
      'Thé vert',
      'Pagne wax',
      'Sandales cuir',
      'Boubou brodé',
      'Lot fête',
    ]);
    expect(await titles({ sort: '-price' })).toEqual([
      'Lot fête',
      'Boubou brodé',
      'Sandales cuir',
      'Pagne wax',
      'Thé vert',
    ]);
    expect((await titles({ sort: 'created_at' }))[0]).toBe('Boubou brodé');
  });

  it('filters by status, type, tag, supplier, shop, collection (manual and rules) and stock status', async () => {
    expect(await titles({ 'filter[status]': 'draft' })).toEqual(['Pagne wax']);
    expect(await titles({ 'filter[type]': 'services,bundle' })).toEqual(['Lot fête', 'Thé vert']);
    expect(await titles({ 'filter[tag]': 'coton', sort: 'title' })).toEqual(['Boubou brodé', 'Pagne wax']);
    expect(await titles({ 'filter[supplier_id]': supplierId })).toEqual(['Boubou brodé']);
    expect(await titles({ 'filter[shop_id]': shopId })).toEqual(['Pagne wax']);

    const [manual] = await t.ctx.db
      .insert(collections)
      .values({ company_id: admin.companyId, title: 'Sélection', handle: 'selection' })
      .returning({ id: collections.id });
    await t.ctx.db.insert(collectionProducts).values({
      company_id: admin.companyId,
      collection_id: manual!.id,
      product_id: ids['Sandales cuir']!,
    });
    expect(await titles({ 'filter[collection_id]': manual!.id })).toEqual(['Sandales cuir']);
    const [rules] = await t.ctx.db
      .insert(collections)
      .values({
        company_id: admin.companyId,
        title: 'Chers',
        handle: 'chers',
        kind: 'rules',
        rules: [{ field: 'price', operator: 'greater_than', value: '16000' }],
      })
      .returning({ id: collections.id });
    expect(await titles({ 'filter[collection_id]': rules!.id })).toEqual(['Lot fête', 'Boubou brodé']);
    // Another company's collection selects nothing.
    expect(await titles({ 'filter[collection_id]': manual!.id }, other)).toEqual([]);

    expect(await titles({ 'filter[stock_status]': 'in_stock', sort: 'title' })).toEqual([
      'Boubou brodé',
      'Lot fête',
      'Pagne wax',
    ]);
    expect(await titles({ 'filter[stock_status]': 'out_of_stock' })).toEqual(['Sandales cuir']);
    expect(await titles({ 'filter[stock_status]': 'low_stock' })).toEqual(['Boubou brodé']);
    // A bundle is low when what its components allow (9) is at or below its reorder point.
    const lowBundle = (reorderPoint: number) =>
      t.ctx.db
        .update(productVariants)
        .set({ reorder_point: reorderPoint })
        .where(eq(productVariants.product_id, ids['Lot fête']!));
    await lowBundle(9);
    expect(await titles({ 'filter[stock_status]': 'low_stock' })).toEqual(['Lot fête', 'Boubou brodé']);
    await lowBundle(8);
    expect(await titles({ 'filter[stock_status]': 'low_stock' })).toEqual(['Boubou brodé']);
    // The flag behind the filter follows the stock (triggers): a component down to 8 makes the bundle
    // low, the low variant restocked clears Boubou, an untracked product is never low.
    const low = () => titles({ 'filter[stock_status]': 'low_stock' });
    const setQuantity = (sku: string, quantity: number) =>
      t.ctx.db.update(productVariants).set({ quantity }).where(eq(productVariants.id, variantIds[sku]!));
    const track = (on: boolean) =>
      t.ctx.db.update(products).set({ track_inventory: on }).where(eq(products.id, ids['Lot fête']!));
    await setQuantity('BOU-L', 8);
    expect(await low()).toEqual(['Lot fête', 'Boubou brodé']);
    await setQuantity('BOU-M', 5);
    expect(await low()).toEqual(['Lot fête']);
    await track(false);
    expect(await low()).toEqual([]);
    await track(true);
    expect(await low()).toEqual(['Lot fête']);
    await setQuantity('BOU-L', 9);
    await setQuantity('BOU-M', 1);
    expect(await low()).toEqual(['Boubou brodé']);
    const filtered = await api('GET', '/products', {
      token: admin.token,
      query: { 'filter[status]': 'active' },
    });
    expect(filtered.json<{ meta: { total: number } }>().meta.total).toBe(4);
  });

  it('searches titles, and exact or prefix SKU and barcode of variants', async () => {
    expect(await titles({ search: 'pagne' })).toEqual(['Pagne wax']);
    expect(await titles({ search: 'BOU-L' })).toEqual(['Boubou brodé']);
    expect(await titles({ search: 'san' })).toEqual(['Sandales cuir']);
    expect(await titles({ search: 'bou-l' })).toEqual(['Boubou brodé']);
    expect(await titles({ search: 'PAG-' })).toEqual(['Pagne wax']);
    expect(await titles({ search: '6001000000028' })).toEqual(['Boubou brodé']);
    expect(await titles({ search: '600100' })).toEqual(['Boubou brodé']);
    expect(await titles({ search: '%' })).toEqual([]);
    expect(await titles({ search: 'Pagne de B' })).toEqual([]);
  });

  it('pages a search or filters in every sort as the whole list narrowed, with its total', async () => {
    const cotton = ['Boubou brodé', 'Pagne wax'];
    for (const sort of ['-created_at', 'created_at', 'title', '-title', 'price', '-price', '-updated_at']) {
      const all = await titles({ sort });
      const narrowings: { query: Record<string, string>; expected: string[] }[] = [
        // 'E' finds 'e' and 'é' ("Boubou brodé"): search ignores case and accents
        { query: { search: 'E' }, expected: all.filter((title) => foldForSearch(title).includes('e')) },
        {
          query: { 'filter[type]': 'physical_goods', 'filter[tag]': 'coton' },
          expected: all.filter((title) => cotton.includes(title)),
        },
      ];
      for (const { query, expected } of narrowings) {
        expect(expected.length, sort).toBeGreaterThan(1);
        const pages: string[] = [];
        for (const page of ['1', '2', '3', '4', '5']) {
          const response = await api('GET', '/products', {
            token: admin.token,
            query: { ...query, sort, per_page: '1', page },
          });
          const body = response.json<{ data: ProductBody[]; meta: { total: number } }>();
          expect(body.meta.total, sort).toBe(expected.length);
          pages.push(...body.data.map((p) => p.title));
        }
        expect(pages, sort).toEqual(expected);
      }
    }
  });

  it('counts a narrowed list to the end of its block of ten pages, past it the total is a floor', async () => {
    const shop = await registerCompany(t.app);
    await t.ctx.db.execute(
      sql`insert into products (id, company_id, title, handle, tags)
          select gen_random_uuid(), ${shop.companyId}, 'Lot ' || n, 'lot-' || n, array['lot'] from generate_series(1, 110) n`,
    );
    const meta = async (query: Record<string, string>) => {
      const response = await api('GET', '/products', {
        token: shop.token,
        query: { per_page: '10', ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ meta: Record<string, unknown> }>().meta;
    };
    const lot = { 'filter[tag]': 'lot' };

    // per_page 10: pages 1–10 count up to 100 rows, pages 11–20 up to 200.
    expect(await meta({ ...lot, page: '1' })).toMatchObject({
      total: 100,
      total_exact: false,
      last_page: 10,
      to: 10,
    });
    expect(await meta({ ...lot, page: '10' })).toMatchObject({
      total: 100,
      total_exact: false,
      from: 91,
      to: 100,
    });
    expect(await meta({ ...lot, page: '11' })).toMatchObject({
      total: 110,
      total_exact: true,
      last_page: 11,
      to: 110,
    });
    expect(await meta({ search: 'lot', page: '2' })).toMatchObject({ total: 100, total_exact: false });
    expect(await meta({ search: 'lot 10', page: '1' })).toMatchObject({ total: 11, total_exact: true });
    // Unfiltered, the row counter: exact whatever the page.
    expect(await meta({ page: '1' })).toMatchObject({ total: 110, total_exact: true, last_page: 11 });
  });

  it('loads includes for the whole page', async () => {
    const response = await api('GET', '/products', {
      token: admin.token,
      query: { include: 'variants,options,shops,supplier,images,composites', sort: 'title' },
    });
    const [boubou, lot, pagne] = response.json<{ data: (ProductBody & { supplier: unknown })[] }>().data;
    expect(boubou!.variants?.map((v) => v.sku)).toEqual(['BOU-M', 'BOU-L']);
    expect(boubou!.options).toEqual([{ name: 'Taille', position: 1, values: ['M', 'L'] }]);
    expect(boubou!.supplier).toEqual({ id: supplierId, name: 'Sahel Textiles' });
    expect(pagne!.shop_ids).toEqual([shopId]);
    expect(lot!.variants![0]).toMatchObject({ quantity: 9 });
    expect(lot!.variants![0]!.components?.map((c) => [c.component_variant_id, c.quantity]).sort()).toEqual(
      [
        [variantIds['BOU-L'], 1],
        [variantIds['PAG-1'], 2],
      ].sort(),
    );
  });

  it('keeps a filtered page as a named statement with its values written in, still answering the rows of now', async () => {
    const shop = await registerCompany(t.app);
    const tag = "l'été \\ 50% -- $1";
    const first = await create(shop, { title: 'Sac raphia', tags: [tag] });
    const tagged = (value: string) => titles({ 'filter[tag]': value }, shop);
    // The driver's query method, whichever database: pg.Pool#query({ name, text, values }) or PGlite#query(text, values).
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const sent = vi.spyOn(client, 'query');
    expect(await tagged(tag)).toEqual(['Sac raphia']);
    expect(await tagged(tag)).toEqual(['Sac raphia']);
    const pages = sent.mock.calls
      .map(([statement, values]) =>
        typeof statement === 'string' ? { text: statement, values, name: undefined } : (statement as never),
      )
      .filter((s: { text: string }) => s.text.includes('json_agg'));
    expect(pages).toHaveLength(2);
    for (const page of pages as { name?: string; text: string; values: unknown[] }[]) {
      expect(page.values).toEqual([]);
      expect(page.text).toContain("E'l''été \\\\ 50% -- $1'");
      if (t.ctx.database.kind === 'postgres') expect(page.name).toMatch(/^products_page_\d+$/);
    }
    sent.mockRestore();
    // The plan is kept, not the answer: a product tagged since is listed, a partial tag matches nothing.
    await create(shop, { title: 'Panier tressé', tags: [tag] });
    expect(await tagged(tag)).toEqual(['Panier tressé', first.title]);
    expect(await tagged("l'été")).toEqual([]);
    // A typed search gets no name: its plan depends on the words, and it is rarely asked twice.
    const searched = vi.spyOn(client, 'query');
    expect(await titles({ search: 'raphia' }, shop)).toEqual(['Sac raphia']);
    const searchPage = searched.mock.calls
      .map(([s]) => s as { name?: string; text: string; values: unknown[] })
      .find((s) => typeof s !== 'string' && s.text.includes('json_agg'));
    if (t.ctx.database.kind === 'postgres') {
      expect(searchPage?.values.length).toBeGreaterThan(0);
      expect(searchPage?.name).toBeUndefined();
    }
    searched.mockRestore();
  });

  it('answers 400 on an unknown filter, sort or include, or a bad filter value', async () => {
    const queries: Record<string, string>[] = [
      { 'filter[colour]': 'red' },
      { sort: 'name' },
      { include: 'stock' },
      { 'filter[stock_status]': 'plenty' },
      { 'filter[shop_id]': 'nope' },
      { 'filter[status]': 'gone' },
      { unknown: '1' },
    ];
    for (const query of queries) {
      const response = await api('GET', '/products', { token: admin.token, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /products/export', () => {
  it('exports the filtered list as CSV for a role with products.export', async () => {
    const response = await api('GET', '/products/export', {
      token: admin.token,
      query: { 'filter[tag]': 'coton', sort: 'title' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    // One line per variant (imports/product-csv.test.ts checks every column and the import round trip).
    const { headers, rows } = parseCsv(response.body)!;
    const cells = (name: string) => rows.map((row) => row[headers.indexOf(name)]);
    expect(cells('Title')).toEqual(['Boubou brodé', 'Boubou brodé', 'Pagne wax']);
    expect(cells('SKU')).toEqual(['BOU-M', 'BOU-L', 'PAG-1']);
    expect(cells('Supplier')).toEqual(['Sahel Textiles', 'Sahel Textiles', '']);
    // Type and status in words, as the products screen shows them.
    expect(rows.map((row) => [row[headers.indexOf('Type')], row[headers.indexOf('Status')]])).toEqual([
      ['Physical goods', 'Active'],
      ['Physical goods', 'Active'],
      ['Physical goods', 'Draft'],
    ]);
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api('GET', '/products/export', { token: employee.token })).statusCode).toBe(403);
  });
});

describe('/product-variants', () => {
  it('lists variants with search, product filter, low stock and include=product', async () => {
    const search = await api('GET', '/product-variants', {
      token: admin.token,
      query: { search: 'boubou', include: 'product', sort: 'price' },
    });
    const found = search.json<{ data: VariantBody[] }>().data;
    expect(found.map((v) => v.sku)).toEqual(['BOU-M', 'BOU-L']);
    expect(found[0]!.product).toMatchObject({ id: ids['Boubou brodé'], title: 'Boubou brodé' });
    const bySku = await api('GET', '/product-variants', { token: admin.token, query: { search: 'PAG' } });
    expect(bySku.json<{ data: VariantBody[] }>().data.map((v) => v.sku)).toEqual(['PAG-1']);
    expect(bySku.json<{ data: VariantBody[] }>().data[0]!.product).toBeUndefined();
    const ofProduct = await api('GET', '/product-variants', {
      token: admin.token,
      query: { 'filter[product_id]': ids['Boubou brodé']! },
    });
    expect(ofProduct.json<{ data: VariantBody[] }>().data).toHaveLength(2);
    const low = await api('GET', '/product-variants', {
      token: admin.token,
      query: { 'filter[low_stock]': 'true' },
    });
    expect(low.json<{ data: VariantBody[] }>().data.map((v) => v.sku)).toEqual(['BOU-M']);
    const bad = await api('GET', '/product-variants', {
      token: admin.token,
      query: { 'filter[low_stock]': 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by the product’s type: what a bundle editor may offer as components', async () => {
    const skusOf = async (types: string) => {
      const response = await api('GET', '/product-variants', {
        token: admin.token,
        query: { 'filter[product_type]': types, sort: 'sku' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: VariantBody[] }>().data.map((v) => v.sku);
    };
    expect(await skusOf('bundle,menu')).toEqual(['LOT-1']);
    const stocked = await skusOf('physical_goods, digital_goods,services');
    expect(stocked).not.toContain('LOT-1');
    expect(stocked).toEqual(expect.arrayContaining(['BOU-L', 'BOU-M', 'PAG-1', 'SAN-1']));
    expect(stocked).toHaveLength(5);
    for (const wrong of ['box', 'bundle,', '']) {
      const bad = await api('GET', '/product-variants', {
        token: admin.token,
        query: { 'filter[product_type]': wrong },
        headers: { 'accept-language': 'es' },
      });
      expect(bad.statusCode, wrong).toBe(400);
      expect(bad.json<{ message: string }>().message, wrong).toContain('filter[product_type]');
    }
  });

  it('looks a variant up by exact barcode or SKU, 404 when none', async () => {
    const byBarcode = await api('GET', '/product-variants/lookup', {
      token: admin.token,
      query: { code: '6001000000028' },
    });
    expect(byBarcode.statusCode).toBe(200);
    expect(byBarcode.json<{ data: VariantBody }>().data).toMatchObject({
      sku: 'BOU-L',
      quantity: 9,
      product: { id: ids['Boubou brodé'], title: 'Boubou brodé' },
    });
    const bySku = await api('GET', '/product-variants/lookup', {
      token: admin.token,
      query: { code: 'PAG-1' },
    });
    expect(bySku.json<{ data: VariantBody }>().data.id).toBe(variantIds['PAG-1']);
    const prefix = await api('GET', '/product-variants/lookup', {
      token: admin.token,
      query: { code: 'PAG' },
    });
    expect(prefix.statusCode).toBe(404);
    expect(prefix.json<{ code: string }>().code).toBe('not_found');
    const missing = await api('GET', '/product-variants/lookup', { token: admin.token });
    expect(missing.statusCode).toBe(400);
  });

  it('reads one variant (a bundle with its computed quantity and components) and edits it', async () => {
    const lot = await api('GET', `/product-variants/${variantIds['LOT-1']}`, { token: admin.token });
    expect(lot.json<{ data: VariantBody }>().data).toMatchObject({
      quantity: 9,
      product: { title: 'Lot fête' },
    });
    expect(lot.json<{ data: VariantBody }>().data.components).toHaveLength(2);

    const patched = await api('PATCH', `/product-variants/${variantIds['SAN-1']}`, {
      token: admin.token,
      body: { price: 8500, barcode: '  ', reorder_point: 3, weight: 900, cost: 4000 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ data: VariantBody & { weight: number } }>().data).toMatchObject({
      price: 8500,
      barcode: null,
      reorder_point: 3,
      weight: 900,
      cost: 4000,
    });
    const taken = await api('PATCH', `/product-variants/${variantIds['SAN-1']}`, {
      token: admin.token,
      body: { sku: 'BOU-M' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('sku');
    const invalid = await api('PATCH', `/product-variants/${variantIds['SAN-1']}`, {
      token: admin.token,
      body: { price: 'cher' },
    });
    expect(invalid.statusCode).toBe(422);
  });
});
