import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, shops, userShops } from '../../db/schema/index.ts';

interface ShopBody {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  is_default: boolean;
  is_active: boolean;
  warehouse_ids?: string[];
  warehouses?: { id: string; name: string; code: string }[];
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

/** A company on the business plan (10 shops), with its default shop and warehouse. */
async function merchant(): Promise<Account & { defaultShop: ShopBody; defaultWarehouseId: string }> {
  const admin = await registerCompany(t.app);
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const list = await api('GET', '/shops', { token: admin.token, query: { include: 'warehouses' } });
  const defaultShop = list.json<{ data: ShopBody[] }>().data[0]!;
  return { ...admin, defaultShop, defaultWarehouseId: defaultShop.warehouse_ids![0]! };
}

async function createShop(admin: Account, body: Record<string, unknown>): Promise<ShopBody> {
  const response = await api('POST', '/shops', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ShopBody }>().data;
}

const eventsOf = (companyId: string, subjectId: string) =>
  t.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
    .orderBy(events.id);

describe('shops CRUD', () => {
  it('creates, reads, updates and soft-deletes a shop, recording shop.created/updated/deleted', async () => {
    const admin = await merchant();
    const created = await createShop(admin, { name: 'Dakar Plateau', city: 'Dakar', phone: '221771234567' });
    expect(created).toMatchObject({
      name: 'Dakar Plateau',
      slug: 'dakar-plateau',
      city: 'Dakar',
      is_default: false,
    });
    expect(created.is_active).toBe(true);
    expect(created.warehouse_ids).toEqual([admin.defaultWarehouseId]);

    const read = await api('GET', `/shops/${created.id}`, { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: ShopBody }>().data).toMatchObject({ id: created.id, name: 'Dakar Plateau' });
    expect(read.json<{ data: ShopBody }>().data.warehouse_ids).toBeUndefined();

    const patched = await api('PATCH', `/shops/${created.id}`, {
      token: admin.token,
      body: { name: 'Dakar Centre' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ data: ShopBody }>().data).toMatchObject({
      name: 'Dakar Centre',
      slug: 'dakar-plateau',
    });
    const put = await api('PUT', `/shops/${created.id}`, {
      token: admin.token,
      body: { city: null, is_active: false },
    });
    expect(put.json<{ data: ShopBody }>().data).toMatchObject({ city: null, is_active: false });

    const me = await call(t.app, 'GET', '/api/v1/user', { token: admin.token });
    const userId = me.json<{ id: string }>().id;
    await t.ctx.db
      .insert(userShops)
      .values({ company_id: admin.companyId, user_id: userId, shop_id: created.id });

    const deleted = await api('DELETE', `/shops/${created.id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `/shops/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(shops).where(eq(shops.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(await t.ctx.db.select().from(userShops).where(eq(userShops.shop_id, created.id))).toEqual([]);
    const list = await api('GET', '/shops', { token: admin.token });
    expect(list.json<{ data: ShopBody[] }>().data.map((s) => s.id)).not.toContain(created.id);

    const recorded = await eventsOf(admin.companyId, created.id);
    expect(recorded.map((e) => e.type)).toEqual([
      'shop.created',
      'shop.updated',
      'shop.updated',
      'shop.deleted',
    ]);
    expect(recorded.every((e) => e.actor_user_id === userId)).toBe(true);
  });

  it('answers the same handlers under /api/v1 without /admin', async () => {
    const admin = await merchant();
    const list = await call(t.app, 'GET', '/api/v1/shops', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: ShopBody[] }>().data).toHaveLength(1);
  });
});

describe('slugs', () => {
  it('derives the slug from the name and makes it unique in the company with -2, -3', async () => {
    const admin = await merchant();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createShop(admin, { name: 'Marché Sandaga' })).slug);
    expect(slugs).toEqual(['marche-sandaga', 'marche-sandaga-2', 'marche-sandaga-3']);

    const other = await merchant();
    expect((await createShop(other, { name: 'Marché Sandaga' })).slug).toBe('marche-sandaga');
  });

  it('frees the slug of a deleted shop', async () => {
    const admin = await merchant();
    const first = await createShop(admin, { name: 'Thiès' });
    await api('DELETE', `/shops/${first.id}`, { token: admin.token });
    expect((await createShop(admin, { name: 'Thiès' })).slug).toBe('thies');
  });

  it('refuses a given slug that another shop of the company uses with 409 and errors.slug', async () => {
    const admin = await merchant();
    const taken = await createShop(admin, { name: 'Kaolack', slug: 'kaolack' });
    const again = await api('POST', '/shops', {
      token: admin.token,
      body: { name: 'Other', slug: 'kaolack' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({
      message: 'This slug is already used.',
      errors: { slug: ['This value is already used.'] },
    });

    const renamed = await api('PATCH', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      body: { slug: 'kaolack' },
    });
    expect(renamed.statusCode).toBe(409);
    const same = await api('PATCH', `/shops/${taken.id}`, { token: admin.token, body: { slug: 'kaolack' } });
    expect(same.statusCode).toBe(200);
  });
});

describe('warehouse links', () => {
  it('links the given warehouses, rewrites them on update and shows them with include=warehouses', async () => {
    const admin = await merchant();
    const second = await api('POST', '/warehouses', {
      token: admin.token,
      body: { name: 'Dépôt Pikine', code: 'PIK' },
    });
    const secondId = second.json<{ data: { id: string } }>().data.id;
    const shop = await createShop(admin, {
      name: 'Rufisque',
      warehouse_ids: [secondId, admin.defaultWarehouseId],
    });
    expect(shop.warehouse_ids!.sort()).toEqual([secondId, admin.defaultWarehouseId].sort());

    const replaced = await api('PUT', `/shops/${shop.id}`, {
      token: admin.token,
      body: { warehouse_ids: [secondId] },
    });
    expect(replaced.json<{ data: ShopBody }>().data.warehouse_ids).toEqual([secondId]);

    const read = await api('GET', `/shops/${shop.id}`, {
      token: admin.token,
      query: { include: 'warehouses' },
    });
    expect(read.json<{ data: ShopBody }>().data.warehouses).toEqual([
      { id: secondId, name: 'Dépôt Pikine', code: 'PIK' },
    ]);
  });

  it("refuses another company's or an unknown warehouse with 422 errors.warehouse_ids", async () => {
    const admin = await merchant();
    const other = await merchant();
    for (const id of [other.defaultWarehouseId, '0190a8f2-0000-7000-8000-000000000000']) {
      const response = await api('POST', '/shops', {
        token: admin.token,
        body: { name: 'Mbour', warehouse_ids: [id] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({
        warehouse_ids: ['This warehouse does not exist.'],
      });
    }
    const patch = await api('PATCH', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      body: { warehouse_ids: [other.defaultWarehouseId] },
    });
    expect(patch.statusCode).toBe(422);
  });
});

describe('default shop', () => {
  it('moves the default to another shop and unsets the old one in the same change', async () => {
    const admin = await merchant();
    const shop = await createShop(admin, { name: 'Saint-Louis' });
    const switched = await api('PATCH', `/shops/${shop.id}`, {
      token: admin.token,
      body: { is_default: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<{ data: ShopBody }>().data.is_default).toBe(true);

    const defaults = await api('GET', '/shops', {
      token: admin.token,
      query: { 'filter[is_default]': 'true' },
    });
    expect(defaults.json<{ data: ShopBody[] }>().data.map((s) => s.id)).toEqual([shop.id]);
    const [event] = (await eventsOf(admin.companyId, shop.id)).filter((e) => e.type === 'shop.updated');
    expect(event!.payload).toMatchObject({ previous_default_ids: [admin.defaultShop.id] });

    const oldOne = await api('DELETE', `/shops/${admin.defaultShop.id}`, { token: admin.token });
    expect(oldOne.statusCode).toBe(204);
  });

  it('refuses to delete or deactivate the default shop with 409 default_record', async () => {
    const admin = await merchant();
    const deleted = await api('DELETE', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<ErrorBody>().errors!.is_default![0]).toMatch(
      /^L'élément par défaut ne peut pas être supprimé/,
    );

    const deactivated = await api('PATCH', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json<ErrorBody>().errors).toHaveProperty('is_active');

    const inactive = await createShop(admin, { name: 'Ziguinchor', is_active: false });
    const promoted = await api('PATCH', `/shops/${inactive.id}`, {
      token: admin.token,
      body: { is_default: true },
    });
    expect(promoted.statusCode).toBe(409);

    const still = await api('GET', `/shops/${admin.defaultShop.id}`, { token: admin.token });
    expect(still.json<{ data: ShopBody }>().data).toMatchObject({ is_default: true, is_active: true });
  });
});

describe('plan, validation, permissions, tenancy', () => {
  it('refuses a second shop on the free plan with 402 naming the limit', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/shops', { token: admin.token, body: { name: 'Second' } });
    expect(response.statusCode).toBe(402);
    expect(response.json<ErrorBody>().message).toBe(
      "Your plan's limit for shops is 1. Upgrade your plan to add more.",
    );
    const list = await api('GET', '/shops', { token: admin.token });
    expect(list.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });

  it('answers 422 with field errors in French for a bad body', async () => {
    const admin = await merchant();
    const response = await api('POST', '/shops', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: '', slug: 'Pas Bon', email: 'nope', warehouse_ids: ['x'], is_active: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors!).sort()).toEqual([
      'email',
      'is_active',
      'name',
      'slug',
      'warehouse_ids.0',
    ]);
    expect(body.errors!.slug).toEqual([
      'Utilisez uniquement des lettres minuscules, des chiffres, des tirets et des points.',
    ]);

    const missing = await api('POST', '/shops', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {},
    });
    expect(missing.json<ErrorBody>().errors).toEqual({ name: ['Ce champ est obligatoire.'] });
    const repeated = await api('PATCH', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      body: { warehouse_ids: [admin.defaultWarehouseId, admin.defaultWarehouseId], is_default: false },
    });
    expect(Object.keys(repeated.json<ErrorBody>().errors!).sort()).toEqual(['is_default', 'warehouse_ids']);
  });

  it('answers 403 to manager, employee and accountant, who hold no shops permission', async () => {
    const admin = await merchant();
    for (const role of ['manager', 'employee', 'accountant']) {
      const staff = await createStaff(t.app, admin, role);
      expect((await call(t.app, 'GET', '/api/v1/shops', { token: staff.token })).statusCode).toBe(403);
      expect((await api('GET', `/shops/${admin.defaultShop.id}`, { token: staff.token })).statusCode).toBe(
        403,
      );
      const post = await call(t.app, 'POST', '/api/v1/shops', { token: staff.token, body: { name: 'Mine' } });
      expect(post.statusCode).toBe(403);
      const del = await api('DELETE', `/shops/${admin.defaultShop.id}`, { token: staff.token });
      expect(del.statusCode).toBe(403);
    }
    const list = await api('GET', '/shops', { token: admin.token });
    expect(list.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });

  it("answers 404 to another company's shop on GET, PUT, PATCH and DELETE and leaves it unchanged", async () => {
    const owner = await merchant();
    const intruder = await merchant();
    const shop = await createShop(owner, { name: 'Touba' });
    expect((await api('GET', `/shops/${shop.id}`, { token: intruder.token })).statusCode).toBe(404);
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await api(method, `/shops/${shop.id}`, {
        token: intruder.token,
        body: { name: 'Taken' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await api('DELETE', `/shops/${shop.id}`, { token: intruder.token })).statusCode).toBe(404);
    const after = await api('GET', `/shops/${shop.id}`, { token: owner.token });
    expect(after.json<{ data: ShopBody }>().data).toMatchObject({ name: 'Touba', slug: 'touba' });
  });
});

describe('list', () => {
  it('pages, sorts, searches and filters, with meta total, last_page, from and to', async () => {
    const admin = await merchant();
    for (const [name, city] of [
      ['Bravo', 'Thiès'],
      ['Alpha', 'Dakar'],
      ['Charlie', 'Dakar'],
    ]) {
      await createShop(admin, { name, city });
    }
    await createShop(admin, { name: 'Delta', city: 'Louga', is_active: false });

    const page2 = await api('GET', '/shops', {
      token: admin.token,
      query: { per_page: '2', page: '2', sort: 'name' },
    });
    expect(page2.statusCode).toBe(200);
    const body = page2.json<{ data: ShopBody[]; meta: Record<string, number> }>();
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
    expect(body.data.map((s) => s.name)).toEqual(['Bravo', 'Charlie']);

    const newest = await api('GET', '/shops', {
      token: admin.token,
      query: { sort: '-created_at', per_page: '1' },
    });
    expect(newest.json<{ data: ShopBody[] }>().data[0]!.name).toBe('Delta');

    const dakar = await api('GET', '/shops', {
      token: admin.token,
      query: { search: 'dakar', sort: 'name' },
    });
    const dakarBody = dakar.json<{ data: ShopBody[]; meta: Record<string, number> }>();
    expect(dakarBody.data.map((s) => s.name)).toEqual(['Alpha', 'Charlie']);
    expect(dakarBody.meta).toMatchObject({ total: 2, last_page: 1, from: 1, to: 2 });
    const bySlug = await api('GET', '/shops', { token: admin.token, query: { search: 'main' } });
    expect(bySlug.json<{ data: ShopBody[] }>().data.map((s) => s.slug)).toEqual(['main']);

    const inactive = await api('GET', '/shops', {
      token: admin.token,
      query: { 'filter[is_active]': 'false' },
    });
    expect(inactive.json<{ data: ShopBody[] }>().data.map((s) => s.name)).toEqual(['Delta']);

    const withLinks = await api('GET', '/shops', {
      token: admin.token,
      query: { include: 'warehouses', per_page: '1' },
    });
    expect(withLinks.json<{ data: ShopBody[] }>().data[0]!.warehouses).toEqual([
      { id: admin.defaultWarehouseId, name: 'Main warehouse', code: 'MAIN' },
    ]);

    const empty = await api('GET', '/shops', { token: admin.token, query: { page: '9' } });
    expect(empty.json<{ meta: Record<string, unknown> }>().meta).toMatchObject({
      total: 5,
      from: null,
      to: null,
    });
  });

  it('answers 400 naming an unknown filter, sort or include', async () => {
    const admin = await merchant();
    const filter = await api('GET', '/shops', { token: admin.token, query: { 'filter[slug]': 'main' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json<ErrorBody>().message).toBe('Unknown parameter: filter[slug].');
    const sort = await api('GET', '/shops', { token: admin.token, query: { sort: 'slug' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json<ErrorBody>().message).toContain('sort');
    const include = await api('GET', '/shops', { token: admin.token, query: { include: 'products' } });
    expect(include.json<ErrorBody>().message).toContain('include');
    const oneInclude = await api('GET', `/shops/${admin.defaultShop.id}`, {
      token: admin.token,
      query: { include: 'products' },
    });
    expect(oneInclude.statusCode).toBe(400);
    const badBool = await api('GET', '/shops', {
      token: admin.token,
      query: { 'filter[is_default]': 'maybe' },
    });
    expect(badBool.json<ErrorBody>().message).toBe('Invalid value for parameter filter[is_default].');
  });
});
