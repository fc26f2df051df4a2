import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// The tiles a shop pins at its counter come first among the quick picks, in the order it chose; the rest
// of the grid is filled as before. Arranging them takes products.update; selling, orders.create.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Pick = { id: string; pinned: boolean; product: { title: string } };
type Pins = { shop_id: string; variants: { id: string; product: { title: string } }[] };

const api = (
  account: Account,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string>; lang?: string } = {},
) =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': options.lang ?? 'en' },
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });

/** A merchant on a plan with room for staff and shops. */
async function merchant(): Promise<Account> {
  const owner = await registerCompany(t.app, { currency: 'XAF' });
  await upgradePlan(t.ctx, owner.companyId, 'business');
  return owner;
}

/** A one-variant product (nothing to stock); its variant id. */
async function product(
  owner: Account,
  title: string,
  status = 'active',
): Promise<{ productId: string; id: string }> {
  const response = await api(owner, 'POST', 'products', {
    body: { title, status, track_inventory: false, variants: [{ price: 500 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json<{ data: { id: string; variants: { id: string }[] } }>().data;
  return { productId: data.id, id: data.variants[0]!.id };
}

async function picks(account: Account, query?: Record<string, string>): Promise<[string, boolean][]> {
  const response = await api(account, 'GET', 'pos/quick-picks', query ? { query } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Pick[] }>().data.map((pick) => [pick.product.title, pick.pinned]);
}

async function pin(account: Account, variantIds: string[], shopId?: string): Promise<Pins> {
  const response = await api(account, 'PUT', 'pos/pinned-variants', {
    body: { variant_ids: variantIds, ...(shopId ? { shop_id: shopId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Pins }>().data;
}

async function pinnedTitles(account: Account, shopId?: string): Promise<string[]> {
  const response = await api(
    account,
    'GET',
    'pos/pinned-variants',
    shopId ? { query: { shop_id: shopId } } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Pins }>().data.variants.map((variant) => variant.product.title);
}

async function sell(seller: Account, variantId: string, quantity: number) {
  const response = await api(seller, 'POST', 'orders', {
    body: { lines: [{ variant_id: variantId, quantity }] },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the pinned tiles of a counter', () => {
  it('come first in the quick picks, in their order, then the best sellers and the newest products, each once', async () => {
    const owner = await merchant();
    const pain = await product(owner, 'Pain');
    const croissant = await product(owner, 'Croissant');
    await product(owner, 'Baguette');
    const gateau = await product(owner, 'Gâteau');
    const employee = await createStaff(t.app, owner, 'employee');
    await sell(employee, croissant.id, 3);
    await sell(employee, pain.id, 1);
    expect(await picks(employee)).toEqual([
      ['Croissant', false],
      ['Pain', false],
      ['Gâteau', false],
      ['Baguette', false],
    ]);

    // Arrange: the cake that never sold first, then the croissant that sells most.
    const saved = await pin(owner, [gateau.id, croissant.id]);

    expect(saved.variants.map((variant) => variant.product.title)).toEqual(['Gâteau', 'Croissant']);
    expect(await picks(employee)).toEqual([
      ['Gâteau', true],
      ['Croissant', true],
      ['Pain', false],
      ['Baguette', false],
    ]);
    expect(await picks(employee, { limit: '1' })).toEqual([['Gâteau', true]]);
    expect(await picks(employee, { limit: '3' })).toEqual([
      ['Gâteau', true],
      ['Croissant', true],
      ['Pain', false],
    ]);
    expect(await pinnedTitles(employee)).toEqual(['Gâteau', 'Croissant']);

    // Rearranged, then cleared: the grid follows.
    await pin(owner, [croissant.id, gateau.id]);
    expect((await picks(employee)).slice(0, 2)).toEqual([
      ['Croissant', true],
      ['Gâteau', true],
    ]);
    expect((await pin(owner, [])).variants).toEqual([]);
    expect(await picks(employee)).toEqual([
      ['Croissant', false],
      ['Pain', false],
      ['Gâteau', false],
      ['Baguette', false],
    ]);
  });

  it('leave out a pinned variant once its product is archived or deleted, and show it again when it is back on sale', async () => {
    const owner = await merchant();
    const cafe = await product(owner, 'Café Touba');
    const the = await product(owner, 'Thé vert');
    const bissap = await product(owner, 'Bissap');
    await pin(owner, [cafe.id, the.id, bissap.id]);

    const archived = await api(owner, 'PATCH', `products/${cafe.productId}`, {
      body: { status: 'archived' },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const deleted = await api(owner, 'DELETE', `products/${the.productId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await pinnedTitles(owner)).toEqual(['Bissap']);
    expect(await picks(owner)).toEqual([['Bissap', true]]);

    const back = await api(owner, 'PATCH', `products/${cafe.productId}`, { body: { status: 'active' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await picks(owner)).toEqual([
      ['Café Touba', true],
      ['Bissap', true],
    ]);
  });

  it('are arranged only with products.update, and read by whoever sells', async () => {
    const owner = await merchant();
    const pain = await product(owner, 'Pain');
    const accountant = await createStaff(t.app, owner, 'accountant');
    const courier = await createStaff(t.app, owner, 'courrier');
    const employee = await createStaff(t.app, owner, 'employee');

    // No role sells without products.update (SPEC §6): the accountant and the courier may not arrange.
    for (const account of [accountant, courier]) {
      const refused = await api(account, 'PUT', 'pos/pinned-variants', { body: { variant_ids: [pain.id] } });
      expect(refused.statusCode).toBe(403);
      expect((await api(account, 'GET', 'pos/pinned-variants')).statusCode).toBe(403);
    }
    expect(await pinnedTitles(owner)).toEqual([]);
    expect((await pin(employee, [pain.id])).variants.map((v) => v.id)).toEqual([pain.id]);
    const anonymous = await call(t.app, 'PUT', '/api/v1/admin/pos/pinned-variants', {
      body: { variant_ids: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuse repeated, too many or malformed ids with 422 in the user’s language, changing nothing', async () => {
    const owner = await merchant();
    const pain = await product(owner, 'Pain');
    await pin(owner, [pain.id]);
    const many = Array.from(
      { length: 49 },
      (_, i) => `0190a4b2-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );

    for (const body of [
      { variant_ids: [pain.id, pain.id] },
      { variant_ids: many },
      { variant_ids: ['pain'] },
      { variant_ids: [pain.id], shop_id: 'boutique' },
      {},
    ]) {
      const response = await api(owner, 'PUT', 'pos/pinned-variants', { body, lang: 'fr' });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const answer = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(answer.errors).some((field) => /^(variant_ids|shop_id)/.test(field))).toBe(true);
    }
    expect(await pinnedTitles(owner)).toEqual(['Pain']);
    expect((await api(owner, 'GET', 'pos/pinned-variants', { query: { shop_id: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('refuse an unknown, deleted or other company’s variant with 404 naming each, and a draft with 422; all or nothing', async () => {
    const owner = await merchant();
    const pain = await product(owner, 'Pain');
    const old = await product(owner, 'Ancien pain');
    const draft = await product(owner, 'Pain aux noix', 'draft');
    await api(owner, 'DELETE', `products/${old.productId}`);
    const other = await registerCompany(t.app);
    const theirs = await product(other, 'Leur pain');
    await pin(owner, [pain.id]);

    const unknown = await api(owner, 'PUT', 'pos/pinned-variants', {
      body: { variant_ids: [pain.id, theirs.id, old.id, '0190a4b2-0000-7000-8000-000000000000'] },
      lang: 'fr',
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'not_found',
      message: expect.stringMatching(/variante de produit/i),
      errors: {
        'variant_ids.1': ['Cette variante de produit n’existe pas.'],
        'variant_ids.2': ['Cette variante de produit n’existe pas.'],
        'variant_ids.3': ['Cette variante de produit n’existe pas.'],
      },
    });

    const notOnSale = await api(owner, 'PUT', 'pos/pinned-variants', {
      body: { variant_ids: [draft.id, pain.id] },
      lang: 'es',
    });
    expect(notOnSale.statusCode, notOnSale.body).toBe(422);
    expect(notOnSale.json<{ errors: unknown }>().errors).toEqual({
      'variant_ids.0': [
        'Este producto no está a la venta (borrador o archivado): no se puede fijar en la caja.',
      ],
    });

    expect(await pinnedTitles(owner)).toEqual(['Pain']);
  });

  it('of another company’s shop are not found, to read or to arrange', async () => {
    const owner = await merchant();
    const pain = await product(owner, 'Pain');
    const other = await registerCompany(t.app);
    const theirShop = (await api(other, 'GET', 'pos/pinned-variants')).json<{ data: Pins }>().data.shop_id;

    const read = await api(owner, 'GET', 'pos/pinned-variants', { query: { shop_id: theirShop } });
    expect(read.statusCode).toBe(404);
    const arranged = await api(owner, 'PUT', 'pos/pinned-variants', {
      body: { shop_id: theirShop, variant_ids: [pain.id] },
    });
    expect(arranged.statusCode).toBe(404);
    expect(await pinnedTitles(other)).toEqual([]);
    expect(await picks(other)).toEqual([]);
  });
});

describe('the pinned tiles of each shop', () => {
  it("give a shop-bound seller their own shop's tiles, and let them arrange no other shop's", async () => {
    const owner = await merchant();
    const plateau = (await api(owner, 'GET', 'pos/pinned-variants')).json<{ data: Pins }>().data.shop_id;
    const created = await api(owner, 'POST', 'shops', { body: { name: 'Yopougon' } });
    expect(created.statusCode, created.body).toBe(201);
    const yopougon = created.json<{ data: { id: string } }>().data.id;
    const attieke = await product(owner, 'Attiéké');
    const alloco = await product(owner, 'Alloco');
    await pin(owner, [attieke.id], plateau);
    await pin(owner, [alloco.id], yopougon);

    const email = uniqueEmail('yopougon');
    const password = 'staff password 123';
    const staff = await api(owner, 'POST', 'users', {
      body: { name: 'Koffi', email, password, role: 'employee', shop_ids: [yopougon] },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
    const seller = { ...owner, token: login.json<{ accessToken: string }>().accessToken };

    expect((await picks(seller))[0]).toEqual(['Alloco', true]);
    expect(await pinnedTitles(seller)).toEqual(['Alloco']);
    expect(
      (await api(seller, 'GET', 'pos/pinned-variants', { query: { shop_id: plateau } })).statusCode,
    ).toBe(404);

    // Their own shop's, without naming it; the other shop's stays as it was.
    expect((await pin(seller, [attieke.id, alloco.id])).shop_id).toBe(yopougon);
    const elsewhere = await api(seller, 'PUT', 'pos/pinned-variants', {
      body: { shop_id: plateau, variant_ids: [] },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await pinnedTitles(owner, yopougon)).toEqual(['Attiéké', 'Alloco']);
    expect(await pinnedTitles(owner, plateau)).toEqual(['Attiéké']);
    expect((await picks(owner))[0]).toEqual(['Attiéké', true]);
  });
});
