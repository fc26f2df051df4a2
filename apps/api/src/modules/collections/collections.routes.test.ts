import type { Collection } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { collections, events } from '../../db/schema/index.ts';
import { insertTestProduct } from '../suppliers/catalog.test-helpers.ts';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: Collection[];
  meta: { total: number; current_page: number; last_page: number; per_page: number };
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

const titles = (response: { json<T>(): T }) => response.json<ListBody>().data.map((c) => c.title);

const eventsOf = async (companyId: string, subjectId: string) =>
  t.ctx.db
    .select({ type: events.type, payload: events.payload })
    .from(events)
    .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
    .orderBy(events.id);

describe('collections CRUD', () => {
  it('creates, reads, updates and soft-deletes a collection, recording collection.created/updated/deleted', async () => {
    const admin = await registerCompany(t.app);
    const created = await createCollection(admin, {
      title: 'Nouveautés été',
      description: 'Pagnes et bazins',
    });
    expect(created).toMatchObject({
      title: 'Nouveautés été',
      handle: 'nouveautes-ete',
      description: 'Pagnes et bazins',
      kind: 'manual',
      rules: [],
      rules_match: 'all',
      sort_order: 'manual',
      position: 0,
      published: true,
      media_id: null,
      products_count: 0,
    });
    const read = await api('GET', `/collections/${created.id}`, { token: admin.token });
    expect(read.json<{ data: Collection }>().data).toEqual(created);

    const updated = await api('PATCH', `/collections/${created.id}`, {
      token: admin.token,
      body: { title: 'Été 2026', published: false, sort_order: 'price_asc', handle: 'ete-2026' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: Collection }>().data).toMatchObject({
      title: 'Été 2026',
      handle: 'ete-2026',
      published: false,
      sort_order: 'price_asc',
    });

    expect((await api('DELETE', `/collections/${created.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await api('GET', `/collections/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(collections).where(eq(collections.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
    expect((await eventsOf(admin.companyId, created.id)).map((e) => e.type)).toEqual([
      'collection.created',
      'collection.updated',
      'collection.deleted',
    ]);
  });

  it('derives free handles from the title, refuses a taken handle (422) and places new collections last', async () => {
    const admin = await registerCompany(t.app);
    const first = await createCollection(admin, { title: 'Wax' });
    const second = await createCollection(admin, { title: 'WAX!' });
    expect([first.handle, second.handle]).toEqual(['wax', 'wax-2']);
    expect([first.position, second.position]).toEqual([0, 1]);
    expect((await createCollection(admin, { title: '★ ★' })).handle).toBe('collection');
    const taken = await api('POST', '/collections', {
      token: admin.token,
      body: { title: 'X', handle: 'wax-2' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>().errors).toEqual({ handle: ['This value is already used.'] });
    const renamed = await api('PATCH', `/collections/${second.id}`, {
      token: admin.token,
      body: { handle: 'wax' },
    });
    expect(renamed.statusCode).toBe(422);
    // A deleted collection frees its handle.
    await api('DELETE', `/collections/${first.id}`, { token: admin.token });
    expect((await createCollection(admin, { title: 'Wax' })).handle).toBe('wax');
  });

  it('answers 422 in the request language for bad rules, a missing title and products in a rule collection', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/collections', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        title: '',
        kind: 'rules',
        handle: 'Pas Un Slug',
        rules: [
          { field: 'tag', operator: 'greater_than', value: 'wax' },
          { field: 'price', operator: 'less_than', value: '12.50' },
          { field: 'type', operator: 'equals', value: '  ' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(body.errors).toMatchObject({
      'rules.0.value': ['Cette condition ne s’applique pas à ce champ.'],
      'rules.1.value': ['Saisissez le prix en nombre entier de la plus petite unité de la devise.'],
      'rules.2.value': ['Saisissez une valeur.'],
      handle: ['Utilisez uniquement des lettres minuscules, des chiffres, des tirets et des points.'],
    });
    expect(body.errors!.title).toHaveLength(1);

    const noRules = await api('POST', '/collections', {
      token: admin.token,
      body: { title: 'Auto', kind: 'rules' },
    });
    expect(noRules.json<ErrorBody>().errors).toEqual({ rules: ['Add at least one condition.'] });
    const withProducts = await api('POST', '/collections', {
      token: admin.token,
      body: {
        title: 'Auto',
        kind: 'rules',
        rules: [{ field: 'tag', operator: 'equals', value: 'wax' }],
        product_ids: [crypto.randomUUID()],
      },
    });
    expect(withProducts.json<ErrorBody>().errors).toEqual({
      product_ids: ['Products are chosen by hand only in manual collections.'],
    });
    const manualSort = await api('POST', '/collections', {
      token: admin.token,
      body: {
        title: 'Auto',
        kind: 'rules',
        sort_order: 'manual',
        rules: [{ field: 'tag', operator: 'equals', value: 'x' }],
      },
    });
    expect(manualSort.json<ErrorBody>().errors).toEqual({
      sort_order: ['Manual order is only for manual collections.'],
    });
    const unknownMedia = await api('POST', '/collections', {
      token: admin.token,
      body: { title: 'Pic', media_id: crypto.randomUUID() },
    });
    expect(unknownMedia.json<ErrorBody>().errors).toEqual({ media_id: ['This image does not exist.'] });
    expect(titles(await api('GET', '/collections', { token: admin.token }))).toEqual([]);
  });

  it('keeps the kind: rules cannot be set on a manual collection nor emptied on a rule-based one', async () => {
    const admin = await registerCompany(t.app);
    const manual = await createCollection(admin, { title: 'Main' });
    const auto = await createCollection(admin, {
      title: 'Auto',
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'equals', value: 'wax' }],
    });
    expect(auto.sort_order).toBe('title');
    const rulesOnManual = await api('PATCH', `/collections/${manual.id}`, {
      token: admin.token,
      body: { rules: [{ field: 'tag', operator: 'equals', value: 'wax' }] },
    });
    expect(rulesOnManual.json<ErrorBody>().errors).toEqual({
      rules: ['Conditions apply only to automatic collections.'],
    });
    const emptied = await api('PATCH', `/collections/${auto.id}`, {
      token: admin.token,
      body: { rules: [] },
    });
    expect(emptied.json<ErrorBody>().errors).toEqual({ rules: ['Add at least one condition.'] });
    const changed = await api('PATCH', `/collections/${auto.id}`, {
      token: admin.token,
      body: { rules: [{ field: 'price', operator: 'greater_than', value: '5000' }], rules_match: 'any' },
    });
    expect(changed.json<{ data: Collection }>().data).toMatchObject({
      kind: 'rules',
      rules_match: 'any',
      rules: [{ field: 'price', operator: 'greater_than', value: '5000' }],
    });
  });
});

describe('collections access', () => {
  it('refuses every collection route to an accountant (403) and allows them to an employee', async () => {
    const admin = await registerCompany(t.app);
    const collection = await createCollection(admin, { title: 'Promo' });
    const accountant = await createStaff(t.app, admin, 'accountant');
    for (const [method, url, body] of [
      ['GET', '/collections', undefined],
      ['GET', `/collections/${collection.id}`, undefined],
      ['GET', `/collections/${collection.id}/products`, undefined],
      ['GET', '/collections/export', undefined],
      ['POST', '/collections', { title: 'X' }],
      ['PATCH', `/collections/${collection.id}`, { title: 'X' }],
      ['PUT', `/collections/${collection.id}/products`, { product_ids: [] }],
      ['POST', '/collections/reorder', { ids: [collection.id] }],
      ['DELETE', `/collections/${collection.id}`, undefined],
    ] as const) {
      const response = await api(method, url, { token: accountant.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const employee = await createStaff(t.app, admin, 'employee');
    await createCollection(employee, { title: 'Employee picks' });
    expect((await api('DELETE', `/collections/${collection.id}`, { token: employee.token })).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for another company's collection on every route and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const productId = await insertTestProduct(t.ctx.db, owner.companyId, { title: 'Bazin' });
    const collection = await createCollection(owner, { title: 'Privée', product_ids: [productId] });
    for (const [method, url, body] of [
      ['GET', `/collections/${collection.id}`, undefined],
      ['GET', `/collections/${collection.id}/products`, undefined],
      ['PATCH', `/collections/${collection.id}`, { title: 'Taken over' }],
      ['PUT', `/collections/${collection.id}/products`, { product_ids: [] }],
      ['DELETE', `/collections/${collection.id}`, undefined],
    ] as const) {
      const response = await api(method, url, { token: stranger.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const reorder = await api('POST', '/collections/reorder', {
      token: stranger.token,
      body: { ids: [collection.id] },
    });
    expect(reorder.statusCode).toBe(422);
    const after = await api('GET', `/collections/${collection.id}`, { token: owner.token });
    expect(after.json<{ data: Collection }>().data).toEqual(collection);
    expect(titles(await api('GET', '/collections', { token: stranger.token }))).toEqual([]);
  });
});

describe('collections list', () => {
  it('searches titles, filters kind and published, sorts and pages, each with its products count', async () => {
    const admin = await registerCompany(t.app);
    const db = t.ctx.db;
    const p1 = await insertTestProduct(db, admin.companyId, { title: 'A', tags: ['wax'] });
    const p2 = await insertTestProduct(db, admin.companyId, { title: 'B', tags: ['Wax'] });
    const gone = await insertTestProduct(db, admin.companyId, { title: 'C', tags: ['wax'] });
    await createCollection(admin, { title: 'Charlie', product_ids: [p1, p2, gone] });
    await createCollection(admin, {
      title: 'Alpha wax',
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'equals', value: 'WAX' }],
      published: false,
    });
    await createCollection(admin, { title: 'Bravo' });
    const { products } = await import('../../db/schema/index.ts');
    await db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, gone));

    const all = await api('GET', '/collections', { token: admin.token });
    expect(all.json<ListBody>().data.map((c) => [c.title, c.products_count])).toEqual([
      ['Charlie', 2],
      ['Alpha wax', 2],
      ['Bravo', 0],
    ]);
    expect(all.json<ListBody>().meta.total).toBe(3);

    const query = (q: Record<string, string>) => api('GET', '/collections', { token: admin.token, query: q });
    expect(titles(await query({ search: 'WAX' }))).toEqual(['Alpha wax']);
    expect(titles(await query({ 'filter[kind]': 'manual', sort: 'title' }))).toEqual(['Bravo', 'Charlie']);
    expect(titles(await query({ 'filter[published]': 'false' }))).toEqual(['Alpha wax']);
    expect(titles(await query({ sort: '-created_at' }))).toEqual(['Bravo', 'Alpha wax', 'Charlie']);
    const page2 = await query({ sort: 'title', per_page: '2', page: '2' });
    expect(titles(page2)).toEqual(['Charlie']);
    expect(page2.json<ListBody>().meta).toMatchObject({ total: 3, last_page: 2 });

    const bads: Record<string, string>[] = [
      { 'filter[handle]': 'x' },
      { 'filter[kind]': 'smart' },
      { sort: 'handle' },
    ];
    for (const bad of bads) {
      expect((await query(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('reorders collections: the named ids first in that order, the others after; events for those that moved', async () => {
    const admin = await registerCompany(t.app);
    const a = await createCollection(admin, { title: 'A' });
    await createCollection(admin, { title: 'B' });
    const c = await createCollection(admin, { title: 'C' });
    const d = await createCollection(admin, { title: 'D' });
    const response = await api('POST', '/collections/reorder', {
      token: admin.token,
      body: { ids: [c.id, a.id] },
    });
    expect(response.statusCode, response.body).toBe(204);
    const list = await api('GET', '/collections', { token: admin.token });
    expect(list.json<ListBody>().data.map((x) => [x.title, x.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
      ['D', 3],
    ]);
    expect((await eventsOf(admin.companyId, c.id)).map((e) => e.type)).toEqual([
      'collection.created',
      'collection.updated',
    ]);
    expect((await eventsOf(admin.companyId, d.id)).map((e) => e.type)).toEqual(['collection.created']);

    const repeated = await api('POST', '/collections/reorder', {
      token: admin.token,
      body: { ids: [a.id, a.id] },
    });
    expect(repeated.json<ErrorBody>().errors).toEqual({ ids: ['Items must not repeat.'] });
    const unknown = await api('POST', '/collections/reorder', {
      token: admin.token,
      body: { ids: [crypto.randomUUID()] },
    });
    expect(unknown.json<ErrorBody>().errors).toEqual({ ids: ['Some of these collections do not exist.'] });
    expect(
      (await api('POST', '/collections/reorder', { token: admin.token, body: { ids: [] } })).statusCode,
    ).toBe(422);
  });
});

describe('collections export', () => {
  it('exports the filtered list as CSV with products counts and translated headers', async () => {
    const admin = await registerCompany(t.app);
    const p = await insertTestProduct(t.ctx.db, admin.companyId, { title: 'Pagne' });
    await createCollection(admin, { title: 'Pagnes', product_ids: [p] });
    await createCollection(admin, { title: 'Cachée', published: false });
    const en = await api('GET', '/collections/export', { token: admin.token });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Title,Handle,Kind,Published,Products,Description,Created');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 5).join(','))).toEqual([
      'Pagnes,pagnes,Manual,Yes,1',
      'Cachée,cachee,Manual,No,0',
    ]);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const fr = await api('GET', '/collections/export', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      query: { 'filter[published]': 'true' },
    });
    const frLines = fr.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(frLines[0]!.split(';')[0]).toBe('Titre');
    expect(frLines).toHaveLength(2);
    expect(frLines[1]!.split(';').slice(0, 5)).toEqual(['Pagnes', 'pagnes', 'Manuelle', 'Oui', '1']);
  });
});
