import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertWarehouse } from '../stock/stock.test-helpers.ts';
import { insertDiscount } from './orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
});
afterAll(() => t.close());

const get = (account: Account, path: string, query?: Record<string, string>, lang = 'en') =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(query ? { query } : {}),
  });

describe('the shipping fees of the sale screens', () => {
  it('gives whoever sells the active fees in the order they are tried, without the inactive ones', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const fee = (body: unknown) =>
      call(t.app, 'POST', '/api/v1/admin/shipping-fees', { token: company.token, body });
    expect((await fee({ label: 'Douala', city: 'Douala', amount: 1_500, position: 2 })).statusCode).toBe(201);
    expect((await fee({ label: 'Partout', amount: 3_000, position: 5 })).statusCode).toBe(201);
    expect((await fee({ label: 'Ancien', amount: 500, position: 0, is_active: false })).statusCode).toBe(201);
    const employee = await createStaff(t.app, company, 'employee');

    const response = await get(employee, 'pos/setup');

    expect(response.statusCode, response.body).toBe(200);
    const fees = response.json<{
      data: { shipping_fees: { label: string; city: string | null; amount: number }[] };
    }>().data.shipping_fees;
    expect(fees.map((f) => [f.label, f.city, f.amount])).toEqual([
      ['Douala', 'Douala', 1_500],
      ['Partout', null, 3_000],
    ]);
    // No other company's fee shows.
    const other = (await get(admin, 'pos/setup')).json<{ data: { shipping_fees: unknown[] } }>();
    expect(other.data.shipping_fees).toEqual([]);
  });
});

describe('a discount code looked up from a sale screen', () => {
  it('answers its terms to an employee who may sell, whatever the case typed', async () => {
    await insertDiscount(t.ctx.db, admin.companyId, {
      code: 'TABASKI',
      label: 'Tabaski',
      discount_type: 'fixed',
      discount_value: '2000',
      minimum_subtotal: 10_000,
    });
    const employee = await createStaff(t.app, admin, 'employee');

    const response = await get(employee, 'pos/discount-code', { code: ' tabaski ' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      code: 'TABASKI',
      label: 'Tabaski',
      discount_type: 'fixed',
      discount_value: '2000',
      starts_at: null,
      ends_at: null,
      minimum_subtotal: 10_000,
      usage_limit: null,
      usage_limit_per_customer: null,
      times_used: 0,
      is_active: true,
    });
  });

  it("answers 404 in the user's language for an unknown, deleted or other company's code", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF' });
    await insertDiscount(t.ctx.db, other.companyId, { code: 'AILLEURS' });
    await insertDiscount(t.ctx.db, admin.companyId, { code: 'FINI', deleted_at: new Date() });

    for (const code of ['NOPE', 'AILLEURS', 'FINI']) {
      const response = await get(admin, 'pos/discount-code', { code }, 'fr');
      expect(response.statusCode, code).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/remise/i);
    }
  });

  it('needs orders.create, a code and no unknown parameter', async () => {
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await get(courier, 'pos/discount-code', { code: 'TABASKI' })).statusCode).toBe(403);
    expect((await get(admin, 'pos/discount-code')).statusCode).toBe(400);
    expect((await get(admin, 'pos/discount-code', { code: 'TABASKI', id: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/admin/pos/discount-code?code=TABASKI')).statusCode).toBe(401);
  });
});

