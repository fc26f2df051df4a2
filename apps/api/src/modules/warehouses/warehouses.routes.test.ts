import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, warehouses } from '../../db/schema/index.ts';

interface WarehouseBody {
  id: string;
  name: string;
  code: string;
  city: string | null;
  is_default: boolean;
  is_active: boolean;
  allow_negative_stock: boolean;
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

/** A company on the business plan (20 warehouses), with its default warehouse. */
async function merchant(): Promise<Account & { defaultWarehouse: WarehouseBody }> {
  const admin = await registerCompany(t.app);
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const list = await api('GET', '/warehouses', { token: admin.token });
  return { ...admin, defaultWarehouse: list.json<{ data: WarehouseBody[] }>().data[0]! };
}

async function createWarehouse(admin: Account, body: Record<string, unknown>): Promise<WarehouseBody> {
  const response = await api('POST', '/warehouses', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: WarehouseBody }>().data;
}

const eventsOf = (companyId: string, subjectId: string) =>
  t.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
    .orderBy(events.id);

describe('warehouses CRUD', () => {
  it('creates, reads, updates and soft-deletes a warehouse, recording warehouse.created/updated/deleted', async () => {
    const admin = await merchant();
    const created = await createWarehouse(admin, {
      name: 'Dépôt Pikine',
      city: 'Pikine',
      allow_negative_stock: true,
    });
    expect(created).toMatchObject({
      code: 'DEPOT-PIKINE',
      city: 'Pikine',
      is_default: false,
      is_active: true,
    });
    expect(created.allow_negative_stock).toBe(true);

    const read = await api('GET', `/warehouses/${created.id}`, { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: WarehouseBody }>().data).toMatchObject({ id: created.id, name: 'Dépôt Pikine' });

    const patched = await api('PATCH', `/warehouses/${created.id}`, {
      token: admin.token,
      body: { name: 'Pikine Nord' },
    });
    expect(patched.json<{ data: WarehouseBody }>().data).toMatchObject({
      name: 'Pikine Nord',
      code: 'DEPOT-PIKINE',
    });
    const put = await api('PUT', `/warehouses/${created.id}`, {
      token: admin.token,
      body: { code: 'pk-1', city: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ data: WarehouseBody }>().data).toMatchObject({ code: 'PK-1', city: null });

    expect((await api('DELETE', `/warehouses/${created.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await api('GET', `/warehouses/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(warehouses).where(eq(warehouses.id, created.id));
    expect(row!.deleted_at).not.toBeNull();

    const recorded = await eventsOf(admin.companyId, created.id);
    expect(recorded.map((e) => e.type)).toEqual([
      'warehouse.created',
      'warehouse.updated',
      'warehouse.updated',
      'warehouse.deleted',
    ]);
    expect(recorded[0]!.actor_user_id).not.toBeNull();
  });

  it('unlinks a deleted warehouse from the shops that sell from it, in the same change', async () => {
    const admin = await merchant();
    const extra = await createWarehouse(admin, { name: 'Annexe' });
    const shop = await api('POST', '/shops', {
      token: admin.token,
      body: { name: 'Guédiawaye', warehouse_ids: [admin.defaultWarehouse.id, extra.id] },
    });
    const shopId = shop.json<{ data: { id: string } }>().data.id;

    expect((await api('DELETE', `/warehouses/${extra.id}`, { token: admin.token })).statusCode).toBe(204);
    const after = await api('GET', `/shops/${shopId}`, {
      token: admin.token,
      query: { include: 'warehouses' },
    });
    expect(after.json<{ data: { warehouse_ids: string[] } }>().data.warehouse_ids).toEqual([
      admin.defaultWarehouse.id,
    ]);
    const deleted = (await eventsOf(admin.companyId, extra.id)).find((e) => e.type === 'warehouse.deleted');
    expect(deleted!.payload).toMatchObject({ unlinked_shop_ids: [shopId] });
  });
});

describe('codes', () => {
  it('derives an upper-case code from the name, unique in the company with -2, -3, within 16 characters', async () => {
    const admin = await merchant();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await createWarehouse(admin, { name: 'Entrepôt Central' })).code);
    expect(codes).toEqual(['ENTREPOT-CENTRAL', 'ENTREPOT-CENTR-2', 'ENTREPOT-CENTR-3']);
    expect((await createWarehouse(admin, { name: '倉庫' })).code).toBe('WH');
    expect((await createWarehouse(admin, { name: 'main' })).code).toBe('MAIN-2');
  });

  it('refuses a given code another warehouse of the company uses with 409 errors.code, in any case', async () => {
    const admin = await merchant();
    for (const code of ['MAIN', 'main']) {
      const response = await api('POST', '/warehouses', {
        token: admin.token,
        body: { name: 'Other', code },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toMatchObject({
        message: 'This code is already used.',
        errors: { code: ['This value is already used.'] },
      });
    }
    const other = await createWarehouse(admin, { name: 'Other', code: 'OTH' });
    const renamed = await api('PATCH', `/warehouses/${other.id}`, {
      token: admin.token,
      body: { code: 'main' },
    });
    expect(renamed.statusCode).toBe(409);

    await api('DELETE', `/warehouses/${other.id}`, { token: admin.token });
    expect((await createWarehouse(admin, { name: 'Again', code: 'OTH' })).code).toBe('OTH');
    const elsewhere = await merchant();
    expect((await createWarehouse(elsewhere, { name: 'Main', code: 'OTH' })).code).toBe('OTH');
  });
});

describe('default warehouse', () => {
  it('moves the default to another warehouse, which new shops then sell from', async () => {
    const admin = await merchant();
    const next = await createWarehouse(admin, { name: 'Nouveau dépôt' });
    const switched = await api('PATCH', `/warehouses/${next.id}`, {
      token: admin.token,
      body: { is_default: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);

    const defaults = await api('GET', '/warehouses', {
      token: admin.token,
      query: { 'filter[is_default]': 'true' },
    });
    expect(defaults.json<{ data: WarehouseBody[] }>().data.map((w) => w.id)).toEqual([next.id]);
    const [event] = (await eventsOf(admin.companyId, next.id)).filter((e) => e.type === 'warehouse.updated');
    expect(event!.payload).toMatchObject({ previous_default_ids: [admin.defaultWarehouse.id] });

    const shop = await api('POST', '/shops', { token: admin.token, body: { name: 'Kolda' } });
    expect(shop.json<{ data: { warehouse_ids: string[] } }>().data.warehouse_ids).toEqual([next.id]);
    expect(
      (await api('DELETE', `/warehouses/${admin.defaultWarehouse.id}`, { token: admin.token })).statusCode,
    ).toBe(204);
  });

  it('refuses to delete or deactivate the default warehouse with 409 default_record', async () => {
    const admin = await merchant();
    const id = admin.defaultWarehouse.id;
    // Not the only one: that is refused as the last warehouse (warehouses.deletion.test.ts).
    await createWarehouse(admin, { name: 'Annexe' });
    const deleted = await api('DELETE', `/warehouses/${id}`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<ErrorBody>().errors!.is_default![0]).toMatch(
      /^L'élément par défaut ne peut pas être supprimé/,
    );
    const deactivated = await api('PUT', `/warehouses/${id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json<ErrorBody>().errors).toHaveProperty('is_active');

    const still = await api('GET', `/warehouses/${id}`, { token: admin.token });
    expect(still.json<{ data: WarehouseBody }>().data).toMatchObject({ is_default: true, is_active: true });
  });
});

describe('plan, validation, permissions, tenancy', () => {
  it('refuses a second warehouse on the free plan with 402 naming the limit', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/warehouses', { token: admin.token, body: { name: 'Second' } });
    expect(response.statusCode).toBe(402);
    expect(response.json<ErrorBody>().message).toBe(
      "Your plan's limit for warehouses is 1. Upgrade your plan to add more.",
    );
    const fr = await api('POST', '/warehouses', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: 'Second' },
    });
    expect(fr.json<ErrorBody>().message).toBe(
      'La limite de votre forfait pour les entrepôts est de 1. Passez à un forfait supérieur pour en ajouter.',
    );
  });

  it('answers 422 with field errors in French for a bad body', async () => {
    const admin = await merchant();
    const response = await api('POST', '/warehouses', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: '', code: 'pas bon !', allow_negative_stock: 'yes', country: 'SEN' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors!).sort()).toEqual(['allow_negative_stock', 'code', 'country', 'name']);
    expect(body.errors!.code).toEqual(['Utilisez 1 à 16 lettres, chiffres, tirets ou tirets bas.']);
    const missing = await api('POST', '/warehouses', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {},
    });
    expect(missing.json<ErrorBody>().errors).toEqual({ name: ['Ce champ est obligatoire.'] });
    const notDefault = await api('PATCH', `/warehouses/${admin.defaultWarehouse.id}`, {
      token: admin.token,
      body: { is_default: false },
    });
    expect(notDefault.statusCode).toBe(422);
  });

  it('lets manager and employee manage warehouses and answers 403 to accountant and courrier', async () => {
    const admin = await merchant();
    for (const role of ['manager', 'employee']) {
      const staff = await createStaff(t.app, admin, role);
      expect((await call(t.app, 'GET', '/api/v1/warehouses', { token: staff.token })).statusCode).toBe(200);
      const created = await call(t.app, 'POST', '/api/v1/warehouses', {
        token: staff.token,
        body: { name: `By ${role}` },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    for (const role of ['accountant', 'courrier']) {
      const staff = await createStaff(t.app, admin, role);
      expect((await call(t.app, 'GET', '/api/v1/warehouses', { token: staff.token })).statusCode).toBe(403);
      const post = await call(t.app, 'POST', '/api/v1/warehouses', {
        token: staff.token,
        body: { name: 'Mine' },
      });
      expect(post.statusCode).toBe(403);
      const del = await api('DELETE', `/warehouses/${admin.defaultWarehouse.id}`, { token: staff.token });
      expect(del.statusCode).toBe(403);
    }
  });

  it("answers 404 to another company's warehouse on GET, PUT, PATCH and DELETE and leaves it unchanged", async () => {
    const owner = await merchant();
    const intruder = await merchant();
    const target = await createWarehouse(owner, { name: 'Diourbel', code: 'DBL' });
    expect((await api('GET', `/warehouses/${target.id}`, { token: intruder.token })).statusCode).toBe(404);
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await api(method, `/warehouses/${target.id}`, {
        token: intruder.token,
        body: { name: 'Taken' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await api('DELETE', `/warehouses/${target.id}`, { token: intruder.token })).statusCode).toBe(404);
    const after = await api('GET', `/warehouses/${target.id}`, { token: owner.token });
    expect(after.json<{ data: WarehouseBody }>().data).toMatchObject({ name: 'Diourbel', code: 'DBL' });
  });
});

describe('list', () => {
  it('pages, sorts, searches and filters, with meta total, last_page, from and to', async () => {
    const admin = await merchant();
    await createWarehouse(admin, { name: 'Zeta', code: 'B1', city: 'Dakar' });
    await createWarehouse(admin, { name: 'Yota', code: 'A1', city: 'Thiès', allow_negative_stock: true });
    await createWarehouse(admin, { name: 'Xi', code: 'C1', city: 'Dakar', is_active: false });

    const page = await api('GET', '/warehouses', {
      token: admin.token,
      query: { sort: 'code', per_page: '3' },
    });
    const body = page.json<{ data: WarehouseBody[]; meta: Record<string, number> }>();
    expect(body.data.map((w) => w.code)).toEqual(['A1', 'B1', 'C1']);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2, from: 1, to: 3 });
    const last = await api('GET', '/warehouses', {
      token: admin.token,
      query: { sort: 'code', per_page: '3', page: '2' },
    });
    expect(last.json<{ meta: Record<string, number> }>().meta).toMatchObject({
      from: 4,
      to: 4,
      last_page: 2,
    });

    const byName = await api('GET', '/warehouses', {
      token: admin.token,
      query: { sort: '-name', per_page: '1' },
    });
    expect(byName.json<{ data: WarehouseBody[] }>().data[0]!.name).toBe('Zeta');

    const dakar = await api('GET', '/warehouses', {
      token: admin.token,
      query: { search: 'dakar', sort: 'name' },
    });
    expect(dakar.json<{ data: WarehouseBody[] }>().data.map((w) => w.name)).toEqual(['Xi', 'Zeta']);
    const byCode = await api('GET', '/warehouses', { token: admin.token, query: { search: 'a1' } });
    expect(byCode.json<{ data: WarehouseBody[] }>().data.map((w) => w.name)).toEqual(['Yota']);

    const negative = await api('GET', '/warehouses', {
      token: admin.token,
      query: { 'filter[allow_negative_stock]': 'true' },
    });
    expect(negative.json<{ data: WarehouseBody[] }>().data.map((w) => w.name)).toEqual(['Yota']);
    const active = await api('GET', '/warehouses', {
      token: admin.token,
      query: { 'filter[is_active]': '0' },
    });
    expect(active.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });

  it('answers 400 naming an unknown filter, sort or include', async () => {
    const admin = await merchant();
    const filter = await api('GET', '/warehouses', { token: admin.token, query: { 'filter[code]': 'MAIN' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json<ErrorBody>().message).toBe('Unknown parameter: filter[code].');
    const sort = await api('GET', '/warehouses', { token: admin.token, query: { sort: 'city' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json<ErrorBody>().message).toBe('Invalid value for parameter sort.');
    const include = await api('GET', '/warehouses', { token: admin.token, query: { include: 'shops' } });
    expect(include.statusCode).toBe(400);
    const perPage = await api('GET', '/warehouses', { token: admin.token, query: { per_page: '101' } });
    expect(perPage.json<ErrorBody>().message).toBe('Invalid value for parameter per_page.');
  });
});
