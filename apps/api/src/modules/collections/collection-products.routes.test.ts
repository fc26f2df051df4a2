import type { Collection, CollectionProduct } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, products } from '../../db/schema/index.ts';
import { insertTestProduct, type TestProductInput } from '../suppliers/catalog.test-helpers.ts';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
interface ProductsBody {
  data: CollectionProduct[];
  meta: { total: number; last_page: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createCollection(admin: Account, body: Record<string, unknown>): Promise<Collection> {
  const response = await api('POST', '/collections', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Collection }>().data;
}

async function productTitles(
  admin: Account,
  id: string,
  query: Record<string, string> = {},
): Promise<string[]> {
  const response = await api('GET', `/collections/${id}/products`, { token: admin.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductsBody>().data.map((p) => p.title);
}

/** A small catalogue: titles → ids. */
async function catalogue(admin: Account, items: TestProductInput[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const item of items) ids[item.title] = await insertTestProduct(t.ctx.db, admin.companyId, item);
  return ids;
}

describe('manual collections', () => {
  it('lists the chosen products in the given order, then replaces the list with PUT in a new order', async () => {
    const admin = await registerCompany(t.app);
    const ids = await catalogue(admin, [
      { title: 'Pagne', variants: [{ price: 1500 }, { price: 2500 }] },
      { title: 'Bazin', variants: [{ price: 9000 }] },
      { title: 'Thé', variants: [{ price: 500 }] },
    ]);
    const collection = await createCollection(admin, {
      title: 'Sélection',
      product_ids: [ids.Thé, ids.Pagne],
    });
    expect(collection.products_count).toBe(2);
    const first = await api('GET', `/collections/${collection.id}/products`, { token: admin.token });
    expect(first.json<ProductsBody>().data).toEqual([
      expect.objectContaining({ id: ids.Thé, title: 'Thé', position: 0, price_min: 500, price_max: 500 }),
      expect.objectContaining({
        id: ids.Pagne,
        position: 1,
        price_min: 1500,
        price_max: 2500,
        variants_count: 2,
        type: 'physical_goods',
        status: 'active',
      }),
    ]);

    const replaced = await api('PUT', `/collections/${collection.id}/products`, {
      token: admin.token,
      body: { product_ids: [ids.Bazin, ids.Pagne, ids.Thé] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ data: Collection }>().data.products_count).toBe(3);
    expect(await productTitles(admin, collection.id)).toEqual(['Bazin', 'Pagne', 'Thé']);
    expect(await productTitles(admin, collection.id, { per_page: '2', page: '2' })).toEqual(['Thé']);
    expect(await productTitles(admin, collection.id, { search: 'pag' })).toEqual(['Pagne']);

    const updates = await t.ctx.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.subject_id, collection.id), eq(events.type, 'collection.updated')));
    expect(updates.map((e) => e.payload)).toEqual([{ fields: ['product_ids'], products_count: 3 }]);

    // A deleted product leaves the collection's list and count.
    await t.ctx.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, ids.Pagne!));
    expect(await productTitles(admin, collection.id)).toEqual(['Bazin', 'Thé']);
    const empty = await api('PUT', `/collections/${collection.id}/products`, {
      token: admin.token,
      body: { product_ids: [] },
    });
    expect(empty.json<{ data: Collection }>().data.products_count).toBe(0);
  });

  it("refuses another company's, deleted, unknown or repeated product ids with 422, changing nothing", async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const mine = await insertTestProduct(t.ctx.db, admin.companyId, { title: 'Mine' });
    const theirs = await insertTestProduct(t.ctx.db, other.companyId, { title: 'Theirs' });
    const deleted = await insertTestProduct(t.ctx.db, admin.companyId, { title: 'Old', deleted: true });
    const collection = await createCollection(admin, { title: 'Mix', product_ids: [mine] });
    for (const productIds of [[mine, theirs], [deleted], [crypto.randomUUID()]]) {
      const response = await api('PUT', `/collections/${collection.id}/products`, {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        body: { product_ids: productIds },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({
        product_ids: ['Certains de ces produits n’existent pas.'],
      });
    }
    const repeated = await api('PUT', `/collections/${collection.id}/products`, {
      token: admin.token,
      body: { product_ids: [mine, mine] },
    });
    expect(repeated.json<ErrorBody>().errors).toEqual({ product_ids: ['Items must not repeat.'] });
    const onCreate = await api('POST', '/collections', {
      token: admin.token,
      body: { title: 'Theirs', product_ids: [theirs] },
    });
    expect(onCreate.statusCode).toBe(422);
    expect(await productTitles(admin, collection.id)).toEqual(['Mine']);
  });

  it('answers 422 manual_only to PUT products on a rule-based collection, and 400 to a sort parameter', async () => {
    const admin = await registerCompany(t.app);
    const auto = await createCollection(admin, {
      title: 'Auto',
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'equals', value: 'wax' }],
    });
    const response = await api('PUT', `/collections/${auto.id}/products`, {
      token: admin.token,
      headers: { 'accept-language': 'es' },
      body: { product_ids: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      product_ids: ['Los productos solo se eligen a mano en las colecciones manuales.'],
    });
    for (const query of [{ sort: 'title' }, { 'filter[tag]': 'x' }] as Record<string, string>[]) {
      const bad = await api('GET', `/collections/${auto.id}/products`, { token: admin.token, query });
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('rule-based collections', () => {
  it('holds the live products matching all (or any) of its rules: tag ignoring case, type, price, supplier', async () => {
    const admin = await registerCompany(t.app);
    const supplier = await api('POST', '/suppliers', { token: admin.token, body: { name: 'Sandaga' } });
    const supplierId = supplier.json<{ data: { id: string } }>().data.id;
    await catalogue(admin, [
      { title: 'Wax cheap', tags: ['WAX', 'coton'], variants: [{ price: 3000 }] },
      {
        title: 'Wax dear',
        tags: ['wax'],
        supplier_id: supplierId,
        variants: [{ price: 2000 }, { price: 12000 }],
      },
      { title: 'Bazin', tags: ['bazin'], supplier_id: supplierId, variants: [{ price: 15000 }] },
      { title: 'Ebook', type: 'digital_goods', tags: ['wax'], variants: [{ price: 500 }] },
      { title: 'Wax gone', tags: ['wax'], deleted: true },
      {
        title: 'Wax dead variant',
        tags: ['wax'],
        variants: [{ price: 99999, deleted: true }, { price: 100 }],
      },
    ]);
    const rules = async (body: Record<string, unknown>) => {
      const collection = await createCollection(admin, { title: 'Rules', kind: 'rules', ...body });
      return { titles: await productTitles(admin, collection.id), count: collection.products_count };
    };

    expect(await rules({ rules: [{ field: 'tag', operator: 'equals', value: 'Wax' }] })).toEqual({
      titles: ['Ebook', 'Wax cheap', 'Wax dead variant', 'Wax dear'],
      count: 4,
    });
    expect(
      await rules({
        rules: [
          { field: 'tag', operator: 'equals', value: 'wax' },
          { field: 'type', operator: 'not_equals', value: 'digital_goods' },
          { field: 'price', operator: 'greater_than', value: '10000' },
        ],
      }),
    ).toEqual({ titles: ['Wax dear'], count: 1 });
    expect(
      await rules({
        rules_match: 'any',
        rules: [
          { field: 'supplier', operator: 'equals', value: supplierId },
          { field: 'price', operator: 'less_than', value: '600' },
        ],
      }),
    ).toEqual({ titles: ['Bazin', 'Ebook', 'Wax dead variant', 'Wax dear'], count: 4 });
    expect(
      (await rules({ rules: [{ field: 'supplier', operator: 'not_equals', value: supplierId }] })).titles,
    ).toEqual(['Ebook', 'Wax cheap', 'Wax dead variant']);
  });

  it("follows the rules' changes and orders products by the collection's sort", async () => {
    const admin = await registerCompany(t.app);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await catalogue(admin, [
      { title: 'B mid', tags: ['x'], created_at: day(1), variants: [{ price: 2000 }] },
      { title: 'A dear', tags: ['x'], created_at: day(2), variants: [{ price: 9000 }] },
      {
        title: 'C cheap',
        tags: ['x', 'promo'],
        created_at: day(3),
        variants: [{ price: 100 }, { price: 50000 }],
      },
    ]);
    const collection = await createCollection(admin, {
      title: 'X',
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'equals', value: 'x' }],
    });
    const sorted = async (sortOrder: string) => {
      const patched = await api('PATCH', `/collections/${collection.id}`, {
        token: admin.token,
        body: { sort_order: sortOrder },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      return productTitles(admin, collection.id);
    };
    expect(await productTitles(admin, collection.id)).toEqual(['A dear', 'B mid', 'C cheap']);
    expect(await sorted('price_asc')).toEqual(['C cheap', 'B mid', 'A dear']);
    expect(await sorted('price_desc')).toEqual(['A dear', 'B mid', 'C cheap']);
    expect(await sorted('newest')).toEqual(['C cheap', 'A dear', 'B mid']);

    const narrowed = await api('PATCH', `/collections/${collection.id}`, {
      token: admin.token,
      body: { rules: [{ field: 'tag', operator: 'equals', value: 'promo' }] },
    });
    expect(narrowed.json<{ data: Collection }>().data.products_count).toBe(1);
    expect(await productTitles(admin, collection.id)).toEqual(['C cheap']);
  });

  it('sorts a manual collection by its sort_order when it is not manual', async () => {
    const admin = await registerCompany(t.app);
    const ids = await catalogue(admin, [
      { title: 'Zèbre', variants: [{ price: 100 }] },
      { title: 'Âne', variants: [{ price: 300 }] },
    ]);
    const collection = await createCollection(admin, {
      title: 'Animaux',
      product_ids: [ids.Âne, ids.Zèbre],
      sort_order: 'price_asc',
    });
    const listed = await api('GET', `/collections/${collection.id}/products`, { token: admin.token });
    expect(listed.json<ProductsBody>().data.map((p) => [p.title, p.position])).toEqual([
      ['Zèbre', 1],
      ['Âne', 0],
    ]);
  });
});