describe('the stock a sale screen shows', () => {
  // A company of its own: the free plan's user limit is spent by the tests above.
  let owner: Account;
  beforeAll(async () => {
    owner = await registerCompany(t.app, { currency: 'XAF' });
  });
  const post = async (path: string, body: unknown) => {
    const response = await call(t.app, 'POST', `/api/v1/admin/${path}`, { token: owner.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string; variants?: { id: string }[] } }>().data;
  };

  it("is what the sale's own warehouse holds, not every warehouse's; a menu counts its components there", async () => {
    const warehouses = await get(owner, 'warehouses');
    const main = warehouses
      .json<{ data: { id: string; is_default: boolean; name: string }[] }>()
      .data.find((w) => w.is_default)!;
    const depot = { id: await insertWarehouse(t.ctx.db, owner.companyId, { name: 'Dépôt Bonabéri' }) };
    // 2 in the shop's warehouse, 5 in the depot: a sale can take 2, not 7.
    const pagne = await post('products', {
      title: 'Pagne wax',
      variants: [{ sku: 'PAG-1', price: 9_000 }],
      initial_stock: [
        { variant_index: 0, warehouse_id: main.id, quantity: 2 },
        { variant_index: 0, warehouse_id: depot.id, quantity: 5 },
      ],
    });
    const pagneId = pagne.variants![0]!.id;
    const pair = await post('products', {
      title: 'Deux pagnes',
      type: 'bundle',
      variants: [{ price: 17_000 }],
      composites: [{ variant_id: pagneId, quantity: 2 }],
    });
    const pairId = pair.variants![0]!.id;
    const other = await registerCompany(t.app);
    const theirs = await call(t.app, 'POST', '/api/v1/admin/products', {
      token: other.token,
      body: { title: 'Leur pagne', variants: [{ price: 1 }] },
    });
    const theirId = theirs.json<{ data: { variants: { id: string }[] } }>().data.variants[0]!.id;

    const employee = await createStaff(t.app, owner, 'employee');
    const response = await get(employee, 'pos/stock', { variant_ids: [pagneId, pairId, theirId].join(',') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        warehouse: { id: main.id, name: main.name, allow_negative_stock: false },
        quantities: [
          { variant_id: pagneId, quantity: 2, tracked: true },
          { variant_id: pairId, quantity: 1, tracked: true },
          { variant_id: theirId, quantity: 0, tracked: true },
        ],
      },
    });
    // An office order may leave from another warehouse: asked for, its stock.
    const fromDepot = await get(employee, 'pos/stock', { variant_ids: pagneId, warehouse_id: depot.id });
    expect(fromDepot.json<{ data: unknown }>().data).toEqual({
      warehouse: { id: depot.id, name: 'Dépôt Bonabéri', allow_negative_stock: false },
      quantities: [{ variant_id: pagneId, quantity: 5, tracked: true }],
    });
    const theirWarehouse = (await get(other, 'warehouses')).json<{ data: { id: string }[] }>().data[0]!.id;
    const refused = await get(employee, 'pos/stock', { variant_ids: pagneId, warehouse_id: theirWarehouse });
    expect(refused.statusCode).toBe(400);
  });

  it('says whether the warehouse may sell below zero, and which variants keep no stock', async () => {
    // Arrange: a tailoring service (no stock kept) and a market stall that sells before restocking
    const stall = await insertWarehouse(t.ctx.db, owner.companyId, {
      name: 'Étal du marché',
      allowNegative: true,
    });
    const service = await post('products', {
      title: 'Retouche',
      track_inventory: false,
      variants: [{ price: 1_500 }],
    });
    const serviceId = service.variants![0]!.id;

    // Act
    const response = await get(owner, 'pos/stock', { variant_ids: serviceId, warehouse_id: stall });

    // Assert: nothing to warn of for the service; the stall lets a sale go below zero
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      warehouse: { id: stall, name: 'Étal du marché', allow_negative_stock: true },
      quantities: [{ variant_id: serviceId, quantity: 0, tracked: false }],
    });
  });

  it('needs orders.create and at most 100 well-formed ids', async () => {
    const courier = await createStaff(t.app, owner, 'courrier');
    const id = '0190a4b2-0000-7000-8000-000000000000';
    expect((await get(courier, 'pos/stock', { variant_ids: id })).statusCode).toBe(403);
    const bad = await get(admin, 'pos/stock', { variant_ids: 'x' }, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('variant_ids');
    expect((await get(admin, 'pos/stock')).statusCode).toBe(400);
    expect((await get(admin, 'pos/stock', { variant_ids: Array(101).fill(id).join(',') })).statusCode).toBe(
      400,
    );
    expect((await get(admin, 'pos/stock', { variant_ids: id, id: 'x' })).statusCode).toBe(400);
  });
});

describe('the quick picks of the sale screen', () => {
  it("offers the shop's best sellers of the last 30 days first, then the newest products; never a draft, archived or deleted one", async () => {
    const owner = await registerCompany(t.app, { currency: 'XAF' });
    const product = async (title: string, status = 'active') => {
      const response = await call(t.app, 'POST', '/api/v1/admin/products', {
        token: owner.token,
        body: { title, status, track_inventory: false, variants: [{ price: 1_000 }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json<{ data: { id: string; variants: { id: string }[] } }>().data;
      return { productId: data.id, variantId: data.variants[0]!.id };
    };
    const savon = await product('Savon noir');
    const pagne = await product('Pagne wax');
    await product('Beurre de karité');
    await product('Bissap en préparation', 'draft');
    await product('Ancien modèle', 'archived');
    const employee = await createStaff(t.app, owner, 'employee');
    const picks = async (query?: Record<string, string>) => {
      const response = await get(employee, 'pos/quick-picks', query);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ data: { id: string; price: number; product: { title: string } }[] }>()
        .data.map((variant) => variant.product.title);
    };

    // Nothing sold yet: the newest active products.
    expect(await picks()).toEqual(['Beurre de karité', 'Pagne wax', 'Savon noir']);

    const sell = async (variantId: string, quantity: number) => {
      const response = await call(t.app, 'POST', '/api/v1/admin/orders', {
        token: employee.token,
        body: { lines: [{ variant_id: variantId, quantity }] },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await sell(savon.variantId, 1);
    await sell(pagne.variantId, 2);
    await sell(pagne.variantId, 1);
    expect(await picks()).toEqual(['Pagne wax', 'Savon noir', 'Beurre de karité']);
    expect(await picks({ limit: '1' })).toEqual(['Pagne wax']);

    // A best seller deleted since is not offered.
    const deleted = await call(t.app, 'DELETE', `/api/v1/admin/products/${pagne.productId}`, {
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await picks()).toEqual(['Savon noir', 'Beurre de karité']);

    // Another company's sales and products are not this one's.
    expect(await get(admin, 'pos/quick-picks').then((r) => r.json<{ data: unknown[] }>().data)).toEqual([]);
  });

  it('refuses a limit out of 1–48 in the user’s language, and whoever may not sell', async () => {
    for (const limit of ['0', '49', 'many']) {
      const response = await get(admin, 'pos/quick-picks', { limit }, 'fr');
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Valeur invalide pour le paramètre limit.');
    }
    const courier = await createStaff(t.app, await registerCompany(t.app), 'courrier');
    expect((await get(courier, 'pos/quick-picks')).statusCode).toBe(403);
  });
});
