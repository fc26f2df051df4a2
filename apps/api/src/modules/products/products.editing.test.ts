import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { compositeStocks, events, mediaFiles, products, productVariants } from '../../db/schema/index.ts';
import { defaultWarehouseId } from '../stock/stock.test-helpers.ts';
import type { ProductBody } from './products.routes.test.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function create(account: Account, body: Record<string, unknown>): Promise<ProductBody> {
  const response = await api('POST', '/products', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProductBody }>().data;
}

async function patch(account: Account, id: string, body: Record<string, unknown>) {
  return api('PATCH', `/products/${id}`, { token: account.token, body });
}

describe('changing options regenerates variants', () => {
  it('keeps variants whose values remain (id, stock, SKU), adds new combinations and drops empty ones', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const product = await create(admin, {
      title: 'Chemise',
      options: [{ name: 'Taille', values: ['S', 'M', 'L'] }],
      variants: [
        { option1: 'S', sku: 'CH-S', price: 4000 },
        { option1: 'M', sku: 'CH-M', price: 4000 },
        { option1: 'L', sku: 'CH-L', price: 4500 },
      ],
      initial_stock: [{ sku: 'CH-M', warehouse_id: warehouseId, quantity: 4 }],
    });
    const [s, m, l] = product.variants!;

    // Dropping M, which holds stock, is refused and changes nothing.
    const refused = await patch(admin, product.id, {
      options: [{ name: 'Taille', values: ['S', 'L'] }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      options: [expect.stringContaining('stock')],
      stocked_variants: ['M'],
    });

    // Dropping S (no stock), keeping M and L, adding XL and a colour option.
    const response = await patch(admin, product.id, {
      options: [
        { name: 'Taille', values: ['M', 'L', 'XL'] },
        { name: 'Couleur', values: ['Blanc'] },
      ],
      variants: [{ option1: 'XL', option2: 'Blanc', sku: 'CH-XL', price: 5000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{ data: ProductBody }>().data;
    expect(after.variants?.map((v) => [v.title, v.sku, v.quantity, v.price])).toEqual([
      ['M / Blanc', 'CH-M', 4, 4000],
      ['L / Blanc', 'CH-L', 0, 4500],
      ['XL / Blanc', 'CH-XL', 0, 5000],
    ]);
    expect(after.variants?.[0]?.id).toBe(m!.id);
    expect(after.variants?.[1]?.id).toBe(l!.id);
    expect(after.options?.map((o) => o.name)).toEqual(['Taille', 'Couleur']);
    const [dropped] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, s!.id));
    expect(dropped!.deleted_at).not.toBeNull();

    // A product without options keeps its single variant (and its stock) when options arrive.
    const plain = await create(admin, {
      title: 'Ceinture',
      variants: [{ sku: 'CE-1', price: 2000 }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 3 }],
    });
    const withOptions = await patch(admin, plain.id, {
      options: [{ name: 'Couleur', values: ['Noir', 'Brun'] }],
    });
    expect(withOptions.statusCode, withOptions.body).toBe(200);
    expect(
      withOptions
        .json<{ data: ProductBody }>()
        .data.variants?.map((v) => [v.id, v.title, v.sku, v.quantity, v.price]),
    ).toEqual([
      [plain.variants![0]!.id, 'Noir', 'CE-1', 3, 2000],
      [expect.any(String), 'Brun', null, 0, 2000],
    ]);
  });

  it('edits variants by id or option values, refuses a SKU of another product, replaces shops and images', async () => {
    const admin = await registerCompany(t.app);
    const shopId = (await api('GET', '/shops', { token: admin.token })).json<{ data: { id: string }[] }>()
      .data[0]!.id;
    const first = await create(admin, { title: 'A', variants: [{ sku: 'A-1' }] });
    const product = await create(admin, {
      title: 'B',
      shop_ids: [shopId],
      options: [{ name: 'Taille', values: ['S', 'M'] }],
    });
    const taken = await patch(admin, product.id, { variants: [{ option1: 'M', sku: 'A-1' }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['variants.0.sku']);
    const unknown = await patch(admin, product.id, { variants: [{ id: first.variants![0]!.id, price: 1 }] });
    expect(unknown.statusCode).toBe(422);
    const ok = await patch(admin, product.id, {
      shop_ids: [],
      image_ids: [],
      variants: [
        { option1: 'M', sku: 'B-M', price: 700 },
        { id: product.variants![0]!.id, sku: 'B-S', price: 600 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json<{ data: ProductBody }>().data;
    expect(body.variants?.map((v) => [v.sku, v.price])).toEqual([
      ['B-S', 600],
      ['B-M', 700],
    ]);
    expect(body.shop_ids).toEqual([]);
    // Swapping a SKU to a variant of the same product that gives it up in the same request works.
    const swap = await patch(admin, product.id, {
      variants: [
        { id: product.variants![0]!.id, sku: 'B-S2' },
        { id: product.variants![1]!.id, sku: 'B-S' },
      ],
    });
    expect([200, 409]).toContain(swap.statusCode);
    const handle = await patch(admin, product.id, { handle: 'a' });
    expect(handle.statusCode).toBe(409);
  });
});

describe('bundles and menus', () => {
  it('computes a bundle variant quantity from its components, and refuses components on other types', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const burger = await create(admin, {
      title: 'Burger',
      variants: [{ sku: 'BUR' }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 7 }],
    });
    const drink = await create(admin, {
      title: 'Boisson',
      variants: [{ sku: 'BOI' }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 4 }],
    });
    const menu = await create(admin, {
      title: 'Menu midi',
      type: 'menu',
      composites: [
        { variant_id: burger.variants![0]!.id, quantity: 1 },
        { variant_id: drink.variants![0]!.id, quantity: 2 },
      ],
    });
    expect(menu.total_quantity).toBe(2);
    expect(menu.variants?.[0]).toMatchObject({ quantity: 2 });
    expect(menu.variants?.[0]?.components?.map((c) => c.variant?.title)).toEqual([
      'Default Title',
      'Default Title',
    ]);
    const changed = await patch(admin, menu.id, {
      composites: [{ variant_id: burger.variants![0]!.id, quantity: 3 }],
    });
    expect(changed.json<{ data: ProductBody }>().data.total_quantity).toBe(2);
    const itself = await patch(admin, menu.id, {
      composites: [{ variant_id: menu.variants![0]!.id, quantity: 1 }],
    });
    expect(itself.statusCode).toBe(422);
    expect(itself.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'composites.0.variant_id',
    ]);
    const wrong = await api('POST', '/products', {
      token: admin.token,
      body: { title: 'X', composites: [{ variant_id: burger.variants![0]!.id, quantity: 1 }] },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('takes no bundle or menu as a component, and makes no bundle of a component or of a stocked product', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const errorsOf = (response: { json: <T>() => T }) =>
      response.json<{ errors: Record<string, string[]> }>().errors;
    const fries = await create(admin, {
      title: 'Frites',
      variants: [{ sku: 'FRI' }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 6 }],
    });
    const sauce = await create(admin, { title: 'Sauce', variants: [{ sku: 'SAU' }] });
    const menu = await create(admin, {
      title: 'Menu frites',
      type: 'menu',
      composites: [{ variant_id: fries.variants![0]!.id, quantity: 2 }],
    });
    expect(menu.total_quantity).toBe(3);

    const nested = await api('POST', '/products', {
      token: admin.token,
      body: {
        title: 'Menu famille',
        type: 'bundle',
        composites: [
          { variant_id: fries.variants![0]!.id, quantity: 1 },
          { variant_id: menu.variants![0]!.id, quantity: 2 },
        ],
      },
      headers: { 'accept-language': 'fr' },
    });
    expect(nested.statusCode).toBe(422);
    expect(errorsOf(nested)).toEqual({
      'composites.1.variant_id': [
        'Un lot ou un menu ne peut pas être un composant : choisissez des produits qui ont leur propre stock.',
      ],
    });

    // The fries are in the menu; they hold stock too, but being a component is what is said first.
    const friesToBundle = await patch(admin, fries.id, { type: 'bundle' });
    expect(friesToBundle.statusCode).toBe(422);
    expect(errorsOf(friesToBundle)).toEqual({
      type: ['This product is a component of a bundle or menu, so it cannot become one.'],
    });
    const stocked = await create(admin, {
      title: 'Poulet',
      variants: [{ sku: 'POU' }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 1 }],
    });
    const stockedToMenu = await patch(admin, stocked.id, { type: 'menu' });
    expect(stockedToMenu.statusCode).toBe(422);
    expect(errorsOf(stockedToMenu)).toEqual({
      type: ['This product holds stock: bring its stock to 0 before making it a bundle or menu.'],
    });
    const rows = await t.ctx.db
      .select({ type: products.type })
      .from(products)
      .where(inArray(products.id, [fries.id, stocked.id]));
    expect(rows.map((row) => row.type)).toEqual(['physical_goods', 'physical_goods']);

    // A product with no stock that no bundle holds may become one, with its components.
    const sauceToBundle = await patch(admin, sauce.id, {
      type: 'bundle',
      composites: [{ variant_id: fries.variants![0]!.id, quantity: 3 }],
    });
    expect(sauceToBundle.statusCode, sauceToBundle.body).toBe(200);
    expect(sauceToBundle.json<{ data: ProductBody }>().data.total_quantity).toBe(2);

    // A menu made a plain product again keeps no components: made a menu once more, it has none.
    const plain = await patch(admin, menu.id, { type: 'physical_goods' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<{ data: ProductBody }>().data.total_quantity).toBe(0);
    const components = await t.ctx.db
      .select({ id: compositeStocks.variant_id })
      .from(compositeStocks)
      .where(eq(compositeStocks.variant_id, menu.variants![0]!.id));
    expect(components).toEqual([]);
    const again = await patch(admin, menu.id, { type: 'menu' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: ProductBody }>().data.total_quantity).toBe(0);
  });
});

describe('POST /products/:id/copy', () => {
  it('copies with " copy", a new handle, draft status, no SKU/barcode and no stock', async () => {
    const admin = await registerCompany(t.app);
    const warehouseId = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const source = await create(admin, {
      title: 'Robe',
      tags: ['wax'],
      options: [{ name: 'Taille', values: ['S', 'M'] }],
      variants: [
        { option1: 'S', sku: 'R-S', barcode: '111', price: 3000 },
        { option1: 'M', sku: 'R-M', price: 3500 },
      ],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 2 }],
    });
    const response = await api('POST', `/products/${source.id}/copy`, { token: admin.token });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{ data: ProductBody }>().data;
    expect(copy).toMatchObject({
      title: 'Robe copy',
      handle: 'robe-copy',
      status: 'draft',
      tags: ['wax'],
      total_quantity: 0,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.variants?.map((v) => [v.title, v.sku, v.barcode, v.price, v.quantity])).toEqual([
      ['S', null, null, 3000, 0],
      ['M', null, null, 3500, 0],
    ]);
    const again = await api('POST', `/products/${source.id}/copy`, { token: admin.token });
    expect(again.json<{ data: ProductBody }>().data.handle).toBe('robe-copy-2');
    const created = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.subject_id, copy.id), eq(events.type, 'product.created')));
    expect(created).toHaveLength(1);
  });
});

describe('POST /products/bulk', () => {
  it('sets status, adds and removes tags, changes prices and deletes, only for the company’s products', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const a = await create(admin, { title: 'A', tags: ['Promo'], variants: [{ price: 1000 }] });
    const b = await create(admin, {
      title: 'B',
      options: [{ name: 'T', values: ['1', '2'] }],
      variants: [
        { option1: '1', price: 2000 },
        { option1: '2', price: 2500 },
      ],
    });
    const foreign = await create(other, { title: 'Z', variants: [{ price: 999 }] });
    const ids = [a.id, b.id, foreign.id];
    const bulk = async (body: Record<string, unknown>, token = admin.token) => {
      const response = await api('POST', '/products/bulk', { token, body: { ids, ...body } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { count: number } }>().data.count;
    };
    const read = async (id: string, account = admin) =>
      (await api('GET', `/products/${id}`, { token: account.token, query: { include: 'variants' } })).json<{
        data: ProductBody;
      }>().data;

    expect(await bulk({ action: 'set_status', status: 'archived' })).toBe(2);
    expect((await read(a.id)).status).toBe('archived');
    expect((await read(foreign.id, other)).status).toBe('active');
    expect(await bulk({ action: 'add_tags', tags: ['promo', 'Soldes'] })).toBe(2);
    expect((await read(a.id)).tags).toEqual(['Promo', 'Soldes']);
    expect((await read(b.id)).tags).toEqual(['promo', 'Soldes']);
    expect(await bulk({ action: 'remove_tags', tags: ['PROMO'] })).toBe(2);
    expect((await read(a.id)).tags).toEqual(['Soldes']);
    expect(await bulk({ action: 'change_price', percent: '-10' })).toBe(2);
    expect((await read(b.id)).variants?.map((v) => v.price)).toEqual([1800, 2250]);
    expect(await bulk({ action: 'change_price', amount: 250 })).toBe(2);
    expect((await read(a.id)).variants?.map((v) => v.price)).toEqual([1150]);
    expect((await read(foreign.id, other)).variants?.map((v) => v.price)).toEqual([999]);
    const invalid = await api('POST', '/products/bulk', {
      token: admin.token,
      body: { ids, action: 'change_price', percent: 5, amount: 5 },
    });
    expect(invalid.statusCode).toBe(422);

    const accountant = await createStaff(t.app, admin, 'accountant');
    const denied = await api('POST', '/products/bulk', {
      token: accountant.token,
      body: { ids, action: 'delete' },
    });
    expect(denied.statusCode).toBe(403);
    expect(await bulk({ action: 'delete' })).toBe(2);
    expect((await api('GET', `/products/${a.id}`, { token: admin.token })).statusCode).toBe(404);
    const recorded = await t.ctx.db
      .select({ type: events.type, payload: events.payload })
      .from(events)
      .where(and(eq(events.subject_id, a.id), inArray(events.type, ['product.updated', 'product.deleted'])));
    expect(recorded.map((e) => [e.type, (e.payload as { bulk?: string }).bulk])).toEqual([
      ['product.updated', 'set_status'],
      ['product.updated', 'add_tags'],
      ['product.updated', 'remove_tags'],
      ['product.updated', 'change_price'],
      ['product.updated', 'change_price'],
      ['product.deleted', 'delete'],
    ]);
  });
  it('clears the compare-at prices a rise reaches, keeps the others, and says how many', async () => {
    const admin = await registerCompany(t.app);
    const product = await create(admin, {
      title: 'Pagne',
      options: [{ name: 'Motif', values: ['Fleur', 'Wax'] }],
      variants: [
        { option1: 'Fleur', price: 9000, compare_at_price: 10000 },
        { option1: 'Wax', price: 9000, compare_at_price: 12000 },
      ],
    });
    const response = await api('POST', '/products/bulk', {
      token: admin.token,
      body: { ids: [product.id], action: 'change_price', amount: 1500 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: object }>().data).toEqual({ count: 1, compare_at_cleared: 1 });
    const read = await api('GET', `/products/${product.id}`, {
      token: admin.token,
      query: { include: 'variants' },
    });
    expect(
      read.json<{ data: ProductBody }>().data.variants?.map((v) => [v.option1, v.price, v.compare_at_price]),
    ).toEqual([
      ['Fleur', 10500, null],
      ['Wax', 10500, 12000],
    ]);
  });
});

describe('images', () => {
  it('keeps image order, shows the first one as thumbnail_url, and refuses another company’s media', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const media = async (companyId: string, name: string) => {
      const [row] = await t.ctx.db
        .insert(mediaFiles)
        .values({
          company_id: companyId,
          model: 'products',
          collection: 'images',
          storage_key: `${companyId}/products/${name}`,
          original_name: name,
          content_type: 'image/png',
          ext: 'png',
          status: 'ready',
          thumbnails: [{ size: '200', key: `${companyId}/products/thumb-${name}`, width: 200, height: 200 }],
        })
        .returning({ id: mediaFiles.id });
      return row!.id;
    };
    const front = await media(admin.companyId, 'front.png');
    const back = await media(admin.companyId, 'back.png');
    const foreign = await media(other.companyId, 'foreign.png');
    const product = await create(admin, { title: 'Sac', image_ids: [back, front] });
    expect(product.thumbnail_url).toContain('thumb-back.png');
    expect(product.images?.map((i) => (i as { media_id: string; name: string }).name)).toEqual([
      'back.png',
      'front.png',
    ]);
    const listed = await api('GET', '/products', { token: admin.token });
    expect(listed.json<{ data: ProductBody[] }>().data[0]!.thumbnail_url).toContain('thumb-back.png');
    const reordered = await patch(admin, product.id, { image_ids: [front] });
    expect(reordered.json<{ data: ProductBody }>().data.thumbnail_url).toContain('thumb-front.png');
    const refused = await patch(admin, product.id, { image_ids: [front, foreign] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('image_ids');
  });
});
